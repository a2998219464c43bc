// Benchmark: every read operation of the contract on a freshly started service, 50 connections each, twice — the long tail
// (every request distinct, drawn from the whole data: tools/bench/long-tail.ts) and the repeated mix of a portal's most
// asked requests (about 200 paths per operation, each asked many times) — side by side with the floors of the same run:
// (a) a bare node:http server with a fixed JSON answer, (b) a plain express route answering the operation's own answer
// (the bytes of its first request: same size and content, so the client's work is the same); plus each operation's
// first-request latency after a fresh start, one client alone on the long tail of the lookups, and the server's RSS.
// Per long-tail operation it also prints the CPU the service used per request (all its threads) and the share of a
// core its own client used: a figure that tells a slow operation from a busy machine or a saturated client. For the
// lookups (search, suggestions, typeahead) it also drives (b) with a median-size long-tail answer: the answer-size floor.
// Usage: [DATABASE_URL=… | DATA_DIR=var/bench EMBEDDED_PG_PORT=54371] [ANSWER_CACHE=off] [BENCH_LONG_TAIL=off] [BENCH_OPERATIONS=listHostplants,…] npx tsx tools/bench-api.ts [seconds per operation] [connections]
// (BENCH_OPERATIONS: only those operations, to re-measure a few after a change; the README's table is a full run.
// ANSWER_CACHE=off: the service keeps no finished answers — the long-tail figures must stay within noise.)
// A preparation run of the service creates a BLAST job and a finished niche barcoding job (their reads need them), draws
// the request mixes from the real data and reads the checklist for the long tail; then a new service process is started,
// nothing is warmed by hand, and every operation's first request is timed before the load.
import { cpus, loadavg } from 'node:os';
import { buildMixes, type OperationMix } from './bench/api-mix.js';
import { floorScaled, ISSUE_26_FLOOR_RPS, startFloor } from './bench/floors.js';
import { cpuMs, drive, eventLoopCpuMs, rssMb, type LoadResult } from './bench/load.js';
import { buildLongTail, eachOnce, FILTERED_DISTRIBUTIONS } from './bench/long-tail.js';
import { createJobs, nextMessage, ready, requestChecklist, startChild } from './bench/service-process.js';

const SECONDS = Number(process.argv[2] ?? 5);
const CONNECTIONS = Number(process.argv[3] ?? 50);
/** BENCH_OPERATIONS=a,b: only those operations. */
const ONLY = process.env.BENCH_OPERATIONS ? new Set(process.env.BENCH_OPERATIONS.split(',')) : null;
/** BENCH_LONG_TAIL=off: the repeated mix alone, as earlier versions of this benchmark ran it (before/after comparisons). */
const LONG_TAIL_ON = process.env.BENCH_LONG_TAIL !== 'off';
const TARGET = { rps: 500, p99Ms: 150, firstMs: 250, expressRatio: 0.5, rssReturn: 0.1 };
/** Long-tail targets (issue 26): every request new, 50 connections. */
const LONG_TAIL = { rps: 1000, p99Ms: 100, oneClientMs: 2 };
const LONG_TAIL_RPS: Record<string, number> = {
  searchTaxonomy: 3000,
  getSearchSuggestions: 3000,
  getTaxonomyTypeahead: 3000,
  getTaxonomyNode: 1500,
  listDistributions: 1500,
  [FILTERED_DISTRIBUTIONS]: 1500,
  getDistributionOverview: 1500,
  listGenomes: 1500,
};
/** Timed for one client alone on the long tail: the lookups a typing user waits for. */
const ONE_CLIENT = ['searchTaxonomy', 'getSearchSuggestions', 'getTaxonomyTypeahead'];
/** Long-tail answers read to find a lookup's median answer size (the last paths of its mix: not asked before). */
const SIZE_SAMPLES = 51;
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

interface LongTailRow {
  operationId: string;
  load: LoadResult;
  /** Requests sent and how many of them were distinct paths. */
  sent: number;
  distinct: number;
  /** Distinct paths the mix holds. */
  available: number;
  /** CPU the service used per answered request (µs), and the share of one core this benchmark's client used. */
  serviceCpuUs: number;
  /** Of serviceCpuUs, the main thread's (the event loop); the rest ran on other threads. */
  eventLoopCpuUs: number;
  clientCpuShare: number;
}

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
  const allMixes = await buildMixes(preparation.url, jobs);
  const checklist = await requestChecklist(preparation.child);
  // a row of an operation's own (listDistributions:filters) is selected with its operation
  const selected = (m: OperationMix) =>
    m.paths.length > 0 && (!ONLY || ONLY.has(m.operationId) || ONLY.has(m.operationId.split(':')[0]!));
  const mixes = allMixes.filter(selected);
  const repeatedPaths = new Map(allMixes.map((m) => [m.operationId, m.paths]));
  const longTails = LONG_TAIL_ON
    ? buildLongTail(checklist, allMixes).filter((m) => selected(m) && m.paths !== repeatedPaths.get(m.operationId))
    : [];
  console.log(
    `long tail drawn from ${checklist.taxa.length} taxa, ${checklist.otherNames.length} synonyms and common names, ${checklist.points.length} occurrence places; answer cache ${process.env.ANSWER_CACHE ?? 'on (default)'}`,
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

  // the long tail first, every operation before any repeated mix (the repeated mixes fill the answer cache)
  const longRows: LongTailRow[] = [];
  for (const mix of longTails) {
    const walk = eachOnce(mix.paths);
    const serviceCpuBefore = cpuMs(service.pid);
    const eventLoopCpuBefore = eventLoopCpuMs(service.pid);
    const clientCpuBefore = process.cpuUsage();
    const load = await drive({
      url: service.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: walk.requests,
    });
    const serviceCpu = cpuMs(service.pid) - serviceCpuBefore;
    const eventLoopCpu = eventLoopCpuMs(service.pid) - eventLoopCpuBefore;
    const clientCpu = process.cpuUsage(clientCpuBefore);
    const sent = walk.sent();
    longRows.push({
      operationId: mix.operationId,
      load,
      sent,
      distinct: Math.min(sent, mix.paths.length),
      available: mix.paths.length,
      serviceCpuUs: (1000 * serviceCpu) / Math.max(1, load.requests.total),
      eventLoopCpuUs: (1000 * eventLoopCpu) / Math.max(1, load.requests.total),
      clientCpuShare: (clientCpu.user + clientCpu.system) / 1000 / (SECONDS * 1000),
    });
    process.stdout.write('*');
  }
  // one client alone, on paths the 50-connection run did not reach
  const oneClient = new Map<string, LoadResult>();
  for (const mix of longTails.filter((m) => ONE_CLIENT.includes(m.operationId))) {
    const done = longRows.find((r) => r.operationId === mix.operationId)!.distinct;
    const walk = eachOnce([...mix.paths.slice(done), ...mix.paths.slice(0, done)]);
    oneClient.set(
      mix.operationId,
      await drive({ url: service.url, connections: 1, duration: Math.min(SECONDS, 3), requests: walk.requests }),
    );
  }

  // what the client and the wire cost at each lookup's answer size: the plain express route answering a long-tail answer
  // of median size (a search answers ~20 KB: twenty hits with their lineage), every request the same bytes
  const sizeFloors = new Map<string, { bytes: number; rps: number }>();
  for (const mix of longTails.filter((m) => ONE_CLIENT.includes(m.operationId))) {
    const bodies: Buffer[] = [];
    for (const path of mix.paths.slice(-SIZE_SAMPLES))
      bodies.push(Buffer.from(await (await fetch(`${service.url}${path}`)).arrayBuffer()));
    const body = bodies.sort((a, b) => a.length - b.length)[bodies.length >> 1]!;
    await express.keep(`size-${mix.operationId}`, body);
    const load = await drive({
      url: express.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [{ method: 'GET', path: `/same/size-${mix.operationId}` }],
    });
    sizeFloors.set(mix.operationId, { bytes: body.length, rps: load.requests.average });
  }

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
  const peak = 'peak' in afterGc ? afterGc.peak : null;
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
  const bareRps = floorBare.requests.average;
  console.log(
    `LONG TAIL — every request distinct (drawn from the whole data, seeded; answer cache ${process.env.ANSWER_CACHE ?? 'on'}); ${CONNECTIONS} connections, ${SECONDS} s each; bare node:http floor of this run ${fmt(bareRps)} req/s (start) / ${fmt(floorBareEnd.requests.average)} (end); targets ≥ ${LONG_TAIL.rps} req/s (search, suggestions, typeahead ≥ 3000; node, distributions with any filter, overview, genome list ≥ 1500), p99 ≤ ${LONG_TAIL.p99Ms} ms, no non-2xx but 404, no 503`,
  );
  console.log(
    `floor-scaled req/s targets: each target × this run's starting bare floor ${fmt(bareRps)} ÷ ${fmt(ISSUE_26_FLOOR_RPS)} (the floor of the run that set them) = × ${fmt(bareRps / ISSUE_26_FLOOR_RPS, 3)}`,
  );
  console.log('');
  console.log(
    '| operation | req/s | ÷ bare | p50 / p99 ms | non-2xx (404 / 503 / 5xx) | requests sent (distinct of available) | service CPU µs per request = event loop + other threads (client: % of a core) | verdict | floor-scaled req/s target |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  const longFailures: string[] = [];
  const scaledFailures: string[] = [];
  for (const row of longRows) {
    const status = (code: number) => row.load.statusCodeStats[String(code)]?.count ?? 0;
    const rpsTarget = LONG_TAIL_RPS[row.operationId] ?? LONG_TAIL.rps;
    const misses: string[] = [];
    if (row.load.requests.average < rpsTarget) misses.push('req/s');
    if (row.load.latency.p99 > LONG_TAIL.p99Ms) misses.push('p99');
    if (row.load.non2xx - status(404) > 0 || row.load.errors > 0 || row.load.timeouts > 0) misses.push('non-2xx');
    if (status(503) > 0) misses.push('503');
    if (misses.length) longFailures.push(`${row.operationId} (${misses.join(', ')})`);
    const verdict = misses.length ? `miss: ${misses.join(', ')}` : 'ok';
    const scaledTarget = floorScaled(rpsTarget, bareRps);
    const scaledMet = row.load.requests.average >= scaledTarget;
    if (!scaledMet) scaledFailures.push(row.operationId);
    console.log(
      `| ${row.operationId} | ${fmt(row.load.requests.average)} | ${fmt(row.load.requests.average / bareRps, 3)} | ${row.load.latency.p50} / ${row.load.latency.p99} | ${row.load.non2xx} (${status(404)} / ${status(503)} / ${row.load['5xx']}) | ${row.sent} (${row.distinct} of ${row.available}) | ${fmt(row.serviceCpuUs)} = ${fmt(row.eventLoopCpuUs)} + ${fmt(row.serviceCpuUs - row.eventLoopCpuUs)} (${fmt(100 * row.clientCpuShare)} %) | ${verdict} | ${fmt(scaledTarget)} ${scaledMet ? 'ok' : 'miss'} |`,
    );
  }
  for (const [operationId, floor] of sizeFloors) {
    const row = longRows.find((r) => r.operationId === operationId)!;
    console.log(
      `answer-size floor, ${operationId}: plain express answering its median long-tail answer (${fmt(floor.bytes)} bytes) ${fmt(floor.rps)} req/s; the long tail's ${fmt(row.load.requests.average)} req/s is ${fmt(row.load.requests.average / floor.rps, 2)}× that`,
    );
  }
  for (const [operationId, load] of oneClient) {
    const ok = load.latency.p50 <= LONG_TAIL.oneClientMs;
    if (!ok) longFailures.push(`${operationId} (one client)`);
    console.log(
      `one client alone, long tail, ${operationId}: ${fmt(load.requests.average)} req/s, p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms (target p50 ≤ ${LONG_TAIL.oneClientMs} ms) ${ok ? 'ok' : 'miss'}`,
    );
  }
  console.log(
    longFailures.length
      ? `long-tail targets missed by ${longFailures.length} operations: ${longFailures.join('; ')}`
      : 'every operation met the long-tail targets',
  );
  console.log(
    scaledFailures.length
      ? `floor-scaled req/s targets missed by: ${scaledFailures.join(', ')}`
      : `every operation met its floor-scaled req/s target (× ${fmt(bareRps / ISSUE_26_FLOOR_RPS, 3)})`,
  );
  console.log('');
  console.log(
    'REPEATED — the mix of today (about 200 paths per operation, each asked many times: the answer cache serves most)',
  );
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
  if (peak)
    console.log(
      `peaks since the start (each figure's own, sampled every 250 ms in the service): V8 heap ${fmt(peak.heapUsed / 2 ** 20)} MB used of ${fmt(peak.heapTotal / 2 ** 20)} MB, external ${fmt(peak.external / 2 ** 20)} MB, array buffers ${fmt(peak.arrayBuffers / 2 ** 20)} MB, RSS ${fmt(peak.rss / 2 ** 20)} MB`,
    );
  console.log(
    `load average after ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    failures.length
      ? `repeated mix: targets missed by ${failures.length} operations: ${failures.join('; ')}`
      : 'repeated mix: every operation met every target',
  );
  // the last line is the run's verdict: the long tail's misses count as much as the repeated mix's
  console.log(
    failures.length + longFailures.length
      ? `verdict: ${longFailures.length} long-tail and ${failures.length} repeated-mix misses (above)`
      : 'verdict: every operation met every target',
  );
}

await main();
