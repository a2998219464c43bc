// Backbone features of every photo and of its left/right mirror, extracted with onnxruntime and cached under var/ by the
// hashes of the backbone file, the photo list and the preprocessing source (a changed one never reuses stale features).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ort from 'onnxruntime-node';
import { PROJECT_ROOT } from '../../config.js';
import { IMAGE_INPUT_SIZE, prepareImage } from '../../workers/identification/image.js';
import { photoPath, type PhotoRecord } from './dataset.js';

export const FEATURE_CACHE = join(PROJECT_ROOT, 'var', 'identification', 'features');

export interface FeatureTable {
  readonly featureCount: number;
  /** Row i is photos[i]; `mirrored` row i is its left/right mirror. */
  readonly plain: Float32Array;
  readonly mirrored: Float32Array;
}

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/** Mirrors an NHWC [size, size, 3] tensor left/right (the mirror photo, without a second decode). */
export function mirrored(pixels: Float32Array): Float32Array {
  const out = new Float32Array(pixels.length);
  const row = IMAGE_INPUT_SIZE * 3;
  for (let y = 0; y < IMAGE_INPUT_SIZE; y++)
    for (let x = 0; x < IMAGE_INPUT_SIZE; x++)
      for (let c = 0; c < 3; c++) out[y * row + x * 3 + c] = pixels[y * row + (IMAGE_INPUT_SIZE - 1 - x) * 3 + c];
  return out;
}

export async function extractFeatures(
  backbone: string,
  photos: readonly PhotoRecord[],
  log: (message: string) => void = console.log,
): Promise<FeatureTable> {
  const key = sha256(
    [
      sha256(readFileSync(backbone)),
      sha256(JSON.stringify(photos)),
      sha256(readFileSync(join(PROJECT_ROOT, 'workers', 'identification', 'image.ts'))),
    ].join(),
  ).slice(0, 16);
  const cache = join(FEATURE_CACHE, `${key}.f32`);
  const session = await ort.InferenceSession.create(backbone, { intraOpNumThreads: 2, interOpNumThreads: 1 });
  const featureCount = Number(
    (session.outputMetadata as unknown as { name: string; shape: (number | string)[] }[]).find(
      (o) => o.name === 'features',
    )?.shape[1],
  );
  if (!(featureCount > 0)) throw new Error(`${backbone}: no [batch, F] output named features`);
  const split = (all: Float32Array): FeatureTable => ({
    featureCount,
    plain: all.subarray(0, photos.length * featureCount),
    mirrored: all.subarray(photos.length * featureCount),
  });
  if (existsSync(cache)) {
    await session.release();
    return split(new Float32Array(new Uint8Array(readFileSync(cache)).buffer));
  }
  const started = performance.now();
  const all = new Float32Array(2 * photos.length * featureCount);
  const batch = 16;
  for (let from = 0; from < photos.length; from += batch) {
    const chunk = photos.slice(from, from + batch);
    const prepared = await Promise.all(
      chunk.map(async (p) => {
        const image = await prepareImage(readFileSync(photoPath(p)));
        if (!image.ok) throw new Error(`${p.file}: ${image.reason}`);
        return image.pixels;
      }),
    );
    for (const [mirror, offset] of [
      [false, from],
      [true, photos.length + from],
    ] as const) {
      const input = new Float32Array(chunk.length * prepared[0].length);
      prepared.forEach((px, i) => input.set(mirror ? mirrored(px) : px, i * px.length));
      const { features } = await session.run({
        image: new ort.Tensor('float32', input, [chunk.length, IMAGE_INPUT_SIZE, IMAGE_INPUT_SIZE, 3]),
      });
      all.set(features.data as Float32Array, offset * featureCount);
    }
    if ((from / batch) % 25 === 0) log(`  features ${from + chunk.length}/${photos.length}`);
  }
  await session.release();
  mkdirSync(FEATURE_CACHE, { recursive: true });
  writeFileSync(cache, new Uint8Array(all.buffer));
  log(
    `  ${photos.length} photos × 2 (mirrored) → ${featureCount} features in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return split(all);
}

/** Several tables side by side (feature fusion of backbones run separately), row by row. */
export function concatTables(tables: readonly FeatureTable[], rows: number): FeatureTable {
  const featureCount = tables.reduce((sum, t) => sum + t.featureCount, 0);
  const plain = new Float32Array(rows * featureCount);
  const mirror = new Float32Array(rows * featureCount);
  for (let i = 0; i < rows; i++) {
    let offset = i * featureCount;
    for (const t of tables) {
      plain.set(t.plain.subarray(i * t.featureCount, (i + 1) * t.featureCount), offset);
      mirror.set(t.mirrored.subarray(i * t.featureCount, (i + 1) * t.featureCount), offset);
      offset += t.featureCount;
    }
  }
  return { featureCount, plain, mirrored: mirror };
}

/** Columns [from, from + count) of a table: one network's features out of a fused backbone's. */
export function sliceTable(table: FeatureTable, from: number, count: number): FeatureTable {
  const rows = table.plain.length / table.featureCount;
  const plain = new Float32Array(rows * count);
  const mirror = new Float32Array(rows * count);
  for (let i = 0; i < rows; i++) {
    plain.set(table.plain.subarray(i * table.featureCount + from, i * table.featureCount + from + count), i * count);
    mirror.set(
      table.mirrored.subarray(i * table.featureCount + from, i * table.featureCount + from + count),
      i * count,
    );
  }
  return { featureCount: count, plain, mirrored: mirror };
}
