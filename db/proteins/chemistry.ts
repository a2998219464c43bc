// Pure sequence chemistry of proteins: average molecular weight and residue composition.
import type { Schema } from '../../generated/operations.js';

/**
 * Average masses (Da) of amino-acid residues in a chain (the free amino acid less one water), as
 * ExPASy ProtParam / Compute pI/Mw use them; B and Z are the means of their two alternatives.
 */
export const RESIDUE_MASS: Readonly<Record<string, number>> = {
  A: 71.0788,
  R: 156.1875,
  N: 114.1038,
  D: 115.0886,
  C: 103.1388,
  E: 129.1155,
  Q: 128.1307,
  G: 57.0519,
  H: 137.1411,
  I: 113.1594,
  L: 113.1594,
  K: 128.1741,
  M: 131.1926,
  F: 147.1766,
  P: 97.1167,
  S: 87.0782,
  T: 101.1051,
  W: 186.2132,
  Y: 163.176,
  V: 99.1326,
  U: 150.0388,
  O: 237.3018,
  B: 114.5962,
  Z: 128.6231,
};

/** Average mass of the water each chain's termini add (H on the N-terminus, OH on the C-terminus). */
export const WATER_MASS = 18.01524;

/**
 * Average molecular weight of one or more chains (each a one-letter sequence), rounded to 0.01 Da;
 * null when a chain holds a residue of unknown mass (X, '*', gaps): no weight is guessed for it.
 */
export function molecularWeight(chains: readonly string[]): number | null {
  let total = 0;
  for (const chain of chains) {
    if (chain.length === 0) continue;
    for (const residue of chain.toUpperCase()) {
      const mass = RESIDUE_MASS[residue];
      if (mass === undefined) return null;
      total += mass;
    }
    total += WATER_MASS;
  }
  return total === 0 ? null : Math.round(total * 100) / 100;
}

export type ResidueCount = Schema<'ResidueCount'>;

/** Count and share (percent, 0.01) of each residue present, most frequent first, ties alphabetical. */
export function composition(sequence: string): ResidueCount[] {
  const counts = new Map<string, number>();
  const upper = sequence.toUpperCase();
  for (const residue of upper) counts.set(residue, (counts.get(residue) ?? 0) + 1);
  return [...counts.entries()]
    .map(([residue, count]) => ({ residue, count, percentage: Math.round((count / upper.length) * 10000) / 100 }))
    .sort((a, b) => b.count - a.count || a.residue.localeCompare(b.residue));
}
