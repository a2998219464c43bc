// The opaque cursor of /barcodes/specimens: where the next page starts, bound to the data version and the filters it was
// made for (a position means nothing in another version's order, nor under other filters).
import { createHash } from 'node:crypto';
import { ApiError } from '../../core/errors.js';

const filterHash = (filterKey: string) => createHash('sha256').update(filterKey).digest('hex').slice(0, 12);

/** The cursor of the page after the record at `afterPosition` (in the index's order). */
export function encodeCursor(version: string, filterKey: string, afterPosition: number): string {
  const text = [version, filterHash(filterKey), afterPosition].join('.');
  return Buffer.from(text, 'utf8').toString('base64url');
}

function invalid(message: string): ApiError {
  return new ApiError('INVALID_QUERY', `Invalid parameter: 'cursor' ${message}`, { cursor: message });
}

/** The cursor's position, or 400 INVALID_QUERY (not a cursor, other filters) / 410 CURSOR_EXPIRED (older data). */
export function decodeCursor(text: string, version: string, filterKey: string): number {
  const parts = Buffer.from(text, 'base64url').toString('utf8').split('.');
  const [madeFor, hash, after] = parts;
  if (parts.length !== 3 || !/^[0-9a-f]{12}$/.test(hash) || !/^\d{1,9}$/.test(after))
    throw invalid('is not a cursor of this list; pass data.nextCursor of the previous page as it is.');
  if (madeFor !== version)
    throw new ApiError(
      'CURSOR_EXPIRED',
      'The cursor belongs to an older data version: the records have been reloaded since. Start again without a cursor.',
    );
  if (hash !== filterHash(filterKey))
    throw invalid('was made for other filters; pass it with the filters of the page it came from.');
  return Number(after);
}
