// k-mer containment for the barcode match (which 6-mers each species' training barcodes hold), mini-barcode windows, the ramp calibration and the ONNX output.
import { barcodeMatch, type BarcodeMatchCalibration } from '../../workers/identification/barcode-match.js';
import type { OnnxGraph } from './onnx-writer.js';

/** Where a mini-barcode window is cut: users' fragments come from either primer end or from inside the 658 bp region. */
export const WINDOW_POSITIONS = ['start', 'middle', 'end'] as const;
export type WindowPosition = (typeof WINDOW_POSITIONS)[number];

/** A `length`-base window of a sequence at the given position (the whole sequence if it is not longer). */
export function barcodeWindow(sequence: string, length: number, where: WindowPosition): string {
  const slack = Math.max(0, sequence.length - length);
  const from = where === 'start' ? 0 : where === 'middle' ? Math.floor(slack / 2) : slack;
  return sequence.slice(from, from + length);
}

/** Indices of the k-mers a profile contains (the profile is a non-negative frequency vector). */
export function presentKmers(profile: Float32Array): Int32Array {
  const present: number[] = [];
  for (let i = 0; i < profile.length; i++) if (profile[i] > 0) present.push(i);
  return Int32Array.from(present);
}

/**
 * For every species, in how many training barcodes each k-mer occurs. Counts (not 0/1) so that a training barcode can be
 * scored leave-one-out: its k-mer is still "known" for its species only if another barcode has it too (count − 1 > 0).
 */
export class KmerPresence {
  private readonly counts: Uint32Array;

  constructor(
    readonly features: number,
    readonly speciesCount: number,
  ) {
    this.counts = new Uint32Array(features * speciesCount);
  }

  add(species: number, present: Int32Array): void {
    for (const k of present) this.counts[species * this.features + k] += 1;
  }

  /**
   * Share of the query's distinct k-mers known for `species`; `leaveOut` = the k-mers of the training barcode the query
   * comes from (the query itself or a window of it), whose own contribution to the counts is removed.
   */
  containment(query: Int32Array, species: number, leaveOut?: Int32Array): number {
    if (query.length === 0) return 0;
    const own = new Set(leaveOut ?? []);
    let hits = 0;
    for (const k of query) if (this.counts[species * this.features + k] - (own.has(k) ? 1 : 0) > 0) hits += 1;
    return hits / query.length;
  }

  /** The [features × species] 0/1 matrix the ONNX graph multiplies the query's presence vector with. */
  matrix(): Float32Array {
    const m = new Float32Array(this.features * this.speciesCount);
    for (let s = 0; s < this.speciesCount; s++)
      for (let k = 0; k < this.features; k++)
        m[k * this.speciesCount + s] = this.counts[s * this.features + k] > 0 ? 1 : 0;
    return m;
  }
}

/**
 * kmer_containment = (sign(profile) · P) / (Σ sign(profile) + ε): the share of the query's distinct k-mers seen in each
 * species' training barcodes. ε keeps an empty profile (all k-mers ambiguous) at 0 instead of NaN; it is far below 1/4096.
 */
export function containmentGraph(options: {
  input: string;
  output: string;
  features: number;
  species: number;
  matrix: Float32Array;
}): OnnxGraph {
  const { input, output, features, species, matrix } = options;
  return {
    name: 'barcode_containment',
    inputs: [{ name: input, shape: ['batch', features] }],
    outputs: [{ name: output, shape: ['batch', species] }],
    initializers: [
      { name: 'containment_species_kmers', dims: [features, species], data: matrix },
      { name: 'containment_axes', dims: [1], data: BigInt64Array.of(1n) },
      { name: 'containment_epsilon', dims: [], data: Float32Array.of(1e-6) },
    ],
    nodes: [
      { op: 'Sign', inputs: [input], outputs: ['containment_present'] },
      { op: 'MatMul', inputs: ['containment_present', 'containment_species_kmers'], outputs: ['containment_hits'] },
      { op: 'ReduceSum', inputs: ['containment_present', 'containment_axes'], outputs: ['containment_distinct'] },
      { op: 'Add', inputs: ['containment_distinct', 'containment_epsilon'], outputs: ['containment_denominator'] },
      { op: 'Div', inputs: ['containment_hits', 'containment_denominator'], outputs: [output] },
    ],
  };
}

export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const pos = q * (sorted.length - 1);
  const lo = Math.floor(pos);
  return sorted[lo] + (sorted[Math.min(lo + 1, sorted.length - 1)] - sorted[lo]) * (pos - lo);
}

/** A calibration score: the species whose ramp applies and the value the ramp reads. */
export interface RampSample {
  readonly species: number;
  readonly value: number;
}

export interface RampCalibration {
  readonly ramps: BarcodeMatchCalibration[];
  readonly width: number;
  readonly youdenJ: number;
  readonly youden: (width: number) => number;
}

const round = (x: number, digits = 4): number => Number(x.toFixed(digits));

/**
 * Per-species ramp tops from the conspecific scores (species differ in diversity), one shared width (too few foreign
 * barcodes land on some species to fit each): the width whose match ≥ 0.5 decision maximises Youden's J
 * (conspecific acceptance + foreign rejection − 1). Ties keep the narrowest width.
 */
export function calibrateRamps(options: {
  conspecific: readonly RampSample[];
  foreign: readonly RampSample[];
  speciesCount: number;
  highQuantile: number;
  widths: readonly number[];
}): RampCalibration {
  const { conspecific, foreign, speciesCount, highQuantile, widths } = options;
  const highs = Array.from({ length: speciesCount }, (_, s) =>
    round(
      quantile(
        conspecific.filter((c) => c.species === s).map((c) => c.value),
        highQuantile,
      ),
    ),
  );
  const ramp = (species: number, width: number): BarcodeMatchCalibration => ({
    low: round(highs[species] - width),
    high: highs[species],
  });
  const youden = (width: number): number => {
    const accepted = conspecific.filter((c) => barcodeMatch(c.value, ramp(c.species, width)) >= 0.5).length;
    const rejected = foreign.filter((f) => barcodeMatch(f.value, ramp(f.species, width)) < 0.5).length;
    return accepted / conspecific.length + rejected / foreign.length - 1;
  };
  const scored = widths.map((w) => ({ w, j: youden(w) }));
  const best = scored.reduce((a, b) => (b.j > a.j + 1e-12 ? b : a));
  return { ramps: highs.map((_, s) => ramp(s, best.w)), width: best.w, youdenJ: round(best.j), youden };
}
