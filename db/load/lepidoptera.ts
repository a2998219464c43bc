// Is a record's organism a lepidopteran? Decided against the Lepitaxa taxonomy (the name, each parent of a
// hybrid formula, or the genus of a binomial the checklist lacks), so the rule holds for any name a source
// brings; a short list of words that never name a lepidopteran is the fallback the taxonomy cannot give.
import { cleanName, isPlaceholderName } from './names.js';
import type { NameResolver } from './resolve-names.js';

/**
 * `lepidopteran`: the taxonomy knows the name, or the genus of a binomial (e.g. Ostrinia furnacalis, not in
 * Lepitaxa, of the Lepitaxa genus Ostrinia). `not-lepidopteran`: the name says it is something else.
 * `unknown`: nothing shows either (Hexapoda, Cajanus cajan, Microplitis mediator: Lepitaxa has no such taxon).
 */
export type OrganismEvidence = 'lepidopteran' | 'not-lepidopteran' | 'unknown';

/**
 * Fallback: whole words that name no lepidopteran even when the rest of the name is a moth's. Viruses,
 * bacteria and metagenomes borrow their host's binomial ('Helicoverpa armigera nucleopolyhedrovirus', 'insect
 * gut metagenome'), so the genus rule alone would keep them. Whole words only: 'cytisiphagella' is a moth.
 */
const NOT_LEPIDOPTERAN_WORD =
  /\b(\w*virus|\w*viridae|\w*virinae|\w*phage|metagenome|bacterium|bacteria|plasmid|uncultured|endosymbiont)\b/i;

/** 'Genus a x Genus b' (or '×'): a hybrid formula names its parents, each a name of its own. */
const HYBRID_FORMULA = /\s+[x×]\s+(?=\p{Lu})/u;

export class LepidopteraCheck {
  private readonly cache = new Map<string, OrganismEvidence>();

  constructor(private readonly resolver: NameResolver) {}

  private single(name: string): OrganismEvidence {
    if (this.resolver.resolve(name)) return 'lepidopteran';
    const genus = /^\p{Lu}[\p{Ll}-]+(?= \p{Ll})/u.exec(name)?.[0];
    return genus !== undefined && this.resolver.resolve(genus) ? 'lepidopteran' : 'unknown';
  }

  private decide(raw: string): OrganismEvidence {
    const name = cleanName(raw);
    if (NOT_LEPIDOPTERAN_WORD.test(name)) return 'not-lepidopteran';
    const parents = name.split(HYBRID_FORMULA);
    return parents.every((parent) => this.single(parent) === 'lepidopteran') ? 'lepidopteran' : 'unknown';
  }

  /** What the name shows; a record without a name shows nothing (`unknown`). Cached: sources repeat names. */
  evidence(name: string | null | undefined): OrganismEvidence {
    if (isPlaceholderName(name) || !name) return 'unknown';
    let result = this.cache.get(name);
    if (result === undefined) {
      result = this.decide(name);
      this.cache.set(name, result);
    }
    return result;
  }
}

/** What `keepLepidoptera` needs of a loader: the check and the skip report (a LoadContext fits). */
interface CheckContext {
  readonly lepidoptera: LepidopteraCheck;
  skip(sourceId: string, reason: string, example: string): void;
}

/**
 * For sources that name lepidopterans only (their names Lepitaxa lacks stay loaded, unresolved): drops,
 * with a reported reason, the rows whose organism is named as something else.
 */
export function keepLepidoptera<T>(
  ctx: CheckContext,
  rows: readonly T[],
  organism: (row: T) => { sourceId: string; name: string | null },
): T[] {
  return rows.filter((row) => {
    const { sourceId, name } = organism(row);
    if (name === null || ctx.lepidoptera.evidence(name) !== 'not-lepidopteran') return true;
    ctx.skip(sourceId, 'organism not a lepidopteran (virus, bacterium or metagenome)', name);
    return false;
  });
}
