// The per-client limits every instance on this database shares: rate windows and concurrency slots (tables of migration 019).
import type { Db } from '../database.js';
import { sql } from '../sql.js';

export interface RateCount {
  /** Requests of the client in the window, this one included. */
  readonly used: number;
  /** When the window closes, epoch ms of the database's clock. */
  readonly windowEndMs: number;
  /** The database's clock at the count, epoch ms (Retry-After is measured on the same clock as the window). */
  readonly nowMs: number;
}

export interface SlotRequest {
  readonly name: string;
  readonly client: string;
  readonly limit: number;
  /** The request's own id: only it releases the slot. */
  readonly token: string;
  /** The process holding the slot. */
  readonly instance: string;
  readonly ttlSeconds: number;
}

export type SlotAnswer =
  /** Slot `slot` is the request's; `used` slots are held now, this one included. */
  | { readonly kind: 'taken'; readonly slot: number; readonly used: number }
  /** Every slot is held (`used` of them). */
  | { readonly kind: 'full'; readonly used: number }
  /** Another instance took the free slot first: ask again. */
  | { readonly kind: 'raced' };

export interface ClientLimitsRepo {
  countRate(name: string, client: string, windowMs: number): Promise<RateCount>;
  takeSlot(request: SlotRequest): Promise<SlotAnswer>;
  releaseSlot(slot: { name: string; client: string; slot: number; token: string }): Promise<void>;
  /** Keeps the slots of `tokens` alive and drops the instance's others. */
  beat(instance: string, tokens: readonly string[], ttlSeconds: number): Promise<void>;
  prune(): Promise<void>;
}

export function createClientLimitsRepo(db: Db): ClientLimitsRepo {
  return {
    async countRate(name, client, windowMs) {
      const row = await db.one<{ used: number; window_end: number; now_ms: number }>(sql('limits/count-rate.sql'), {
        name,
        client,
        windowMs: Math.round(windowMs),
      });
      return { used: row.used, windowEndMs: row.window_end, nowMs: row.now_ms };
    },

    async takeSlot(request) {
      const row = await db.one<{ slot: number | null; live: number; saw_free: boolean }>(
        sql('limits/take-slot.sql'),
        request,
      );
      if (row.slot !== null) return { kind: 'taken', slot: row.slot, used: row.live + 1 };
      return row.saw_free ? { kind: 'raced' } : { kind: 'full', used: row.live };
    },

    async releaseSlot(slot) {
      await db.none(sql('limits/release-slot.sql'), slot);
    },

    async beat(instance, tokens, ttlSeconds) {
      await db.none(sql('limits/beat-slots.sql'), { instance, tokens, ttlSeconds });
    },

    async prune() {
      await db.none(sql('limits/prune.sql'));
    },
  };
}
