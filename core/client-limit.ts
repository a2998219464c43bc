// A per-client limit on requests (a rate per window, or requests in progress): an operation's policy declares it, the composition root builds it, the transport applies it.

export interface Admission {
  /** X-RateLimit-* headers for the answer. */
  readonly headers: Readonly<Record<string, string>>;
  /** Frees what the request held (a concurrency slot); safe to call more than once. */
  release(): void;
}

export interface ClientLimit {
  /** Admits one request of `client`, or throws 429 (RATE_LIMITED / CONCURRENT_LIMIT_REACHED) with the same headers. */
  admit(client: string): Admission | Promise<Admission>;
}
