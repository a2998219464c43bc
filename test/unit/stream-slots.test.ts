// The file-stream slots and the shares they count: a client's share refuses with 429, the total with 503, and a slot
// given back (once, however often) frees both.
import { describe, expect, it } from 'vitest';
import { isApiError } from '../../core/errors.js';
import { StreamSlots } from '../../http/stream-slots.js';

function refusal(take: () => unknown): { status: number; code: string } | null {
  try {
    take();
    return null;
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 429) expect(error.headers['X-RateLimit-Remaining']).toBe('0');
    return { status: error.status, code: error.code };
  }
}

describe('file-stream slots', () => {
  it('give each client its share and everyone the total, and take back what is released', () => {
    const slots = new StreamSlots(3, 2);
    const a1 = slots.take('a');
    slots.take('a');
    expect(refusal(() => slots.take('a'))).toEqual({ status: 429, code: 'CONCURRENT_LIMIT_REACHED' });
    const b1 = slots.take('b');
    expect(refusal(() => slots.take('c'))).toEqual({ status: 503, code: 'SERVICE_BUSY' });
    expect(slots.inUse()).toBe(3);
    a1();
    a1(); // a second release gives nothing back twice
    expect(slots.inUse()).toBe(2);
    expect(refusal(() => slots.take('c'))).toBeNull();
    b1();
    expect(refusal(() => slots.take('a'))).toBeNull(); // a's second again
    expect(refusal(() => slots.take('a'))).toEqual({ status: 429, code: 'CONCURRENT_LIMIT_REACHED' });
    expect(slots.inUse()).toBe(3);
  });
});
