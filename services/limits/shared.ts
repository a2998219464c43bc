// Per-client limits that hold across instances: counted in PostgreSQL, the database every instance shares (db/limits),
// with this process's own count as the fallback while the database does not answer within a short deadline.
import { randomUUID } from 'node:crypto';
import type { Admission, ClientLimit } from '../../core/client-limit.js';
import type { ClientLimitsRepo, SlotAnswer } from '../../db/limits/index.js';
import { concurrencyHeaders, concurrencyRefusal, createConcurrencyLimiter } from './concurrency-limit.js';
import { createRateLimiter, rateAnswer } from './rate-limit.js';

export interface SharedLimitsLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface SharedLimitsTiming {
  /** Longest wait for the database before a limit answers from this process's count. */
  readonly deadlineMs: number;
  /** After the database failed to answer, how long limits count here before asking it again. */
  readonly retryMs: number;
  /** Heartbeat of the slots this process holds. */
  readonly beatMs: number;
  /** A slot whose process has not beaten for this long is free (the process was killed, or lost the database). */
  readonly slotTtlSeconds: number;
  readonly pruneMs: number;
}

export interface SharedLimitsOptions {
  readonly repo: ClientLimitsRepo;
  /** True while the database is known to be stalled (db/stall-watch.ts): limits count here without asking it. */
  readonly stalled?: () => boolean;
  readonly log: SharedLimitsLog;
  readonly timing?: Partial<SharedLimitsTiming>;
}

export interface SharedLimits {
  /** `limit` requests per client per window, counted over every instance under `name`. */
  rate(name: string, options: { readonly limit: number; readonly windowMs: number }): ClientLimit;
  /** `limit` requests per client in progress at once over every instance, under `name`. */
  concurrency(name: string, limit: number, message: string): ClientLimit;
  /** Stops the heartbeat and frees the slots this process still holds in the database. */
  close(): Promise<void>;
}

/**
 * A database answers a limit's one statement in about a millisecond; 500 ms (LIMITS_DB_DEADLINE_MS) is far above that
 * under load and below what a client notices. Slots beat every 3 s (the job platform's heartbeat) and expire after 10 s
 * of silence.
 */
const DEFAULT_TIMING: SharedLimitsTiming = {
  deadlineMs: 500,
  retryMs: 1000,
  beatMs: 3000,
  slotTtlSeconds: 10,
  pruneMs: 60_000,
};

const NOTHING_TO_RELEASE = () => undefined;

export function createSharedLimits(options: SharedLimitsOptions): SharedLimits {
  const { repo, log } = options;
  const timing: SharedLimitsTiming = { ...DEFAULT_TIMING, ...options.timing };
  /** This process, as the owner of its slots. */
  const instance = randomUUID();
  /** Tokens of the admissions in progress here (their slots are kept alive; any other slot of this process is dropped). */
  const held = new Set<string>();
  /** A slot was released (or may have been taken late): the next beat runs even when nothing is held. */
  let beatDue = false;

  // One episode at a time: from the first call the database did not answer to the first it answers again.
  let away = false;
  let retryAt = 0;
  let asking = false;

  function wentAway(why: string): void {
    retryAt = Date.now() + timing.retryMs;
    if (away) return;
    away = true;
    log.warn(`per-client limits count in this instance only until the database answers again: ${why}`);
  }

  /**
   * Asks the database within the deadline; null means: answer from this process's count. While away, one call at a
   * time (after `retryMs`) asks again, so a stalled database never collects a queue of limit queries. A call that
   * answers after its deadline is left to finish (what it took is this process's, freed by the next beat).
   */
  async function ask<T>(call: () => Promise<T>): Promise<T | null> {
    if (options.stalled?.()) {
      wentAway('the database is stalled');
      return null;
    }
    if (away && (asking || Date.now() < retryAt)) return null;
    const probe = away;
    if (probe) asking = true;
    let timer: NodeJS.Timeout | undefined;
    try {
      const outcome = await Promise.race([
        call().then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        ),
        new Promise<'late'>((done) => (timer = setTimeout(() => done('late'), timing.deadlineMs))),
      ]);
      if (outcome === 'late') {
        beatDue = true;
        wentAway(`no answer within ${timing.deadlineMs} ms`);
        return null;
      }
      if ('error' in outcome) {
        wentAway(outcome.error instanceof Error ? outcome.error.message : String(outcome.error));
        return null;
      }
      if (away) {
        away = false;
        log.info('per-client limits are counted in the database again, across instances');
      }
      return outcome.value;
    } finally {
      clearTimeout(timer);
      if (probe) asking = false;
    }
  }

  let beating = false;
  async function beat(): Promise<void> {
    if (beating || (!beatDue && held.size === 0) || options.stalled?.()) return;
    beating = true;
    try {
      beatDue = false;
      await repo.beat(instance, [...held], timing.slotTtlSeconds);
    } catch {
      // the database is away: admissions say so once; the slots expire, and the next beat drops what was released
      beatDue = true;
    } finally {
      beating = false;
    }
  }

  let pruning = false;
  async function prune(): Promise<void> {
    if (pruning || options.stalled?.()) return;
    pruning = true;
    try {
      await repo.prune();
    } catch {
      // the next minute tries again; nothing depends on old rows being gone
    } finally {
      pruning = false;
    }
  }

  const timers = [setInterval(() => void beat(), timing.beatMs), setInterval(() => void prune(), timing.pruneMs)];
  for (const timer of timers) timer.unref();

  return {
    rate(name, { limit, windowMs }) {
      // this process's count: the answer while the database is away, carried on from the last shared count it saw
      const local = createRateLimiter({ limit, windowMs });
      return {
        async admit(client): Promise<Admission> {
          const count = await ask(() => repo.countRate(name, client, windowMs));
          if (!count) return local.admit(client);
          local.sync(client, count.used);
          return {
            headers: rateAnswer(limit, count.used, count.windowEndMs, count.nowMs),
            release: NOTHING_TO_RELEASE,
          };
        },
      };
    },

    concurrency(name, limit, message) {
      // this process's slots: refused here without asking the database, and the answer while it is away
      const local = createConcurrencyLimiter(limit, message);
      return {
        async admit(client): Promise<Admission> {
          const here = local.admit(client);
          const token = randomUUID();
          // held before the statement is sent, so a beat running meanwhile does not take the new slot for a stale one
          held.add(token);
          let asked: SlotAnswer | null = { kind: 'raced' };
          // each race lost means one more slot taken elsewhere: at most `limit` of them before the answer is sure
          for (let attempt = 0; asked?.kind === 'raced' && attempt <= limit; attempt += 1) {
            asked = await ask(() =>
              repo.takeSlot({ name, client, limit, token, instance, ttlSeconds: timing.slotTtlSeconds }),
            );
          }
          const answer = asked;
          let released = false;
          const release = () => {
            if (released) return;
            released = true;
            here.release();
            held.delete(token);
            beatDue = true;
            if (answer?.kind === 'taken') {
              const slot = answer.slot;
              // a release the database misses is made good by the next beat (or the slot's expiry)
              void ask(() => repo.releaseSlot({ name, client, slot, token }));
            }
          };
          // the database is away: this process's count answers (a slot it took late is dropped by the next beat)
          if (answer === null) return { headers: here.headers, release };
          if (answer.kind !== 'taken') {
            release();
            throw concurrencyRefusal(limit, answer.kind === 'full' ? answer.used : limit, message);
          }
          return { headers: concurrencyHeaders(limit, answer.used), release };
        },
      };
    },

    async close() {
      for (const timer of timers) clearInterval(timer);
      held.clear();
      // frees whatever this process still holds, if the database answers in time; the slots expire otherwise
      await ask(() => repo.beat(instance, [], timing.slotTtlSeconds));
    },
  };
}
