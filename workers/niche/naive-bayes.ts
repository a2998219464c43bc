// Step 1 of NBSI: barcode probability P(Bk) from categorical naive Bayes over aligned COI columns.

const FLOOR = 0.001;

export interface BayesModel {
  species: string[];
  predict(sequence: string): number[];
}

/**
 * Categorical naive Bayes with class = species (e1071::naiveBayes semantics): P(char | species) = count / the
 * species' non-missing characters at that column; zero probabilities become 0.001; a character never seen in a
 * column, and columns beyond a sequence's end, carry no evidence. Priors are the species' sequence counts.
 */
export function trainNaiveBayes(references: { species: string; sequence: string }[]): BayesModel {
  const species = [...new Set(references.map((r) => r.species))].sort();
  const index = new Map(species.map((s, i) => [s, i]));
  const classes = species.length;
  const length = Math.max(0, ...references.map((r) => r.sequence.length));
  const SYMBOLS = 20;
  // counts[(column * SYMBOLS + symbol) * classes + class]
  const counts = new Uint16Array(length * SYMBOLS * classes);
  const present = new Uint32Array(length * classes);
  const prior = new Float64Array(classes);
  for (const ref of references) {
    const c = index.get(ref.species)!;
    prior[c] += 1;
    const seq = ref.sequence;
    for (let j = 0; j < seq.length; j += 1) {
      counts[(j * SYMBOLS + symbolOf(seq.charCodeAt(j))) * classes + c] += 1;
      present[j * classes + c] += 1;
    }
  }
  const logPrior = Array.from(prior, (p) => Math.log(p));
  return {
    species,
    predict(sequence) {
      const log = logPrior.slice();
      const n = Math.min(sequence.length, length);
      for (let j = 0; j < n; j += 1) {
        const base = (j * SYMBOLS + symbolOf(sequence.charCodeAt(j))) * classes;
        let seen = false;
        for (let c = 0; c < classes && !seen; c += 1) if (counts[base + c] > 0) seen = true;
        if (!seen) continue;
        for (let c = 0; c < classes; c += 1) {
          const total = present[j * classes + c];
          const p = total > 0 ? counts[base + c] / total : 0;
          log[c] += Math.log(p > 0 ? p : FLOOR);
        }
      }
      // posterior_c = 1 / Σ_s exp(L_s − L_c): stable without exponentiating large logs
      return log.map((lc) => 1 / log.reduce((sum, ls) => sum + Math.exp(ls - lc), 0));
    },
  };
}

/** Case-insensitive IUPAC symbol index; anything else shares one symbol. */
function symbolOf(code: number): number {
  const upper = code >= 97 && code <= 122 ? code - 32 : code;
  const i = 'ACGTUN-RYKMSWBDHV?.'.indexOf(String.fromCharCode(upper));
  return i < 0 ? 19 : i;
}
