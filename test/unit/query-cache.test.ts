// The per-data-version query cache: one computation per key, nothing kept across a reload or after a failure, bounded.
import { describe, expect, it } from 'vitest';
import { createQueryCache } from '../../db/query-cache.js';

function counted<V>(value: V) {
  const calls = { n: 0 };
  return { calls, compute: () => (calls.n++, Promise.resolve(value)) };
}

describe('query cache', () => {
  it('computes a key once, even for concurrent misses', async () => {
    const cache = createQueryCache({ max: 10, versionTtlMs: 60_000, version: () => Promise.resolve('v1') });
    const { calls, compute } = counted(42);
    const answers = await Promise.all([cache.get('k', compute), cache.get('k', compute), cache.get('k', compute)]);
    expect(answers).toEqual([42, 42, 42]);
    expect(await cache.get('k', compute)).toBe(42);
    expect(calls.n).toBe(1);
  });

  it('computes again after the data version changes', async () => {
    let version = 'v1';
    const cache = createQueryCache({ max: 10, versionTtlMs: 0, version: () => Promise.resolve(version) });
    const { calls, compute } = counted('answer');
    await cache.get('k', compute);
    version = 'v2';
    await cache.get('k', compute);
    expect(calls.n).toBe(2);
  });

  it('keeps nothing while no data is loaded', async () => {
    const cache = createQueryCache({ max: 10, versionTtlMs: 60_000, version: () => Promise.resolve(null) });
    const { calls, compute } = counted(1);
    await cache.get('k', compute);
    await cache.get('k', compute);
    expect(calls.n).toBe(2);
  });

  it('forgets a failed computation', async () => {
    const cache = createQueryCache({ max: 10, versionTtlMs: 60_000, version: () => Promise.resolve('v1') });
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('k', () => Promise.resolve('recovered'))).toBe('recovered');
  });

  it('drops the least recently used entry beyond its bound', async () => {
    const cache = createQueryCache({ max: 2, versionTtlMs: 60_000, version: () => Promise.resolve('v1') });
    await cache.get('a', () => Promise.resolve('a'));
    await cache.get('b', () => Promise.resolve('b'));
    await cache.get('a', () => Promise.resolve('not recomputed')); // a is now the most recent
    await cache.get('c', () => Promise.resolve('c')); // evicts b
    expect(await cache.get('a', () => Promise.resolve('recomputed'))).toBe('a');
    expect(await cache.get('b', () => Promise.resolve('recomputed'))).toBe('recomputed');
  });
});
