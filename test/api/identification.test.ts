// POST /mmnet/identify and GET /mmnet/health on the running service: real photos (read from ../shared/data when it is
// there — the photos are never committed), real held-out barcodes, every input check, and the per-IP concurrency limit.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBarcodeSpecimens, loadForeignBarcodes } from '../../tools/identification/barcode-specimens.js';
import { loadPhotoIndex, MODEL_DIR, photoPath } from '../../tools/identification/dataset.js';
import { readManifest } from '../../workers/identification/manifest.js';
import { errorOf, useTestService } from '../support/service.js';
import { requirePart, SYSTEM_PARTS } from '../support/system-parts.js';

const service = useTestService();
const manifest = readManifest(MODEL_DIR);
const heldOutBarcodes = loadBarcodeSpecimens().filter((s) => s.heldOut);
const withPhotos = requirePart(SYSTEM_PARTS.sharedPhotos, 'photo-based identification tests');

interface Prediction {
  class_index: number;
  label: string;
  score: number;
}
interface Result {
  request_id: string;
  model_version: string;
  mode: string;
  latency_ms: number;
  prediction: Prediction;
  top_k: Prediction[];
  sequence_contribution: number;
  image_contribution: number;
}

/** A neutral photo-sized JPEG for requests whose photo is not what is being tested. */
let plainJpeg: Buffer;
beforeAll(async () => {
  plainJpeg = await sharp({ create: { width: 224, height: 224, channels: 3, background: '#7a8a6a' } })
    .jpeg()
    .toBuffer();
});

function form(fields: Record<string, string | Blob>, fileName = 'specimen.jpg'): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) body.set(name, value, fileName);
    else body.set(name, value);
  }
  return body;
}

const jpeg = (bytes: Uint8Array) => new Blob([bytes], { type: 'image/jpeg' });

async function identify(fields: Record<string, string | Blob>, headers?: Record<string, string>): Promise<Response> {
  return service().fetch('/api/v1/mmnet/identify', { method: 'POST', body: form(fields), headers });
}

async function resultOf(response: Response): Promise<Result> {
  const body = (await response.json()) as { data: Result };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

describe('GET /mmnet/health', () => {
  it('reports the loaded model: ready, its version, 30 classes, cpu', async () => {
    const response = await service().fetch('/api/v1/mmnet/health');
    const body = (await response.json()) as { data: Record<string, unknown> };
    expect(body.data).toEqual({
      status: 'ready',
      model_version: manifest.model_version,
      class_count: 30,
      device: 'cpu',
    });
    const health = (await (await service().fetch('/api/v1/health')).json()) as {
      data: { subsystems: { identification: { status: string } } };
    };
    expect(health.data.subsystems.identification.status).toBe('ok');
  });
});

describe('POST /mmnet/identify with barcodes', () => {
  it('identifies held-out barcodes of every reference species (sequence_only), scores ordered and top_k honoured', async () => {
    // one held-out specimen per species
    const bySpecies = new Map(heldOutBarcodes.map((s) => [s.classIndex, s]));
    let correct = 0;
    for (const specimen of bySpecies.values()) {
      const result = await resultOf(
        await identify({ image: jpeg(plainJpeg), barcode: specimen.sequence, mode: 'sequence_only', top_k: '3' }),
      );
      expect(result.mode).toBe('sequence_only');
      expect(result.sequence_contribution).toBe(1);
      expect(result.image_contribution).toBe(0);
      expect(result.top_k).toHaveLength(3);
      expect(result.top_k[0]).toEqual(result.prediction);
      const scores = result.top_k.map((p) => p.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(result.prediction.label).toBe(manifest.classes[result.prediction.class_index].label);
      if (result.prediction.class_index === specimen.classIndex) correct += 1;
    }
    expect(bySpecies.size).toBe(17);
    expect(correct).toBeGreaterThanOrEqual(16);
  });

  it('reads a barcode pasted as FASTA with line breaks and lower case', async () => {
    const specimen = heldOutBarcodes[0];
    const fasta = `>${specimen.sampleId} query\n${specimen.sequence
      .toLowerCase()
      .match(/.{1,60}/g)!
      .join('\n')}\n`;
    const result = await resultOf(await identify({ image: jpeg(plainJpeg), barcode: fasta, mode: 'sequence_only' }));
    expect(result.prediction.label).toBe(specimen.label);
    expect(result.top_k).toHaveLength(5);
  });

  it('gives a barcode of a species outside the model little weight and a low score', async () => {
    const foreign = loadForeignBarcodes({ role: 'evaluation' })
      .filter((f) => !f.congener)
      .slice(0, 3);
    for (const f of foreign) {
      const alone = await resultOf(
        await identify({ image: jpeg(plainJpeg), barcode: f.sequence, mode: 'sequence_only' }),
      );
      expect(alone.prediction.score, f.scientificName).toBeLessThan(0.5);
      const fused = await resultOf(await identify({ image: jpeg(plainJpeg), barcode: f.sequence }));
      expect(fused.mode).toBe('multimodal_fusion');
      expect(fused.sequence_contribution, f.scientificName).toBeLessThan(0.3);
    }
  });
});

describe.skipIf(!withPhotos)('POST /mmnet/identify with held-out photos (../shared/data)', () => {
  const photos = withPhotos ? loadPhotoIndex().filter((p) => p.split === 'test') : [];
  // the first test photo of every species
  const onePerSpecies = [...new Map(photos.map((p) => [p.classIndex, p])).values()];

  it('names the species of held-out photos (image only), with a UUID request id and measured latency', async () => {
    let top1 = 0;
    let top5 = 0;
    for (const photo of onePerSpecies) {
      const result = await resultOf(await identify({ image: jpeg(readFileSync(photoPath(photo))) }));
      // no mode asked: the default, multimodal_fusion, with the image carrying all the weight (issue 17)
      expect(result.mode).toBe('multimodal_fusion');
      expect(result.sequence_contribution).toBe(0);
      expect(result.image_contribution).toBe(1);
      expect(result.request_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(result.latency_ms).toBeGreaterThan(0);
      if (result.prediction.class_index === photo.classIndex) top1 += 1;
      if (result.top_k.some((p) => p.class_index === photo.classIndex)) top5 += 1;
    }
    expect(onePerSpecies).toHaveLength(30);
    expect(top1).toBeGreaterThanOrEqual(24);
    expect(top5).toBeGreaterThanOrEqual(28);
  });

  it('fuses a photo with a barcode of the same species; weights sum to 1', async () => {
    const photo = onePerSpecies.find((p) => manifest.classes[p.classIndex].barcode_index !== null)!;
    const barcode = heldOutBarcodes.find((s) => s.classIndex === photo.classIndex)!;
    const result = await resultOf(
      await identify({ image: jpeg(readFileSync(photoPath(photo))), barcode: barcode.sequence, top_k: '10' }),
    );
    expect(result.mode).toBe('multimodal_fusion');
    expect(result.prediction.class_index).toBe(photo.classIndex);
    expect(result.sequence_contribution).toBeGreaterThan(0);
    expect(result.image_contribution).toBeGreaterThan(0);
    expect(result.sequence_contribution + result.image_contribution).toBeCloseTo(1, 6);
    expect(result.top_k).toHaveLength(10);
  });

  it('recognises a PNG or WebP by content, whatever the file is called', async () => {
    const photo = onePerSpecies[0];
    const png = await sharp(readFileSync(photoPath(photo)))
      .png()
      .toBuffer();
    const body = new FormData();
    body.set('image', new Blob([png], { type: 'application/octet-stream' }), 'photo.jpg');
    const result = await resultOf(await service().fetch('/api/v1/mmnet/identify', { method: 'POST', body }));
    expect(result.prediction.class_index).toBe(photo.classIndex);
  });
});

describe('POST /mmnet/identify input checks', () => {
  const codeOf = async (response: Response) => ({
    status: response.status,
    code: (await errorOf(response)).error.code,
  });

  it('needs the image as a file part', async () => {
    expect(await codeOf(await identify({ barcode: heldOutBarcodes[0].sequence }))).toEqual({
      status: 400,
      code: 'INVALID_IMAGE',
    });
    expect(await codeOf(await identify({ image: 'not a file' }))).toEqual({ status: 400, code: 'INVALID_IMAGE' });
  });

  it('answers 415 to a body that is not multipart/form-data', async () => {
    const response = await service().fetch('/api/v1/mmnet/identify', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"image":"x"}',
    });
    const body = await errorOf(response);
    expect([response.status, body.error.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    expect(body.error.details).toMatchObject({ accepted: ['multipart/form-data'] });
  });

  it('refuses files that are not JPEG, PNG or WebP by content, undecodable images and decompression bombs', async () => {
    const text = new Blob(['hello, I am a text file'], { type: 'image/jpeg' });
    expect(await codeOf(await identify({ image: text }))).toEqual({ status: 400, code: 'INVALID_IMAGE' });
    expect(await codeOf(await identify({ image: jpeg(plainJpeg.subarray(0, 300)) }))).toEqual({
      status: 400,
      code: 'INVALID_IMAGE',
    });
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#808080' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const response = await identify({ image: new Blob([bomb], { type: 'image/png' }) });
    const body = await errorOf(response);
    expect([response.status, body.error.code]).toEqual([400, 'INVALID_IMAGE']);
    expect(body.error.message).toMatch(/pixels/);
  });

  it('answers 413 FILE_TOO_LARGE above 10 MB', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(plainJpeg);
    expect(await codeOf(await identify({ image: jpeg(big) }))).toEqual({ status: 413, code: 'FILE_TOO_LARGE' });
  });

  it('refuses barcodes that are not IUPAC nucleotides, of insane length, or missing for sequence_only', async () => {
    const image = jpeg(plainJpeg);
    expect(await codeOf(await identify({ image, barcode: 'ACGTXZ'.repeat(50) }))).toEqual({
      status: 400,
      code: 'INVALID_BARCODE',
    });
    expect(await codeOf(await identify({ image, barcode: 'ACGT' }))).toEqual({ status: 400, code: 'INVALID_BARCODE' });
    expect(await codeOf(await identify({ image, barcode: 'A'.repeat(5000) }))).toEqual({
      status: 400,
      code: 'INVALID_BARCODE',
    });
    expect(await codeOf(await identify({ image, mode: 'sequence_only' }))).toEqual({
      status: 400,
      code: 'INVALID_BARCODE',
    });
  });

  it('refuses an unknown mode, top_k outside 1–10 and unknown fields', async () => {
    const image = jpeg(plainJpeg);
    expect((await codeOf(await identify({ image, mode: 'image_magic' }))).status).toBe(400);
    expect((await codeOf(await identify({ image, top_k: '0' }))).status).toBe(400);
    expect((await codeOf(await identify({ image, top_k: '11' }))).status).toBe(400);
    expect((await codeOf(await identify({ image, top_k: 'five' }))).status).toBe(400);
    expect((await codeOf(await identify({ image, colour: 'red' }))).status).toBe(400);
  });

  it('allows 3 identifications per client IP at once, answers 429 beyond, and frees every slot, errors included', async () => {
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => identify({ image: jpeg(plainJpeg), barcode: heldOutBarcodes[0].sequence })),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(3);
    const refused = burst.find((r) => r.status === 429);
    expect(refused, `statuses ${statuses.join(',')}`).toBeDefined();
    const error = await errorOf(refused!);
    expect(error.error.code).toBe('CONCURRENT_LIMIT_REACHED');
    expect(error.error.message).toBe('Maximum concurrent identification requests per IP reached.');
    expect(refused!.headers.get('retry-after')).toBe('1');
    // failures release their slot too: after a burst of errors three requests at once still pass
    await Promise.all(Array.from({ length: 6 }, () => identify({ image: new Blob(['nope']) })));
    const after = await Promise.all(Array.from({ length: 3 }, () => identify({ image: jpeg(plainJpeg) })));
    expect(after.map((r) => r.status)).toEqual([200, 200, 200]);
  });
});
