// Benchmark: a 658 bp COI query against the full COI barcode database, through the service vs the same blastn run directly.
// Usage: DATA_DIR=var/test-blast EMBEDDED_PG_PORT=54364 npx tsx tools/bench-blast.ts [rounds]
// (a fresh DATA_DIR is loaded first, as the service's first start would: nothing needs preparing)
import { spawn } from 'node:child_process';
import { loadavg, cpus } from 'node:os';
import { loadConfig } from '../config.js';
import { createBlastSequencesRepo } from '../db/blast/sequences-repo.js';
import { createLogger } from '../core/logger.js';
import { startService } from '../app/start.js';
import { ensureDatabases } from '../services/blast/databases.js';
import { queryFasta, searchArgs } from '../services/blast/service.js';
import { BENCH_SERVICE_ENV, ensureBenchDataset } from './bench/dataset.js';
import { mean, median } from './bench/stats.js';

const ROUNDS = Number(process.argv[2] ?? 15);
const WARMUP = 2;
const EVALUE = '1e-5';
const MAX_HITS = 50;

/** The blastn command exactly as the service runs it, timed from spawn to the last byte of output. */
function direct(cwd: string, name: string, residues: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('blastn', searchArgs(name, EVALUE, MAX_HITS), { cwd, stdio: ['pipe', 'pipe', 'ignore'] });
    let bytes = 0;
    child.stdout.on('data', (chunk: Buffer) => (bytes += chunk.length));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 && bytes > 0 ? resolve(performance.now() - started) : reject(new Error(`blastn exit ${code}`)),
    );
    child.stdin.end(queryFasta(residues));
  });
}

/** POST /blast/search end to end: request sent → JSON answer parsed. */
async function viaService(url: string, database: string, residues: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/api/v1/blast/search`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      sequence: `>query\n${residues}`,
      program: 'blastn',
      database,
      evalue: EVALUE,
      maxHits: MAX_HITS,
    }),
  });
  const body = (await response.json()) as { data: { mode: string; results: { hits: unknown[] } } };
  if (response.status !== 200 || body.data.mode !== 'sync') throw new Error(`service answered ${response.status}`);
  return performance.now() - started;
}

const config = loadConfig({
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  BLAST_RATE_LIMIT: '100000',
  // the service under benchmark loads the dataset on start (a fresh DATA_DIR has none)
  ...BENCH_SERVICE_ENV,
});
const logger = createLogger('warn');
const service = await startService(config, logger);
try {
  const db = service.database.db;
  const dataVersion = await ensureBenchDataset(config, service.database, logger);
  const databases = await ensureDatabases({
    root: `${config.dataDir}/blast`,
    dataVersion,
    repo: createBlastSequencesRepo(db),
    makeblastdb: 'makeblastdb',
    log: () => undefined,
  });
  const coi = databases.find((d) => d.name === 'barcodes-coi-5p');
  if (!coi) throw new Error('no COI database');
  // Real 658 bp COI barcodes (unambiguous bases), spread over the table.
  const queries = await db.map(
    `SELECT sequence FROM (
       SELECT sequence, row_number() OVER (ORDER BY id) AS n FROM barcode_sequence
       WHERE marker = 'COI-5P' AND length_bp = 658 AND sequence ~ '^[ACGT]+$') s
     WHERE n % 997 = 1 LIMIT 5`,
    [],
    (r: { sequence: string }) => r.sequence,
  );
  console.log(
    `COI database: ${coi.sequenceCount} sequences (id ${coi.id}); ${queries.length} real 658 bp queries; ${ROUNDS} rounds after ${WARMUP} warm-up`,
  );
  console.log(
    `machine: ${cpus().length} cores, load average before ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

  const directTimes: number[] = [];
  const serviceTimes: number[] = [];
  for (let round = 0; round < WARMUP + ROUNDS; round += 1) {
    const query = queries[round % queries.length];
    // Alternate which goes first so both see the same machine load.
    const pair =
      round % 2 === 0
        ? [await direct(coi.dir, coi.name, query), await viaService(service.url, coi.id, query)]
        : [await viaService(service.url, coi.id, query), await direct(coi.dir, coi.name, query)].reverse();
    if (round >= WARMUP) {
      directTimes.push(pair[0]);
      serviceTimes.push(pair[1]);
    }
  }
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  console.log('');
  console.log('                 median      mean       min       max');
  console.log(
    `blastn direct  ${fmt(median(directTimes)).padStart(9)} ${fmt(mean(directTimes)).padStart(9)} ${fmt(Math.min(...directTimes)).padStart(9)} ${fmt(Math.max(...directTimes)).padStart(9)}`,
  );
  console.log(
    `via service    ${fmt(median(serviceTimes)).padStart(9)} ${fmt(mean(serviceTimes)).padStart(9)} ${fmt(Math.min(...serviceTimes)).padStart(9)} ${fmt(Math.max(...serviceTimes)).padStart(9)}`,
  );
  const ratio = median(serviceTimes) / median(directTimes);
  console.log(
    `ratio service/direct (medians): ${ratio.toFixed(3)}× (target ≤ 1.05×) ${ratio <= 1.05 ? 'MET' : 'NOT MET'}`,
  );
  console.log(`ratio service/direct (means):   ${(mean(serviceTimes) / mean(directTimes)).toFixed(3)}×`);
  // On a shared, loaded machine the minimum is the least noisy estimate of the service's own overhead.
  console.log(`ratio service/direct (minimums): ${(Math.min(...serviceTimes) / Math.min(...directTimes)).toFixed(3)}×`);
  console.log(
    `load average after ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await service.close();
}
