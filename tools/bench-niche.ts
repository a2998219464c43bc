// Benchmark: the LappetMoths NBSI analysis (300 references, 50 queries, the authors' environment tables, 500
// trees per species) in the worker pool as a job runs it, and our forest against ml-random-forest on the same data.
// Usage: npx tsx tools/bench-niche.ts [rounds]
import { cpus, loadavg } from 'node:os';
import { RandomForestClassifier } from 'ml-random-forest';
import { analyse, type NicheInput } from '../workers/niche-analysis.js';
import { createRandom } from '../workers/niche/random.js';
import { pseudoAbsences, syntheticBackground } from '../workers/niche/pseudo-absences.js';
import { trainForest } from '../workers/niche/random-forest.js';
import { createWorkerPool } from '../workers/pool.js';
import { lappetMothsInput } from './bench/lappet-moths.js';
import { median } from './bench/stats.js';

const ROUNDS = Number(process.argv[2] ?? 5);
const input: NicheInput = await lappetMothsInput();

console.log(
  `machine: ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (shared with other engineers' test runs)`,
);

// 1. the analysis as a job runs it: one task in the worker pool (thread start-up included in the first round)
const pool = createWorkerPool({ threads: 2, identifyThreads: 1, maxQueue: 4, nicheSlots: 2 });
const poolTimes: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const started = performance.now();
  await pool.run('niche-analysis', input);
  poolTimes.push((performance.now() - started) / 1000);
}
await pool.close();
console.log(
  `LappetMoths NBSI analysis in the worker pool: median ${median(poolTimes).toFixed(3)} s, first ${poolTimes[0].toFixed(3)} s, all ${poolTimes.map((t) => t.toFixed(3)).join(' ')} (target ≤ 3 s)`,
);

const inline: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const started = performance.now();
  analyse(input);
  inline.push((performance.now() - started) / 1000);
}
console.log(`same analysis on the main thread: median ${median(inline).toFixed(3)} s`);

// 2. our forest vs ml-random-forest, 500 trees, on the per-species training sets of the example
const env = input.environment as Extract<NicheInput['environment'], { kind: 'table' }>;
const bySpecies = new Map<string, number[][]>();
for (const ref of input.references)
  bySpecies.set(ref.species, [...(bySpecies.get(ref.species) ?? []), env.reference[ref.id]]);
const allRows = [...bySpecies.values()].flat();
const random = createRandom(42);
const sets = [...bySpecies.values()].map((presences) => {
  const absences = pseudoAbsences(
    presences,
    syntheticBackground(presences, allRows, 5000, random),
    presences.length * 10,
    random,
  );
  return { rows: [...presences, ...absences], labels: [...presences.map(() => 1), ...absences.map(() => 0)] };
});
let started = performance.now();
for (const set of sets) trainForest(set.rows, set.labels, 500, createRandom(1));
const ours = (performance.now() - started) / 1000;
started = performance.now();
for (const set of sets) {
  const forest = new RandomForestClassifier({
    nEstimators: 500,
    maxFeatures: 2,
    replacement: true,
    useSampleBagging: true,
    seed: 1,
  });
  forest.train(set.rows, set.labels);
}
const ml = (performance.now() - started) / 1000;
console.log(
  `training ${sets.length} species × 500 trees (${sets.reduce((s, x) => s + x.rows.length, 0)} rows in all): own forest ${ours.toFixed(3)} s, ml-random-forest ${ml.toFixed(3)} s`,
);
