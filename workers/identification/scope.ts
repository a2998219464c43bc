// Calibration and open-set scope of the identification: temperature scaling of a probability vector, and the rule that
// says when a photo fits none of the classes. Pure: the service, the evaluation tool and the training tools share it.

/** softmax(z / T) from softmax(z): p_k^(1/T), renormalised (T > 1 softens, T < 1 sharpens). */
export function withTemperature(probabilities: ArrayLike<number>, temperature: number): Float64Array {
  const out = new Float64Array(probabilities.length);
  if (temperature === 1) {
    for (let k = 0; k < out.length; k++) out[k] = probabilities[k];
    return out;
  }
  // in log space, so tiny float32 probabilities do not all underflow to one value
  let max = -Infinity;
  for (let k = 0; k < out.length; k++) {
    out[k] = Math.log(Math.max(probabilities[k], 1e-45)) / temperature;
    max = Math.max(max, out[k]);
  }
  let sum = 0;
  for (let k = 0; k < out.length; k++) {
    out[k] = Math.exp(out[k] - max);
    sum += out[k];
  }
  for (let k = 0; k < out.length; k++) out[k] /= sum;
  return out;
}

/** The image side's open-set rule (model.json `image.scope`), fitted on the in-scope validation photos. */
export interface ImageScopeRule {
  /** Calibrated top probabilities of the validation photos, ascending. */
  readonly top_probability: readonly number[];
  /** Nearest-training-photo cosine similarities of the validation photos, ascending. */
  readonly nearest_similarity: readonly number[];
  /** A photo is in scope when the sum of its two ranks is at least this (the validation sums' rejection quantile). */
  readonly threshold: number;
}

/** Share of `sorted` (ascending) at or below `value`: the empirical distribution function of the in-scope photos. */
export function rankIn(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] <= value) lo = mid + 1;
    else hi = mid;
  }
  return sorted.length ? lo / sorted.length : 1;
}

/**
 * How typical a photo is of the photos the model knows, in [0, 2]: its rank among the validation photos by calibrated
 * top probability plus its rank by similarity to the nearest training photo. Either alone misses unknown species the
 * other catches (a confident softmax on an odd photo; a look-alike photo the classes disagree on).
 */
export function imageScopeScore(rule: ImageScopeRule, topProbability: number, nearestSimilarity: number): number {
  return rankIn(rule.top_probability, topProbability) + rankIn(rule.nearest_similarity, nearestSimilarity);
}

export type ScopeReason =
  'image_unlike_known_species' | 'barcode_unlike_reference_species' | 'barcode_contradicts_image';

export interface ScopeEvidence {
  /** The image's scope score (null when the image was not classified: sequence_only). */
  readonly imageScore: number | null;
  /** The barcode's match with its best reference species (null without a barcode). */
  readonly barcodeMatch: number | null;
  /** Whether the image's best class has reference barcodes (a mismatching barcode then contradicts it). */
  readonly imageClassHasBarcodes: boolean;
}

/** The barcode match at and above which a barcode counts as one of its reference species (the ramp's midpoint). */
export const BARCODE_IN_SCOPE_MATCH = 0.5;

/**
 * In scope unless the evidence fits none of the classes: a barcode matching a reference species decides for it; a
 * barcode matching none contradicts an image class that has reference barcodes (or, alone, is out); otherwise the
 * image's score decides.
 */
export function decideScope(
  rule: ImageScopeRule,
  evidence: ScopeEvidence,
): { inScope: boolean; reason: ScopeReason | null } {
  const { imageScore, barcodeMatch } = evidence;
  if (barcodeMatch !== null && barcodeMatch >= BARCODE_IN_SCOPE_MATCH) return { inScope: true, reason: null };
  if (barcodeMatch !== null && imageScore === null)
    return { inScope: false, reason: 'barcode_unlike_reference_species' };
  if (imageScore !== null && imageScore < rule.threshold)
    return { inScope: false, reason: 'image_unlike_known_species' };
  if (barcodeMatch !== null && evidence.imageClassHasBarcodes)
    return { inScope: false, reason: 'barcode_contradicts_image' };
  return { inScope: true, reason: null };
}
