// Text folding shared by search, suggestions and highlighting: case and accents ignored, close to the database's search_text();
// the prefix lookup in sorted folded keys the in-memory indexes share; and one copy of each repeated text they hold.

/** Letters unaccent maps that Unicode decomposition leaves alone (the common ones of PostgreSQL's unaccent.rules). */
const FOLD_SPECIALS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  þ: 'th',
  Þ: 'th',
  ı: 'i',
  ħ: 'h',
  Ħ: 'h',
  ŀ: 'l',
  Ŀ: 'l',
  ŧ: 't',
  Ŧ: 't',
  '×': '*',
  '‘': "'",
  '’': "'",
  ʻ: "'",
  ʼ: "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
};
const SPECIALS_RE = new RegExp(`[${Object.keys(FOLD_SPECIALS).join('')}]`, 'g');

/**
 * Case- and accent-folded form of a text, close to the database's `search_text()` (lower + unaccent) without
 * asking it; used to locate matches for highlighting. The typeahead folds with the database's own table instead.
 */
export function foldText(value: string): string {
  return value
    .replace(SPECIALS_RE, (ch) => FOLD_SPECIALS[ch] ?? ch)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

/**
 * A folder equal to the database's search_text() character by character, from its table of the non-ASCII characters
 * it changes (db/search-text-fold.sql); ASCII is lower-cased. Used by the in-memory indexes to key queries as the
 * database keys names.
 */
export function createFolder(table: ReadonlyMap<string, string>): (value: string) => string {
  return (value) => {
    let out = '';
    for (const ch of value) out += ch.charCodeAt(0) < 128 ? ch.toLowerCase() : (table.get(ch) ?? ch);
    return out;
  };
}

/**
 * First index in the sorted `keys` whose key is ≥ `value` (strings in code-unit order: where keys starting with `value`
 * begin; numbers in a typed array as well).
 */
export function lowerBound<T extends string | number>(keys: ArrayLike<T>, value: T): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A text's one shared copy (null stays null): in-memory items whose families, genera and citations repeat keep each once. */
export type SharedText = <T extends string | null>(value: T) => T;

/** A new `SharedText`, remembering every text it is given. */
export function createSharedText(): SharedText {
  const texts = new Map<string, string>();
  return <T extends string | null>(value: T): T => {
    if (value === null) return value;
    const known = texts.get(value);
    if (known !== undefined) return known as T;
    texts.set(value, value);
    return value;
  };
}
