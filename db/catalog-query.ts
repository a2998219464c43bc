// Helpers shared by the catalog repositories: text-search patterns, sort clauses, facet rows.
import type { Schema } from '../generated/operations.js';
import type { Db } from './database.js';
import { sql } from './sql.js';

/** Most words of a `q` that are matched (each must occur); the rest are ignored. */
const MAX_SEARCH_WORDS = 8;

/** `LIKE` metacharacters escaped so a client's text matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `q` → its distinct words, the first MAX_SEARCH_WORDS of them (every one must occur), or null for no filter. */
export function searchWords(q: unknown): string[] | null {
  if (typeof q !== 'string') return null;
  const words = [
    ...new Set(
      q
        .trim()
        .split(/\s+/)
        .filter((w) => w.length > 0),
    ),
  ].slice(0, MAX_SEARCH_WORDS);
  return words.length > 0 ? words : null;
}

/**
 * `q` → one `%word%` pattern per distinct word (every word must occur), or null for no filter.
 * SQL applies search_text() to each pattern, so matching is case- and accent-insensitive.
 */
export function containsPatterns(q: unknown): string[] | null {
  return searchWords(q)?.map((w) => `%${escapeLike(w)}%`) ?? null;
}

export type SortDirection = Schema<'SortDirection'>;

/**
 * ORDER BY text for a whitelisted column (never client text): nulls last in both directions,
 * ties broken by `tieBreak` ascending so pages are stable.
 */
export function orderBy(column: string, direction: SortDirection, tieBreak = 'id'): string {
  return `${column} ${direction === 'asc' ? 'ASC' : 'DESC'} NULLS LAST, ${tieBreak} ASC`;
}

export type ValueCount = Schema<'ValueCount'>;

/** Facet rows as SQL's json_agg gives them ({value, count}, values as text); null (facets not asked for) → []. */
export function valueCounts(rows: readonly ValueCount[] | null): ValueCount[] {
  return (rows ?? []).map(({ value, count }) => ({ value, count }));
}

/**
 * Offsets beyond any table size give the same empty page; capping keeps a huge `page` from
 * reaching SQL as a number PostgreSQL cannot take (1e+21).
 */
export function safeOffset(offset: number): number {
  return Math.min(Math.max(0, offset), 1_000_000_000);
}

const PRINTABLE_ASCII = Array.from({ length: 95 }, (_, k) => String.fromCharCode(32 + k)).join('');

/** Whether the database's search_text() folds printable ASCII as lower-casing does (an in-memory index's premise). */
export async function asciiFoldsAsLowerCase(db: Db): Promise<boolean> {
  const { folded } = await db.one<{ folded: string }>(sql('ascii-fold.sql'));
  return folded === PRINTABLE_ASCII.toLowerCase();
}
