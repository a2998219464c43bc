// Benchmark: how the occurrence operations hold up when the records grow tenfold — the long tail of tools/bench-api.ts
// (tools/bench/long-tail.ts: every request distinct, seeded) for listDistributions (q, and pages at every depth),
// getDistributionOverview, getDistributionsByNode and getDistributionTile, on the real records (1×, ~300k) and on a
// labelled synthetic set of 10× (~3 M), alternating 1×, 10×, 1×, with the service's RSS at each scale.
// A tool of its own, not a mode of bench-api: it builds and keeps a second database (in a DATA_DIR of its own) and runs
// services on both one after the other, measuring only the operations whose work depends on the number of records;
// bench-api's preparation (BLAST and niche jobs, repeated mixes, express floors for 46 operations) would add minutes
// and nothing to this comparison.
// Usage: DATA_DIR=var/bench-scale EMBEDDED_PG_PORT=54358 nice -n 10 npx tsx tools/bench-scale.ts [seconds per operation] [connections] [copies]
// Nothing needs preparing: DATA_DIR (1×) is loaded on its first start like any service's. The synthetic set is built
// once into `<DATA_DIR>-x<copies>/` and reused while the shipped data is unchanged: a copy of the 1× cluster (stopped),
// the shipped files copied to `dataset/` there beside a SYNTHETIC.md that says what the set is (so it has a data version
// of its own, and a service started on it never mistakes it for the real data), then every real occurrence copied
// copies − 1 times with a seeded jitter of place and date (tools/bench/scale-occurrences.sql: ids 'synthetic-x<k>:…'),
// and the per-taxon tables derived from the occurrences computed again.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config.js';
import { createLogger } from '../core/logger.js';
import { openDatabase, type Db } from '../db/database.js';
import { enterBulkMode, leaveBulkMode } from '../db/dataset/bulk-mode.js';
import { computeDataVersion, loadedDataVersion } from '../db/dataset/index.js';
import { sqlText } from '../db/sql.js';
import { BENCH_SERVICE_ENV } from './bench/dataset.js';
import { drive, rssMb, type LoadResult } from './bench/load.js';
import { buildLongTail, eachOnce, type Checklist } from './bench/long-tail.js';
import { nextMessage, requestChecklist, startChild } from './bench/service-process.js';

const SECONDS = Number(process.argv[2] ?? 5);
const CONNECTIONS = Number(process.argv[3] ?? 50);
const COPIES = Number(process.argv[4] ?? 10);
/** The synthetic set's jitter: its seed, at most this many degrees of latitude and longitude, this many days. */
const JITTER = { seed: 20261126, degrees: 0.05, days: 15 };
const OPERATIONS = ['listDistributions', 'getDistributionOverview', 'getDistributionsByNode', 'getDistributionTile'];
/** Tables derived from the occurrences at load (db/dataset/load.ts's DERIVED_SQL), emptied and derived again. */
const REDERIVED_TABLES = [
  'taxon_flight_period',
  'taxon_occurrence_rollup',
  'taxon_hostplant_rollup',
  'taxon_barcode_rollup',
  'occurrence_group_rollup',
  'occurrence_point_rollup',
];
/** Their SQL (the loader's own files; occurrence-search.sql is not run again: the copies keep their groups). */
const REDERIVED_SQL = [
  'dataset/source-records-derived.sql',
  'distributions/flight-periods.sql',
  'taxonomy/taxon-rollups.sql',
];
/** A service on 3 M records takes longer to build its derived data (tile index, record order) than bench-api waits. */
const READY_TIMEOUT_MS = 20 * 60_000;

const fmt = (n: number, digits = 0) => n.toFixed(digits);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const logger = createLogger('warn');
const quiet = { info: () => undefined, warn: (m: string) => logger.warn(m) };

interface Mix {
  name: string;
  paths: readonly string[];
}

interface Run {
  label: string;
  records: number;
  startMs: number;
  readyMs: number;
  derivedData: string;
  rows: { name: string; load: LoadResult; sent: number }[];
  rss: { ready: number; warmUpPeak: number; loadPeak: number; afterGc: number };
  memory: NodeJS.MemoryUsage | null;
  loadBefore: string;
  loadAfter: string;
}

/** The long tail of the occurrence operations, listDistributions split into its two kinds of request. */
function mixes(list: Checklist): Mix[] {
  return buildLongTail(
    list,
    OPERATIONS.map((operationId) => ({ operationId, paths: [] })),
  ).flatMap((mix) =>
    mix.operationId === 'listDistributions'
      ? [
          { name: 'listDistributions (q)', paths: mix.paths.filter((p) => p.includes('?q=')) },
          { name: 'listDistributions (pages)', paths: mix.paths.filter((p) => !p.includes('?q=')) },
        ]
      : [{ name: mix.operationId, paths: mix.paths }],
  );
}

/** /health until the derived data is no longer `loading` (ok, or error: then the run says so). */
async function derivedDataBuilt(url: string): Promise<string> {
  const started = performance.now();
  while (performance.now() - started < READY_TIMEOUT_MS) {
    const response = await fetch(`${url}/api/v1/health`).catch(() => null);
    if (response?.ok) {
      const health = (await response.json()) as {
        data: { status: string; subsystems: { derivedData: { status: string; message?: string } } };
      };
      const derived = health.data.subsystems.derivedData;
      if (derived.status !== 'loading')
        return `${health.data.status} (derived data ${derived.status}${derived.message ? `: ${derived.message}` : ''})`;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the service's derived data was not built within ${READY_TIMEOUT_MS / 60_000} minutes`);
}

/** One service on one scale: started fresh, its derived data built, then every mix of the long tail once. */
async function measure(label: string, env: Record<string, string>): Promise<Run> {
  const loadBefore = load();
  const started = performance.now();
  const service = await startChild(env);
  const startMs = performance.now() - started;
  let peak = rssMb(service.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(service.pid))), 250);
  const derivedData = await derivedDataBuilt(service.url);
  const readyMs = performance.now() - started - startMs;
  const warmUpPeak = peak;
  const ready = rssMb(service.pid);
  const list = await requestChecklist(service.child);
  peak = ready;
  const rows: Run['rows'] = [];
  for (const mix of mixes(list)) {
    const walk = eachOnce(mix.paths);
    const result = await drive({
      url: service.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: walk.requests,
    });
    rows.push({ name: mix.name, load: result, sent: walk.sent() });
    process.stdout.write('*');
  }
  clearInterval(sampler);
  const loadPeak = peak;
  service.child.send('gc');
  const afterGc = await nextMessage(service.child);
  const rssAfterGc = rssMb(service.pid);
  await service.stop();
  process.stdout.write('\n');
  return {
    label,
    records: list.totals.distributions,
    startMs,
    readyMs,
    derivedData,
    rows,
    rss: { ready, warmUpPeak, loadPeak, afterGc: rssAfterGc },
    memory: 'memory' in afterGc ? afterGc.memory : null,
    loadBefore,
    loadAfter: load(),
  };
}

/** The copies, the derived tables again and a data_load row of the synthetic data version, in one transaction. */
async function inflate(db: Db, dataVersion: string): Promise<void> {
  const started = new Date();
  await db.tx(async (t) => {
    // one long transaction: not an API request's statement timeout
    await t.none('SET LOCAL statement_timeout = 0');
    await t.none("SET LOCAL maintenance_work_mem = '256MB'");
    const client = { query: (text: string, values?: unknown[]) => t.result(text, values) };
    const restore = await enterBulkMode(client, ['occurrence', ...REDERIVED_TABLES]);
    const sql = readFileSync(fileURLToPath(new URL('./bench/scale-occurrences.sql', import.meta.url)), 'utf8');
    await t.none(sql, [COPIES, JITTER.seed, JITTER.degrees, JITTER.days]);
    await t.none(`TRUNCATE ${REDERIVED_TABLES.join(', ')}`);
    for (const file of REDERIVED_SQL) await t.none(sqlText(file));
    await leaveBulkMode(client, restore);
    await t.none(`ANALYZE occurrence, ${REDERIVED_TABLES.join(', ')}`);
    await t.none(
      `INSERT INTO data_load (data_version, started_at, finished_at, duration_ms, counts, unresolved, skipped, sources)
       SELECT $1, $2, now(), $3,
              counts || (SELECT jsonb_object_agg(t, n) FROM (
                SELECT 'occurrence' AS t, count(*)::int AS n FROM occurrence
                UNION ALL SELECT 'taxon_occurrence_rollup', count(*)::int FROM taxon_occurrence_rollup
                UNION ALL SELECT 'occurrence_group_rollup', count(*)::int FROM occurrence_group_rollup
                UNION ALL SELECT 'occurrence_point_rollup', count(*)::int FROM occurrence_point_rollup) c),
              unresolved, skipped, sources
       FROM data_load ORDER BY id DESC LIMIT 1`,
      [dataVersion, started, Date.now() - started.getTime()],
    );
  });
}

/**
 * The synthetic set in `<DATA_DIR>-x<copies>/`, built from the (stopped, loaded) 1× cluster unless one of the same
 * data version is there already. Returns what it did, for the printout.
 */
async function ensureScaled(baseDataDir: string, baseDatasetDir: string): Promise<{ dir: string; done: string }> {
  const dir = `${baseDataDir}-x${COPIES}`;
  const dataset = join(dir, 'dataset');
  rmSync(dataset, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(baseDatasetDir, dataset, { recursive: true });
  const realVersion = computeDataVersion(baseDatasetDir);
  writeFileSync(
    join(dataset, 'SYNTHETIC.md'),
    `# Synthetic benchmark data (tools/bench-scale.ts) — not the shipped dataset\n\n` +
      `The files beside this one are the shipped dataset (data version ${realVersion}). The database of this folder's\n` +
      `DATA_DIR holds, besides the real records, ${COPIES - 1} synthetic copies of every occurrence record (ids\n` +
      `'synthetic-x<k>:<real id>'), each moved by a seeded jitter (seed ${JITTER.seed}) of at most ±${JITTER.degrees}° in latitude and\n` +
      `longitude and ±${JITTER.days} days in date: ${COPIES}× the occurrences, for benchmarks only.\n`,
  );
  const env = { DATA_DIR: dir, DATASET_DIR: dataset, LOG_LEVEL: 'warn', ...BENCH_SERVICE_ENV };
  const config = loadConfig({ ...process.env, ...env });
  const wanted = computeDataVersion(dataset);
  const cluster = join(dir, 'postgres');
  if (existsSync(cluster)) {
    const database = await openDatabase(config, quiet);
    const loaded = await loadedDataVersion(database.db).finally(() => database.close());
    if (loaded === wanted) return { dir, done: `reused (data version ${wanted})` };
  }
  const started = performance.now();
  rmSync(cluster, { recursive: true, force: true });
  // cp -a keeps the owner: as root, the embedded PostgreSQL runs as the postgres user
  execFileSync('cp', ['-a', join(baseDataDir, 'postgres'), cluster]);
  const database = await openDatabase(config, quiet);
  try {
    if ((await loadedDataVersion(database.db)) !== realVersion) throw new Error(`${baseDataDir} holds no current load`);
    await inflate(database.db, wanted);
  } finally {
    await database.close();
  }
  return { dir, done: `built in ${fmt((performance.now() - started) / 1000, 1)} s (data version ${wanted})` };
}

function report(runs: Run[]): void {
  const [one, ten, again] = runs as [Run, Run, Run];
  console.log('');
  console.log(
    `LONG TAIL at 1× and ${COPIES}× the occurrence records — every request distinct (seeded), ${CONNECTIONS} connections, ${SECONDS} s per operation; answer cache ${process.env.ANSWER_CACHE ?? 'on'}`,
  );
  for (const run of runs)
    console.log(
      `${run.label}: ${run.records.toLocaleString('en')} records; listening ${fmt(run.startMs / 1000, 1)} s after the start, derived data built ${fmt(run.readyMs / 1000, 1)} s later, ${run.derivedData}; load average ${run.loadBefore} → ${run.loadAfter}`,
    );
  console.log('');
  console.log(
    `| operation | ${one.label} req/s | p50 / p99 ms | ${ten.label} req/s | p50 / p99 ms | ${again.label} req/s | p50 / p99 ms | ${COPIES}× ÷ mean 1× req/s | non-2xx (1× / ${COPIES}× / 1×) |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const [i, row] of one.rows.entries()) {
    const cells = [one, ten, again].map((run) => run.rows[i]!.load);
    const [a, b, c] = cells as [LoadResult, LoadResult, LoadResult];
    const ratio = b.requests.average / ((a.requests.average + c.requests.average) / 2);
    console.log(
      `| ${row.name} | ${cells.map((l) => `${fmt(l.requests.average)} | ${l.requests.total === 0 ? `none answered within ${SECONDS} s` : `${l.latency.p50} / ${l.latency.p99}`}`).join(' | ')} | ${fmt(ratio, 2)} | ${cells.map((l) => l.non2xx + l.errors + l.timeouts).join(' / ')} |`,
    );
  }
  console.log('');
  for (const run of runs) {
    const m = run.memory;
    const mb = (bytes: number) => fmt(bytes / 2 ** 20);
    console.log(
      `RSS ${run.label}: ${fmt(run.rss.warmUpPeak)} MB peak while starting and building the derived data, ${fmt(run.rss.ready)} MB when built, ${fmt(run.rss.loadPeak)} MB peak under the long tail, ${fmt(run.rss.afterGc)} MB after it and a GC` +
        (m
          ? ` (V8 heap ${mb(m.heapUsed)} MB used of ${mb(m.heapTotal)} MB, external ${mb(m.external)} MB, array buffers ${mb(m.arrayBuffers)} MB)`
          : ''),
    );
  }
  console.log(`load average after ${load()}`);
}

async function main(): Promise<void> {
  const base = loadConfig(process.env);
  if (base.databaseUrl) {
    console.error(
      'bench-scale builds its 10× database as a copy of the embedded cluster of DATA_DIR: unset DATABASE_URL',
    );
    process.exit(2);
  }
  console.log(`machine: ${cpus().length} cores, load average before ${load()}`);
  const runs: Run[] = [];
  // 1× first: a fresh DATA_DIR is loaded here, and the synthetic set is built from its stopped cluster
  runs.push(await measure('1×', {}));
  const scaled = await ensureScaled(base.dataDir, base.datasetDir);
  console.log(`synthetic ${COPIES}× set in ${scaled.dir}: ${scaled.done}; load average ${load()}`);
  runs.push(
    await measure(`${COPIES}× synthetic`, {
      DATA_DIR: scaled.dir,
      DATASET_DIR: join(scaled.dir, 'dataset'),
    }),
  );
  runs.push(await measure('1× again', {}));
  report(runs);
}

await main();
