// How well a barcode matches its predicted reference species: the calibrated ramp shared by the worker and the training tool.

/** Centroid similarities from the calibration (models/identification/barcode.json): at or below `low` → 0, at or above `high` → 1. */
export interface BarcodeMatchCalibration {
  readonly low: number;
  readonly high: number;
}

/**
 * Match in [0, 1] from the cosine similarity between a barcode's k-mer profile and the training centroid of its predicted
 * species. The softmax alone cannot say "none of these": a barcode of an unlisted species still gets a confident top class,
 * so the fusion scales the barcode's say by this match. Linear between the calibrated values, clamped; NaN counts as no match.
 */
export function barcodeMatch(similarity: number, calibration: BarcodeMatchCalibration): number {
  const { low, high } = calibration;
  if (!(similarity > low)) return 0;
  if (similarity >= high) return 1;
  return (similarity - low) / (high - low);
}
