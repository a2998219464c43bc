// The per-IP rate limiter and the bounded BLAST task queue.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/errors.js';
import { createTaskQueue } from '../../services/blast/queue.js';
import { createRateLimiter } from '../../services/limits/rate-limit.js';

describe('createRateLimiter', () => {
  it('counts per client within a fixed window and answers 429 with Retry-After beyond the limit', () => {
    let now = 120_500;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => now });
    expect(limiter.take('a')).toEqual({
      'X-RateLimit-Limit': '2',
      'X-RateLimit-Remaining': '1',
      'X-RateLimit-Reset': '180',
    });
    expect(limiter.take('a')['X-RateLimit-Remaining']).toBe('0');
    expect(limiter.take('b')['X-RateLimit-Remaining']).toBe('1');
    try {
      limiter.take('a');
      throw new Error('expected 429');
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      const apiError = error as ApiError;
      expect(apiError.code).toBe('RATE_LIMITED');
      expect(apiError.status).toBe(429);
      expect(apiError.headers['Retry-After']).toBe('60');
      expect(apiError.headers['X-RateLimit-Remaining']).toBe('0');
    }
    now = 180_000; // next window
    expect(limiter.take('a')['X-RateLimit-Remaining']).toBe('1');
  });

  it('keeps memory bounded: clients beyond maxClients share one bucket', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxClients: 1, now: () => 0 });
    limiter.take('a');
    limiter.take('b');
    expect(() => limiter.take('c')).toThrow(ApiError);
  });
});

describe('createTaskQueue', () => {
  it('runs at most `concurrency` tasks, queues a bounded number and refuses the rest with SERVICE_BUSY', async () => {
    const queue = createTaskQueue(1, 1);
    let release!: () => void;
    const first = queue.push(() => new Promise<string>((resolve) => (release = () => resolve('one'))));
    const second = queue.push(async () => 'two');
    await first.started;
    expect(first.waiting()).toBe(false);
    expect(second.waiting()).toBe(true);
    expect(queue.running()).toBe(1);
    expect(queue.queued()).toBe(1);
    expect(() => queue.push(async () => 'three')).toThrow(expect.objectContaining({ code: 'SERVICE_BUSY' }));
    release();
    expect(await first.done).toBe('one');
    expect(await second.done).toBe('two');
    expect(queue.running()).toBe(0);
  });

  it('frees the slot when a task fails', async () => {
    const queue = createTaskQueue(1, 0);
    await expect(queue.push(async () => Promise.reject(new Error('boom'))).done).rejects.toThrow('boom');
    expect(await queue.push(async () => 'next').done).toBe('next');
  });
});
