// The opaque `cursor` of GET /distributions: the data version, the filter it walks, the last id read and how many
// records came before the next one — base64url JSON. Nothing in it is secret: a client that edits it only moves its
// own start, and every field is checked before use.
import { createHash } from 'node:crypto';
import { ApiError } from '../../core/errors.js';
import { filterKey, type OccurrenceFilter } from './occurrence-filter.js';

export interface CursorPosition {
  /** The id of the last record already read: the next page starts after it (id order). */
  after: string;
  /** Records of the filtered set before the next one (the page number shown is derived from it). */
  offset: number;
}

const filterHash = (filter: OccurrenceFilter) =>
  createHash('sha1').update(filterKey(filter)).digest('base64url').slice(0, 12);

export function encodeCursor(dataVersion: string, filter: OccurrenceFilter, position: CursorPosition): string {
  return Buffer.from(JSON.stringify([dataVersion, filterHash(filter), position.after, position.offset])).toString(
    'base64url',
  );
}

const invalid = (why: string) => new ApiError('INVALID_QUERY', `Invalid parameter 'cursor': ${why}.`, { cursor: why });

/**
 * The position a cursor holds; 410 CURSOR_EXPIRED when it was issued for another data version, 400 when it is not a
 * cursor of this list or was issued for other filters.
 */
export function decodeCursor(cursor: string, dataVersion: string, filter: OccurrenceFilter): CursorPosition {
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid('is not a cursor of this list (use pagination.nextCursor as given)');
  }
  if (
    !Array.isArray(fields) ||
    fields.length !== 4 ||
    typeof fields[0] !== 'string' ||
    typeof fields[1] !== 'string' ||
    typeof fields[2] !== 'string' ||
    // an id as the list gives them: no control characters (PostgreSQL text holds no NUL), bounded
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    !/^[^\u0000-\u001f]{1,200}$/.test(fields[2]) ||
    !Number.isSafeInteger(fields[3]) ||
    (fields[3] as number) < 0
  ) {
    throw invalid('is not a cursor of this list (use pagination.nextCursor as given)');
  }
  const [version, hash, after, offset] = fields as [string, string, string, number];
  if (version !== dataVersion) {
    throw new ApiError(
      'CURSOR_EXPIRED',
      `The cursor belongs to data version ${version.slice(0, 32)}; the data are now at ${dataVersion}. Start again without a cursor.`,
      { cursor: 'expired' },
    );
  }
  if (hash !== filterHash(filter)) throw invalid('was issued for other filters (send the same filters with it)');
  return { after, offset };
}
