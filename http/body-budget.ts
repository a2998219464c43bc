// A process-wide budget of request-body bytes held in memory at once: a body is read only when its bytes fit, else 503.
import { ApiError } from '../core/errors.js';

/**
 * Bodies are read into memory (photos, niche input files, JSON). Each request's limit bounds one body; this bounds
 * all of them together, so N concurrent large uploads cannot grow the process without bound. A body reserves its
 * declared Content-Length (or its type's limit when it is chunked) before a byte is read and gives it back when
 * the answer is done; one that does not fit is refused at once with 503 SERVICE_BUSY and Retry-After.
 */
export class BodyBudget {
  private used = 0;

  constructor(readonly totalBytes: number) {}

  inUse(): number {
    return this.used;
  }

  /** Reserves `bytes`; the returned function gives them back (once, however often it is called). */
  reserve(bytes: number): () => void {
    // an idle budget admits any one body within its own limit, so a budget below the largest limit still makes progress
    if (this.used > 0 && this.used + bytes > this.totalBytes) {
      throw new ApiError(
        'SERVICE_BUSY',
        'The server is reading too many uploads at once; retry in a few seconds.',
        undefined,
        { 'Retry-After': '2' },
      );
    }
    this.used += bytes;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.used -= bytes;
    };
  }
}
