// Combines the image and barcode sides into one score per class, with weights that follow each side's confidence.
// Pure: the worker, the evaluation tool and the unit tests share it.
import type { Schema } from '../../generated/operations.js';
import { withTemperature } from './scope.js';

/** The contract's identification modes (`image_only` when no barcode was sent). */
export type IdentificationMode = Schema<'IdentificationResult'>['mode'];

/** What the barcode side said, already mapped onto the 30 classes. */
export interface BarcodeEvidence {
  /** Softmax over the barcode species, placed at their class indices (0 for classes without reference barcodes). */
  readonly probabilities: Float64Array;
  /** How well the barcode matches the reference barcodes of its best species, in [0, 1] (0 = like none of them). */
  readonly match: number;
  /** The probabilities before calibration (for the model card's reliability figures); defaults to `probabilities`. */
  readonly raw?: Float64Array;
}

export interface FusedScores {
  readonly scores: Float64Array;
  /** Orders classes of equal score (sequence_only: the barcode probabilities, so a match of 0 still ranks the nearest species first). */
  readonly tiebreak?: Float64Array;
  readonly sequenceContribution: number;
  readonly imageContribution: number;
}

function max(values: ArrayLike<number>): number {
  let m = 0;
  for (let i = 0; i < values.length; i++) m = Math.max(m, values[i]);
  return m;
}

/**
 * Confidence-weighted late fusion. Each side's confidence is its top probability (the barcode's scaled by
 * its match, so a barcode unlike every reference species contributes little); the weights are the
 * confidences normalised to sum to 1, and the fused score is the weighted mixture of the two
 * distributions, so scores stay in [0, 1] and sum to 1.
 */
export function fuseScores(
  mode: IdentificationMode,
  image: Float64Array | null,
  barcode: BarcodeEvidence | null,
  /** Temperature of the fused distribution when both sides speak (the mixture of two agreeing sides is under-confident). */
  fusedTemperature = 1,
): FusedScores {
  if (mode === 'image_only' || !barcode) {
    if (!image) throw new Error('image-only identification needs the image probabilities');
    return { scores: image, sequenceContribution: 0, imageContribution: 1 };
  }
  if (mode === 'sequence_only' || !image) {
    // alone, the barcode's scores carry its match: a barcode like no reference species scores low everywhere
    return {
      scores: barcode.probabilities.map((p) => p * barcode.match),
      tiebreak: barcode.probabilities,
      sequenceContribution: 1,
      imageContribution: 0,
    };
  }
  const sequenceConfidence = max(barcode.probabilities) * barcode.match;
  const imageConfidence = max(image);
  const total = sequenceConfidence + imageConfidence;
  const sequenceWeight = total > 0 ? sequenceConfidence / total : 0;
  const mixture = new Float64Array(image.length);
  for (let i = 0; i < mixture.length; i++)
    mixture[i] = sequenceWeight * barcode.probabilities[i] + (1 - sequenceWeight) * image[i];
  const scores = withTemperature(mixture, fusedTemperature);
  return { scores, sequenceContribution: sequenceWeight, imageContribution: 1 - sequenceWeight };
}

export interface RankedClass {
  readonly classIndex: number;
  readonly score: number;
}

/** The k best classes, highest score first; ties go by `tiebreak` (higher first), then the lower class index, so answers are stable. */
export function topClasses(scores: ArrayLike<number>, k: number, tiebreak?: ArrayLike<number>): RankedClass[] {
  const second = (i: number) => (tiebreak ? tiebreak[i] : 0);
  return Array.from(scores, (score, classIndex) => ({ classIndex, score }))
    .sort((a, b) => b.score - a.score || second(b.classIndex) - second(a.classIndex) || a.classIndex - b.classIndex)
    .slice(0, k);
}
