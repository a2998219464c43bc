// Slots (core/slots.ts): the per-kind limit of the worker pool — at most `limit` holders, FIFO hand-over, a bounded
// wait queue that refuses beyond it, and waiters that leave when their signal aborts.
import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { Slots } from '../../core/slots.js';

const full = () => new Error('queue full');

/** Whether a promise has settled by the time queued microtasks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('Slots', () => {
  it('grants up to the limit at once and makes the next one wait', async () => {
    const slots = new Slots(2, 5);
    await slots.acquire(full);
    await slots.acquire(full);
    expect(slots.stats()).toEqual({ held: 2, waiting: 0 });
    const third = slots.acquire(full);
    expect(await settled(third)).toBe(false);
    expect(slots.stats()).toEqual({ held: 2, waiting: 1 });
  });

  it('hands a released slot to the waiters in arrival order, never exceeding the limit', async () => {
    const slots = new Slots(1, 5);
    const first = await slots.acquire(full);
    const order: string[] = [];
    const waiters = ['a', 'b', 'c'].map((name) =>
      slots.acquire(full).then((release) => {
        order.push(name);
        return release;
      }),
    );
    expect(slots.stats()).toEqual({ held: 1, waiting: 3 });

    first();
    const a = await waiters[0];
    expect(order).toEqual(['a']);
    expect(slots.stats()).toEqual({ held: 1, waiting: 2 });

    a();
    const b = await waiters[1];
    b();
    const c = await waiters[2];
    expect(order).toEqual(['a', 'b', 'c']);
    expect(slots.stats()).toEqual({ held: 1, waiting: 0 });

    c();
    expect(slots.stats()).toEqual({ held: 0, waiting: 0 });
  });

  it('ignores a second release of the same slot', async () => {
    const slots = new Slots(1, 1);
    const release = await slots.acquire(full);
    const waiter = slots.acquire(full);
    release();
    release();
    (await waiter)();
    expect(slots.stats()).toEqual({ held: 0, waiting: 0 });
  });

  it('refuses with full() once maxWaiting wait, and accepts again when the queue drains', async () => {
    const slots = new Slots(1, 2);
    const release = await slots.acquire(full);
    const waiting = [slots.acquire(full), slots.acquire(full)];
    await expect(slots.acquire(full)).rejects.toThrow('queue full');
    expect(slots.stats()).toEqual({ held: 1, waiting: 2 });

    release();
    const next = await waiting[0];
    const again = slots.acquire(full);
    expect(slots.stats()).toEqual({ held: 1, waiting: 2 });
    next();
    (await waiting[1])();
    (await again)();
    expect(slots.stats()).toEqual({ held: 0, waiting: 0 });
  });

  it('a queue of zero refuses as soon as every slot is held', async () => {
    const slots = new Slots(1, 0);
    await slots.acquire(full);
    await expect(slots.acquire(full)).rejects.toThrow('queue full');
  });

  it('a waiter whose signal aborts leaves the queue with the reason, and the slot goes to the next one', async () => {
    const slots = new Slots(1, 3);
    const release = await slots.acquire(full);
    const controller = new AbortController();
    const aborted = slots.acquire(full, controller.signal);
    const next = slots.acquire(full);
    expect(slots.stats().waiting).toBe(2);

    controller.abort(new Error('client went away'));
    await expect(aborted).rejects.toThrow('client went away');
    expect(slots.stats()).toEqual({ held: 1, waiting: 1 });

    release();
    (await next)();
    expect(slots.stats()).toEqual({ held: 0, waiting: 0 });
  });

  it('rejects at once for an already aborted signal, taking no slot', async () => {
    const slots = new Slots(1, 1);
    await expect(slots.acquire(full, AbortSignal.abort(new Error('too late')))).rejects.toThrow('too late');
    expect(slots.stats()).toEqual({ held: 0, waiting: 0 });
  });

  it('an abort after the slot was granted changes nothing: the holder keeps it until it releases', async () => {
    const slots = new Slots(1, 1);
    const release = await slots.acquire(full);
    const controller = new AbortController();
    const waiter = slots.acquire(full, controller.signal);
    release();
    const held = await waiter;
    controller.abort();
    expect(slots.stats()).toEqual({ held: 1, waiting: 0 });
    held();
    expect(slots.stats()).toEqual({ held: 0, waiting: 0 });
  });

  it('a granted waiter stops listening to its signal, so one long-lived signal collects no listeners', async () => {
    const slots = new Slots(1, 10);
    const shutdown = new AbortController();
    let release = await slots.acquire(full, shutdown.signal);
    for (let i = 0; i < 5; i += 1) {
      const waiter = slots.acquire(full, shutdown.signal);
      expect(getEventListeners(shutdown.signal, 'abort')).toHaveLength(1);
      release();
      release = await waiter;
      expect(getEventListeners(shutdown.signal, 'abort')).toHaveLength(0);
    }
    release();
  });
});
