// Reliability of predicted scores: expected calibration error and the reliability table (equal-width confidence bins),
// for the model card's before/after figures of the image, barcode and fused scores.

export interface ReliabilityBin {
  readonly from: number;
  readonly to: number;
  readonly count: number;
  /** Mean top score of the predictions in the bin. */
  readonly confidence: number;
  /** Share of them that were right. */
  readonly accuracy: number;
}

export interface Reliability {
  readonly predictions: number;
  /** Σ_bins (count / n) · |accuracy − confidence|. */
  readonly ece: number;
  readonly bins: readonly ReliabilityBin[];
}

/** Top score and whether the top class was right, per prediction. */
export interface ScoredPrediction {
  readonly confidence: number;
  readonly correct: boolean;
}

const r4 = (v: number) => Math.round(v * 10_000) / 10_000;

export function reliability(predictions: readonly ScoredPrediction[], binCount = 10): Reliability {
  const bins = Array.from({ length: binCount }, (_, i) => ({
    from: i / binCount,
    to: (i + 1) / binCount,
    n: 0,
    conf: 0,
    hits: 0,
  }));
  for (const p of predictions) {
    const bin = bins[Math.min(binCount - 1, Math.floor(p.confidence * binCount))];
    bin.n += 1;
    bin.conf += p.confidence;
    bin.hits += p.correct ? 1 : 0;
  }
  let ece = 0;
  for (const b of bins) if (b.n) ece += (b.n / predictions.length) * Math.abs(b.hits / b.n - b.conf / b.n);
  return {
    predictions: predictions.length,
    ece: r4(ece),
    bins: bins
      .filter((b) => b.n > 0)
      .map((b) => ({
        from: b.from,
        to: r4(b.to),
        count: b.n,
        confidence: r4(b.conf / b.n),
        accuracy: r4(b.hits / b.n),
      })),
  };
}

/** The top score and correctness of one probability vector against the true class. */
export function scored(probabilities: ArrayLike<number>, truth: number): ScoredPrediction {
  let best = 0;
  for (let k = 1; k < probabilities.length; k++) if (probabilities[k] > probabilities[best]) best = k;
  return { confidence: probabilities[best], correct: best === truth };
}
