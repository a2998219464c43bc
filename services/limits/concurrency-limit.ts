// Per-client concurrency limiting: at most N requests of one client in progress; 429 CONCURRENT_LIMIT_REACHED beyond.
import type { Admission, ClientLimit } from '../../core/client-limit.js';
import { ApiError } from '../../core/errors.js';

export interface ConcurrencyLimiter extends ClientLimit {
  /** Takes a slot of `client` or throws 429; returns the X-RateLimit-* headers and a release that is safe to call twice. */
  admit(client: string): Admission;
  /** Slots in use (all clients), for tests and metrics. */
  inUse(): number;
}

/** The X-RateLimit-* headers of a client holding `used` of its `limit` slots. */
export function concurrencyHeaders(limit: number, used: number): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(limit),
    'X-RateLimit-Remaining': String(Math.max(0, limit - used)),
    // concurrency has no window: a slot frees as soon as a request of the client finishes
    'X-RateLimit-Reset': String(Math.ceil(Date.now() / 1000) + 1),
  };
}

/** 429 CONCURRENT_LIMIT_REACHED for a client holding `used` of its `limit` slots. */
export function concurrencyRefusal(limit: number, used: number, message: string): ApiError {
  return new ApiError(
    'CONCURRENT_LIMIT_REACHED',
    message,
    { limit },
    { ...concurrencyHeaders(limit, used), 'Retry-After': '1' },
  );
}

export function createConcurrencyLimiter(limit: number, message: string): ConcurrencyLimiter {
  // only clients with a request in progress are kept, so the map is bounded by the server's open requests
  const active = new Map<string, number>();

  return {
    admit(client) {
      const used = active.get(client) ?? 0;
      if (used >= limit) throw concurrencyRefusal(limit, used, message);
      active.set(client, used + 1);
      let released = false;
      return {
        headers: concurrencyHeaders(limit, used + 1),
        release() {
          if (released) return;
          released = true;
          const left = (active.get(client) ?? 1) - 1;
          if (left > 0) active.set(client, left);
          else active.delete(client);
        },
      };
    },
    inUse() {
      let total = 0;
      for (const n of active.values()) total += n;
      return total;
    },
  };
}
