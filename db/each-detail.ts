// Every record's detail of a catalog read into memory through the detail's own query (so memory and SQL cannot differ).
/**
 * The details of `ids` by id, read one at a time: the warm-up that runs this leaves the pool's other connections to
 * users' requests. An id whose query answers null is left out.
 */
export async function readEachDetail<K, T>(
  ids: readonly K[],
  detail: (id: K) => Promise<T | null>,
): Promise<Map<K, T>> {
  const details = new Map<K, T>();
  for (const id of ids) {
    const found = await detail(id);
    if (found) details.set(id, found);
  }
  return details;
}
