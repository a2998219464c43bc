// A byte-bounded LRU of encoded tiles (Map insertion order is the recency order).

export class TileCache {
  private readonly entries = new Map<string, Uint8Array | null>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxEntries: number,
  ) {}

  /** The cached tile (null = known empty), or undefined when absent; a hit becomes most recent. */
  get(key: string): Uint8Array | null | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: Uint8Array | null): void {
    const size = (value?.byteLength ?? 0) + key.length;
    if (size > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.entries.delete(key);
      this.bytes -= (old?.byteLength ?? 0) + key.length;
    }
    this.entries.set(key, value);
    this.bytes += size;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      this.entries.delete(k);
      this.bytes -= (v?.byteLength ?? 0) + k.length;
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }
}
