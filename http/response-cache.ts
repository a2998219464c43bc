// Finished answers of the read operations whose content depends only on the validated request and the data version:
// kept serialised (LRU, bounded in bytes), so a repeated request costs a lookup and a write — no query, no JSON.stringify.
import { Readable } from 'node:stream';
import type { OperationId } from '../generated/operations.js';
import type { Headers, Reply } from './reply.js';

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
  /** The `data` of the envelope as UTF-8 JSON, or the raw body: bytes, encoded once. */
  readonly body: Buffer;
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
    const body = Buffer.from(JSON.stringify(reply.data));
    return { status: 200, headers: reply.headers ?? {}, contentType: null, body, envelope: true, bytes: body.length };
  }
  if (reply.kind === 'raw' && (typeof reply.body === 'string' || Buffer.isBuffer(reply.body))) {
    const body = typeof reply.body === 'string' ? Buffer.from(reply.body) : reply.body;
    // text goes out as UTF-8 and says so, as express's res.send did
    const contentType =
      typeof reply.body === 'string' && !/charset=/i.test(reply.contentType)
        ? `${reply.contentType}; charset=utf-8`
        : reply.contentType;
    return { status: 200, headers: reply.headers ?? {}, contentType, body, envelope: false, bytes: body.length };
  }
  return null;
}

export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const entries = new Map<string, PreparedReply>();
  const pending = new Map<string, Promise<PreparedReply | Reply>>();
  let bytes = 0;
  let keptVersion: string | null = null;

  const keep = (key: string, prepared: PreparedReply) => {
    if (prepared.bytes > options.maxEntryBytes || entries.has(key)) return;
    entries.set(key, prepared);
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
      const shared = pending.get(key);
      // a stream can be read once: a request that joined the computation of one computes its own
      if (shared) return shared.then((answer) => (isStream(answer) ? compute() : answer));
      const answer = compute().then((reply) => {
        const prepared = prepare(reply);
        if (prepared) keep(key, prepared);
        return prepared ?? reply;
      });
      pending.set(key, answer);
      const done = () => pending.delete(key);
      answer.then(done, done);
      return answer;
    },
  };
}
