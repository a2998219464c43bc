// The identification model's manifest (models/identification/model.json): version, classes, files and calibration.
// Written by tools/identification/build-model-card.ts; read by the service (health, labels) and the worker (sessions).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BarcodeMatchCalibration } from './barcode-match.js';
import type { PriorSettings } from './prior.js';
import type { ImageScopeRule } from './scope.js';

export const MANIFEST_FILE = 'model.json';

export interface ManifestClass {
  readonly class_index: number;
  readonly label: string;
  readonly common_name: string;
  /** Output index of the barcode head for this species, or null when it has no reference barcodes. */
  readonly barcode_index: number | null;
}

export interface ModelManifest {
  readonly model_version: string;
  readonly classes: readonly ManifestClass[];
  readonly image: {
    readonly backbone_file: string;
    readonly head_file: string;
    readonly input_size: number;
    readonly feature_count: number;
    /** The head output with the cosine similarity to the nearest training photo (open-set rule); absent in models before it. */
    readonly similarity_output?: string;
    /** Temperature of the image probabilities (fitted on the valid photos). */
    readonly temperature: number;
    readonly scope: ImageScopeRule;
  };
  readonly barcode: {
    readonly head_file: string;
    readonly k: number;
    readonly species_count: number;
    /** The head output the match is computed from (one value per barcode species). */
    readonly match_output: string;
    readonly match: BarcodeMatchCalibration | readonly BarcodeMatchCalibration[];
    /** Temperature of the barcode probabilities (fitted on the validation half of the held-out specimens). */
    readonly temperature: number;
  };
  /** Temperature of the image+barcode fusion (fitted on validation photo+barcode pairs). */
  readonly fusion: { readonly temperature: number };
  /** The place/date prior's shape; the service builds it per data version from the occurrence records. */
  readonly prior: PriorSettings;
}

/** Reads and sanity-checks the manifest; throws with the reason when the model directory is unusable. */
export function readManifest(modelDir: string): ModelManifest {
  const manifest = JSON.parse(readFileSync(join(modelDir, MANIFEST_FILE), 'utf8')) as ModelManifest;
  if (typeof manifest.model_version !== 'string' || !Array.isArray(manifest.classes))
    throw new Error(`${MANIFEST_FILE}: missing model_version or classes`);
  manifest.classes.forEach((c, i) => {
    if (c.class_index !== i)
      throw new Error(`${MANIFEST_FILE}: class ${c.label} has index ${c.class_index}, expected ${i}`);
  });
  const barcodeIndices = manifest.classes.filter((c) => c.barcode_index !== null).length;
  if (barcodeIndices !== manifest.barcode.species_count)
    throw new Error(`${MANIFEST_FILE}: ${barcodeIndices} barcode classes, head has ${manifest.barcode.species_count}`);
  return manifest;
}
