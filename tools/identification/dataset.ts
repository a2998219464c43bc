// The identification model's classes and photo index (from the shipped data/identification tables) and where the photos live.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PROJECT_ROOT } from '../../config.js';
import { readTable } from '../../db/load/read.js';

export const DATASET_DIR = join(PROJECT_ROOT, 'data');
export const MODEL_DIR = join(PROJECT_ROOT, 'models', 'identification');

/** The read-only source dataset with the photos (never committed); SHARED_DATA_DIR overrides `../shared/data`. */
export function sharedDataDir(): string {
  return resolve(PROJECT_ROOT, process.env.SHARED_DATA_DIR || '../shared/data');
}

export function photosAvailable(): boolean {
  return existsSync(join(sharedDataDir(), 'images'));
}

export interface IdentificationClass {
  /** Stable index: position in the scientific names sorted by code unit (documented in the model card). */
  readonly classIndex: number;
  readonly label: string;
  readonly commonName: string;
  /** Index among the species with reference COI barcodes (sorted the same way), or null. */
  readonly barcodeIndex: number | null;
}

export function loadClasses(): IdentificationClass[] {
  const rows = readTable(DATASET_DIR, 'identification/images_open_species.csv.gz')
    .map((r) => ({
      label: r.scientific_name.trim(),
      commonName: r.common_name.trim(),
      hasBarcodes: r.has_barcodes === 'yes',
    }))
    .sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  let barcodeIndex = 0;
  return rows.map((r, classIndex) => ({
    classIndex,
    label: r.label,
    commonName: r.commonName,
    barcodeIndex: r.hasBarcodes ? barcodeIndex++ : null,
  }));
}

export type PhotoSplit = 'train' | 'valid' | 'test';

export interface PhotoRecord {
  /** Path relative to the shared data folder, e.g. images/Aglais_io/train_006.jpg. */
  readonly file: string;
  readonly classIndex: number;
  readonly split: PhotoSplit;
  readonly sha1: string;
}

export function loadPhotoIndex(classes: readonly IdentificationClass[] = loadClasses()): PhotoRecord[] {
  const byLabel = new Map(classes.map((c) => [c.label, c.classIndex]));
  return readTable(DATASET_DIR, 'identification/images_open_index.csv.gz').map((r) => {
    const classIndex = byLabel.get(r.scientific_name.trim());
    if (classIndex === undefined) throw new Error(`photo ${r.file}: unknown class ${r.scientific_name}`);
    return { file: r.file, classIndex, split: r.split as PhotoSplit, sha1: r.sha1 };
  });
}

export function photoPath(record: PhotoRecord): string {
  return join(sharedDataDir(), record.file);
}
