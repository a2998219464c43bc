// The bound on the text scans a client can cause at will: the name search's SQL, and the occurrence, genome and
// catalogue (barcodes, proteins, literature) `q` no in-memory index answers (text that does not fold to printable ASCII). Each reads a whole table, 10–40 ms of the
// database's CPU; unbounded, 50 connections of such text had every pooled connection scanning at once, and the two
// cores starved every other request (an in-memory node detail 4 → 88 ms at the median). At most `limit` run at once,
// `maxWaiting` wait in arrival order, the rest are refused with 503 SERVICE_BUSY and Retry-After.
import { ApiError } from '../core/errors.js';
import { Slots } from '../core/slots.js';

/** Runs a scan when the bound allows it. */
export type TextScans = <T>(scan: () => Promise<T>) => Promise<T>;

/** Waiters beyond the running scans: 50 connections of them wait, 500 are shed. */
export const TEXT_SCANS_WAITING = 256;

export function boundedTextScans(limit: number, maxWaiting = TEXT_SCANS_WAITING): TextScans {
  const slots = new Slots(limit, maxWaiting);
  const full = () =>
    new ApiError(
      'SERVICE_BUSY',
      'Too many searches of text the in-memory indexes cannot answer are waiting for the database; retry shortly.',
      undefined,
      { 'Retry-After': '1' },
    );
  return async (scan) => {
    const release = await slots.acquire(full);
    try {
      return await scan();
    } finally {
      release();
    }
  };
}

/** `query` through `scans` when it searches text (`q` not blank); a page or a filter alone is no text scan. */
export function whenText<T>(scans: TextScans, q: string | null | undefined, query: () => Promise<T>): Promise<T> {
  return q?.trim() ? scans(query) : query();
}

/** No bound (a repo built without one: the data tests, the tools). */
export const unboundedTextScans: TextScans = (scan) => scan();
