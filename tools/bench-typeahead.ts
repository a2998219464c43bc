// Benchmark: GET /taxonomy/typeahead on the real started service, 50 concurrent clients, a realistic query mix.
// Usage: DATA_DIR=var/test-tax EMBEDDED_PG_PORT=54361 npx tsx tools/bench-typeahead.ts [seconds] [connections]
// The service runs in a child process (its own event loop, as in production); autocannon drives it from this one.
// Server-side latency is timed inside the child from the request event to the end of the response.
import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config.js';
import { createTaxonomyRepo } from '../db/taxonomy/repo.js';
import { createLogger } from '../core/logger.js';
import { startService } from '../app/start.js';
import { PrefixIndex } from '../services/taxonomy/typeahead.js';
import { BENCH_SERVICE_ENV } from './bench/dataset.js';
import { percentile, seededRandom } from './bench/stats.js';

/** The part of autocannon's API this benchmark uses (the package ships no type declarations). */
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: { method: 'GET'; path: string }[];
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const SECONDS = Number(process.argv[2] ?? 20);
const CONNECTIONS = Number(process.argv[3] ?? 50);
const WARMUP_SECONDS = 3;
const MIX_SIZE = 2000;
const TARGET = { p99Ms: 5, rps: 2000 };

interface Report {
  /** CPU time (user + system) the service process spent per request: what a request costs, whatever the load. */
  cpuMicrosPerRequest: number;
  count: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

type ChildMessage = { url: string; paths: string[]; lookupMicros: number; names: number } | { report: Report };

/**
 * What people type: prefixes (2–14 characters) of real scientific names (60 %), synonyms (15 %) and common
 * names (20 %), some in upper case, plus 5 % misses; with the default and the maximum limit.
 */
function queryMix(names: { name: string; field: string }[]): string[] {
  const next = seededRandom(20260421);
  const byField = (field: string) => names.filter((n) => n.field === field).map((n) => n.name);
  const pools = {
    scientificName: byField('scientificName'),
    synonym: byField('synonym'),
    commonName: byField('commonName'),
  };
  const paths: string[] = [];
  for (let i = 0; i < MIX_SIZE; i++) {
    const roll = next();
    let q: string;
    if (roll < 0.05) {
      q = Array.from({ length: 3 + Math.floor(next() * 5) }, () =>
        String.fromCharCode(97 + Math.floor(next() * 26)),
      ).join('');
    } else {
      const pool = roll < 0.65 ? pools.scientificName : roll < 0.8 ? pools.synonym : pools.commonName;
      const name = pool[Math.floor(next() * pool.length)]!;
      q = name.slice(0, Math.min(name.length, 2 + Math.floor(next() * 13)));
      if (next() < 0.2) q = q.toUpperCase();
    }
    if (q.trim().length < 2) q = 'pa';
    const limit = next() < 0.8 ? '' : '&limit=20';
    paths.push(`/api/v1/taxonomy/typeahead?q=${encodeURIComponent(q)}${limit}`);
  }
  return paths;
}

/** Child: the real service, with per-request timing of the typeahead route. */
async function serve(): Promise<void> {
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // a fresh DATA_DIR is loaded on start
    ...BENCH_SERVICE_ENV,
  });
  const service = await startService(config, createLogger(config.logLevel));
  let samples: number[] = [];
  let cpu = process.cpuUsage();
  service.server.on('request', (req, res) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => samples.push(Number(process.hrtime.bigint() - started) / 1e6));
  });
  const source = await createTaxonomyRepo(service.database.db).typeaheadSource();
  const paths = queryMix(source.names.map((n) => ({ name: n.name, field: n.field })));
  // the index alone, without HTTP: mean time of one lookup over the mix
  const index = new PrefixIndex(source);
  const queries = paths.map((p) => decodeURIComponent(/q=([^&]*)/.exec(p)![1]!));
  const rounds = 20;
  const started = performance.now();
  for (let r = 0; r < rounds; r++) for (const q of queries) index.search(q, 10);
  const lookupMicros = ((performance.now() - started) * 1000) / (rounds * queries.length);
  process.send!({ url: service.url, paths, lookupMicros, names: index.size } satisfies ChildMessage);
  process.on('message', (message: string) => {
    if (message === 'reset') {
      samples = [];
      cpu = process.cpuUsage();
    }
    if (message === 'report') {
      const sorted = [...samples].sort((a, b) => a - b);
      const used = process.cpuUsage(cpu);
      const report = {
        cpuMicrosPerRequest: (used.user + used.system) / Math.max(1, sorted.length),
        count: sorted.length,
        p50: percentile(sorted, 50),
        p90: percentile(sorted, 90),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? 0,
      };
      process.send!({ report } satisfies ChildMessage);
    }
    if (message === 'stop') void service.close().then(() => process.exit(0));
  });
}

function nextMessage(child: ChildProcess): Promise<ChildMessage> {
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve(m as ChildMessage));
    child.once('exit', (code) => reject(new Error(`service process exited (${code})`)));
  });
}

async function drive(url: string, paths: string[], seconds: number) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
}

async function main(): Promise<void> {
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the service process there (to see where a request's time goes)
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    execArgv: [...process.execArgv, ...profile],
    stdio: 'inherit',
  });
  try {
    const ready = await nextMessage(child);
    if (!('url' in ready)) throw new Error('unexpected message');
    console.log(
      `machine: ${cpus().length} cores, load average before ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      `index: ${ready.names.toLocaleString('en-US')} names; one lookup (no HTTP) ${ready.lookupMicros.toFixed(1)} µs on average over the mix`,
    );
    console.log(
      `mix: ${ready.paths.length} queries (prefixes of scientific names, synonyms, common names; 5 % misses)`,
    );
    await drive(ready.url, ready.paths, WARMUP_SECONDS);
    child.send('reset');
    const result = await drive(ready.url, ready.paths, SECONDS);
    child.send('report');
    const server = await nextMessage(child);
    if (!('report' in server)) throw new Error('unexpected message');
    const s = server.report;
    // the same load on the API root (a constant answer, no database, no index): what the HTTP stack alone costs
    await drive(ready.url, ['/api/v1'], WARMUP_SECONDS);
    child.send('reset');
    const base = await drive(ready.url, ['/api/v1'], SECONDS);
    child.send('report');
    const baseServer = await nextMessage(child);
    if (!('report' in baseServer)) throw new Error('unexpected message');
    const ok =
      s.p99 <= TARGET.p99Ms && result.requests.average >= TARGET.rps && result.non2xx === 0 && result.errors === 0;
    console.log(`load: ${CONNECTIONS} connections for ${SECONDS} s (after a ${WARMUP_SECONDS} s warm-up)`);
    console.log(
      `throughput: ${Math.round(result.requests.average)} req/s average (${result.requests.total} requests; ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts)`,
    );
    console.log(
      `server-side latency: p50 ${s.p50.toFixed(2)} ms, p90 ${s.p90.toFixed(2)} ms, p99 ${s.p99.toFixed(2)} ms, max ${s.max.toFixed(2)} ms (${s.count} requests)`,
    );
    console.log(
      `service CPU per request: ${Math.round(s.cpuMicrosPerRequest)} µs (≈ ${Math.round(1e6 / s.cpuMicrosPerRequest)} req/s per fully available core)`,
    );
    console.log(
      `client-side latency: p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
    console.log(
      `baseline GET /api/v1 under the same load: ${Math.round(base.requests.average)} req/s, server-side p99 ${baseServer.report.p99.toFixed(2)} ms, ` +
        `CPU ${Math.round(baseServer.report.cpuMicrosPerRequest)} µs per request`,
    );
    console.log(
      `load average after ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log(`target p99 ≤ ${TARGET.p99Ms} ms server-side and ≥ ${TARGET.rps} req/s: ${ok ? 'met' : 'NOT met'}`);
  } finally {
    child.send('stop');
  }
}

if (process.argv.includes('--serve')) await serve();
else await main();
