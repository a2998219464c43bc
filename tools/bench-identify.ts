// Benchmark: POST /mmnet/identify end to end with varied requests (every request a different held-out photo, a held-out
// barcode of its species, and for the four-evidence kind a place and date from a held-out occurrence record of that
// species). Same run, interleaved: image+barcode and all four kinds on the current model, and image+barcode on the model
// of the commit before issue 29 ("today's", rebuilt from git into var/) — server-side latency (the answer's latency_ms)
// and its ratio to today's; then the throughput of 4 concurrent clients (distinct X-Forwarded-For addresses).
// Usage: npx tsx tools/bench-identify.ts [requests-per-kind]   (DATA_DIR / EMBEDDED_PG_PORT as for the service)
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { loadConfig, PROJECT_ROOT } from '../config.js';
import { createLogger } from '../core/logger.js';
import { startService } from '../app/start.js';
import { createIdentificationRepo, type PriorRecordRow } from '../db/identification/repo.js';
import { readManifest } from '../workers/identification/manifest.js';
import { loadBarcodeSpecimens } from './identification/barcode-specimens.js';
import { loadPhotoIndex, MODEL_DIR, photoPath, photosAvailable } from './identification/dataset.js';
import { BENCH_SERVICE_ENV } from './bench/dataset.js';
import { percentile, seededRandom } from './bench/stats.js';

const REQUESTS = Number(process.argv[2] ?? 150);
const CLIENTS = 4;
const TARGET_P50_MS = 60;
const TARGET_RATE = 20;
/** Issue 29: all four kinds of evidence at most this many times today's image+barcode server-side latency. */
const TARGET_RATIO = 1.5;
/** The last commit before issue 29: its model is "today's" for the ratio. */
const BASELINE_COMMIT = '79e6878409743b177d8f03534aba70160a20b9ad';

/** Today's model files from git, with the manifest fields later code reads set to neutral values (no calibration, no open-set). */
function baselineModelDir(): string {
  const dir = join(PROJECT_ROOT, 'var', 'bench-identify', BASELINE_COMMIT.slice(0, 10));
  mkdirSync(dir, { recursive: true });
  const show = (file: string) =>
    execFileSync('git', ['show', `${BASELINE_COMMIT}:models/identification/${file}`], {
      cwd: PROJECT_ROOT,
      maxBuffer: 1 << 30,
    });
  const old = JSON.parse(show('model.json').toString('utf8'));
  for (const file of [old.image.backbone_file, old.image.head_file, old.barcode.head_file])
    writeFileSync(join(dir, file), show(file));
  const current = readManifest(MODEL_DIR);
  const manifest = {
    ...old,
    image: { ...old.image, temperature: 1, scope: { top_probability: [], nearest_similarity: [], threshold: 0 } },
    barcode: { ...old.barcode, temperature: 1 },
    fusion: { temperature: 1 },
    prior: current.prior,
  };
  writeFileSync(join(dir, 'model.json'), JSON.stringify(manifest));
  return dir;
}

interface Sample {
  readonly photo: Buffer;
  readonly barcode: string;
  readonly place: PriorRecordRow | null;
}

async function samples(records: readonly PriorRecordRow[]): Promise<{ list: Sample[]; what: string }> {
  const barcodes = loadBarcodeSpecimens().filter((s) => s.heldOut);
  const placed = records.filter((r) => r.latitude !== null && (r.dayOfYear !== null || r.month !== null));
  const random = seededRandom(29);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
  if (!photosAvailable()) {
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
    return {
      list: barcodes.slice(0, 100).map((b) => ({ photo: bytes, barcode: b.sequence, place: pick(placed) })),
      what: 'SYNTHETIC 224×224 noise JPEG (photos not available) + held-out barcodes',
    };
  }
  // held-out photos of the species with reference barcodes, each with a held-out barcode and a record of its species
  const photos = loadPhotoIndex().filter(
    (p) => p.split !== 'train' && barcodes.some((b) => b.classIndex === p.classIndex),
  );
  const list = photos.map((p) => {
    const own = placed.filter((r) => r.classIndex === p.classIndex);
    return {
      photo: readFileSync(photoPath(p)),
      barcode: pick(barcodes.filter((b) => b.classIndex === p.classIndex)).sequence,
      place: own.length ? pick(own) : pick(placed),
    };
  });
  return {
    list,
    what: `${list.length} held-out photos (17 barcode species) + held-out barcodes of their species + records`,
  };
}

const config = loadConfig({
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  TRUST_PROXY: 'loopback',
  WARM_UP: 'false',
  // a fresh DATA_DIR is loaded on start (the place/date samples read its records)
  ...BENCH_SERVICE_ENV,
});
const logger = createLogger('warn');
const current = await startService(config, logger);
// the baseline shares the first service's database: an embedded cluster is owned by one server (a second start on
// the same DATA_DIR would find it in use)
const baseline = await startService(
  {
    ...config,
    databaseUrl: current.database.url,
    identificationModelDir: baselineModelDir(),
    workerThreads: config.workerThreads,
  },
  logger,
);
try {
  const repo = createIdentificationRepo(current.database.db);
  const records: PriorRecordRow[] = await repo.priorRecords(
    await repo.classTaxa(readManifest(MODEL_DIR).classes.map((c) => c.label)),
  );
  const { list, what } = await samples(records);
  for (const url of [current.url, baseline.url])
    for (let i = 0; i < 300; i++) {
      const health = (await (await fetch(`${url}/api/v1/mmnet/health`)).json()) as { data: { status: string } };
      if (health.data.status === 'ready') break;
      if (health.data.status === 'error') throw new Error('an identification model failed to load');
      await new Promise((r) => setTimeout(r, 100));
    }

  type Kind = 'today image+barcode' | 'image+barcode' | 'all four';
  const once = async (url: string, sample: Sample, kind: Kind, client = 0) => {
    const body = new FormData();
    body.set('image', new Blob([sample.photo], { type: 'image/jpeg' }), 'specimen.jpg');
    body.set('barcode', sample.barcode);
    if (kind === 'all four' && sample.place) {
      body.set('latitude', String(sample.place.latitude));
      body.set('longitude', String(sample.place.longitude));
      body.set('day_of_year', String(sample.place.dayOfYear ?? Math.round((sample.place.month! - 0.5) * 30.5)));
    }
    const started = performance.now();
    const response = await fetch(`${url}/api/v1/mmnet/identify`, {
      method: 'POST',
      body,
      headers: { 'X-Forwarded-For': `10.0.0.${client + 1}` },
    });
    const json = (await response.json()) as { data: { latency_ms: number } };
    if (response.status !== 200) throw new Error(`identify answered ${response.status}`);
    return { server: json.data.latency_ms, total: performance.now() - started };
  };
  const kinds: [Kind, string][] = [
    ['today image+barcode', baseline.url],
    ['image+barcode', current.url],
    ['all four', current.url],
  ];
  // warm-up: JIT, first-run allocations, the prior's build
  for (let i = 0; i < 10; i++) for (const [kind, url] of kinds) await once(url, list[i % list.length], kind);
  const server = new Map<Kind, number[]>(kinds.map(([k]) => [k, []]));
  const total = new Map<Kind, number[]>(kinds.map(([k]) => [k, []]));
  // interleaved, so a busy moment of the machine touches every kind alike; each request a different sample
  for (let i = 0; i < REQUESTS; i++)
    for (const [kind, url] of kinds) {
      const t = await once(url, list[(i * 7 + 3) % list.length], kind);
      server.get(kind)!.push(t.server);
      total.get(kind)!.push(t.total);
    }

  const concurrent: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      while (next < REQUESTS)
        concurrent.push((await once(current.url, list[next++ % list.length], 'all four', client)).total);
    }),
  );
  const rate = concurrent.length / ((performance.now() - started) / 1000);

  console.log(`input: ${what}; modes multimodal_fusion; ${REQUESTS} requests per kind, interleaved`);
  console.log(
    `machine: ${availableParallelism()} cores, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; identification threads ${config.identifyThreads || availableParallelism()} per service`,
  );
  const today = percentile(server.get('today image+barcode')!, 50);
  for (const [kind] of kinds) {
    const s = server.get(kind)!;
    const t = total.get(kind)!;
    console.log(
      `${kind.padEnd(20)} server-side p50 ${percentile(s, 50).toFixed(1)} ms, p95 ${percentile(s, 95).toFixed(1)} ms; end to end p50 ${percentile(t, 50).toFixed(1)} ms (ratio to today's image+barcode p50 ${(percentile(s, 50) / today).toFixed(2)})`,
    );
  }
  const ratio = percentile(server.get('all four')!, 50) / today;
  console.log(
    `all four kinds vs today's image+barcode (server-side p50): ${ratio.toFixed(2)}× (target ≤ ${TARGET_RATIO}×: ${ratio <= TARGET_RATIO ? 'met' : 'NOT met'}); place/date overhead on the same model ${(percentile(server.get('all four')!, 50) / percentile(server.get('image+barcode')!, 50)).toFixed(2)}×`,
  );
  const p50 = percentile(total.get('all four')!, 50);
  console.log(
    `1 client, all four: end-to-end p50 ${p50.toFixed(1)} ms (target p50 ≤ ${TARGET_P50_MS} ms: ${p50 <= TARGET_P50_MS ? 'met' : 'NOT met'})`,
  );
  console.log(
    `${CLIENTS} clients, all four, ${concurrent.length} requests: ${rate.toFixed(1)} identifications/s, p50 ${percentile(concurrent, 50).toFixed(1)} ms, p95 ${percentile(concurrent, 95).toFixed(1)} ms (target ≥ ${TARGET_RATE}/s: ${rate >= TARGET_RATE ? 'met' : 'NOT met'})`,
  );
} finally {
  // the baseline first: it uses the first service's database
  await baseline.close();
  await current.close();
}
