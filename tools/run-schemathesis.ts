// Runs schemathesis, an independent contract fuzzer, against a started service over every operation (npm run test:fuzz):
// its checks on every answer, a fixed seed and a bounded number of examples (test/fuzz/schemathesis.toml).
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../config.js';
import { createLogger } from '../core/logger.js';
import { startService } from '../app/start.js';
import { contractTestConfig } from './contract-test-service.js';

const PYTHON_BIN = join(PROJECT_ROOT, 'var', 'tools', 'python', 'bin');
const ci = Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';
if (!existsSync(join(PYTHON_BIN, 'schemathesis'))) {
  const line = `test:fuzz: schemathesis is not installed in ${PYTHON_BIN} (bash tools/clients/install-python.sh)`;
  if (ci) throw new Error(`CI=true and ${line}`);
  console.log(`${line}: skipped`);
  process.exit(0);
}

const logger = createLogger('warn');
const config = contractTestConfig({
  LOG_LEVEL: 'error',
  // every search a job (so getBlastJob has one); limits far away, so the fuzzer reaches the logic behind them
  BLAST_SYNC_TIMEOUT: '0',
  BLAST_RATE_LIMIT: '100000',
  NICHE_RATE_LIMIT: '100000',
});

// the answers are read loosely: the fuzzer checks them against the contract
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function json(url: string, init?: RequestInit): Promise<any> {
  const response = await fetch(url, init);
  return ((await response.json()) as { data: unknown }).data;
}

async function until<T>(what: string, poll: () => Promise<T | null>): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const value = await poll();
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`test:fuzz: ${what} not ready after 120 s`);
}

/** A BLAST job and a finished niche barcoding job (the LappetMoths example), so the job operations read real ones. */
async function jobs(url: string): Promise<{ blastJobId: string; nicheJobId: string }> {
  await until('BLAST', async () =>
    (await json(`${url}/api/v1/health`)).subsystems.blast.status === 'ok' ? true : null,
  );
  const databases = (await json(`${url}/api/v1/blast/databases`)).databases as {
    id: string;
    type: string;
    title: string;
  }[];
  const read = (path: string) => gunzipSync(readFileSync(join(PROJECT_ROOT, 'data', path)));
  const query = read('barcodes/nichebarcoding_lappetmoths_query_coi.fasta.gz').toString().split('>')[1]!;
  const blast = await json(`${url}/api/v1/blast/search`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      sequence: query.split('\n').slice(1).join(''),
      program: 'blastn',
      database: databases.find((d) => d.type === 'nucleotide' && /COI/.test(d.title))!.id,
    }),
  });
  const files = {
    referenceSequences: ['ref.fasta', 'barcodes/nichebarcoding_lappetmoths_reference_coi.fasta.gz'],
    querySequences: ['que.fasta', 'barcodes/nichebarcoding_lappetmoths_query_coi.fasta.gz'],
    referenceEnvironment: ['ref.csv', 'environment/nichebarcoding_lappetmoths_reference_env.csv.gz'],
    queryEnvironment: ['que.csv', 'environment/nichebarcoding_lappetmoths_query_env.csv.gz'],
  };
  const created = await json(`${url}/api/v1/niche-barcoding/jobs`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      workflow: 'NBSI',
      model: 'RF',
      files: Object.fromEntries(Object.entries(files).map(([role, [name]]) => [role, name])),
      options: { seed: 42 },
    }),
  });
  for (const [name, path] of Object.values(files))
    await fetch(`${url}/api/v1/niche-barcoding/jobs/${created.jobId}/upload?fileName=${name}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: read(path!),
    });
  await fetch(`${url}/api/v1/niche-barcoding/jobs/${created.jobId}/confirm`, { method: 'POST' });
  await until('the niche job', async () => {
    const job = await json(`${url}/api/v1/niche-barcoding/jobs/${created.jobId}`);
    return job.status === 'succeeded' ? true : job.status === 'failed' ? Promise.reject(new Error(job.error)) : null;
  });
  return { blastJobId: blast.jobId, nicheJobId: created.jobId };
}

/** Rewrites pytest-style banners ("=== SUMMARY ===", "=== 2 warnings in 46.57s ===") so that no reader takes them for pytest's. */
function unlikePytestClosing(line: string): string {
  const banner = /^=+ (.+?) =+$/.exec(line);
  if (!banner) return line;
  const closing = /^(.+) in ([\d.]+)s$/.exec(banner[1]!);
  return closing ? `schemathesis finished after ${closing[2]} seconds (${closing[1]})` : `--- ${banner[1]} ---`;
}

const service = await startService(config, logger);
let exitCode = 1;
try {
  const { blastJobId, nicheJobId } = await jobs(service.url);
  const version = spawnSync(join(PYTHON_BIN, 'schemathesis'), ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(`test:fuzz: ${version} against ${service.url}`);
  exitCode = await new Promise<number>((resolve) => {
    const child = spawn(
      join(PYTHON_BIN, 'schemathesis'),
      [
        '--config-file',
        join(PROJECT_ROOT, 'test', 'fuzz', 'schemathesis.toml'),
        'run',
        join(PROJECT_ROOT, 'generated', 'openapi.json'),
        '--url',
        service.url,
        '--no-color',
        '--report',
        'junit',
        '--report-dir',
        join(PROJECT_ROOT, 'test-output', 'schemathesis'),
        ...process.argv.slice(2),
      ],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, BLAST_JOB_ID: blastJobId, NICHE_JOB_ID: nicheJobId },
      },
    );
    // Schemathesis closes like pytest ("=== 2 warnings in 46.57s ==="); CI reads such a line as pytest's verdict and, with
    // no "passed" in it, judged the whole run to have executed no test. The count is in test-summary's closing line.
    createInterface({ input: child.stdout }).on('line', (line) => console.log(unlikePytestClosing(line)));
    child.on('close', (code) => resolve(code ?? 1));
  });
} finally {
  await service.close();
}
process.exit(exitCode);
