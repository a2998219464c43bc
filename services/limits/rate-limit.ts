// Per-client fixed-window rate limiting: X-RateLimit-* headers on every answer, 429 RATE_LIMITED beyond the limit.
import type { Admission, ClientLimit } from '../../core/client-limit.js';
import { ApiError } from '../../core/errors.js';

export interface RateLimitOptions {
  /** Requests allowed per client in one window. */
  readonly limit: number;
  readonly windowMs: number;
  /** Most clients tracked in one window; beyond it new clients share one bucket, so memory stays bounded. */
  readonly maxClients?: number;
  readonly now?: () => number;
}

export interface RateLimiter extends ClientLimit {
  /** Counts one request of `client`; returns the headers to send, or throws 429 RATE_LIMITED (with the same headers). */
  take(client: string): Record<string, string>;
  admit(client: string): Admission;
  /** Raises the client's count in the current window to `used` (a count another store gave), never lowers it. */
  sync(client: string, used: number): void;
}

/**
 * The answer to the `used`-th request of a window closing at `resetMs` (epoch ms), asked at `nowMs` on the same clock:
 * the X-RateLimit-* headers, or 429 RATE_LIMITED with them and Retry-After.
 */
export function rateAnswer(limit: number, used: number, resetMs: number, nowMs: number): Record<string, string> {
  const headers = {
    'X-RateLimit-Limit': String(limit),
    'X-RateLimit-Remaining': String(Math.max(0, limit - used)),
    'X-RateLimit-Reset': String(Math.ceil(resetMs / 1000)),
  };
  if (used <= limit) return headers;
  const retryAfter = Math.max(1, Math.ceil((resetMs - nowMs) / 1000));
  throw new ApiError(
    'RATE_LIMITED',
    `Rate limit exceeded; retry in ${retryAfter} s.`,
    { retryAfterSeconds: retryAfter },
    { ...headers, 'Retry-After': String(retryAfter) },
  );
}

const NOTHING_TO_RELEASE = () => undefined;

const OVERFLOW_KEY = '\u0000overflow';

export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const { limit, windowMs, maxClients = 100_000, now = Date.now } = options;
  let windowStart = 0;
  // Windows are aligned for every client, so a new window simply forgets the last one's counts.
  let counts = new Map<string, number>();

  /** The counts of the window `time` falls in (a new window forgets the last one's). */
  function windowOf(time: number): number {
    const start = Math.floor(time / windowMs) * windowMs;
    if (start !== windowStart) {
      windowStart = start;
      counts = new Map();
    }
    return start;
  }
  const keyOf = (client: string) => (counts.has(client) || counts.size < maxClients ? client : OVERFLOW_KEY);

  const limiter: RateLimiter = {
    admit: (client) => ({ headers: limiter.take(client), release: NOTHING_TO_RELEASE }),
    take(client) {
      const time = now();
      const start = windowOf(time);
      const key = keyOf(client);
      const used = (counts.get(key) ?? 0) + 1;
      counts.set(key, used);
      return rateAnswer(limit, used, start + windowMs, time);
    },
    sync(client, used) {
      windowOf(now());
      // the shared bucket of the clients beyond maxClients is not raised for one of them
      if (keyOf(client) === client && used > (counts.get(client) ?? 0)) counts.set(client, used);
    },
  };
  return limiter;
}
