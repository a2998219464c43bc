// The in-memory typeahead index: every scientific name, synonym and common name, folded and sorted for prefix lookup.
import type { ErrorDetails } from '../../core/errors.js';
import { createFolder, lowerBound } from '../../core/text.js';
import { MAX_ITEMS } from '../../generated/operations.js';
import type { MatchedField, TypeaheadSource, TypeaheadTaxon } from '../../db/taxonomy/index.js';

export interface TypeaheadHit {
  readonly taxon: TypeaheadTaxon;
  readonly matchedText: string;
  readonly matchedField: MatchedField;
  readonly exact: boolean;
}

const FIELD_ORDER: Record<MatchedField, number> = { scientificName: 0, synonym: 1, commonName: 2 };
/** Prefixes this short match thousands of names; their best hits are kept ready instead of scanned per request. */
const PRECOMPUTED_MAX_LENGTH = 3;
export const TYPEAHEAD_MAX_LIMIT = MAX_ITEMS['TaxonomyTypeaheadData.items'];

/** An immutable prefix index over one dataset version. */
export class PrefixIndex {
  private readonly keys: string[];
  private readonly texts: string[];
  private readonly fields: MatchedField[];
  private readonly taxonOf: Int32Array;
  /** Position of each entry in the static ranking (rank order, then data, then field, then length). */
  private readonly rankPos: Int32Array;
  private readonly taxa: readonly TypeaheadTaxon[];
  private readonly shortPrefixes = new Map<string, Int32Array>();
  /** Folds like the database's search_text(). */
  readonly fold: (value: string) => string;

  constructor(source: TypeaheadSource) {
    this.taxa = source.taxa;
    this.fold = createFolder(source.fold);
    const taxonIndex = new Map(source.taxa.map((t, i) => [t.id, i]));
    const entries = source.names
      .filter((n) => taxonIndex.has(n.taxonId))
      .map((n) => ({ key: this.key(n.name), text: n.name, field: n.field, taxon: taxonIndex.get(n.taxonId)! }))
      .filter((e) => e.key.length > 0);
    entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.taxon - b.taxon));
    this.keys = entries.map((e) => e.key);
    this.texts = entries.map((e) => e.text);
    this.fields = entries.map((e) => e.field);
    this.taxonOf = Int32Array.from(entries, (e) => e.taxon);

    const byRank = entries.map((_, i) => i).sort((a, b) => this.compareStatic(a, b));
    this.rankPos = new Int32Array(entries.length);
    byRank.forEach((entry, pos) => (this.rankPos[entry] = pos));
    this.precomputeShortPrefixes(byRank);
  }

  /** Folded text, trimmed, inner whitespace collapsed: the form of keys and queries. */
  key(text: string): string {
    return this.fold(text).trim().replace(/\s+/g, ' ');
  }

  get size(): number {
    return this.keys.length;
  }

  private compareStatic(a: number, b: number): number {
    const ta = this.taxa[this.taxonOf[a]!]!;
    const tb = this.taxa[this.taxonOf[b]!]!;
    return (
      ta.rankOrder - tb.rankOrder ||
      tb.records - ta.records ||
      FIELD_ORDER[this.fields[a]!] - FIELD_ORDER[this.fields[b]!] ||
      this.keys[a]!.length - this.keys[b]!.length ||
      (this.keys[a]! < this.keys[b]! ? -1 : this.keys[a]! > this.keys[b]! ? 1 : 0)
    );
  }

  /** For every prefix of 1–3 characters: its best entries, one per taxon, at most the maximum limit. */
  private precomputeShortPrefixes(byRank: readonly number[]): void {
    const lists = new Map<string, number[]>();
    const seen = new Map<string, Set<number>>();
    for (const entry of byRank) {
      const key = this.keys[entry]!;
      for (let length = 1; length <= Math.min(PRECOMPUTED_MAX_LENGTH, key.length); length++) {
        const prefix = key.slice(0, length);
        let list = lists.get(prefix);
        if (!list) lists.set(prefix, (list = []));
        if (list.length >= TYPEAHEAD_MAX_LIMIT) continue;
        let taxa = seen.get(prefix);
        if (!taxa) seen.set(prefix, (taxa = new Set()));
        if (taxa.has(this.taxonOf[entry]!)) continue;
        taxa.add(this.taxonOf[entry]!);
        list.push(entry);
      }
    }
    for (const [prefix, list] of lists) this.shortPrefixes.set(prefix, Int32Array.from(list));
  }

  /** The best `limit` entries (one per taxon) among keys in [lo, hi), by static rank. */
  private bestInRange(lo: number, hi: number, limit: number): number[] {
    const best: number[] = [];
    for (let i = lo; i < hi; i++) {
      const pos = this.rankPos[i]!;
      if (best.length === limit && pos >= this.rankPos[best[limit - 1]!]!) continue;
      const taxon = this.taxonOf[i]!;
      const same = best.findIndex((e) => this.taxonOf[e] === taxon);
      if (same >= 0) {
        if (this.rankPos[best[same]!]! <= pos) continue;
        best.splice(same, 1);
      }
      let at = best.length;
      while (at > 0 && this.rankPos[best[at - 1]!]! > pos) at--;
      best.splice(at, 0, i);
      if (best.length > limit) best.pop();
    }
    return best;
  }

  /** Names starting with the query: exact matches first, then by rank, data and name; one hit per taxon. */
  search(query: string, limit: number): TypeaheadHit[] {
    const key = this.key(query);
    const bounded = Math.max(1, Math.min(limit, TYPEAHEAD_MAX_LIMIT));
    if (key.length === 0) return [];
    const lo = lowerBound(this.keys, key);
    let exactEnd = lo;
    while (exactEnd < this.keys.length && this.keys[exactEnd] === key) exactEnd++;
    const exact = this.bestInRange(lo, exactEnd, bounded);
    const candidates =
      key.length <= PRECOMPUTED_MAX_LENGTH
        ? [...(this.shortPrefixes.get(key) ?? [])]
        : this.bestInRange(lo, lowerBound(this.keys, `${key}\uffff`), bounded + exact.length);
    const hits: TypeaheadHit[] = [];
    const taken = new Set<number>();
    for (const entry of [...exact, ...candidates]) {
      if (hits.length >= bounded) break;
      const taxon = this.taxonOf[entry]!;
      if (taken.has(taxon)) continue;
      taken.add(taxon);
      hits.push({
        taxon: this.taxa[taxon]!,
        matchedText: this.texts[entry]!,
        matchedField: this.fields[entry]!,
        exact: entry < exactEnd && entry >= lo,
      });
    }
    return hits;
  }
}

export type TypeaheadState = 'building' | 'ready' | 'failed' | 'no-data';

export interface TypeaheadOptions {
  /** Reads every taxon and name of the loaded dataset. */
  loadSource(): Promise<TypeaheadSource>;
  /** Version of the loaded dataset, null when none is loaded. */
  dataVersion(): Promise<string | null>;
  /** How often to check for a new dataset version (ms); 0 turns the check off. */
  refreshMs: number;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** Owns the current index: builds it, swaps in a new one when the dataset changes, reports why it cannot answer. */
export class TypeaheadService {
  private index: PrefixIndex | null = null;
  private version: string | null = null;
  private state: TypeaheadState = 'building';
  private error: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private building: Promise<void> | null = null;

  constructor(private readonly options: TypeaheadOptions) {}

  /** Builds the index now, then keeps it in step with the dataset version. Never throws. */
  async start(): Promise<void> {
    await this.refresh();
    if (this.options.refreshMs > 0) {
      this.timer = setInterval(() => void this.refresh(), this.options.refreshMs);
      this.timer.unref();
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Rebuilds when the loaded dataset version differs from the indexed one; a failure keeps the old index. */
  refresh(): Promise<void> {
    this.building ??= this.rebuildIfChanged().finally(() => (this.building = null));
    return this.building;
  }

  private async rebuildIfChanged(): Promise<void> {
    try {
      const version = await this.options.dataVersion();
      if (version === null) {
        if (!this.index) this.state = 'no-data';
        return;
      }
      if (this.index && version === this.version) return;
      const started = performance.now();
      const index = new PrefixIndex(await this.options.loadSource());
      this.index = index;
      this.version = version;
      this.state = 'ready';
      this.error = null;
      this.options.log.info(
        { names: index.size, dataVersion: version, ms: Math.round(performance.now() - started) },
        'typeahead index built',
      );
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
      if (!this.index) this.state = 'failed';
      this.options.log.error({ err: this.error }, 'typeahead index build failed');
    }
  }

  /** Hits for the query, or null when no index can answer (→ 503 TYPEAHEAD_UNAVAILABLE). */
  search(query: string, limit: number): TypeaheadHit[] | null {
    return this.index ? this.index.search(query, limit) : null;
  }

  /** Why the index cannot answer, for the 503's details. */
  unavailableDetails(): ErrorDetails {
    return { state: this.state, ...(this.error ? { reason: this.error } : {}) };
  }
}
