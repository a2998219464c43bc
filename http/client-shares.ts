// The accounting behind the body budget and the file-stream slots: units held at once, in all and per client.

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
