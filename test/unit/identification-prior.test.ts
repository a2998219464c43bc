// The place/date prior (per-class place and flight-period weights with floors, its fusion and contribution), the
// calibration temperature and the open-set rule: pure functions on small hand-made records and score vectors.
import { describe, expect, it } from 'vitest';
import {
  applyPrior,
  buildPrior,
  dayOfYearOf,
  distanceKm,
  type PriorRecord,
  type PriorSettings,
} from '../../workers/identification/prior.js';
import { decideScope, imageScopeScore, rankIn, withTemperature } from '../../workers/identification/scope.js';

const settings: PriorSettings = {
  cellDegrees: 0.5,
  bandwidthKm: 150,
  saturation: 1,
  placeFloor: 0.1,
  dateBandwidthDays: 14,
  dateFloor: 0.2,
  exponent: 1,
};
const at = (classIndex: number, latitude: number, longitude: number, dayOfYear: number | null = null): PriorRecord => ({
  classIndex,
  latitude,
  longitude,
  dayOfYear,
  month: null,
});

describe('the place/date prior', () => {
  // class 0 in southern England in May, class 1 in Norway in July, class 2 only dated by month (August), class 3 unrecorded
  const records: PriorRecord[] = [
    ...Array.from({ length: 20 }, (_, i) => at(0, 51 + i * 0.05, -1 + i * 0.05, 130 + (i % 10))),
    ...Array.from({ length: 20 }, (_, i) => at(1, 60 + i * 0.05, 10 + i * 0.05, 190 + (i % 10))),
    { classIndex: 2, latitude: null, longitude: null, dayOfYear: null, month: 8 },
  ];
  const prior = buildPrior(records, 4, settings);

  it('counts placed and dated records per class', () => {
    expect(prior.placedRecords).toEqual([20, 20, 0, 0]);
    expect(prior.datedRecords).toEqual([20, 20, 1, 0]);
  });

  it('weighs a place by the records near it, with a floor far away; unrecorded classes are not weighed', () => {
    const london = prior.weights({ latitude: 51.5, longitude: -0.1 });
    expect(london.weights[0]).toBeGreaterThan(0.9);
    expect(london.weights[1]).toBeCloseTo(settings.placeFloor, 6);
    expect([london.weights[2], london.weights[3]]).toEqual([1, 1]);
    expect(london.informed).toEqual([true, true, false, false]);
    // across the antimeridian and near a pole nothing breaks
    expect(prior.weights({ latitude: 89.9, longitude: 179.9 }).weights[0]).toBeCloseTo(settings.placeFloor, 6);
  });

  it('weighs a day by the flight period (month-only records spread over the month), with a floor off season', () => {
    const may = prior.weights({ dayOfYear: 135 }).weights;
    expect(may[0]).toBeGreaterThan(0.9);
    expect(may[1]).toBeLessThan(0.5);
    expect(prior.weights({ dayOfYear: 228 }).weights[2]).toBeGreaterThan(0.9);
    expect(prior.weights({ dayOfYear: 20 }).weights[0]).toBeCloseTo(settings.dateFloor, 3);
    // the calendar is circular: late December is near early January
    const winter = buildPrior([at(0, 0, 0, 2)], 1, settings);
    expect(winter.weights({ dayOfYear: 365 }).weights[0]).toBeGreaterThan(0.9);
  });

  it('moves probability towards plausible classes, keeps the mass, and reports how much it moved', () => {
    const scores = Float64Array.from([0.4, 0.6, 0, 0]);
    const fused = applyPrior(scores, prior.weights({ latitude: 51.5, longitude: -0.1 }).weights, 1);
    expect(fused.scores[0]).toBeGreaterThan(fused.scores[1]);
    expect(fused.scores.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(fused.contribution).toBeCloseTo(Math.abs(fused.scores[0] - 0.4), 12);
    expect(applyPrior(scores, Float64Array.from([1, 1, 1, 1]), 1).contribution).toBe(0);
    // exponent 0 ignores the prior
    expect(applyPrior(scores, Float64Array.from([1, 0.1, 1, 1]), 0).scores).toEqual(scores);
  });

  it('counts days of the year as the records do, and refuses dates that do not exist', () => {
    expect(dayOfYearOf(2024, 3, 1)).toBe(61);
    expect(dayOfYearOf(2023, 3, 1)).toBe(60);
    expect(dayOfYearOf(2024, 12, 31)).toBe(366);
    expect(dayOfYearOf(2023, 2, 29)).toBeNull();
    expect(dayOfYearOf(2023, 13, 1)).toBeNull();
    expect(distanceKm(51.5, -0.1, 48.85, 2.35)).toBeCloseTo(343, -1);
  });
});

describe('calibration and the open-set rule', () => {
  it('scales probabilities by a temperature (1 leaves them, above 1 softens, below 1 sharpens)', () => {
    const p = Float64Array.from([0.7, 0.2, 0.1]);
    expect(Array.from(withTemperature(p, 1))).toEqual([0.7, 0.2, 0.1]);
    expect(withTemperature(p, 2)[0]).toBeLessThan(0.7);
    expect(withTemperature(p, 0.5)[0]).toBeCloseTo(0.49 / (0.49 + 0.04 + 0.01), 12);
  });

  const rule = { top_probability: [0.2, 0.5, 0.9, 0.99], nearest_similarity: [0.3, 0.5, 0.7, 0.8], threshold: 0.75 };

  it('ranks a photo among the validation photos by top score and by nearest similarity', () => {
    expect(rankIn(rule.top_probability, 0.1)).toBe(0);
    expect(rankIn(rule.top_probability, 0.9)).toBe(0.75);
    expect(imageScopeScore(rule, 0.95, 0.75)).toBe(1.5);
  });

  it('decides scope from the image score and the barcode match', () => {
    const typical = imageScopeScore(rule, 0.95, 0.75);
    const odd = imageScopeScore(rule, 0.3, 0.4);
    expect(decideScope(rule, { imageScore: typical, barcodeMatch: null, imageClassHasBarcodes: true })).toEqual({
      inScope: true,
      reason: null,
    });
    expect(decideScope(rule, { imageScore: odd, barcodeMatch: null, imageClassHasBarcodes: false }).reason).toBe(
      'image_unlike_known_species',
    );
    // a matching barcode decides for the class, whatever the photo
    expect(decideScope(rule, { imageScore: odd, barcodeMatch: 0.9, imageClassHasBarcodes: false }).inScope).toBe(true);
    expect(decideScope(rule, { imageScore: null, barcodeMatch: 0.1, imageClassHasBarcodes: false }).reason).toBe(
      'barcode_unlike_reference_species',
    );
    expect(decideScope(rule, { imageScore: typical, barcodeMatch: 0.1, imageClassHasBarcodes: true }).reason).toBe(
      'barcode_contradicts_image',
    );
    // a species without reference barcodes: an unmatched barcode says nothing against it
    expect(decideScope(rule, { imageScore: typical, barcodeMatch: 0.1, imageClassHasBarcodes: false }).inScope).toBe(
      true,
    );
  });
});
