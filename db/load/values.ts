// Typed readers for one source cell: empty (or a source's own null token) becomes null, never a guess.

/** Tokens a source uses for "no value". Only '' by default: 'NA' is Namibia in an ISO country column. */
export type NullTokens = readonly string[];

/** Tables written by R (write.csv) mark missing values with an unquoted NA. */
export const R_NULLS: NullTokens = ['', 'NA'];

/** The trimmed text, or null when empty or one of the source's null tokens. */
export function text(value: string | undefined, nulls: NullTokens = ['']): string | null {
  if (value === undefined) return null;
  const trimmed = value.trim();
  return nulls.includes(trimmed) || trimmed === '' ? null : trimmed;
}

/** A finite number, or null for a null token; anything else is a source problem worth failing on. */
export function num(value: string | undefined, nulls: NullTokens = ['']): number | null {
  const raw = text(value, nulls);
  if (raw === null) return null;
  const parsed = Number(raw);
  if (!Number.isFinite(parsed)) throw new Error(`not a number: "${raw}"`);
  return parsed;
}

/** An integer (also accepts '600.0'-style integral decimals), or null. */
export function int(value: string | undefined, nulls: NullTokens = ['']): number | null {
  const parsed = num(value, nulls);
  if (parsed === null) return null;
  if (!Number.isInteger(parsed)) throw new Error(`not an integer: "${value}"`);
  return parsed;
}

/** The cells of a table's columns, each read from its source column (`{column: sourceColumn}`) with `read`. */
export function readColumns<M extends Record<string, string>, V>(
  columns: M,
  record: Readonly<Record<string, string>>,
  read: (cell: string | undefined) => V,
): { [K in keyof M]: V } {
  return Object.fromEntries(Object.entries(columns).map(([column, source]) => [column, read(record[source])])) as {
    [K in keyof M]: V;
  };
}

/** An integer the source must have (an id, a key): a missing one is a broken file, worth failing the load on. */
export function requiredInt(value: string | undefined, column: string): number {
  const parsed = int(value);
  if (parsed === null) throw new Error(`missing ${column}`);
  return parsed;
}

/** true/false from the spellings sources use (true/false, yes/no, 1/0, Y/N), or null. */
export function bool(value: string | undefined, nulls: NullTokens = ['']): boolean | null {
  const raw = text(value, nulls)?.toLowerCase();
  if (raw === undefined || raw === null) return null;
  if (['true', 'yes', 'y', '1', 't'].includes(raw)) return true;
  if (['false', 'no', 'n', '0', 'f'].includes(raw)) return false;
  throw new Error(`not a boolean: "${value}"`);
}

/** The non-empty fields of a record, for an `extra`/`attributes` jsonb column; null when none. */
export function nonEmptyFields(
  record: Record<string, string>,
  keys: readonly string[],
  nulls: NullTokens = [''],
): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const key of keys) {
    const value = text(record[key], nulls);
    if (value !== null) out[key] = value;
  }
  return Object.keys(out).length > 0 ? out : null;
}
