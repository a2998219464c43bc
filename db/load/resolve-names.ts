// Name → Lepitaxa taxon id: accepted names, Lepitaxa synonyms, the IOdatabase synonym table, and
// infraspecific names reduced to their species. What none of these rules finds stays unresolved.
import { fullNameKey, isPlaceholderName, nameKey, nameParts } from './names.js';

export interface TaxonName {
  id: number;
  name: string;
  rank: string;
}

export interface SynonymName {
  taxonId: number;
  name: string;
}

/** A name mapped to another name (IOdatabase: older combination → its checklist name). */
export interface NameMapping {
  from: string;
  to: string;
}

export type MatchKind = 'exact' | 'synonym' | 'mapped-synonym' | 'species-of-infraspecific' | 'genus-of-uncertain';

export interface Resolution {
  taxonId: number;
  match: MatchKind;
}

export class NameResolver {
  private readonly accepted = new Map<string, TaxonName>();
  private readonly synonyms = new Map<string, number>();
  private readonly mappings = new Map<string, string>();
  private readonly cache = new Map<string, Resolution | null>();

  constructor(taxa: readonly TaxonName[], synonyms: readonly SynonymName[], mappings: readonly NameMapping[] = []) {
    for (const taxon of taxa) {
      const key = fullNameKey(taxon.name);
      const existing = this.accepted.get(key);
      // An aggregate species and its segregate (sensu stricto) share a name: the name means the species.
      if (!existing || (existing.rank === 'segregate' && taxon.rank !== 'segregate')) this.accepted.set(key, taxon);
    }
    const ambiguous = new Set<string>();
    for (const synonym of synonyms) {
      const key = fullNameKey(synonym.name);
      const existing = this.synonyms.get(key);
      if (existing !== undefined && existing !== synonym.taxonId) ambiguous.add(key);
      this.synonyms.set(key, synonym.taxonId);
    }
    // a synonym pointing at two different taxa tells us nothing
    for (const key of ambiguous) this.synonyms.delete(key);
    for (const mapping of mappings) this.mappings.set(fullNameKey(mapping.from), fullNameKey(mapping.to));
  }

  /** Accepted name, then synonym, then mapped name (whose target is again accepted or synonym). */
  private lookup(key: string): Resolution | null {
    const accepted = this.accepted.get(key);
    if (accepted) return { taxonId: accepted.id, match: 'exact' };
    const synonym = this.synonyms.get(key);
    if (synonym !== undefined) return { taxonId: synonym, match: 'synonym' };
    const target = this.mappings.get(key);
    if (target !== undefined) {
      const resolved = this.accepted.get(target)?.id ?? this.synonyms.get(target);
      if (resolved !== undefined) return { taxonId: resolved, match: 'mapped-synonym' };
    }
    return null;
  }

  private resolveUncached(raw: string): Resolution | null {
    const parts = nameParts(raw);
    if (!parts) return null;
    if (parts.epithets.length === 0) {
      const found = this.lookup(nameKey(parts.genus));
      return found && parts.uncertain ? { ...found, match: 'genus-of-uncertain' } : found;
    }
    const full = this.lookup(nameKey(parts.genus, parts.epithets));
    if (full) return full;
    // A trinomial not in the taxonomy (nor among the synonyms) still names its species.
    const speciesLength = parts.epithets[0] === '×' ? 2 : 1;
    if (parts.epithets.length > speciesLength) {
      const species = this.lookup(nameKey(parts.genus, parts.epithets.slice(0, speciesLength)));
      if (species) return { taxonId: species.taxonId, match: 'species-of-infraspecific' };
    }
    return null;
  }

  /** The taxon a name stands for, or null. Results are cached: sources repeat names a lot. */
  resolve(raw: string): Resolution | null {
    let result = this.cache.get(raw);
    if (result === undefined) {
      result = this.resolveUncached(raw);
      this.cache.set(raw, result);
    }
    return result;
  }
}

export interface UnresolvedSummary {
  /** Records loaded with taxon_id NULL because their name did not resolve. */
  count: number;
  /** Distinct unresolved names. */
  names: number;
  /** Up to 10 unresolved names, most frequent first. */
  examples: string[];
  /** Records loaded with taxon_id NULL because they carry no name at all (e.g. 'unknown' queries). */
  unnamed: number;
}

/** Resolves names for records of a source and remembers every name that did not resolve. */
export class NameLinker {
  private readonly unresolved = new Map<string, Map<string, number>>();
  private readonly unnamed = new Map<string, number>();

  constructor(readonly resolver: NameResolver) {}

  /**
   * The taxon id of the first candidate name that resolves (e.g. the accepted name, then the
   * verbatim one). A record with a name but no match is counted under its source, with the
   * first candidate as the example; a record without any name is counted apart.
   */
  taxonId(sourceId: string, ...candidates: (string | null | undefined)[]): number | null {
    const names = candidates.filter((c): c is string => !isPlaceholderName(c));
    for (const name of names) {
      const resolution = this.resolver.resolve(name);
      if (resolution) return resolution.taxonId;
    }
    if (names.length === 0) {
      this.unnamed.set(sourceId, (this.unnamed.get(sourceId) ?? 0) + 1);
      return null;
    }
    const bySource = this.unresolved.get(sourceId) ?? new Map<string, number>();
    bySource.set(names[0], (bySource.get(names[0]) ?? 0) + 1);
    this.unresolved.set(sourceId, bySource);
    return null;
  }

  unresolvedSummary(): Record<string, UnresolvedSummary> {
    const summary: Record<string, UnresolvedSummary> = {};
    const sourceIds = [...new Set([...this.unresolved.keys(), ...this.unnamed.keys()])].sort();
    for (const sourceId of sourceIds) {
      const ranked = [...(this.unresolved.get(sourceId) ?? new Map<string, number>()).entries()].sort(
        (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
      );
      summary[sourceId] = {
        count: ranked.reduce((sum, [, count]) => sum + count, 0),
        names: ranked.length,
        examples: ranked.slice(0, 10).map(([name]) => name),
        unnamed: this.unnamed.get(sourceId) ?? 0,
      };
    }
    return summary;
  }
}
