// Benchmark: GET /hostplants?q=… over all 140k HOSTS associations, end to end through the service.
// Usage: DATA_DIR=var/test-lists EMBEDDED_PG_PORT=54363 npx tsx tools/bench-hostplants.ts [queries]
// The queries are real names drawn from the table (seeded): insect and plant genera, species and
// families in the proportion they occur as distinct values, plus a fixed set of the largest families
// (reported apart: the worst case). Target: p95 ≤ 20 ms. Prints p50/p95/max per class and the load.
import { cpus, loadavg } from 'node:os';
import { loadConfig } from '../config.js';
import { createLogger } from '../core/logger.js';
import { startService } from '../app/start.js';
import { BENCH_SERVICE_ENV } from './bench/dataset.js';
import { percentile, seededRandom } from './bench/stats.js';

const QUERIES = Number(process.argv[2] ?? 400);
const WARMUP = 30;

const format = (ms: number) => ms.toFixed(1).padStart(6);

async function main(): Promise<void> {
  // a fresh DATA_DIR is loaded on start
  const config = loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...BENCH_SERVICE_ENV });
  const service = await startService(config, createLogger('warn'));
  try {
    const db = service.database.db;
    const names = await db.map<string>(
      `SELECT name FROM (
         SELECT insect_genus AS name FROM hostplant_association UNION SELECT insect_scientific_name FROM hostplant_association
         UNION SELECT insect_family FROM hostplant_association UNION SELECT hostplant_genus FROM hostplant_association
         UNION SELECT hostplant_scientific_name FROM hostplant_association UNION SELECT hostplant_family FROM hostplant_association
       ) n WHERE name IS NOT NULL AND length(name) >= 3 ORDER BY name`,
      [],
      (row: { name: string }) => row.name,
    );
    const largest = await db.map<string>(
      `SELECT insect_family AS name FROM hostplant_association GROUP BY 1 ORDER BY count(*) DESC LIMIT 10`,
      [],
      (row: { name: string }) => row.name,
    );
    const next = seededRandom(20261121);
    const sample = Array.from({ length: QUERIES }, () => names[Math.floor(next() * names.length)]);

    const time = async (q: string): Promise<{ ms: number; total: number }> => {
      const started = performance.now();
      const response = await fetch(`${service.url}/api/v1/hostplants?q=${encodeURIComponent(q)}`);
      const body = (await response.json()) as { data: { pagination: { total: number } } };
      if (response.status !== 200) throw new Error(`q=${q}: HTTP ${response.status}`);
      return { ms: performance.now() - started, total: body.data.pagination.total };
    };

    for (const q of sample.slice(0, WARMUP)) await time(q);
    const mixed: number[] = [];
    let matched = 0;
    for (const q of sample) {
      const { ms, total } = await time(q);
      mixed.push(ms);
      matched += total;
    }
    const heavy: number[] = [];
    const heavyTotals: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const q of largest) {
        const { ms, total } = await time(q);
        heavy.push(ms);
        if (round === 0) heavyTotals.push(total);
      }
    }

    const rows = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM hostplant_association');
    console.log(
      `host plant search over ${rows.n.toLocaleString('en-US')} associations (${names.length.toLocaleString('en-US')} distinct names)`,
    );
    console.log(
      `machine: ${cpus().length} cores, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (shared with other work)`,
    );
    console.log('class                          n   p50 ms  p95 ms  max ms  mean matches');
    console.log(
      `random real names          ${String(mixed.length).padStart(5)}  ${format(percentile(mixed, 50))}  ${format(percentile(mixed, 95))}  ${format(Math.max(...mixed))}  ${Math.round(matched / mixed.length)}`,
    );
    console.log(
      `10 largest insect families ${String(heavy.length).padStart(5)}  ${format(percentile(heavy, 50))}  ${format(percentile(heavy, 95))}  ${format(Math.max(...heavy))}  ${Math.round(heavyTotals.reduce((a, b) => a + b, 0) / heavyTotals.length)}`,
    );
    const p95 = percentile(mixed, 95);
    console.log(`target p95 ≤ 20 ms (random real names): ${p95 <= 20 ? 'met' : 'NOT met'} (${p95.toFixed(1)} ms)`);
  } finally {
    await service.close();
  }
}

await main();
