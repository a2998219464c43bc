// How well a barcode matches its predicted reference species: the calibrated ramp shared by the worker and the training tool.

/** Score values from the calibration (models/identification/barcode.json): at or below `low` → 0, at or above `high` → 1. */
export interface BarcodeMatchCalibration {
  readonly low: number;
  readonly high: number;
}

/**
 * Match in [0, 1] from the score the manifest's `match_output` names for the predicted species — the k-mer containment
 * (share of the barcode's k-mers seen in that species' training barcodes, length-independent) in current models, the
 * centroid cosine similarity in older ones. The softmax alone cannot say "none of these": a barcode of an unlisted
 * species still gets a confident top class, so the fusion scales the barcode's say by this match.
 * Linear between the calibrated values, clamped; NaN counts as no match.
 */
export function barcodeMatch(value: number, calibration: BarcodeMatchCalibration): number {
  const { low, high } = calibration;
  if (!(value > low)) return 0;
  if (value >= high) return 1;
  return (value - low) / (high - low);
}
