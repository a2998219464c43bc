// Benchmark: GET /barcodes/specimens at 50 connections with a long tail — every request distinct (filters drawn from the
// whole data: subtrees of species, genera and families, countries by name and code, markers, boxes around real
// specimens, length ranges, words of real ids and names, deeper pages, page sizes) — beside a bare node:http floor
// measured in the same run before and after; then the TSV genome report of every assembly (GET /genomes?format=tsv).
// Usage: [DATABASE_URL=… | DATA_DIR=var/bench EMBEDDED_PG_PORT=54371] npx tsx tools/bench-specimens.ts [seconds] [connections]
// Targets: ≥ 1,000 req/s with p99 ≤ 100 ms for the list; the report of all assemblies ≤ 1 s.
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import type { Schema } from '../generated/operations.js';
import { startFloor } from './bench/floors.js';
import { drive, type LoadResult } from './bench/load.js';
import { ready, startChild } from './bench/service-process.js';
import { median, percentile, seededRandom } from './bench/stats.js';

const SECONDS = Number(process.argv[2] ?? 15);
const CONNECTIONS = Number(process.argv[3] ?? 50);
const TARGET = { rps: 1000, p99Ms: 100, reportMs: 1000 };
/** More distinct requests than a run can send at three times the target, so none is sent twice. */
const DISTINCT = Math.max(20_000, SECONDS * TARGET.rps * 3);
const REPORT_RUNS = 20;

type Specimen = Schema<'BarcodeSpecimen'>;

async function data<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/** Every specimen record, read through the list itself (cursor pages of 100). */
async function allSpecimens(base: string): Promise<Specimen[]> {
  const records: Specimen[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: Specimen[]; nextCursor: string | null } = await data(
      `${base}/api/v1/barcodes/specimens?pageSize=100${cursor ? `&cursor=${cursor}` : ''}`,
    );
    records.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return records;
}

/** Taxonomy node ids of names (genera, families) as the taxonomy search finds them, exact matches only. */
async function nodeIds(base: string, names: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const name of names) {
    const found = await data<{ items: { id: number; name: string }[] }>(
      `${base}/api/v1/taxonomy/search?q=${encodeURIComponent(name)}&limit=5`,
    );
    const node = found.items.find((n) => n.name === name);
    if (node) ids.push(Number(node.id));
  }
  return ids;
}

/** `DISTINCT` distinct list requests drawn from the records (seeded: every run sends the same ones). */
function requests(records: readonly Specimen[], higherTaxa: readonly number[]): string[] {
  const random = seededRandom(20261126);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const located = records.filter((r) => r.latitude !== null && r.longitude !== null);
  const species = [...new Set(records.map((r) => r.taxonId).filter((id): id is number => id !== null))];
  const countries = [...new Set(records.flatMap((r) => (r.country ? [r.country] : [])))];
  const codes = [...new Set(records.flatMap((r) => (r.countryCode ? [r.countryCode] : [])))];
  const markers = [...new Set(records.map((r) => r.marker))];
  const round = (value: number) => Math.round(value * 100) / 100;
  const filters: (() => [string, string])[] = [
    () => ['taxonId', String(random() < 0.6 ? pick(species) : pick(higherTaxa))],
    () => ['country', random() < 0.5 ? pick(countries) : pick(codes)],
    () => ['marker', random() < 0.5 ? pick(markers) : pick(markers).toLowerCase()],
    () => {
      const at = pick(located);
      const half = 0.25 + random() * 10;
      const [minLat, maxLat] = [Math.max(-90, at.latitude! - half), Math.min(90, at.latitude! + half)];
      const [minLon, maxLon] = [Math.max(-180, at.longitude! - half), Math.min(180, at.longitude! + half)];
      return ['bbox', [minLon, minLat, maxLon, maxLat].map(round).join(',')];
    },
    () => ['minLength', String(400 + Math.floor(random() * 260))],
    () => ['maxLength', String(600 + Math.floor(random() * 100))],
    () => {
      const record = pick(records);
      const words = [
        record.sampleId.slice(0, 5 + Math.floor(random() * 5)),
        record.processId,
        record.genbankAccession,
        record.scientificName.split(' ')[0],
        record.scientificName.split(' ')[1],
        record.family,
        record.country,
      ].filter((w): w is string => Boolean(w));
      return ['q', pick(words)];
    },
  ];
  const paths = new Set<string>();
  while (paths.size < DISTINCT) {
    const params = new Map<string, string>();
    const count = 1 + Math.floor(random() * 3);
    for (let i = 0; i < count; i++) {
      const [name, value] = pick(filters)();
      params.set(name, value);
    }
    const min = Number(params.get('minLength') ?? 0);
    if (params.has('maxLength') && Number(params.get('maxLength')) < min) params.delete('maxLength');
    // mostly the default page of 10 (a portal), sometimes larger ones (scripts paging through)
    const size = random();
    if (size >= 0.7) params.set('pageSize', size < 0.85 ? '20' : size < 0.95 ? '50' : '100');
    if (random() < 0.2) params.set('page', String(2 + Math.floor(random() * 3)));
    const query = [...params].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
    paths.add(`/api/v1/barcodes/specimens?${query}`);
  }
  return [...paths];
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);

/** CPU time (user + system) a process has used, in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function line(name: string, result: LoadResult): string {
  return `${name}: ${fmt(result.requests.average)} req/s, p50 ${fmt(result.latency.p50)} ms, p99 ${fmt(result.latency.p99)} ms, ${result.requests.total} requests, ${result.non2xx} non-2xx (${result['5xx']} 5xx), ${result.errors} errors`;
}

async function main(): Promise<void> {
  console.log(
    `machine: ${cpus().length} cores, load average before ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const service = await startChild();
  const readyMs = await ready(service.url);
  console.log(`service ready (/health ok, derived data built) ${fmt(readyMs)} ms after listening`);
  try {
    const records = await allSpecimens(service.url);
    const genera = [...new Set(records.flatMap((r) => (r.acceptedName ? [r.acceptedName.split(' ')[0]!] : [])))];
    const families = [...new Set(records.flatMap((r) => (r.family ? [r.family] : [])))];
    const higherTaxa = await nodeIds(service.url, [...families, ...genera.filter((_, i) => i % 4 === 0)]);
    const paths = requests(records, higherTaxa);
    console.log(
      `data: ${records.length} records; ${paths.length} distinct requests drawn from them (${higherTaxa.length} genera and families among the subtrees)`,
    );

    const bare = await startFloor('bare');
    const floor = () =>
      drive({ url: bare.url, connections: CONNECTIONS, duration: SECONDS, requests: [{ method: 'GET', path: '/' }] });
    const floorBefore = await floor();
    let next = 0;
    const cpuBefore = cpuMs(service.pid);
    const load = await drive({
      url: service.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      // one shared counter across the connections: every request sent is a different one
      requests: [
        {
          method: 'GET',
          path: paths[0]!,
          setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }),
        },
      ],
    });
    const serviceCpu = cpuMs(service.pid) - cpuBefore;
    const floorAfter = await floor();
    bare.stop();
    const floorRps = (floorBefore.requests.average + floorAfter.requests.average) / 2;
    console.log(`\nload: ${CONNECTIONS} connections, ${SECONDS} s each`);
    console.log(line('floor, bare node:http (fixed JSON), before', floorBefore));
    console.log(
      `${line('GET /api/v1/barcodes/specimens, long tail', load)}; ${Math.min(next, paths.length)} distinct sent${next > paths.length ? ` (${next - paths.length} repeats)` : ', none twice'}`,
    );
    console.log(line('floor, bare node:http (fixed JSON), after', floorAfter));
    console.log(
      `service process CPU during the load: ${fmt(serviceCpu / 1000, 1)} s of ${SECONDS} s (${fmt(serviceCpu / load.requests.total, 2)} ms per request)`,
    );
    const listOk = load.requests.average >= TARGET.rps && load.latency.p99 <= TARGET.p99Ms && load.non2xx === 0;
    console.log(
      `specimen list: ${fmt(load.requests.average)} req/s = ${fmt(load.requests.average / floorRps, 3)}× the bare floor (${fmt(floorRps)} req/s); p99 ${fmt(load.latency.p99)} ms — ${listOk ? 'PASS' : 'FAIL'} (target ≥ ${TARGET.rps} req/s, p99 ≤ ${TARGET.p99Ms} ms, no non-2xx)`,
    );

    const times: number[] = [];
    let rows = 0;
    let bytes = 0;
    for (let i = 0; i < REPORT_RUNS; i++) {
      const started = performance.now();
      const response = await fetch(`${service.url}/api/v1/genomes?format=tsv`);
      const text = await response.text();
      times.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`the genome report answered ${response.status}`);
      rows = text.split('\n').filter(Boolean).length - 1;
      bytes = Buffer.byteLength(text);
    }
    const reportOk = Math.max(...times) <= TARGET.reportMs;
    console.log(
      `\ngenome report (GET /api/v1/genomes?format=tsv, every assembly): ${rows} assemblies, ${bytes} bytes; ${REPORT_RUNS} runs one at a time: first ${fmt(times[0]!, 1)} ms, median ${fmt(median(times), 1)} ms, p95 ${fmt(percentile(times, 95), 1)} ms, max ${fmt(Math.max(...times), 1)} ms — ${reportOk ? 'PASS' : 'FAIL'} (target ≤ ${TARGET.reportMs} ms)`,
    );
    console.log(
      `load average after ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    process.exitCode = listOk && reportOk ? 0 : 1;
  } finally {
    await service.stop();
  }
}

await main();
