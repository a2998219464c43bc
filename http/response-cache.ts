// Finished answers of the read operations whose content depends only on the validated request and the data version:
// kept serialised (LRU, bounded in bytes), so a repeated request costs a lookup and a write — no query, no JSON.stringify.
import { Readable } from 'node:stream';
import type { OperationId } from '../generated/operations.js';
import { dataText, type Headers, type Reply } from './reply.js';

/**
 * How long a client or a shared cache may reuse such an answer without asking (then If-None-Match costs a 304): a data
 * reload changes the ETag, so a short time bounds how stale a copy can be.
 */
export const KEPT_ANSWER_CACHE_CONTROL = 'public, max-age=300';

/** A reply serialised once: JSON data (wrapped in the envelope per request, for its timestamp) or raw bytes. */
export interface PreparedReply {
  readonly status: number;
  readonly headers: Headers;
  readonly contentType: string | null;
  /**
   * The `data` of the envelope as JSON, or the raw body. Text until the answer is kept (then UTF-8 bytes, encoded once):
   * a Buffer per answer is memory outside V8's heap, and each 64 MB of it made V8 start a full collection
   * ("external memory pressure") — every ~1.5 s under the long tail, where most answers are never kept.
   */
  readonly body: Buffer | string;
  readonly envelope: boolean;
  readonly bytes: number;
}

export interface ResponseCacheOptions {
  /** The operations whose answers may be kept: GETs that read only the dataset (no jobs, health, metrics, client IP). */
  readonly operations: ReadonlySet<OperationId>;
  /** The loaded data version (null while nothing is loaded: nothing is kept then). */
  readonly version: () => Promise<string | null>;
  readonly maxBytes: number;
  /** Larger answers are served but not kept: a few of them would push everything else out. */
  readonly maxEntryBytes: number;
}

export interface ResponseCache {
  /** The request's key, or null when its answer is not kept (an operation outside the set, or no data loaded). */
  key(operationId: OperationId, params: object, query: object): Promise<string | null>;
  get(key: string): PreparedReply | undefined;
  /**
   * The answer for `key`: concurrent misses share one call of `compute` (the first request after a start does not
   * run the same slow query 50 times), unless it answers a stream (read once: each request computes its own); a 200
   * with a body is kept.
   */
  fill(key: string, compute: () => Promise<Reply>): Promise<PreparedReply | Reply>;
}

/** JSON with sorted keys: `?a=1&b=2` and `?b=2&a=1` are one request. */
function canonical(value: object): string {
  return JSON.stringify(value, Object.keys(value).sort());
}

const isStream = (answer: PreparedReply | Reply): boolean =>
  'kind' in answer && answer.kind === 'raw' && answer.body instanceof Readable;

/** A reply that can be kept: JSON or whole raw bytes with status 200 (streams, 304s and redirects are not). */
export function prepare(reply: Reply): PreparedReply | null {
  if (reply.status !== 200) return null;
  if (reply.kind === 'json') {
    const body = dataText(reply.data);
    const bytes = Buffer.byteLength(body);
    return { status: 200, headers: reply.headers ?? {}, contentType: null, body, envelope: true, bytes };
  }
  if (reply.kind === 'raw' && (typeof reply.body === 'string' || Buffer.isBuffer(reply.body))) {
    const body = reply.body;
    // text goes out as UTF-8 and says so, as express's res.send did
    const contentType =
      typeof reply.body === 'string' && !/charset=/i.test(reply.contentType)
        ? `${reply.contentType}; charset=utf-8`
        : reply.contentType;
    return {
      status: 200,
      headers: reply.headers ?? {},
      contentType,
      body,
      envelope: false,
      bytes: Buffer.byteLength(body),
    };
  }
  return null;
}

/** FNV-1a of a string's UTF-16 code units, from `seed`: two seeds give the doorkeeper its two bit positions. */
function fnv1a(text: string, seed: number): number {
  let hash = seed;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * The requests seen once, as two bits each of a fixed bit array (a Bloom filter; a false "seen" only keeps an answer a
 * request early). Cleared when it has taken `capacity` keys, so it forgets what was asked once long ago.
 */
export class Doorkeeper {
  private readonly bits: Uint32Array;
  private readonly mask: number;
  private added = 0;

  constructor(private readonly capacity = 65_536) {
    // ~16 bits per key: with two positions, under 2 % false "seen" when full
    const size = 1 << Math.ceil(Math.log2(capacity * 16));
    this.bits = new Uint32Array(size / 32);
    this.mask = size - 1;
  }

  /** Whether `key` was seen before; it is seen from now on. */
  seen(key: string): boolean {
    const a = fnv1a(key, 0x811c9dc5) & this.mask;
    const b = fnv1a(key, 0x9747b28c) & this.mask;
    const before = (this.bits[a >>> 5]! & (1 << (a & 31))) !== 0 && (this.bits[b >>> 5]! & (1 << (b & 31))) !== 0;
    if (before) return true;
    if (++this.added > this.capacity) {
      this.bits.fill(0);
      this.added = 1;
    }
    this.bits[a >>> 5]! |= 1 << (a & 31);
    this.bits[b >>> 5]! |= 1 << (b & 31);
    return false;
  }
}

/** An answer being computed, shared by the requests for its key; `again`: one of them had been asked before. */
interface Computation {
  answer: Promise<PreparedReply | Reply>;
  again: boolean;
}

export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const entries = new Map<string, PreparedReply>();
  const pending = new Map<string, Computation>();
  let bytes = 0;
  let keptVersion: string | null = null;
  // Only an answer asked for a second time is kept. Keeping every new one (the long tail: most requests are never
  // repeated) filled the cache with answers evicted unread, old enough by then to have been promoted, so the old
  // generation held them until a major collection (tools/bench-api.ts, issue 26: the service's RSS after a load
  // 655 → 571 MB, throughput within noise; a repeated request costs one more computation).
  const doorkeeper = new Doorkeeper();

  const keep = (key: string, prepared: PreparedReply) => {
    if (prepared.bytes > options.maxEntryBytes || entries.has(key)) return;
    // kept long: as bytes outside the heap (no marking, no UTF-8 encoding per request)
    const body = typeof prepared.body === 'string' ? Buffer.from(prepared.body) : prepared.body;
    entries.set(key, { ...prepared, body });
    bytes += prepared.bytes;
    // Map order is insertion (and, with get's re-insert, recency) order: the oldest go first
    for (const [oldest, entry] of entries) {
      if (bytes <= options.maxBytes) break;
      entries.delete(oldest);
      bytes -= entry.bytes;
    }
  };

  return {
    async key(operationId, params, query) {
      if (!options.operations.has(operationId)) return null;
      const version = await options.version();
      if (version === null) return null;
      if (version !== keptVersion) {
        // a reload: every kept answer belongs to the old data
        entries.clear();
        bytes = 0;
        keptVersion = version;
      }
      return `${version}\u0000${operationId}\u0000${canonical(params)}\u0000${canonical(query)}`;
    },
    get(key) {
      const entry = entries.get(key);
      if (entry) {
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },
    fill(key, compute) {
      // every request that gets here counts: a second one, also while the first is still computing, keeps the answer
      const again = doorkeeper.seen(key);
      const shared = pending.get(key);
      if (shared) {
        shared.again ||= again;
        // a stream can be read once: a request that joined the computation of one computes its own
        return shared.answer.then((answer) => (isStream(answer) ? compute() : answer));
      }
      const computation = { again } as Computation;
      computation.answer = compute().then((reply) => {
        const prepared = prepare(reply);
        if (prepared && computation.again) keep(key, prepared);
        return prepared ?? reply;
      });
      pending.set(key, computation);
      const done = () => pending.delete(key);
      computation.answer.then(done, done);
      return computation.answer;
    },
  };
}
