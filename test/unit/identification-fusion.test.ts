// Confidence-weighted fusion of the image and barcode sides, top-k ranking, and the per-IP concurrency limiter.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/errors.js';
import { createConcurrencyLimiter } from '../../services/limits/concurrency-limit.js';
import { fuseScores, topClasses } from '../../workers/identification/fusion.js';

const classes = 5;
function distribution(values: Record<number, number>): Float64Array {
  const out = new Float64Array(classes);
  for (const [i, v] of Object.entries(values)) out[Number(i)] = v;
  return out;
}
const sum = (a: ArrayLike<number>) => Array.from(a).reduce((s, v) => s + v, 0);

describe('fuseScores', () => {
  const image = distribution({ 0: 0.6, 1: 0.3, 2: 0.1 });

  it('is the image alone without a barcode (sequence contribution 0)', () => {
    const fused = fuseScores('image_only', image, null);
    expect(fused).toEqual({ scores: image, sequenceContribution: 0, imageContribution: 1 });
  });

  it('weights each side by its confidence; the weights sum to 1 and so do the scores', () => {
    const barcode = { probabilities: distribution({ 1: 0.9, 3: 0.1 }), match: 1 };
    const fused = fuseScores('multimodal_fusion', image, barcode);
    expect(fused.sequenceContribution).toBeCloseTo(0.9 / (0.9 + 0.6), 12);
    expect(fused.sequenceContribution + fused.imageContribution).toBeCloseTo(1, 12);
    expect(sum(fused.scores)).toBeCloseTo(1, 12);
    // the confident barcode overrules the less confident photo
    expect(topClasses(fused.scores, 1)[0].classIndex).toBe(1);
  });

  it('gives a barcode that matches no reference species almost no say', () => {
    const confidentButForeign = { probabilities: distribution({ 3: 0.99, 4: 0.01 }), match: 0.02 };
    const fused = fuseScores('multimodal_fusion', image, confidentButForeign);
    expect(fused.sequenceContribution).toBeLessThan(0.05);
    expect(topClasses(fused.scores, 1)[0].classIndex).toBe(0);
    const none = fuseScores('multimodal_fusion', image, { ...confidentButForeign, match: 0 });
    expect(none.sequenceContribution).toBe(0);
    expect(Array.from(none.scores)).toEqual(Array.from(image));
  });

  it('sequence_only uses the barcode alone, its scores scaled by the match', () => {
    const fused = fuseScores('sequence_only', null, { probabilities: distribution({ 2: 0.8, 4: 0.2 }), match: 0.5 });
    expect(fused.sequenceContribution).toBe(1);
    expect(fused.imageContribution).toBe(0);
    expect(Array.from(fused.scores)).toEqual([0, 0, 0.4, 0, 0.1]);
  });

  it('sequence_only with no match still ranks the nearest species first', () => {
    const fused = fuseScores('sequence_only', null, { probabilities: distribution({ 3: 0.7, 1: 0.3 }), match: 0 });
    expect(Array.from(fused.scores).every((s) => s === 0)).toBe(true);
    expect(topClasses(fused.scores, 2, fused.tiebreak).map((r) => r.classIndex)).toEqual([3, 1]);
  });
});

describe('topClasses', () => {
  it('orders by score, highest first, ties by class index, and keeps k', () => {
    expect(topClasses([0.1, 0.4, 0.4, 0.05, 0.05], 3)).toEqual([
      { classIndex: 1, score: 0.4 },
      { classIndex: 2, score: 0.4 },
      { classIndex: 0, score: 0.1 },
    ]);
    expect(topClasses([0.5, 0.5], 10)).toHaveLength(2);
  });
});

describe('createConcurrencyLimiter', () => {
  it('allows N requests of a client at once, answers 429 CONCURRENT_LIMIT_REACHED beyond, and frees slots on release', () => {
    const limiter = createConcurrencyLimiter(3, 'too many');
    const slots = [limiter.admit('a'), limiter.admit('a'), limiter.admit('a')];
    expect(slots.map((s) => s.headers['X-RateLimit-Remaining'])).toEqual(['2', '1', '0']);
    expect(limiter.admit('b').headers['X-RateLimit-Limit']).toBe('3');
    let refused: unknown;
    try {
      limiter.admit('a');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe('CONCURRENT_LIMIT_REACHED');
    expect((refused as ApiError).headers?.['Retry-After']).toBe('1');
    slots[0].release();
    slots[0].release(); // a second release must not free another request's slot
    expect(limiter.inUse()).toBe(3);
    expect(() => limiter.admit('a')).not.toThrow();
    expect(() => limiter.admit('a')).toThrow(ApiError);
  });
});
