// The service under benchmark, in a child process of its own (one event loop, as in production): the compiled build
// (compiled-service.mjs, built first when stale), started fresh, probed for readiness as an orchestrator would, told to
// collect garbage or stop over IPC; and the jobs whose reads are benchmarked (a BLAST job, a finished niche barcoding
// job), created through the API. Used by bench-api, load-mixed, bench-scale, bench-specimens and the soak.
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { existsSync, openSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PROJECT_ROOT } from '../../config.js';
import type { BenchJobs } from './api-mix.js';
import { BENCH_SERVICE_ENV } from './dataset.js';
import { CHECKLIST_QUERIES, type Checklist } from './long-tail.js';

/** The environment `npm start` gives the service (package.json `start`). */
const SERVICE_ENV = { MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' };

/** The V8 flags `npm start` gives node (package.json `start`, read from there so the two cannot differ). */
export function startFlags(): string[] {
  const manifest = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return manifest.scripts.start.split(/\s+/).filter((word) => /^--[a-z-]+=\d+$/.test(word));
}

export type ChildMessage =
  | { url: string; pid: number }
  | { gc: true; memory: NodeJS.MemoryUsage; peak: MemoryPeak }
  | { checklistRows: Record<keyof typeof CHECKLIST_QUERIES | `count:${string}`, Record<string, unknown>[]> };

/** The largest of each of process.memoryUsage()'s figures, sampled every 250 ms since the service started. */
export type MemoryPeak = Pick<NodeJS.MemoryUsage, 'rss' | 'heapTotal' | 'heapUsed' | 'external' | 'arrayBuffers'>;

/** The configuration the benchmarked service runs with, over the caller's environment (compiled-service.mjs). */
function serviceConfig(env: Record<string, string>): Record<string, string> {
  return {
    // a fresh DATA_DIR is loaded on start as `npm start` loads it: a benchmark prepares its own data; a caller's own
    // setting wins (the soak keeps the stall watch's default: it stalls the database on purpose)
    ...BENCH_SERVICE_ENV,
    ...(process.env as Record<string, string>),
    ...env,
    PORT: '0',
    HOST: '127.0.0.1',
    METRICS_ENABLED: 'true',
    // one client sends every request of the benchmark: per-IP limits would measure themselves
    BLAST_RATE_LIMIT: '100000',
    NICHE_RATE_LIMIT: '100000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  };
}

/** The folders tsconfig.build.json compiles into dist/, read from its `include` (the root alone, or a folder and below). */
function builtFolders(): { folder: string; deep: boolean }[] {
  const { include } = JSON.parse(readFileSync(join(PROJECT_ROOT, 'tsconfig.build.json'), 'utf8')) as {
    include: string[];
  };
  return include.map((pattern) => {
    const folder = pattern.split('/*')[0]!;
    return pattern.startsWith('*') ? { folder: '.', deep: false } : { folder, deep: pattern.includes('**') };
  });
}

/** The newest modification time of the TypeScript files the build compiles (ms). */
function newestSource(): number {
  let newest = 0;
  const visit = (folder: string, deep: boolean) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory() && deep) visit(path, true);
      else if (entry.isFile() && entry.name.endsWith('.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  for (const { folder, deep } of builtFolders())
    if (existsSync(join(PROJECT_ROOT, folder))) visit(join(PROJECT_ROOT, folder), deep);
  return newest;
}

/**
 * Builds dist/ as `npm start` does (its prestart) when it is missing or older than a source: the benchmark measures the
 * compiled service, and a stale build would measure yesterday's code.
 */
function ensureBuilt(): void {
  const stamp = join(PROJECT_ROOT, 'dist/build-info.json');
  if (existsSync(stamp) && statSync(stamp).mtimeMs >= newestSource()) return;
  console.error('building the service as npm start does (npm run build)…');
  execFileSync('npm', ['run', 'build'], { cwd: PROJECT_ROOT, stdio: ['ignore', 2, 2] });
}

/** The checklist's totals: each the row count of its table. */
const TOTALS = {
  distributions: 'occurrence',
  proteins: 'protein',
  literature: 'literature',
  barcodes: 'barcode_species_stats',
  hostplants: 'hostplant_association',
  genomes: 'genome_assembly',
} as const;

/** Asks the preparation child for the long tail's checklist. */
export async function requestChecklist(child: ChildProcess): Promise<Checklist> {
  const tables = Object.values(TOTALS);
  const counts = Object.fromEntries(tables.map((table) => [`count:${table}`, `SELECT count(*) AS n FROM ${table}`]));
  child.send({ checklist: { ...CHECKLIST_QUERIES, ...counts } });
  const message = await nextMessage(child);
  if (!('checklistRows' in message)) throw new Error('unexpected message');
  const rows = message.checklistRows;
  const column = <T>(name: keyof typeof CHECKLIST_QUERIES, key = 'id') => rows[name].map((row) => row[key] as T);
  const count = (table: string) => Number(rows[`count:${table}`][0]!.n);
  return {
    taxa: rows.taxa as unknown as Checklist['taxa'],
    otherNames: column<string>('otherNames', 'name'),
    genomeIds: column<string>('genomeIds'),
    proteinIds: column<number>('proteinIds'),
    structureIds: column<number>('structureIds'),
    literatureIds: column<string>('literatureIds'),
    barcodeIds: column<string>('barcodeIds'),
    points: (rows.points as { x: number; y: number }[]).map((p) => [p.x, p.y] as [number, number]),
    genomeFamilies: column<string>('genomeFamilies', 'name'),
    countries: column<string>('countries', 'name'),
    totals: Object.fromEntries(
      Object.entries(TOTALS).map(([total, table]) => [total, count(table)]),
    ) as Checklist['totals'],
  };
}

export function nextMessage(child: ChildProcess): Promise<ChildMessage> {
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve(m as ChildMessage));
    child.once('exit', (code) => reject(new Error(`service process exited (${code})`)));
  });
}

export interface RunningChild {
  child: ChildProcess;
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export async function startChild(env: Record<string, string> = {}): Promise<RunningChild> {
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  // stdout (one JSON log line per request) goes where a log shipper would read it: away from this terminal
  ensureBuilt();
  const child = fork(join(PROJECT_ROOT, 'tools/bench/compiled-service.mjs'), [], {
    // npm start's flags, no TypeScript loader; BENCH_NODE_FLAGS='--max-semi-space-size=64 …': V8 flags for the service
    // alone, after npm start's (later wins)
    execArgv: [
      ...startFlags(),
      '--expose-gc',
      ...profile,
      ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
    ],
    // glibc's allocator as `npm start` sets it (package.json): large buffers are returned to the system when freed
    env: { ...SERVICE_ENV, ...process.env, ...env, BENCH_CONFIG: JSON.stringify(serviceConfig(env)) },
    // BENCH_SERVICE_LOG=<file> keeps the request log (e.g. to find the slowest requests of a run)
    stdio: [
      'ignore',
      process.env.BENCH_SERVICE_LOG ? openSync(process.env.BENCH_SERVICE_LOG, 'a') : 'ignore',
      'inherit',
      'ipc',
    ],
  });
  // the service must not outlive the benchmark (an interrupted run would leave it holding the cluster)
  process.once('exit', () => child.kill());
  const ready = await nextMessage(child);
  if (!('url' in ready)) throw new Error('unexpected message');
  return {
    child,
    url: ready.url,
    pid: ready.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.send('stop');
      }),
  };
}

/**
 * Waits for readiness as an orchestrator's probe would: /health says ok (database, model, BLAST, jobs all up, derived
 * data built). `timeoutMs`: longer for a service whose derived data takes longer (bench-scale's 10× records).
 */
export async function ready(url: string, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const response = await fetch(`${url}/api/v1/health`).catch(() => null);
    if (response?.ok && ((await response.json()) as { data: { status: string } }).data.status === 'ok')
      return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the service did not become ready within ${timeoutMs / 1000} s`);
}

const read = (path: string) => gunzipSync(readFileSync(join(PROJECT_ROOT, 'data', path)));

export async function createJobs(url: string): Promise<BenchJobs> {
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  // BLAST: a search that becomes a job (the preparation run's sync window is 0 s); none on a machine without BLAST+
  const listed = (await (await fetch(`${url}/api/v1/blast/databases`)).json()) as {
    data?: { databases: { id: string; title: string }[] };
  };
  const databases = listed.data?.databases ?? [];
  const coi = databases.find((d) => d.title.includes('COI'));
  let blastJobId: string | null = null;
  if (coi) {
    const fasta = read('barcodes/nichebarcoding_lappetmoths_query_coi.fasta.gz').toString('utf8').split('>')[1]!;
    const search = (await (
      await post('/api/v1/blast/search', { sequence: `>${fasta}`, program: 'blastn', database: coi.id })
    ).json()) as { data: { jobId?: string } };
    blastJobId = search.data.jobId ?? null;
  }
  // niche barcoding: the LappetMoths example, analysed to the end
  const files = {
    referenceSequences: {
      fileName: 'ref.fasta',
      data: read('barcodes/nichebarcoding_lappetmoths_reference_coi.fasta.gz'),
    },
    querySequences: { fileName: 'query.fasta', data: read('barcodes/nichebarcoding_lappetmoths_query_coi.fasta.gz') },
    referenceEnvironment: {
      fileName: 'ref_env.csv',
      data: read('environment/nichebarcoding_lappetmoths_reference_env.csv.gz'),
    },
    queryEnvironment: {
      fileName: 'query_env.csv',
      data: read('environment/nichebarcoding_lappetmoths_query_env.csv.gz'),
    },
  };
  const created = (await (
    await post('/api/v1/niche-barcoding/jobs', {
      workflow: 'NBSI',
      model: 'RF',
      label: 'bench-api',
      files: Object.fromEntries(Object.entries(files).map(([role, f]) => [role, f.fileName])),
      options: { seed: 42, independence: true },
    })
  ).json()) as { data: { jobId: string; uploads: { fileName: string; url: string }[] } };
  const jobId = created.data.jobId;
  for (const upload of created.data.uploads) {
    const file = Object.values(files).find((f) => f.fileName === upload.fileName)!;
    await fetch(`${url}${upload.url}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: file.data,
    });
  }
  await post(`/api/v1/niche-barcoding/jobs/${jobId}/confirm`, {});
  for (let i = 0; i < 600; i++) {
    const job = (await (await fetch(`${url}/api/v1/niche-barcoding/jobs/${jobId}`)).json()) as {
      data: { status: string };
    };
    if (job.data.status === 'succeeded') break;
    if (job.data.status === 'failed') return { blastJobId, nicheJobId: null, nicheFileId: null };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const results = (await (await fetch(`${url}/api/v1/niche-barcoding/jobs/${jobId}/results`)).json()) as {
    data: { files: { fileId: string }[] };
  };
  return { blastJobId, nicheJobId: jobId, nicheFileId: results.data.files[0]?.fileId ?? null };
}
