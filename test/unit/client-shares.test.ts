// The file-stream slots and the body budget, and the shares they count: a client's share refuses with 429 (with the
// documented X-RateLimit-* headers), the total with 503, and what is given back (once, however often) frees both.
import { describe, expect, it } from 'vitest';
import { isApiError } from '../../core/errors.js';
import { BodyBudget } from '../../http/body-budget.js';
import { StreamSlots } from '../../http/stream-slots.js';

function refusal(take: () => unknown): { status: number; code: string } | null {
  try {
    take();
    return null;
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 429) {
      expect(error.headers['X-RateLimit-Remaining']).toBe('0');
      expect(Number(error.headers['X-RateLimit-Limit'])).toBeGreaterThan(0);
      expect(Number(error.headers['X-RateLimit-Reset'])).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000));
      expect(error.headers['Retry-After']).toBe('2');
    }
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

describe('the body budget', () => {
  it("admits a client's first body, refuses beyond its share with 429 and beyond the total with 503", () => {
    const budget = new BodyBudget(100, 50);
    const a1 = budget.reserve(60, 'a'); // over the share, but a client's first body is always read
    expect(refusal(() => budget.reserve(1, 'a'))).toEqual({ status: 429, code: 'CONCURRENT_LIMIT_REACHED' });
    const b1 = budget.reserve(30, 'b');
    expect(refusal(() => budget.reserve(20, 'c'))).toEqual({ status: 503, code: 'SERVICE_BUSY' });
    a1();
    a1();
    expect(budget.inUse()).toBe(30);
    expect(refusal(() => budget.reserve(20, 'a'))).toBeNull();
    b1();
    expect(budget.inUse()).toBe(20);
  });
});
