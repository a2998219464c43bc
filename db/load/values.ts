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
