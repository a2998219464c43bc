// An operation's policy, declared beside its handler in handlers/<tag>.ts and typed by its operationId: whether its
// answer is kept per data version, the per-client limit that admits it, the requests the warm-up makes of it, and
// whether the API root lists it. The transport and the composition root read these declarations; no other list
// names operations.
import type { Config } from '../config.js';
import type { OperationId, OperationsOfTag, OperationTypes, Tag } from '../generated/operations.js';
import type { TagHandlers } from './operation.js';
import type { PathArgs, WithoutParams } from './paths.js';

/** A setting of the configuration that is a number (`'blastRateLimit'`). */
type NumericSetting = { [K in keyof Config]: Config[K] extends number ? K : never }[keyof Config];

/**
 * Requests per client IP per minute. The operations that name one declaration share its count (create, upload and
 * confirm of a niche job draw from one allowance); two declarations count apart, even with the same numbers.
 */
export interface RateLimitPolicy<D = unknown> {
  readonly kind: 'rate';
  /** The setting that gives the requests per client per minute. */
  readonly perMinute: NumericSetting;
  /** Polling (job status, results, files) may run this many times the setting's rate; 1 when absent. */
  readonly pollingMultiplier?: number;
  /** Runs before the request is counted; what it throws is the answer (BLAST switched off: 503, nothing counted). */
  readonly before?: (deps: D) => void;
}

/** Requests of one client IP in progress at once; beyond them 429 CONCURRENT_LIMIT_REACHED with `message`. */
export interface ConcurrencyLimitPolicy {
  readonly kind: 'concurrency';
  readonly perClient: number;
  readonly message: string;
}

export type LimitPolicy<D = unknown> = RateLimitPolicy<D> | ConcurrencyLimitPolicy;

/** The `data` of an operation's 200 answer. */
export type DataOf<K extends OperationId> = OperationTypes[K]['data'] extends { 200: infer Data } ? Data : never;

/** What a warm-up declaration may use: its handler module's dependencies, and GETs of the service to itself. */
export interface WarmUpContext<D> {
  readonly deps: D;
  /** Requests an operation of the service itself (its answer lands in the read cache as well) and returns its data. */
  get<J extends OperationId>(operationId: J, ...args: PathArgs<J>): Promise<DataOf<J>>;
}

/** One request of the operation, with its typed parameters: the path follows the contract. */
export type WarmUpRequest<K extends OperationId> =
  WithoutParams<K> extends true
    ? { readonly params?: OperationTypes[K]['params']; readonly query?: Partial<OperationTypes[K]['query']> }
    : { readonly params: OperationTypes[K]['params']; readonly query?: Partial<OperationTypes[K]['query']> };

/**
 * `'once'`: the operation without parameters, among the first pages requested after start. A function: the requests
 * to make, read from the data (each download's detail, the top of the taxonomy), made after every `'once'` page.
 */
export type WarmUpPolicy<K extends OperationId, D> =
  | (WithoutParams<K> extends true ? 'once' : never)
  | ((context: WarmUpContext<D>) => Promise<readonly WarmUpRequest<K>[]>);

/** What a check before the body sees: the path parameters as sent (not yet validated), the client. */
export interface BeforeBodyRequest {
  readonly params: Readonly<Record<string, string>>;
  readonly clientIp: string;
}

interface LimitAndListing<K extends OperationId, D> {
  /** The per-client limit that admits a request after routing, before its body is read. */
  readonly limit?: LimitPolicy<D>;
  /**
   * Runs after the limit admits the request and before its body is read (or holds any of the body budget): what it
   * throws is the answer. An upload to a job that does not exist is refused here, so it holds no memory while its
   * body trickles in.
   */
  readonly beforeBody?: (deps: D, request: BeforeBodyRequest) => Promise<void>;
  /** The API root lists the operation's path (only an operation without path parameters can be listed). */
  readonly listedAtRoot?: WithoutParams<K> extends true ? true : never;
}

/**
 * An operation's policy. `cache: true`: the answer depends only on the request and the loaded data, so the transport
 * keeps it serialised per data version (http/response-cache.ts) — and only a kept answer is worth a warm-up request.
 */
export type OperationPolicy<K extends OperationId, D = unknown> = LimitAndListing<K, D> &
  (
    { readonly cache: true; readonly warmUp?: WarmUpPolicy<K, D> } | { readonly cache?: never; readonly warmUp?: never }
  );

/** The policies of one tag: every operation of the tag and no other (`{}` when nothing applies). */
export type TagPolicy<T extends Tag, D = unknown> = { readonly [K in OperationsOfTag<T>]: OperationPolicy<K, D> };

/** Every operation's policy: the tag modules' policies together. */
export type PolicyMap<D = unknown> = { readonly [K in OperationId]: OperationPolicy<K, D> };

/** What each handlers/<tag>.ts declares: its handlers, built from its dependencies, and its operations' policies. */
export interface TagModule<T extends Tag, D> {
  readonly handlers: (deps: D) => TagHandlers<T>;
  readonly policy: TagPolicy<T, D>;
}
