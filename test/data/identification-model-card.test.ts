// The committed identification model reproduces its model card: file hashes, and the held-out metrics re-measured
// through the service's inference code (photos from ../shared/data when present, barcodes from data/ always).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { createIdentificationRepo } from '../../db/identification/repo.js';
import { loadClasses, MODEL_DIR } from '../../tools/identification/dataset.js';
import { useTestDatabase } from '../support/service.js';
import { requirePart, SYSTEM_PARTS } from '../support/system-parts.js';
import { checkTargets, evaluateModel, type EvaluationMetrics } from '../../tools/identification/evaluate.js';

const withPhotos = requirePart(SYSTEM_PARTS.sharedPhotos, 'photo side of the model test');
const database = useTestDatabase();
const card = JSON.parse(readFileSync(join(MODEL_DIR, 'model.json'), 'utf8')) as {
  model_version: string;
  files: Record<string, string>;
  metrics: EvaluationMetrics;
};

/** The metrics with every `mean_*` figure rounded to 3 decimals. */
function roundMeans(metrics: object | null): unknown {
  if (!metrics) return metrics;
  return Object.fromEntries(
    Object.entries(metrics).map(([k, v]) => [
      k,
      k.startsWith('mean_') && typeof v === 'number' ? Math.round(v * 1000) / 1000 : v,
    ]),
  );
}

describe('the committed identification model', () => {
  it('has the weight files its card names, byte for byte', () => {
    for (const [file, sha256] of Object.entries(card.files)) {
      expect(
        createHash('sha256')
          .update(readFileSync(join(MODEL_DIR, file)))
          .digest('hex'),
        file,
      ).toBe(sha256);
    }
    expect(Object.keys(card.files).sort()).toEqual(['barcode-head.onnx', 'image-backbone.onnx', 'image-head.onnx']);
  });

  it(
    `reproduces the card's held-out metrics${withPhotos ? '' : ' (barcode side only: the photos are not on this machine)'} and meets the targets`,
    { timeout: 300_000 },
    async () => {
      // the prior is evaluated on the occurrence records of the loaded test database (the same data the card used)
      const repo = createIdentificationRepo(database() as unknown as Db);
      const records = await repo.priorRecords(await repo.classTaxa(loadClasses().map((c) => c.label)));
      const measured = await evaluateModel(MODEL_DIR, { records });
      // counts must agree exactly; means of float outputs may differ in the last digit on another CPU's kernels
      const same = (a: object | null, b: object | null) => expect(roundMeans(a)).toEqual(roundMeans(b));
      same(measured.barcode, card.metrics.barcode);
      expect(measured.foreign_barcodes.mean_match).toBeCloseTo(card.metrics.foreign_barcodes.mean_match, 3);
      if (withPhotos) {
        same(measured.image, card.metrics.image);
        same(measured.fusion, card.metrics.fusion);
        same(measured.foreign_barcodes, card.metrics.foreign_barcodes);
        expect(measured.scope).toEqual(card.metrics.scope);
        expect(measured.prior).toEqual(card.metrics.prior);
        expect(measured.calibration.fused?.after.predictions).toBe(card.metrics.calibration.fused?.after.predictions);
        expect(measured.calibration.image?.after.ece).toBeCloseTo(card.metrics.calibration.image!.after.ece, 3);
      }
      expect(measured.calibration.barcode.after.ece).toBeCloseTo(card.metrics.calibration.barcode.after.ece, 3);
      const image = JSON.parse(readFileSync(join(MODEL_DIR, 'image.json'), 'utf8'));
      const targets = checkTargets(measured, image);
      console.log(targets.map((t) => `${t.met ? 'met' : 'NOT MET'}: ${t.line}`).join('\n'));
      expect(targets.filter((t) => !t.met)).toEqual([]);
    },
  );
});
