// onnxruntime sessions of the identification model, loaded once per worker thread, and the two sides' inference.
import { join } from 'node:path';
import * as ort from 'onnxruntime-node';
import { kmerProfile } from './barcode.js';
import { barcodeMatch } from './barcode-match.js';
import type { BarcodeEvidence } from './fusion.js';
import { IMAGE_INPUT_SIZE } from './image.js';
import { readManifest, type ModelManifest } from './manifest.js';
import { imageScopeScore, withTemperature } from './scope.js';

export interface LoadedModels {
  readonly manifest: ModelManifest;
  readonly backbone: ort.InferenceSession;
  readonly imageHead: ort.InferenceSession;
  readonly barcodeHead: ort.InferenceSession;
  /** Class index of each barcode-head output. */
  readonly barcodeClasses: readonly number[];
}

// One intra-op thread per session: the pool already runs one worker per core, more would oversubscribe them.
const SESSION_OPTIONS: ort.InferenceSession.SessionOptions = {
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
  executionMode: 'sequential',
  graphOptimizationLevel: 'all',
};

const loaded = new Map<string, Promise<LoadedModels>>();

async function load(modelDir: string): Promise<LoadedModels> {
  const manifest = readManifest(modelDir);
  if (manifest.image.input_size !== IMAGE_INPUT_SIZE)
    throw new Error(`the backbone expects ${manifest.image.input_size}px, preprocessing gives ${IMAGE_INPUT_SIZE}px`);
  const session = (file: string) => ort.InferenceSession.create(join(modelDir, file), SESSION_OPTIONS);
  const [backbone, imageHead, barcodeHead] = await Promise.all([
    session(manifest.image.backbone_file),
    session(manifest.image.head_file),
    session(manifest.barcode.head_file),
  ]);
  const barcodeClasses: number[] = [];
  for (const c of manifest.classes) if (c.barcode_index !== null) barcodeClasses[c.barcode_index] = c.class_index;
  return { manifest, backbone, imageHead, barcodeHead, barcodeClasses };
}

/** The sessions of `modelDir` for this thread; a failed load is forgotten so a later call can retry. */
export function loadModels(modelDir: string): Promise<LoadedModels> {
  let models = loaded.get(modelDir);
  if (!models) {
    models = load(modelDir);
    loaded.set(modelDir, models);
    models.catch(() => loaded.delete(modelDir));
  }
  return models;
}

/** What the image side says about one photo. */
export interface ImageEvidence {
  /** Calibrated class probabilities (one per class). */
  readonly probabilities: Float64Array;
  /** The head's probabilities before calibration (for the model card's reliability figures). */
  readonly raw: Float64Array;
  /** Cosine similarity of the photo's features to the nearest training photo. */
  readonly nearestSimilarity: number;
  /** How typical the photo is of the in-scope validation photos, in [0, 2] (scope.ts). */
  readonly scopeScore: number;
}

/** The image side's evidence for one preprocessed photo. */
export async function classifyImage(models: LoadedModels, pixels: Float32Array): Promise<ImageEvidence> {
  const { input_size: size, similarity_output: similarityOutput, temperature, scope } = models.manifest.image;
  const { features } = await models.backbone.run({ image: new ort.Tensor('float32', pixels, [1, size, size, 3]) });
  const out = await models.imageHead.run({ features });
  const raw = Float64Array.from(out.probabilities.data as Float32Array);
  const probabilities = withTemperature(raw, temperature);
  // a model from before the open-set rule has no similarity output: its photos count as typical
  const nearestSimilarity = similarityOutput ? (out[similarityOutput].data as Float32Array)[0] : 1;
  let top = 0;
  for (const p of probabilities) top = Math.max(top, p);
  return { probabilities, raw, nearestSimilarity, scopeScore: imageScopeScore(scope, top, nearestSimilarity) };
}

/** The barcode side's evidence for one parsed barcode: probabilities on the class indices, and how well it matches. */
export async function classifyBarcode(models: LoadedModels, sequence: string): Promise<BarcodeEvidence> {
  const { k, match: calibration, match_output: matchOutput } = models.manifest.barcode;
  const profile = kmerProfile(sequence, k);
  const out = await models.barcodeHead.run({ kmer_profile: new ort.Tensor('float32', profile, [1, profile.length]) });
  const speciesProbabilities = out.probabilities.data as Float32Array;
  const similarity = out[matchOutput].data as Float32Array;
  let best = 0;
  for (let i = 1; i < speciesProbabilities.length; i++)
    if (speciesProbabilities[i] > speciesProbabilities[best]) best = i;
  const calibrated = withTemperature(speciesProbabilities, models.manifest.barcode.temperature);
  const probabilities = new Float64Array(models.manifest.classes.length);
  const raw = new Float64Array(models.manifest.classes.length);
  models.barcodeClasses.forEach((classIndex, i) => {
    probabilities[classIndex] = calibrated[i];
    raw[classIndex] = speciesProbabilities[i];
  });
  const speciesCalibration = Array.isArray(calibration) ? calibration[best] : calibration;
  return { probabilities, raw, match: barcodeMatch(similarity[best], speciesCalibration) };
}

/** Drops this thread's sessions of `modelDir`, so the next call reads the (rewritten) manifest again: for the training tools. */
export function forgetModels(modelDir: string): void {
  loaded.delete(modelDir);
}
