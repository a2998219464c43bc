// Bounded mixed load: every read operation of the contract at once (the request mixes of tools/bench/api-mix.ts, shuffled
// together), 150 connections for 60 s against a freshly started service. Prints req/s, latency, non-2xx, 5xx, errors and
// the server's RSS before, at its peak and for a minute after the load; exits 1 when any request failed or answered 5xx,
// or when RSS is not back within 10 % of its start a minute after the load.
// Usage: [DATA_DIR=var/bench EMBEDDED_PG_PORT=54371] npx tsx tools/load-mixed.ts [seconds=60] [connections=150]
import { loadavg } from 'node:os';
import { buildMixes } from './bench/api-mix.js';
import { drive, rssMb } from './bench/load.js';
import { createJobs, nextMessage, ready, startChild } from './bench/service-process.js';
import { seededRandom } from './bench/stats.js';

const SECONDS = Number(process.argv[2] ?? 60);
const CONNECTIONS = Number(process.argv[3] ?? 150);
const RSS_RETURN = 0.1;

const preparation = await startChild({ BLAST_SYNC_TIMEOUT: '0' });
await ready(preparation.url);
const mixes = await buildMixes(preparation.url, await createJobs(preparation.url));
await preparation.stop();

// one list of every operation's paths, shuffled (seeded): the operations interleave as a portal's visitors' would
const random = seededRandom(7);
const paths = mixes.flatMap((mix) => mix.paths);
for (let i = paths.length - 1; i > 0; i--) {
  const j = Math.floor(random() * (i + 1));
  [paths[i], paths[j]] = [paths[j]!, paths[i]!];
}

const service = await startChild();
await ready(service.url);
const rssStart = rssMb(service.pid);
let rssPeak = rssStart;
const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(service.pid))), 250);
console.log(
  `${mixes.length} read operations, ${paths.length} distinct requests, ${CONNECTIONS} connections for ${SECONDS} s; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const result = await drive({
  url: service.url,
  connections: CONNECTIONS,
  duration: SECONDS,
  requests: paths.map((path) => ({ method: 'GET', path })),
});
clearInterval(sampler);
// the allocator and V8 give memory back some time after the load, not at its last request: sampled for a minute
const rssAfterBySecond = new Map<number, number>();
for (const second of [15, 30, 60]) {
  await new Promise((resolve) => setTimeout(resolve, (second - Math.max(0, ...rssAfterBySecond.keys())) * 1000));
  rssAfterBySecond.set(second, rssMb(service.pid));
}
const rssAfter = rssAfterBySecond.get(60)!;
service.child.send('gc');
await nextMessage(service.child);
const rssAfterGc = rssMb(service.pid);
await service.stop();

const failures = result.errors + result.timeouts;
const statuses = Object.entries(result.statusCodeStats)
  .map(([status, { count }]) => `${status}: ${count}`)
  .join(', ');
console.log(
  `${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s; latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
);
console.log(
  `statuses ${statuses}; non-2xx ${result.non2xx}, 5xx ${result['5xx']}, errors ${result.errors}, timeouts ${result.timeouts}`,
);
const returned = rssAfter <= rssStart * (1 + RSS_RETURN);
console.log(
  `RSS ${rssStart.toFixed(0)} MB at the start, ${rssPeak.toFixed(0)} MB peak; after the load ${[...rssAfterBySecond]
    .map(([second, mb]) => `${mb.toFixed(0)} MB at ${second} s`)
    .join(
      ', ',
    )}, ${rssAfterGc.toFixed(0)} MB after a GC — ${returned ? 'back within' : 'NOT back within'} ${RSS_RETURN * 100} %`,
);
const ok = failures === 0 && result['5xx'] === 0 && returned;
console.log(ok ? 'PASS: no errors, no 5xx, memory back' : 'FAIL');
process.exit(ok ? 0 : 1);
