// Pure name normalisation: the canonical form of a scientific name as the sources write it.

/** Values that say "no name" rather than being one. */
const PLACEHOLDER_NAMES = new Set(['', 'na', 'n/a', 'unknown', 'none', 'not applicable', 'missing']);

/** Qualifiers after which the epithet is uncertain: the name only tells the genus. */
const UNCERTAIN_QUALIFIERS = new Set([
  'cf.',
  'cf',
  'aff.',
  'aff',
  'sp.',
  'sp',
  'spp.',
  'spp',
  'nr.',
  'nr',
  'sp.n.',
  '?',
]);

/** Trims, unifies Unicode (NFC) and whitespace, and turns 'Genus_species' underscores into spaces. */
export function cleanName(raw: string): string {
  return raw.normalize('NFC').replace(/_/g, ' ').replace(/\s+/g, ' ').trim();
}

export function isPlaceholderName(raw: string | null | undefined): boolean {
  return raw === null || raw === undefined || PLACEHOLDER_NAMES.has(cleanName(raw).toLowerCase());
}

const NON_ORGANISM_WORD = /(virus|viridae|metagenome)$/i;

export interface NameParts {
  /** Capitalised genus (or higher-taxon) word. */
  genus: string;
  /** Lower-case epithets after the genus, in order (species, subspecies…); '×' kept for hybrids. */
  epithets: string[];
  /** True when a qualifier (cf., aff., sp.…) makes anything below the genus uncertain. */
  uncertain: boolean;
}

/**
 * Splits a name into genus and epithets. Parenthesised parts ('(Melanopyge)', '(syn. X y)') are
 * dropped, case is normalised ('BOMBYX MORI' → 'Bombyx mori'), and reading stops at the first word
 * that is not an epithet, so authorship ('Denis & Schiffermüller, 1775') is ignored.
 */
export function nameParts(raw: string): NameParts | null {
  const cleaned = cleanName(raw.replace(/\([^)]*\)/g, ' '));
  if (isPlaceholderName(cleaned)) return null;
  const words = cleaned.split(' ');
  // Names of viruses and metagenomes borrow their host's binomial ('Helicoverpa armigera
  // nucleopolyhedrovirus'); they are not the moth, so they must not resolve to it.
  if (words.some((word) => NON_ORGANISM_WORD.test(word))) return null;
  const first = words[0];
  if (!/^[\p{L}-]+$/u.test(first)) return null;
  const genus = first.charAt(0).toUpperCase() + first.slice(1).toLowerCase();
  const allUpper = cleaned === cleaned.toUpperCase();
  const epithets: string[] = [];
  let uncertain = false;
  for (const [index, word] of words.slice(1).entries()) {
    if (UNCERTAIN_QUALIFIERS.has(word.toLowerCase())) {
      uncertain = true;
      break;
    }
    if (word === '×' || word === 'x') {
      // 'Genus × epithet' names a nothospecies; 'Genus a x Genus b' is a hybrid formula, which no
      // single taxon stands for
      const next = words[index + 2];
      if (next !== undefined && /^\p{Lu}/u.test(next)) return null;
      epithets.push('×');
      continue;
    }
    // an epithet is lower case; an all-capitals word is one too ('BOMBYX MORI' in PDB headers),
    // while a capitalised word starts the authorship ('Denis & Schiffermüller, 1775')
    const candidate = allUpper || /^[\p{Lu}-]{2,}$/u.test(word) ? word.toLowerCase() : word;
    if (!/^[\p{Ll}][\p{Ll}-]*$/u.test(candidate)) break;
    epithets.push(candidate);
  }
  // a trailing hybrid sign without an epithet is not a name part
  if (epithets[epithets.length - 1] === '×') epithets.pop();
  return { genus, epithets: uncertain ? [] : epithets, uncertain };
}

/** Lower-case lookup key of genus + epithets; '' for no name. */
export function nameKey(genus: string, epithets: readonly string[] = []): string {
  return [genus, ...epithets].join(' ').toLowerCase();
}

/** Lower-case lookup key of a name written out in full (accepted names, synonyms). */
export function fullNameKey(raw: string): string {
  return cleanName(raw).toLowerCase();
}
