// Assembles the identification model: the manifest the service loads (model.json) with the barcode and fusion
// temperatures fitted here on validation data and the place/date prior's settings, the held-out evaluation through the
// service's own inference code (the prior evaluated on the occurrence records of the loaded database, loaded first if
// needed), and the human-readable model card (MODEL_CARD.md). Run after both training tools.
//   npx tsx tools/identification/build-model-card.ts   (DATABASE_URL or the embedded database as for the service)
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDataLoaded } from '../../app/dataset.js';
import { loadConfig } from '../../config.js';
import { createDataVersion } from '../../core/data-version.js';
import { createLogger } from '../../core/logger.js';
import { openDatabase } from '../../db/database.js';
import { loadedDataVersion } from '../../db/dataset/load.js';
import { createIdentificationRepo, type PriorRecordRow } from '../../db/identification/repo.js';
import { fuseScores } from '../../workers/identification/fusion.js';
import { MANIFEST_FILE, type ModelManifest } from '../../workers/identification/manifest.js';
import { classifyBarcode, classifyImage, forgetModels, loadModels } from '../../workers/identification/models.js';
import type { PriorSettings } from '../../workers/identification/prior.js';
import { withTemperature } from '../../workers/identification/scope.js';
import { prepareImage } from '../../workers/identification/image.js';
import { loadBarcodeSpecimens } from './barcode-specimens.js';
import { loadClasses, loadPhotoIndex, MODEL_DIR, photoPath, photosAvailable } from './dataset.js';
import { barcodeHalf, checkTargets, evaluateModel, type EvaluationMetrics } from './evaluate.js';
import { renderModelCard, type SideReports } from './model-card-text.js';
import { fitTemperature } from './open-set.js';

const MODEL_NAME = 'mmnet-lepi30';
/**
 * Lowest barcode and fusion temperature: their validation sets have (almost) no errors, which would sharpen every score
 * to 1; at 0.5 a barcode's softmax is squared, not made certain.
 */
const MIN_SHARPENING_TEMPERATURE = 0.5;

/**
 * The place/date prior's shape, chosen before looking at the held-out photos: 0.5° cells and a 150 km kernel (the scale
 * of a region, coarser than the records' coordinate uncertainty); one record-equivalent nearby already makes a place
 * plausible (presence, not abundance: the sources' sampling effort differs by orders of magnitude); a floor of 0.1 for
 * a place and 0.2 for a day never recorded, so a species outside its known range or season is unlikely, not impossible
 * (the records cover mostly Europe and Norway); a flight period smoothed over two weeks.
 */
const PRIOR_SETTINGS: PriorSettings = {
  cellDegrees: 0.5,
  bandwidthKm: 150,
  saturation: 1,
  placeFloor: 0.1,
  dateBandwidthDays: 14,
  dateFloor: 0.2,
  exponent: 1,
};

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

/** The occurrence records of the classes from the database (loaded from data/ first when it is empty). */
async function priorRecords(labels: readonly string[]): Promise<PriorRecordRow[]> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', WARM_UP: 'false' });
  const logger = createLogger('warn');
  const database = await openDatabase(config, { info: () => undefined, warn: (m) => logger.warn(m) });
  try {
    const db = database.db;
    await ensureDataLoaded(
      config,
      database,
      createDataVersion(() => loadedDataVersion(db)),
      logger,
    );
    const repo = createIdentificationRepo(database.db);
    return await repo.priorRecords(await repo.classTaxa(labels));
  } finally {
    await database.close();
  }
}

/** Barcode temperature on the validation half of the held-out specimens; fusion temperature on valid photo+barcode pairs. */
async function fitTemperatures(): Promise<{ barcode: number; fusion: number }> {
  const models = await loadModels(MODEL_DIR);
  const specimens = loadBarcodeSpecimens().filter((s) => s.heldOut && barcodeHalf(s) === 'valid');
  const evidence = [];
  for (const s of specimens) evidence.push({ specimen: s, e: await classifyBarcode(models, s.sequence) });
  const barcode = fitTemperature(
    evidence.map(({ e }) => e.raw ?? e.probabilities),
    evidence.map(({ specimen }) => specimen.classIndex),
    MIN_SHARPENING_TEMPERATURE,
  );
  const bySpecies = new Map<number, typeof evidence>();
  for (const item of evidence)
    bySpecies.set(item.specimen.classIndex, [...(bySpecies.get(item.specimen.classIndex) ?? []), item]);
  const mixtures: Float64Array[] = [];
  const labels: number[] = [];
  const turn = new Map<number, number>();
  for (const photo of loadPhotoIndex().filter((p) => p.split === 'valid')) {
    const pool = bySpecies.get(photo.classIndex);
    if (!pool?.length) continue;
    const t = turn.get(photo.classIndex) ?? 0;
    turn.set(photo.classIndex, t + 1);
    const { e } = pool[t % pool.length];
    const prepared = await prepareImage(readFileSync(photoPath(photo)));
    if (!prepared.ok) throw new Error(`${photo.file}: ${prepared.reason}`);
    const image = await classifyImage(models, prepared.pixels);
    const calibrated = { probabilities: withTemperature(e.raw ?? e.probabilities, barcode), match: e.match };
    mixtures.push(fuseScores('multimodal_fusion', image.probabilities, calibrated).scores);
    labels.push(photo.classIndex);
  }
  return { barcode, fusion: fitTemperature(mixtures, labels, MIN_SHARPENING_TEMPERATURE) };
}

async function main(): Promise<void> {
  if (!photosAvailable())
    throw new Error('the photos (../shared/data/images or SHARED_DATA_DIR) are needed to evaluate the model');
  const reports: SideReports = { image: readJson('image.json'), barcode: readJson('barcode.json') };
  const files = [reports.image.backbone.file, reports.image.head.file, reports.barcode.file];
  const hashes = Object.fromEntries(files.map((f) => [f, sha256(f)]));
  const classes = loadClasses();
  const base = {
    classes: classes.map((c) => ({
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
      similarity_output: reports.image.head.similarity_output,
      temperature: reports.image.calibration.temperature,
      scope: {
        top_probability: reports.image.scope.top_probability,
        nearest_similarity: reports.image.scope.nearest_similarity,
        threshold: reports.image.scope.threshold,
      },
    },
    barcode: {
      head_file: reports.barcode.file,
      k: reports.barcode.k,
      species_count: reports.barcode.species.length,
      match_output: reports.barcode.match.output ?? 'centroid_similarity',
      match: reports.barcode.match.calibration,
    },
    prior: PRIOR_SETTINGS,
  };
  const manifestWith = (version: string, barcodeT: number, fusionT: number): ModelManifest => ({
    model_version: version,
    ...base,
    barcode: { ...base.barcode, temperature: barcodeT },
    fusion: { temperature: fusionT },
  });
  // 1. the temperatures, measured through the service's inference code with uncalibrated barcode and fusion
  writeFileSync(join(MODEL_DIR, MANIFEST_FILE), `${JSON.stringify(manifestWith('fitting', 1, 1), null, 2)}\n`);
  const temperatures = await fitTemperatures();
  forgetModels(MODEL_DIR);
  console.log(
    `temperatures: image ${base.image.temperature}, barcode ${temperatures.barcode}, fusion ${temperatures.fusion}`,
  );
  // the version names the exact weights and calibration: any retraining that changes them changes it
  const digest = createHash('sha256')
    .update(files.map((f) => hashes[f]).join(''))
    .update(JSON.stringify([base.image.temperature, temperatures, base.image.scope.threshold, PRIOR_SETTINGS]))
    .digest('hex')
    .slice(0, 10);
  const manifest = manifestWith(`${MODEL_NAME}-${digest}`, temperatures.barcode, temperatures.fusion);
  // the evaluation loads the model the way the service does, from the manifest
  writeFileSync(join(MODEL_DIR, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  const records = await priorRecords(classes.map((c) => c.label));
  const started = performance.now();
  const metrics = await evaluateModel(MODEL_DIR, { records });
  console.log(
    `evaluated in ${((performance.now() - started) / 1000).toFixed(1)} s (${records.length} occurrence records)`,
  );
  const card: ModelCardJson = { ...manifest, files: hashes, metrics };
  writeFileSync(join(MODEL_DIR, MANIFEST_FILE), `${JSON.stringify(card, null, 2)}\n`);
  writeFileSync(join(MODEL_DIR, 'MODEL_CARD.md'), renderModelCard(card, reports));
  const targets = checkTargets(metrics, reports.image);
  for (const t of targets) console.log(`${t.met ? 'met    ' : 'NOT MET'}  ${t.line}`);
  console.log(`wrote ${MANIFEST_FILE} and MODEL_CARD.md (${manifest.model_version})`);
  if (targets.some((t) => !t.met)) process.exitCode = 1;
}

await main();
