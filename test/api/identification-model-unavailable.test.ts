// A model folder that cannot be loaded (corrupt ONNX file): health says `error`, identifications answer 503
// MODEL_UNAVAILABLE, and the rest of the service keeps working.
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODEL_DIR } from '../../tools/identification/dataset.js';
import { errorOf, useTestService } from '../support/service.js';

const broken = mkdtempSync(join(tmpdir(), 'broken-model-'));
copyFileSync(join(MODEL_DIR, 'model.json'), join(broken, 'model.json'));
for (const file of ['image-backbone.onnx', 'image-head.onnx', 'barcode-head.onnx'])
  writeFileSync(join(broken, file), 'not an onnx model');

const service = useTestService({ IDENTIFICATION_MODEL_DIR: broken });

async function health(): Promise<{ status: string; class_count: number; device: string }> {
  const body = (await (await service().fetch('/api/v1/mmnet/health')).json()) as {
    data: { status: string; class_count: number; device: string };
  };
  return body.data;
}

describe('identification with an unloadable model', () => {
  it('reports error in /mmnet/health and degraded in /health', async () => {
    expect(await health()).toMatchObject({ status: 'error', class_count: 30, device: 'cpu' });
    const overall = (await (await service().fetch('/api/v1/health')).json()) as {
      data: { status: string; subsystems: { identification: { status: string } } };
    };
    expect(overall.data.status).toBe('degraded');
    expect(overall.data.subsystems.identification.status).toBe('error');
  });

  it('answers 503 MODEL_UNAVAILABLE with Retry-After', async () => {
    const body = new FormData();
    body.set('image', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }), 'a.jpg');
    const response = await service().fetch('/api/v1/mmnet/identify', { method: 'POST', body });
    expect(response.status).toBe(503);
    expect((await errorOf(response)).error.code).toBe('MODEL_UNAVAILABLE');
    expect(response.headers.get('retry-after')).toBe('5');
  });
});
