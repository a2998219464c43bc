// Benchmark: exporting every occurrence record (~300k) as CSV and as a Darwin Core Archive through the API, as a job
// of the running service: seconds (target ≤ 30 s each), against a floor measured in the same run (the same rows COPYed
// out of PostgreSQL and gzip-compressed, nothing else), the service's RSS increase while it runs (target ≤ 100 MB),
// and the latency of list reads (distinct pages of /distributions) before and during an export.
// Uses the test database (var/test, TEST_PG_PORT), loaded first when empty as a test run or a first start would load it.
// Usage: TEST_PG_PORT=54461 node --expose-gc --import tsx tools/bench-exports.ts (--expose-gc: each export starts from a
// collected heap, so its RSS increase is its own)
import { rm } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { to as copyTo } from 'pg-copy-streams';
import { startService } from '../app/start.js';
import { BENCH_SERVICE_ENV } from './bench/dataset.js';
import { median } from './bench/stats.js';
import { silentLogger, testConfig } from '../test/support/test-config.js';

console.log(
  `machine: ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (shared with other engineers' test runs)`,
);
// an empty test cluster (a fresh clone, no test run yet) is loaded on start, as the test suite would load it
const config = testConfig({ EXPORT_RATE_LIMIT: '100000', WARM_UP: 'false', ...BENCH_SERVICE_ENV });
const service = await startService(config, silentLogger);
const db = service.database.db;
const { total } = await db.one<{ total: number }>('SELECT count(*)::int AS total FROM occurrence');

/** The floor: the occurrence rows COPYed out as text and gzip-compressed into nothing. */
async function floorSeconds(): Promise<number> {
  const started = performance.now();
  const connection = await db.connect();
  try {
    // the service's statement timeout is for requests; this one statement reads every row
    await connection.none('SET statement_timeout = 0');
    const stream = connection.client.query(copyTo('COPY (SELECT * FROM occurrence ORDER BY id) TO STDOUT'));
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
    await pipeline(stream as unknown as NodeJS.ReadableStream, createGzip({ level: 6 }), sink);
  } finally {
    await connection.done();
  }
  return (performance.now() - started) / 1000;
}

async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${service.url}${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Distinct list pages read one after another; their median latency in ms. */
let nextPage = 1;
async function readLatency(requests: number, until?: () => boolean): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < requests && !(until?.() ?? false); i++) {
    const started = performance.now();
    await api(`/api/v1/distributions?page=${(nextPage += 37) % 3000}&pageSize=20`);
    times.push(performance.now() - started);
  }
  return median(times);
}

async function exportAll(format: 'csv' | 'dwca', filters: Record<string, unknown>) {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage();
  let peak = before;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    if (now.rss > peak.rss) peak = now;
  }, 50);
  const started = performance.now();
  const created = await api<{ exportId: string }>('/api/v1/exports', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ dataset: 'occurrences', filters, format }),
  });
  let done = false;
  const reading = readLatency(200, () => done);
  let job: { status: string; recordCount: number | null; bytes: number | null; error: string | null };
  for (;;) {
    job = await api(`/api/v1/exports/${created.exportId}`);
    if (job.status === 'succeeded' || job.status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  done = true;
  const duringMs = await reading;
  clearInterval(sampler);
  if (job.status !== 'succeeded') throw new Error(`the ${format} export failed: ${job.error}`);
  const mb = (key: keyof NodeJS.MemoryUsage) => (peak[key] - before[key]) / 2 ** 20;
  // what grew at the RSS peak: the JavaScript heap (reserved, used) and the memory outside it (Buffers, zlib)
  const growth = `heap total +${mb('heapTotal').toFixed(1)} MB (used +${mb('heapUsed').toFixed(1)}), external +${mb('external').toFixed(1)} MB (array buffers +${mb('arrayBuffers').toFixed(1)})`;
  return {
    seconds,
    rssMb: mb('rss'),
    growth,
    records: job.recordCount,
    bytes: job.bytes,
    duringMs,
    load: loadavg()[0]!,
  };
}

try {
  const floor = await floorSeconds();
  console.log(`floor: COPY of all ${total} occurrence rows through gzip: ${floor.toFixed(2)} s`);
  const idleMs = await readLatency(40);
  console.log(
    `list reads (distinct pages of /distributions, pageSize 20) with no export running: median ${idleMs.toFixed(1)} ms`,
  );
  // an identical request would reuse the export of an earlier run: those are forgotten first (their files with them)
  await db.none("DELETE FROM job WHERE kind = 'export'");
  await rm(join(config.storageDir, 'exports'), { recursive: true, force: true });
  // the service's first use of the list (query caches, dictionaries, connections) is not the export's: one small
  // export first, not measured
  await exportAll('csv', { country: ['SE'], year: '2019' });
  for (const format of ['csv', 'dwca'] as const) {
    const r = await exportAll(format, {});
    console.log(
      `${format}: ${r.records} records, ${(r.bytes! / 2 ** 20).toFixed(1)} MB in ${r.seconds.toFixed(2)} s (target ≤ 30 s; ${(r.seconds / floor).toFixed(2)}× the floor), RSS +${r.rssMb.toFixed(1)} MB (target ≤ 100 MB; at the peak ${r.growth}), load average ${r.load.toFixed(2)}, list reads meanwhile: median ${r.duringMs.toFixed(1)} ms (${(r.duringMs / idleMs).toFixed(2)}× idle)`,
    );
  }
} finally {
  await service.close();
}
