// The cached data version: a known value is answered at once while the database is asked again (and kept when it does
// not answer), a value is waited for only when none is known, and invalidate() makes the next caller wait for a new one.
import { describe, expect, it } from 'vitest';
import { createDataVersion } from '../../core/data-version.js';

/** A lookup whose answers the test gives by hand, one pending call at a time. */
function manualLookup() {
  const calls: { resolve(value: string | null): void; reject(error: Error): void }[] = [];
  const lookup = () =>
    new Promise<string | null>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { calls, lookup, last: () => calls[calls.length - 1]! };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
/** Whether `promise` has settled after the microtasks queued now have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await sleep(0);
  return done;
}

describe('data version', () => {
  it('waits for the first lookup, shared by concurrent callers, then answers from the cache within the ttl', async () => {
    const { calls, lookup, last } = manualLookup();
    const version = createDataVersion(lookup, 50);
    const first = version.current();
    const second = version.current();
    expect(await settled(first)).toBe(false);
    expect(calls).toHaveLength(1);
    last().resolve('v1');
    expect(await Promise.all([first, second])).toEqual(['v1', 'v1']);
    expect(await version.current()).toBe('v1');
    expect(calls).toHaveLength(1);
  });

  it('answers the known value at once while a lookup after the ttl hangs (a stalled database), asking only once', async () => {
    const { calls, lookup, last } = manualLookup();
    const version = createDataVersion(lookup, 20);
    const first = version.current();
    last().resolve('v1');
    await first;
    await sleep(40);
    // the lookup now asked never answers; every caller meanwhile gets v1 without waiting
    for (let i = 0; i < 5; i++) {
      const answer = version.current();
      expect(await settled(answer)).toBe(true);
      expect(await answer).toBe('v1');
    }
    expect(calls).toHaveLength(2);
    // once it answers, its value is the one given
    last().resolve('v2');
    await sleep(0);
    expect(await version.current()).toBe('v2');
  });

  it('keeps the known value when a lookup fails, and asks again only after the ttl', async () => {
    const { calls, lookup, last } = manualLookup();
    const version = createDataVersion(lookup, 30);
    const first = version.current();
    last().resolve('v1');
    await first;
    await sleep(50);
    expect(await version.current()).toBe('v1');
    expect(calls).toHaveLength(2);
    last().reject(Object.assign(new Error('lost connection'), { code: '08006' }));
    await sleep(0);
    expect(await version.current()).toBe('v1');
    expect(calls).toHaveLength(2); // not again at once: a failing database is not asked per request
    await sleep(50);
    expect(await version.current()).toBe('v1');
    expect(calls).toHaveLength(3);
  });

  it('passes a failure on while no value is known, keeps nothing of it, and asks again at the next call', async () => {
    const { calls, lookup, last } = manualLookup();
    const version = createDataVersion(lookup, 1000);
    const first = version.current();
    last().reject(new Error('database unavailable'));
    await expect(first).rejects.toThrow('database unavailable');
    const second = version.current();
    expect(calls).toHaveLength(2);
    last().resolve(null);
    expect(await second).toBeNull();
  });

  it('after invalidate() waits for a new lookup, and a lookup begun before it does not set the value', async () => {
    const { calls, lookup } = manualLookup();
    const version = createDataVersion(lookup, 10);
    const first = version.current();
    calls[0]!.resolve('v1');
    await first;
    await sleep(20);
    await version.current(); // starts a refresh (calls[1]), which will answer the old version late
    version.invalidate();
    const afterLoad = version.current();
    expect(calls).toHaveLength(3);
    expect(await settled(afterLoad)).toBe(false);
    calls[1]!.resolve('v1');
    calls[2]!.resolve('v2');
    expect(await afterLoad).toBe('v2');
    expect(await version.current()).toBe('v2');
  });
});
