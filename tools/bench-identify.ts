// Benchmark: POST /mmnet/identify end to end (224×224 JPEG + 658 bp barcode, multimodal fusion): latency of one client
// and throughput of 4 concurrent clients (distinct X-Forwarded-For addresses, as 4 users behind a proxy would be).
// Usage: npx tsx tools/bench-identify.ts [requests-per-phase]   (DATA_DIR / EMBEDDED_PG_PORT as for the service)
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import sharp from 'sharp';
import { loadConfig } from '../config.js';
import { createLogger } from '../core/logger.js';
import { startService } from '../app/start.js';
import { loadBarcodeSpecimens } from './identification/barcode-specimens.js';
import { loadPhotoIndex, photoPath, photosAvailable } from './identification/dataset.js';
import { percentile } from './bench/stats.js';

const REQUESTS = Number(process.argv[2] ?? 200);
const CLIENTS = 4;
const TARGET_P50_MS = 60;
const TARGET_RATE = 20;

/** A real held-out photo when the source dataset is on this machine; otherwise a labelled synthetic JPEG of the same size. */
async function benchPhoto(): Promise<{ bytes: Buffer; what: string; classIndex: number | null }> {
  if (photosAvailable()) {
    const photo = loadPhotoIndex().find((p) => p.split === 'test' && p.classIndex === 1)!; // Aglais io: it has barcodes
    return {
      bytes: readFileSync(photoPath(photo)),
      what: `held-out photo ${photo.file}`,
      classIndex: photo.classIndex,
    };
  }
  const bytes = await sharp({
    create: {
      width: 224,
      height: 224,
      channels: 3,
      background: '#6b7d4f',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();
  return { bytes, what: 'SYNTHETIC 224×224 noise JPEG (photos not available)', classIndex: null };
}

const config = loadConfig({
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  AUTO_LOAD: 'false',
  TRUST_PROXY: 'loopback',
});
const service = await startService(config, createLogger('warn'));
try {
  const photo = await benchPhoto();
  const full = loadBarcodeSpecimens().filter((s) => s.heldOut && s.sequence.length === 658);
  const barcode = full.find((s) => s.classIndex === photo.classIndex) ?? full[0];
  if (!barcode) throw new Error('no held-out 658 bp barcode');
  for (let i = 0; i < 200; i++) {
    const health = (await (await fetch(`${service.url}/api/v1/mmnet/health`)).json()) as { data: { status: string } };
    if (health.data.status === 'ready') break;
    if (health.data.status === 'error') throw new Error('the identification model failed to load');
    await new Promise((r) => setTimeout(r, 100));
  }

  const once = async (client: number): Promise<number> => {
    const body = new FormData();
    body.set('image', new Blob([photo.bytes], { type: 'image/jpeg' }), 'specimen.jpg');
    body.set('barcode', barcode.sequence);
    const started = performance.now();
    const response = await fetch(`${service.url}/api/v1/mmnet/identify`, {
      method: 'POST',
      body,
      headers: { 'X-Forwarded-For': `10.0.0.${client + 1}` },
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`identify answered ${response.status}`);
    return performance.now() - started;
  };

  for (let i = 0; i < 10; i++) await once(0); // warm-up: JIT, first-run allocations in both threads
  const sequential: number[] = [];
  for (let i = 0; i < REQUESTS; i++) sequential.push(await once(0));

  const concurrent: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      while (next++ < REQUESTS) concurrent.push(await once(client));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const rate = concurrent.length / seconds;

  const p50 = percentile(sequential, 50);
  console.log(
    `input: ${photo.what} (${photo.bytes.length} bytes) + ${barcode.sequence.length} bp barcode (${barcode.label}, held out), mode multimodal_fusion`,
  );
  console.log(
    `machine: ${availableParallelism()} cores, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; worker threads ${config.workerThreads || availableParallelism()}`,
  );
  console.log(
    `1 client, ${REQUESTS} requests: p50 ${p50.toFixed(1)} ms, p95 ${percentile(sequential, 95).toFixed(1)} ms, max ${Math.max(...sequential).toFixed(1)} ms (target p50 ≤ ${TARGET_P50_MS} ms: ${p50 <= TARGET_P50_MS ? 'met' : 'NOT met'})`,
  );
  console.log(
    `${CLIENTS} clients, ${concurrent.length} requests: ${rate.toFixed(1)} identifications/s, p50 ${percentile(concurrent, 50).toFixed(1)} ms, p95 ${percentile(concurrent, 95).toFixed(1)} ms (target ≥ ${TARGET_RATE}/s: ${rate >= TARGET_RATE ? 'met' : 'NOT met'})`,
  );
} finally {
  await service.close();
}
