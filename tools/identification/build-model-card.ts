// Assembles the identification model: the manifest the service loads (model.json), the held-out evaluation through the
// service's own inference code, and the human-readable model card (MODEL_CARD.md). Run after both training tools.
//   npx tsx tools/identification/build-model-card.ts
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MANIFEST_FILE, type ModelManifest } from '../../workers/identification/manifest.js';
import { loadClasses, MODEL_DIR, photosAvailable } from './dataset.js';
import { checkTargets, evaluateModel, type EvaluationMetrics } from './evaluate.js';
import { renderModelCard, type SideReports } from './model-card-text.js';

const MODEL_NAME = 'mmnet-lepi30';

function sha256(file: string): string {
  return createHash('sha256')
    .update(readFileSync(join(MODEL_DIR, file)))
    .digest('hex');
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(join(MODEL_DIR, file), 'utf8')) as T;
}

export interface ModelCardJson extends ModelManifest {
  readonly metrics: EvaluationMetrics;
  readonly files: Readonly<Record<string, string>>;
}

async function main(): Promise<void> {
  if (!photosAvailable())
    throw new Error('the photos (../shared/data/images or SHARED_DATA_DIR) are needed to evaluate the model');
  const reports: SideReports = { image: readJson('image.json'), barcode: readJson('barcode.json') };
  const files = [reports.image.backbone.file, reports.image.head.file, reports.barcode.file];
  const hashes = Object.fromEntries(files.map((f) => [f, sha256(f)]));
  // the version names the exact weights: any retraining that changes a file changes it
  const digest = createHash('sha256')
    .update(files.map((f) => hashes[f]).join(''))
    .digest('hex')
    .slice(0, 10);
  const manifest: ModelManifest = {
    model_version: `${MODEL_NAME}-${digest}`,
    classes: loadClasses().map((c) => ({
      class_index: c.classIndex,
      label: c.label,
      common_name: c.commonName,
      barcode_index: c.barcodeIndex,
    })),
    image: {
      backbone_file: reports.image.backbone.file,
      head_file: reports.image.head.file,
      input_size: reports.image.backbone.input.size,
      feature_count: reports.image.backbone.feature_count,
    },
    barcode: {
      head_file: reports.barcode.file,
      k: reports.barcode.k,
      species_count: reports.barcode.species.length,
      match_output: reports.barcode.match.output ?? 'centroid_similarity',
      match: reports.barcode.match.calibration,
    },
  };
  // the evaluation loads the model the way the service does, from the manifest
  writeFileSync(join(MODEL_DIR, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  const started = performance.now();
  const metrics = await evaluateModel(MODEL_DIR);
  console.log(`evaluated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const card: ModelCardJson = { ...manifest, files: hashes, metrics };
  writeFileSync(join(MODEL_DIR, MANIFEST_FILE), `${JSON.stringify(card, null, 2)}\n`);
  writeFileSync(join(MODEL_DIR, 'MODEL_CARD.md'), renderModelCard(card, reports));
  const targets = checkTargets(metrics);
  for (const t of targets) console.log(`${t.met ? 'met    ' : 'NOT MET'}  ${t.line}`);
  console.log(
    `foreign barcodes: mean match ${metrics.foreign_barcodes.mean_match}, mean sequence contribution ${metrics.foreign_barcodes.mean_sequence_contribution} over ${metrics.foreign_barcodes.pairs} pairs`,
  );
  console.log(`wrote ${MANIFEST_FILE} and MODEL_CARD.md (${manifest.model_version})`);
  if (targets.some((t) => !t.met)) process.exitCode = 1;
}

await main();
