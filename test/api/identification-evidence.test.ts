// POST /mmnet/identify with every kind of evidence (issue 29): accepted taxon ids from the loaded taxonomy, calibrated
// scores, the place/date prior built from the loaded occurrence records, and "none of these" (in_scope) for photos of
// no known species — real held-out photos (from ../shared/data when it is there), real barcodes and records; the
// non-butterfly images are synthetic by design (noise, flat colour, text).
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBarcodeSpecimens, loadForeignBarcodes } from '../../tools/identification/barcode-specimens.js';
import { loadPhotoIndex, MODEL_DIR, photoPath } from '../../tools/identification/dataset.js';
import { nonButterflyImages } from '../../tools/identification/evaluate.js';
import { readManifest } from '../../workers/identification/manifest.js';
import { errorOf, useTestDatabase, useTestService } from '../support/service.js';
import { requirePart, SYSTEM_PARTS } from '../support/system-parts.js';

const service = useTestService();
const database = useTestDatabase();
const manifest = readManifest(MODEL_DIR);
const withPhotos = requirePart(SYSTEM_PARTS.sharedPhotos, 'photo-based identification tests');
const heldOutBarcodes = loadBarcodeSpecimens().filter((s) => s.heldOut);

interface Prediction {
  class_index: number;
  label: string;
  score: number;
  taxon_id: number | null;
}
interface Result {
  prediction: Prediction;
  top_k: Prediction[];
  sequence_contribution: number;
  image_contribution: number;
  prior_contribution: number;
  in_scope: boolean;
  scope_reason: string | null;
}

const jpeg = (bytes: Uint8Array) => new Blob([bytes], { type: 'image/jpeg' });
async function identify(fields: Record<string, string | Blob>): Promise<Response> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) body.set(name, value, 'specimen.jpg');
    else body.set(name, value);
  }
  return service().fetch('/api/v1/mmnet/identify', { method: 'POST', body });
}
async function resultOf(response: Response): Promise<Result> {
  const body = (await response.json()) as { data: Result };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

let synthetic: { name: string; bytes: Buffer }[] = [];
beforeAll(async () => {
  synthetic = await nonButterflyImages();
});

describe('predictions name the accepted taxon', () => {
  it('gives every class the taxon the loaded taxonomy accepts for its name (a synonym resolved, an unknown name null)', async () => {
    const barcode = heldOutBarcodes.find((s) => s.label === 'Aglais io')!;
    const result = await resultOf(
      await identify({
        image: jpeg(synthetic[1].bytes),
        barcode: barcode.sequence,
        mode: 'sequence_only',
        top_k: '10',
      }),
    );
    expect(result.prediction.label).toBe('Aglais io');
    // Aglais io is a Lepitaxa synonym of Nymphalis io
    const io = await database().one<{ id: number; name: string }>(
      `SELECT t.id, t.name FROM taxon_synonym s JOIN taxon t ON t.id = s.taxon_id WHERE s.name = 'Aglais io'`,
    );
    expect([io.name, result.prediction.taxon_id]).toEqual(['Nymphalis io', io.id]);
    for (const p of result.top_k) {
      const label = manifest.classes[p.class_index].label;
      const exact = await database().oneOrNone<{ id: number }>(
        `SELECT id FROM taxon WHERE name = $1 AND rank = 'species'`,
        [label],
      );
      if (exact) expect(p.taxon_id, label).toBe(exact.id);
      else expect(p.taxon_id === null || p.taxon_id > 0, label).toBe(true);
    }
  });
});

describe('non-butterfly images and foreign barcodes are out of scope', () => {
  it('answers in_scope false for noise, flat colours and text, keeping a best class', async () => {
    for (const image of synthetic) {
      const result = await resultOf(await identify({ image: new Blob([image.bytes]) }));
      expect([image.name, result.in_scope, result.scope_reason]).toEqual([
        image.name,
        false,
        'image_unlike_known_species',
      ]);
      expect(result.prediction.label).toBe(manifest.classes[result.prediction.class_index].label);
    }
  });

  it('answers a barcode of a species outside the model alone as out of scope, one of a reference species in scope', async () => {
    const foreign = loadForeignBarcodes({ role: 'evaluation' }).find((f) => !f.congener)!;
    const alone = await resultOf(
      await identify({ image: jpeg(synthetic[0].bytes), barcode: foreign.sequence, mode: 'sequence_only' }),
    );
    expect([alone.in_scope, alone.scope_reason]).toEqual([false, 'barcode_unlike_reference_species']);
    const own = await resultOf(
      await identify({ image: jpeg(synthetic[0].bytes), barcode: heldOutBarcodes[0].sequence, mode: 'sequence_only' }),
    );
    expect([own.in_scope, own.scope_reason]).toEqual([true, null]);
  });
});

describe('place and date checks', () => {
  const codeOf = async (response: Response) => ({
    status: response.status,
    code: (await errorOf(response)).error.code,
  });
  it('refuses a coordinate without the other, out-of-range values, impossible dates and date with day_of_year', async () => {
    const image = jpeg(synthetic[1].bytes);
    expect(await codeOf(await identify({ image, latitude: '51.5' }))).toEqual({ status: 400, code: 'INVALID_BODY' });
    expect((await codeOf(await identify({ image, latitude: '91', longitude: '0' }))).status).toBe(400);
    expect((await codeOf(await identify({ image, latitude: '10', longitude: '-181' }))).status).toBe(400);
    expect((await codeOf(await identify({ image, latitude: 'north', longitude: '0' }))).status).toBe(400);
    expect((await codeOf(await identify({ image, date: '2023-02-29' }))).status).toBe(400);
    expect((await codeOf(await identify({ image, date: 'May 12' }))).status).toBe(400);
    expect((await codeOf(await identify({ image, day_of_year: '367' }))).status).toBe(400);
    expect(await codeOf(await identify({ image, date: '2024-05-12', day_of_year: '133' }))).toEqual({
      status: 400,
      code: 'INVALID_BODY',
    });
  });
});

describe.skipIf(!withPhotos)('the place/date prior on held-out photos (../shared/data)', () => {
  const photos = withPhotos ? loadPhotoIndex().filter((p) => p.split === 'test') : [];

  it('keeps the three contributions summing to 1 and moves the answer towards species recorded at that place and day', async () => {
    // a held-out photo of a species with many placed and dated records: Anthocharis cardamines
    const photo = photos.find((p) => manifest.classes[p.classIndex].label === 'Anthocharis cardamines')!;
    const record = await database().one<{ latitude: number; longitude: number; day_of_year: number }>(
      `SELECT o.latitude, o.longitude, o.day_of_year FROM occurrence o JOIN taxon t ON t.id = o.taxon_id
       WHERE t.name = 'Anthocharis cardamines' AND o.latitude IS NOT NULL AND o.day_of_year IS NOT NULL ORDER BY o.id LIMIT 1`,
    );
    const image = jpeg(readFileSync(photoPath(photo)));
    const plain = await resultOf(await identify({ image }));
    expect(plain.prior_contribution).toBe(0);
    const placed = await resultOf(
      await identify({
        image,
        latitude: String(record.latitude),
        longitude: String(record.longitude),
        day_of_year: String(record.day_of_year),
      }),
    );
    expect(placed.prediction.class_index).toBe(photo.classIndex);
    expect(placed.prediction.score).toBeGreaterThanOrEqual(plain.prediction.score);
    expect(placed.prior_contribution).toBeGreaterThanOrEqual(0);
    expect(placed.sequence_contribution + placed.image_contribution + placed.prior_contribution).toBeCloseTo(1, 3);
    // the same photo at the same place in midwinter: off the species' flight period, the prior lowers its score
    const winter = await resultOf(
      await identify({
        image,
        latitude: String(record.latitude),
        longitude: String(record.longitude),
        date: '2024-01-15',
      }),
    );
    const scoreOf = (r: Result) => r.top_k.find((p) => p.class_index === photo.classIndex)?.score ?? 0;
    expect(scoreOf(winter)).toBeLessThan(scoreOf(placed));
    expect(winter.prior_contribution).toBeGreaterThan(0);
  });

  it('keeps held-out photos of the 30 species in scope, with calibrated scores in [0, 1]', async () => {
    const onePerSpecies = [...new Map(photos.map((p) => [p.classIndex, p])).values()];
    let inScope = 0;
    for (const photo of onePerSpecies) {
      const result = await resultOf(await identify({ image: jpeg(readFileSync(photoPath(photo))) }));
      if (result.in_scope) inScope += 1;
      expect(result.top_k.every((p) => p.score >= 0 && p.score <= 1)).toBe(true);
    }
    // the rule rejects about 10 % of in-scope validation photos by design
    expect(inScope).toBeGreaterThanOrEqual(24);
  });

  it('says a photo with a barcode of a species outside the model contradicts a class that has reference barcodes', async () => {
    const foreign = loadForeignBarcodes({ role: 'evaluation' }).find((f) => !f.congener)!;
    // a held-out photo of a reference-barcode species that the image alone names and keeps in scope
    let checked = 0;
    for (const photo of photos.filter((p) => manifest.classes[p.classIndex].barcode_index !== null)) {
      const image = jpeg(readFileSync(photoPath(photo)));
      const alone = await resultOf(await identify({ image }));
      if (!alone.in_scope || alone.prediction.class_index !== photo.classIndex) continue;
      const result = await resultOf(await identify({ image, barcode: foreign.sequence }));
      expect(result.prediction.class_index).toBe(photo.classIndex);
      expect([result.in_scope, result.scope_reason]).toEqual([false, 'barcode_contradicts_image']);
      if (++checked === 3) break;
    }
    expect(checked).toBe(3);
  });
});
