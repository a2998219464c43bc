// Record ids that stay unique when a source repeats its own ids.

/**
 * `prefix:id` for each source id. A source id that occurs more than once in the file (IOdatabase
 * has 15 such sample ids, each a different specimen) gets '~1', '~2', … on every occurrence, in
 * file order, so no record is silently merged or dropped and none claims the bare id.
 */
export function prefixedUniqueIds(prefix: string, sourceIds: readonly string[]): string[] {
  const totals = new Map<string, number>();
  for (const id of sourceIds) totals.set(id, (totals.get(id) ?? 0) + 1);
  const seen = new Map<string, number>();
  return sourceIds.map((id) => {
    if ((totals.get(id) ?? 0) === 1) return `${prefix}:${id}`;
    const ordinal = (seen.get(id) ?? 0) + 1;
    seen.set(id, ordinal);
    return `${prefix}:${id}~${ordinal}`;
  });
}
