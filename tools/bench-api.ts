// Benchmark: every read operation of the contract on a freshly started service, 50 connections each, side by side with the
// floors of the same run — (a) a bare node:http server with a fixed JSON answer, (b) a plain express route answering the
// operation's own answer (the bytes of its first request: same size and content, so the client's work is the same) — plus each operation's first-request latency after a fresh start and the server's RSS.
// Usage: [DATABASE_URL=… | DATA_DIR=var/bench EMBEDDED_PG_PORT=54371] [BENCH_OPERATIONS=listHostplants,…] npx tsx tools/bench-api.ts [seconds per operation] [connections]
// (BENCH_OPERATIONS: only those operations, to re-measure a few after a change; the README's table is a full run.)
// A preparation run of the service creates a BLAST job and a finished niche barcoding job (their reads need them) and draws
// the request mixes from the real data; then a new service process is started, nothing is warmed by hand, and every
// operation's first request is timed before the load.
import { cpus, loadavg } from 'node:os';
import { buildMixes, type OperationMix } from './bench/api-mix.js';
import { startFloor } from './bench/floors.js';
import { drive, rssMb, type LoadResult } from './bench/load.js';
import { createJobs, nextMessage, ready, startChild } from './bench/service-process.js';

const SECONDS = Number(process.argv[2] ?? 5);
const CONNECTIONS = Number(process.argv[3] ?? 50);
/** BENCH_OPERATIONS=a,b: only those operations. */
const ONLY = process.env.BENCH_OPERATIONS ? new Set(process.env.BENCH_OPERATIONS.split(',')) : null;
const TARGET = { rps: 500, p99Ms: 150, firstMs: 250, expressRatio: 0.5, rssReturn: 0.1 };
/** Operations held to ≥ 0.5× the plain express route answering the same bytes. */
const FLOOR_BOUND = new Set([
  'getTaxonomyTypeahead',
  'getTaxonomyRoots',
  'getTaxonomyChildren',
  'listGenomes',
  'listProteins',
  'listLiterature',
  'listHostplants',
  'listBarcodes',
  'listTranscriptomes',
  'listDistributions',
  'getDistributionTile',
]);

interface Row {
  operationId: string;
  first: number;
  bytes: number;
  load: LoadResult;
  /** The plain express route's req/s: mean of the runs right before and right after the operation's. */
  expressRps: number;
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);

async function main(): Promise<void> {
  console.log(
    `machine: ${cpus().length} cores, load average before ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const preparation = await startChild({ BLAST_SYNC_TIMEOUT: '0' });
  await ready(preparation.url);
  const jobs = await createJobs(preparation.url);
  const mixes = (await buildMixes(preparation.url, jobs)).filter(
    (m) => m.paths.length > 0 && (!ONLY || ONLY.has(m.operationId)),
  );
  await preparation.stop();

  const bare = await startFloor('bare');
  const express = await startFloor('express');
  const floorBare = await drive({
    url: bare.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ method: 'GET', path: '/' }],
  });

  const startedAt = performance.now();
  const service = await startChild();
  const listening = performance.now() - startedAt;
  const readyMs = await ready(service.url);
  console.log(`fresh start: listening after ${fmt(listening)} ms, ready (/health ok) ${fmt(readyMs)} ms later`);

  // first request of every operation, one at a time, nothing warmed before
  const first = new Map<string, { ms: number; bytes: number; status: number; body: Buffer }>();
  for (const mix of mixes) {
    const started = performance.now();
    const response = await fetch(`${service.url}${mix.paths[0]}`);
    const body = Buffer.from(await response.arrayBuffer());
    first.set(mix.operationId, { ms: performance.now() - started, bytes: body.length, status: response.status, body });
  }
  const rssBefore = rssMb(service.pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(service.pid))), 250);

  const rows: Row[] = [];
  for (const mix of mixes as OperationMix[]) {
    const { bytes, body } = first.get(mix.operationId)!;
    await express.keep(mix.operationId, body);
    const expressFloor = () =>
      drive({
        url: express.url,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [{ method: 'GET', path: `/same/${mix.operationId}` }],
      });
    // the floor is measured right before and right after the operation and averaged: on a shared machine a burst of
    // other work during one of the three runs then weighs on the ratio's both sides, not on the operation alone
    const floorBefore = await expressFloor();
    const load = await drive({
      url: service.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: mix.paths.map((path) => ({ method: 'GET', path })),
    });
    const floorAfter = await expressFloor();
    const expressRps = (floorBefore.requests.average + floorAfter.requests.average) / 2;
    rows.push({ operationId: mix.operationId, first: first.get(mix.operationId)!.ms, bytes, load, expressRps });
    process.stdout.write('.');
  }
  clearInterval(sampler);
  const rssDuring = rssPeak;
  // the allocator and V8 give memory back some time after the load, not at its last request: sampled for a minute
  const rssAfter: [number, number][] = [];
  for (const second of [15, 30, 60]) {
    await new Promise((resolve) => setTimeout(resolve, (second - (rssAfter.at(-1)?.[0] ?? 0)) * 1000));
    rssAfter.push([second, rssMb(service.pid)]);
  }
  const rssAfterIdle = rssAfter.at(-1)![1];
  service.child.send('gc');
  const afterGc = await nextMessage(service.child);
  const memory = 'memory' in afterGc ? afterGc.memory : null;
  const rssAfterGc = rssMb(service.pid);
  const floorBareEnd = await drive({
    url: bare.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ method: 'GET', path: '/' }],
  });
  await service.stop();
  bare.stop();
  express.stop();

  console.log('\n');
  console.log(
    `floors (same run): bare node:http fixed JSON ${fmt(floorBare.requests.average)} req/s at the start, ${fmt(floorBareEnd.requests.average)} at the end; plain express per operation below (mean of a run right before and one right after the operation's)`,
  );
  console.log(
    `load: ${CONNECTIONS} connections, ${SECONDS} s per operation; targets ≥ ${TARGET.rps} req/s, p99 ≤ ${TARGET.p99Ms} ms, no 5xx, first request ≤ ${TARGET.firstMs} ms, lists/typeahead/tree/tiles ≥ ${TARGET.expressRatio}× express`,
  );
  console.log('');
  console.log(
    '| operation | req/s | p50 / p99 ms | non-2xx (5xx) | express req/s | ratio | first request ms | bytes | verdict |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  const failures: string[] = [];
  for (const row of rows) {
    const ratio = row.load.requests.average / row.expressRps;
    const misses: string[] = [];
    if (row.load.requests.average < TARGET.rps) misses.push('req/s');
    if (row.load.latency.p99 > TARGET.p99Ms) misses.push('p99');
    if (row.load['5xx'] > 0 || row.load.errors > 0 || row.load.timeouts > 0) misses.push('5xx/errors');
    if (row.first > TARGET.firstMs) misses.push('first');
    if (FLOOR_BOUND.has(row.operationId) && ratio < TARGET.expressRatio) misses.push('ratio');
    if (misses.length) failures.push(`${row.operationId} (${misses.join(', ')})`);
    console.log(
      `| ${row.operationId} | ${fmt(row.load.requests.average)} | ${row.load.latency.p50} / ${row.load.latency.p99} | ${row.load.non2xx} (${row.load['5xx']}) | ${fmt(row.expressRps)} | ${fmt(ratio, 2)}${FLOOR_BOUND.has(row.operationId) ? '*' : ''} | ${fmt(row.first, 1)} | ${row.bytes} | ${misses.length ? `miss: ${misses.join(', ')}` : 'ok'} |`,
    );
  }
  const rssReturned = rssAfterIdle <= rssBefore * (1 + TARGET.rssReturn);
  console.log('');
  console.log('* held to ≥ 0.5× the plain express route answering the same bytes');
  console.log(
    `RSS of the service: ${fmt(rssBefore)} MB before the load (after the first requests), ${fmt(rssDuring)} MB peak during; after the load ${rssAfter.map(([second, mb]) => `${fmt(mb)} MB at ${second} s`).join(', ')}, ${fmt(rssAfterGc)} MB after a GC — ${rssReturned ? 'back within' : 'NOT back within'} ${TARGET.rssReturn * 100} %`,
  );
  if (memory)
    console.log(
      `after the GC: V8 heap ${fmt(memory.heapUsed / 2 ** 20)} MB used of ${fmt(memory.heapTotal / 2 ** 20)} MB, external ${fmt(memory.external / 2 ** 20)} MB, array buffers ${fmt(memory.arrayBuffers / 2 ** 20)} MB`,
    );
  console.log(
    `load average after ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    failures.length
      ? `targets missed by ${failures.length} operations: ${failures.join('; ')}`
      : 'every operation met every target',
  );
}

await main();
