// The accounting behind the body budget and the file-stream slots: units held at once, in all and per client.

/**
 * The headers of a 429 for a client over its share (the contract documents them on every 429): the share, none of it
 * left, and when to look again — the same Retry-After.
 */
export function overShareHeaders(share: number, retryAfterSeconds = 2): Record<string, string> {
  return {
    'Retry-After': String(retryAfterSeconds),
    'X-RateLimit-Limit': String(share),
    'X-RateLimit-Remaining': '0',
    'X-RateLimit-Reset': String(Math.ceil(Date.now() / 1000) + retryAfterSeconds),
  };
}

/** Units of one resource held at once, counted in all and per client; the caller decides what is too much. */
export class ClientShares {
  private used = 0;
  private readonly byClient = new Map<string, number>();

  /** Units held by everyone. */
  inUse(): number {
    return this.used;
  }

  /** Units held by `client`. */
  heldBy(client: string): number {
    return this.byClient.get(client) ?? 0;
  }

  /** Holds `amount` for `client`; the returned function gives it back (once, however often it is called). */
  hold(amount: number, client: string): () => void {
    this.used += amount;
    this.byClient.set(client, this.heldBy(client) + amount);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.used -= amount;
      const left = this.heldBy(client) - amount;
      if (left > 0) this.byClient.set(client, left);
      else this.byClient.delete(client);
    };
  }
}
