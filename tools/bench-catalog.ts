// Benchmark: GET /genomes (a filter + facets) through the full service vs the same SQL behind a bare node:http handler.
// Usage: DATA_DIR=var/test-cat EMBEDDED_PG_PORT=54362 npx tsx tools/bench-catalog.ts [seconds] [connections]
// Both servers run in child processes of their own (one event loop each, as in production) on one database;
// autocannon drives them from this process, alternately (bare, service, bare, service) so drift in the
// shared machine's load hits both alike. Target: service ≥ 0.7 × bare requests/s.
import { fork, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { containsPatterns, orderBy, safeOffset, type SortDirection } from '../db/catalog-query.js';
import { GENOME_SORT_COLUMNS, type GenomeSortBy } from '../db/genomes/repo.js';
import { sql } from '../db/sql.js';
import { createLogger } from '../core/logger.js';
import { startService } from '../app/start.js';
import { BENCH_SERVICE_ENV, ensureBenchDataset } from './bench/dataset.js';

/** The part of autocannon's API and result used here (the package ships no type declarations). */
interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
interface LoadRequest {
  method: string;
  path: string;
  /** Called before each request is sent: lets every request differ. */
  setupRequest?: (request: { method: string; path: string }) => { method: string; path: string };
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: LoadRequest[];
}) => Promise<LoadResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = Number(process.argv[3] ?? 50);
const WARMUP_SECONDS = 3;
const TARGET_RATIO = 0.7;

/** What a catalog page asks: a filter (family, subfamily, source or browser) with the facets, two sort orders. */
const PATHS = [
  '/api/v1/genomes?family=Nymphalidae',
  '/api/v1/genomes?family=Noctuidae&sortBy=sizeMb&sortDirection=asc',
  '/api/v1/genomes?subfamily=Satyrinae&page=2',
  '/api/v1/genomes?source=NCBI%20Datasets&q=papilio',
  '/api/v1/genomes?hasBrowser=true',
  '/api/v1/genomes?family=Hesperiidae&pageSize=20',
];

type Role = 'service' | 'bare';

/** The bare server: the list SQL of the service with the same parameters, JSON out, nothing else. */
async function serveBare(databaseUrl: string): Promise<string> {
  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl });
  const database = await openDatabase(config, { info: () => undefined, warn: () => undefined });
  const server = createServer((req, res) => void answer(req, res));
  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const url = new URL(req.url ?? '/', 'http://bare');
      const p = url.searchParams;
      const page = Number(p.get('page') ?? 1);
      const pageSize = Number(p.get('pageSize') ?? 10);
      const browser = p.get('hasBrowser');
      const row = await database.db.one(sql('genomes/list-genomes.sql'), {
        patterns: containsPatterns(p.get('q')),
        family: p.get('family'),
        subfamily: p.get('subfamily'),
        source: p.get('source'),
        hasBrowser: browser === null ? null : browser === 'true',
        orderBy: orderBy(
          GENOME_SORT_COLUMNS[(p.get('sortBy') ?? 'n50Kb') as GenomeSortBy],
          (p.get('sortDirection') ?? 'desc') as SortDirection,
        ),
        limit: pageSize,
        offset: safeOffset((page - 1) * pageSize),
      });
      const body = JSON.stringify({ success: true, data: row, timestamp: new Date().toISOString() });
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
      });
      res.end(body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function serveFull(databaseUrl: string): Promise<string> {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    AUTO_LOAD: 'false',
    LOG_LEVEL: 'silent',
  });
  const service = await startService(config, createLogger('silent'));
  return service.url;
}

async function child(role: Role, databaseUrl: string): Promise<void> {
  const url = role === 'bare' ? await serveBare(databaseUrl) : await serveFull(databaseUrl);
  process.send!({ url });
  process.on('message', (message) => {
    if (message === 'stop') process.exit(0);
  });
}

function start(role: Role, databaseUrl: string): Promise<{ process: ChildProcess; url: string }> {
  const proc = fork(fileURLToPath(import.meta.url), ['--serve', role, databaseUrl], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    proc.once('message', (m) => resolve({ process: proc, url: (m as { url: string }).url }));
    proc.once('exit', (code) => reject(new Error(`${role} server exited (${code})`)));
  });
}

/**
 * `repeat`: the mix above, as a catalog page sends it again and again (the service's cache answers).
 * `unique`: every request a different page of the mix, so no cache can answer: what the HTTP stack,
 * validation and envelope cost on top of the SQL.
 */
function drive(url: string, seconds: number, mode: 'repeat' | 'unique') {
  if (mode === 'repeat') {
    return autocannon({
      url,
      connections: CONNECTIONS,
      duration: seconds,
      requests: PATHS.map((path) => ({ method: 'GET', path })),
    });
  }
  let n = 0;
  const unique = (request: { method: string; path: string }) => {
    n += 1;
    const base = PATHS[n % PATHS.length].replace(/[?&]page=\d+/, '');
    return { ...request, path: `${base}${base.includes('?') ? '&' : '?'}page=${1000 + n}` };
  };
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ method: 'GET', path: PATHS[0], setupRequest: unique }],
  });
}

/** Both answer the same data: the same totals for every path (the bare one returns the SQL row as is). */
async function checkSameAnswers(bare: string, service: string): Promise<void> {
  for (const path of PATHS) {
    const [b, s] = await Promise.all([
      fetch(bare + path).then((r) => r.json()),
      fetch(service + path).then((r) => r.json()),
    ]);
    const bareTotal = Number((b as { data: { total: number } }).data.total);
    const serviceTotal = (s as { data: { pagination: { total: number } } }).data.pagination.total;
    if (bareTotal !== serviceTotal) throw new Error(`${path}: bare total ${bareTotal}, service total ${serviceTotal}`);
  }
}

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, ...BENCH_SERVICE_ENV });
  const database = await openDatabase(config, { info: () => undefined, warn: (m) => console.warn(m) });
  // a fresh DATA_DIR holds an empty cluster: load the dataset as the service's first start would (the children below
  // then find it loaded)
  await ensureBenchDataset(config, database, createLogger('warn'));
  const children: ChildProcess[] = [];
  try {
    const bare = await start('bare', database.url);
    children.push(bare.process);
    const service = await start('service', database.url);
    children.push(service.process);
    await checkSameAnswers(bare.url, service.url);
    console.log(
      `machine: ${cpus().length} cores, load average before ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (shared with other work)`,
    );
    console.log(
      `mix: ${PATHS.length} GET /genomes queries, each with a filter and the three facets; ${CONNECTIONS} connections`,
    );
    await drive(bare.url, WARMUP_SECONDS, 'repeat');
    await drive(service.url, WARMUP_SECONDS, 'repeat');
    let ratio = 0;
    for (const mode of ['repeat', 'unique'] as const) {
      const rounds: { bare: number; service: number }[] = [];
      for (let round = 0; round < 2; round++) {
        const b = await drive(bare.url, SECONDS / 2, mode);
        const s = await drive(service.url, SECONDS / 2, mode);
        for (const [name, r] of [
          ['bare', b],
          ['service', s],
        ] as const) {
          if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
          console.log(
            `${mode} round ${round + 1} ${name.padEnd(7)} ${Math.round(r.requests.average).toString().padStart(6)} req/s  ` +
              `latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms (${r.requests.total} requests)`,
          );
        }
        rounds.push({ bare: b.requests.average, service: s.requests.average });
      }
      const bareRps = rounds.reduce((sum, r) => sum + r.bare, 0) / rounds.length;
      const serviceRps = rounds.reduce((sum, r) => sum + r.service, 0) / rounds.length;
      const modeRatio = serviceRps / bareRps;
      if (mode === 'repeat') ratio = modeRatio;
      console.log(
        `${mode === 'repeat' ? 'repeated queries (cache answers)' : 'every request new (no cache)  '}: ` +
          `bare ${Math.round(bareRps)} req/s, service ${Math.round(serviceRps)} req/s, ratio ${modeRatio.toFixed(2)}`,
      );
    }
    console.log(
      `target (the catalog's repeated queries): service ≥ ${TARGET_RATIO} × bare: ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'} (${ratio.toFixed(2)})`,
    );
    console.log(
      `load average after ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    for (const c of children) c.send('stop');
    await database.close();
  }
}

const serveIndex = process.argv.indexOf('--serve');
if (serveIndex >= 0) await child(process.argv[serveIndex + 1] as Role, process.argv[serveIndex + 2]!);
else await main();
