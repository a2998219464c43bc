// The soak (issue 24): mixed long-tail read load (every request distinct, drawn from the whole data:
// tools/bench/long-tail.ts; operations without a long tail, such as health or one job, keep their repeated mix) at 100
// connections plus niche uploads that write to storage, for 30 minutes, with the faults injected on a schedule:
// the storage disk full (a tmpfs filled to the last byte, built exports removed), PostgreSQL stalled (SIGSTOP of the
// postmaster and its backends, then SIGCONT), slow-body clients (declared 20 MB uploads sending 1 byte) and 2,000
// sockets that never read.
// Prints a summary and exits 1 unless: no 5xx but the documented 503/507 during a fault, no request over 10 s, and the
// server's RSS and descriptors back within 10 % of their start after the load. Not part of `npm test` (needs root for
// the tmpfs). Usage, as root:
//   [DATA_DIR=var/soak EMBEDDED_PG_PORT=54372] npx tsx tools/soak.ts [minutes=30] [connections=100]
// SOAK_MIX=repeated sends the repeated mix of tools/bench-api.ts instead (a few thousand requests, mostly cached);
// SOAK_FAULTS=<word>,… injects only the faults whose name has one of the words; LOG_LEVEL=info with
// BENCH_SERVICE_LOG=<file> keeps the request log (server-side durations of the slowest requests).
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { loadConfig, PROJECT_ROOT } from '../config.js';
import { mountFullDisk } from '../test/support/full-disk.js';
import { postgresProcesses } from '../test/support/postgres-processes.js';
import { buildMixes } from './bench/api-mix.js';
import { buildLongTail } from './bench/long-tail.js';
import { rssMb } from './bench/load.js';
import { createJobs, ready, requestChecklist, startChild } from './bench/service-process.js';
import { seededRandom } from './bench/stats.js';

const MINUTES = Number(process.argv[2] ?? 30);
const CONNECTIONS = Number(process.argv[3] ?? 100);
const TOTAL_MS = MINUTES * 60_000;
const HANG_MS = 10_000;
const RETURN = 0.1;
/** A fault's answers may still be in flight (or the service recovering) this long after it ends. */
const AFTERMATH_MS = 10_000;
const QUERY = gunzipSync(
  readFileSync(join(PROJECT_ROOT, 'data', 'barcodes/nichebarcoding_lappetmoths_query_coi.fasta.gz')),
);

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const fds = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;

// --- the service, its storage on a tmpfs, and the request mix -------------------------------------------------------
const disk = mountFullDisk(resolve(PROJECT_ROOT, 'var', `soak-storage-${process.pid}`), 1024);
process.once('exit', () => disk.unmount());
// the stall watch as deployed (2 s): the benchmarks' children otherwise wait 10 minutes (tools/bench/dataset.ts)
const service = await startChild({
  DB_STALL_SUSPECT_MS: '2000',
  STORAGE_DIR: disk.directory,
  BLAST_SYNC_TIMEOUT: '0',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
await ready(service.url);
const repeated = await buildMixes(service.url, await createJobs(service.url));
const chosen =
  process.env.SOAK_MIX === 'repeated' ? repeated : buildLongTail(await requestChecklist(service.child), repeated);
const random = seededRandom(24);
const mixes = chosen.map((mix) => {
  const paths = [...mix.paths];
  for (let i = paths.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [paths[i], paths[j]] = [paths[j]!, paths[i]!];
  }
  return { operationId: mix.operationId, paths };
});
const distinctPaths = mixes.reduce((n, mix) => n + mix.paths.length, 0);
/**
 * The n-th request: operations in turn (each operation its share, whatever the size of its list), each walking its own
 * shuffled list, so a request repeats only once its operation's list is used up.
 */
const pathAt = (n: number): string => {
  const mix = mixes[n % mixes.length]!;
  return mix.paths[Math.floor(n / mixes.length) % mix.paths.length]!;
};
const downloads = (
  (await (await fetch(`${service.url}/api/v1/downloads`)).json()) as { data: { items: { href: string }[] } }
).data.items;
const clusterDirectory = join(loadConfig(process.env).dataDir, 'postgres');

// --- what every request did -------------------------------------------------------------------------------------------
interface Outcome {
  readonly start: number;
  readonly end: number;
  readonly status: number | 'error';
  readonly path: string;
}
const outcomes: Outcome[] = [];
const began = performance.now();
const now = () => performance.now() - began;

async function send(path: string, init: RequestInit = {}): Promise<{ status: number; text: string } | null> {
  const start = now();
  try {
    const response = await fetch(`${service.url}${path}`, { ...init, signal: AbortSignal.timeout(60_000) });
    const text = await response.text();
    outcomes.push({ start, end: now(), status: response.status, path });
    return { status: response.status, text };
  } catch {
    outcomes.push({ start, end: now(), status: 'error', path });
    return null;
  }
}

/** A niche job and its query upload: the writes to storage a full disk refuses. */
async function writer(): Promise<void> {
  const files = { referenceSequences: 'r.fasta', querySequences: 'q.fasta' };
  const created = await send('/api/v1/niche-barcoding/jobs', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ workflow: 'NBSI', model: 'RF', files }),
  });
  if (created?.status !== 201) return;
  const { uploads } = (JSON.parse(created.text) as { data: { uploads: { fileName: string; url: string }[] } }).data;
  const query = uploads.find((u) => u.fileName === files.querySequences);
  if (query)
    await send(query.url, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: QUERY,
    });
}

// --- the faults -------------------------------------------------------------------------------------------------------
interface Fault {
  readonly name: string;
  readonly at: number;
  readonly ms: number;
  begin(): Promise<() => void>;
}
const window = (fraction: number, ms: number) => ({ at: TOTAL_MS * fraction, ms: Math.min(ms, TOTAL_MS * 0.1) });
const held: Socket[] = [];

function rawSocket(request: string, read: boolean): Promise<Socket> {
  return new Promise((done) => {
    const socket = connect(Number(new URL(service.url).port), '127.0.0.1', () => {
      socket.write(request);
      if (!read) socket.pause();
      done(socket);
    });
    socket.on('error', () => undefined);
    if (read) socket.resume();
  });
}

const allFaults: Fault[] = [
  {
    name: 'storage disk full',
    ...window(0.15, 60_000),
    async begin() {
      // built exports are gone first (removing them frees space), so reading one means building it on the full disk
      rmSync(join(disk.directory, 'downloads'), { recursive: true, force: true });
      disk.fill();
      return () => disk.free();
    },
  },
  {
    name: 'PostgreSQL stalled (SIGSTOP of the postmaster and every backend)',
    ...window(0.35, 20_000),
    async begin() {
      // the backends too: stopping the postmaster alone only refuses new connections, the pooled ones keep answering
      const frozen = postgresProcesses(clusterDirectory);
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
      return () => frozen.forEach((pid) => process.kill(pid, 'SIGCONT'));
    },
  },
  {
    name: '4 slow-body uploads (20 MB declared, 1 byte sent)',
    ...window(0.55, 60_000),
    async begin() {
      const sockets = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          rawSocket(
            `PUT /api/v1/niche-barcoding/jobs/00000000-0000-4000-8000-00000000000${i}/upload?fileName=a.fasta HTTP/1.1\r\nHost: soak\r\nContent-Type: application/octet-stream\r\nContent-Length: 20000000\r\n\r\n>`,
            true,
          ),
        ),
      );
      return () => sockets.forEach((s) => s.destroy());
    },
  },
  {
    name: '2,000 sockets that never read',
    ...window(0.72, 60_000),
    async begin() {
      for (let i = 0; i < 2000; i += 100)
        held.push(
          ...(await Promise.all(
            Array.from({ length: 100 }, (_, k) =>
              rawSocket(`GET ${downloads[(i + k) % downloads.length]!.href} HTTP/1.1\r\nHost: soak\r\n\r\n`, false),
            ),
          )),
        );
      return () => held.splice(0).forEach((s) => s.destroy());
    },
  },
];
/** SOAK_FAULTS=<word>,…: only the faults whose name contains one of the words (e.g. `sockets`), to study one alone. */
const faults = process.env.SOAK_FAULTS
  ? allFaults.filter((f) => process.env.SOAK_FAULTS!.split(',').some((word) => f.name.includes(word)))
  : allFaults;

// --- the run ----------------------------------------------------------------------------------------------------------
const rssStart = rssMb(service.pid);
const fdsStart = fds(service.pid);
let rssPeak = rssStart;
let fdsPeak = fdsStart;
// the kernel's TCP memory (pages, /proc/net/sockstat): sockets that never read fill send buffers on this one host,
// and over tcp_mem's pressure mark every connection of the machine slows — the load's as well as the server's
let tcpPagesPeak = 0;
const tcpPages = () => Number(/TCP:.* mem (\d+)/.exec(readFileSync('/proc/net/sockstat', 'utf8'))?.[1] ?? 0);
const tcpPressure = Number(readFileSync('/proc/sys/net/ipv4/tcp_mem', 'utf8').split(/\s+/)[1]);
// this process's own event-loop delay: a long one would be the load generator's stall, not the service's
const ownDelay = monitorEventLoopDelay({ resolution: 20 });
ownDelay.enable();
const sampler = setInterval(() => {
  tcpPagesPeak = Math.max(tcpPagesPeak, tcpPages());
  rssPeak = Math.max(rssPeak, rssMb(service.pid));
  fdsPeak = Math.max(fdsPeak, fds(service.pid));
}, 500);
console.log(
  `soak: ${MINUTES} min, ${CONNECTIONS} connections, ${process.env.SOAK_MIX === 'repeated' ? 'repeated' : 'long-tail'} mix of ${distinctPaths} distinct requests over ${mixes.length} read operations (in turn), niche uploads every 2 s; faults: ${faults
    .map((f) => `${f.name} at ${(f.at / 1000).toFixed(0)} s for ${(f.ms / 1000).toFixed(0)} s`)
    .join('; ')}`,
);

let next = 0;
const load = Array.from({ length: CONNECTIONS }, async () => {
  while (now() < TOTAL_MS) await send(pathAt(next++));
});
const writes = (async () => {
  while (now() < TOTAL_MS) await Promise.all([writer(), sleep(2_000)]);
})();
const injected = faults.map(async (fault) => {
  await sleep(fault.at - now());
  const end = await fault.begin();
  await sleep(fault.ms);
  end();
});
await Promise.all([...load, writes, ...injected]);
clearInterval(sampler);
// the allocator gives memory back a while after the load: the end state is read after a minute of rest
await sleep(60_000);
ownDelay.disable();
const rssAfter = rssMb(service.pid);
const fdsAfter = fds(service.pid);
await service.stop();

// --- the summary ------------------------------------------------------------------------------------------------------
const during = (o: Outcome) => faults.find((f) => o.end >= f.at && o.start <= f.at + f.ms + AFTERMATH_MS) ?? null;
const documented = (o: Outcome) => o.status === 503 || o.status === 507;
const serverError = (o: Outcome) => o.status === 'error' || (typeof o.status === 'number' && o.status >= 500);
const bad = outcomes.filter((o) => serverError(o) && !(during(o) && documented(o)));
const hangs = outcomes.filter((o) => o.end - o.start > HANG_MS);
const latencies = outcomes.map((o) => o.end - o.start).sort((a, b) => a - b);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(0);
const count = (list: Outcome[], test: (o: Outcome) => boolean) => list.filter(test).length;
const line = (name: string, list: Outcome[]) =>
  `  ${name}: ${list.length} requests; 2xx ${count(list, (o) => typeof o.status === 'number' && o.status < 300)}, 4xx ${count(list, (o) => typeof o.status === 'number' && o.status >= 400 && o.status < 500)}, 503 ${count(list, (o) => o.status === 503)}, 507 ${count(list, (o) => o.status === 507)}, other 5xx ${count(list, (o) => typeof o.status === 'number' && o.status >= 500 && !documented(o))}, connection errors ${count(list, (o) => o.status === 'error')}, over 10 s ${count(list, (o) => o.end - o.start > HANG_MS)}, max ${list.reduce((max, o) => Math.max(max, o.end - o.start), 0).toFixed(0)} ms`;

const distinctSent = mixes.reduce(
  (n, mix, i) => n + Math.min(mix.paths.length, Math.floor((next - i + mixes.length - 1) / mixes.length)),
  0,
);
console.log(
  `${outcomes.length} requests (${distinctSent} of them distinct), ${(outcomes.length / (TOTAL_MS / 1000)).toFixed(0)} req/s; latency p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`,
);
console.log(
  line(
    'outside the faults',
    outcomes.filter((o) => !during(o)),
  ),
);
for (const fault of faults)
  console.log(
    line(
      fault.name,
      outcomes.filter((o) => during(o) === fault),
    ),
  );
if (hangs.length)
  console.log(
    `  requests over 10 s (the slowest 8): ${[...hangs]
      .sort((a, b) => b.end - b.start - (a.end - a.start))
      .slice(0, 8)
      .map(
        (o) =>
          `${o.status} after ${(o.end - o.start).toFixed(0)} ms, sent at ${(o.start / 1000).toFixed(1)} s: ${o.path.slice(0, 90)}`,
      )
      .join('; ')}`,
  );
if (bad.length)
  console.log(
    `  5xx/errors outside what a fault documents (first 5): ${bad
      .slice(0, 5)
      .map((o) => `${o.status} ${o.path.slice(0, 80)}`)
      .join('; ')}`,
  );
// the longest time in which no request finished (a stall of the service, or of the machine)
const ends = outcomes.map((o) => o.end).sort((a, b) => a - b);
let gap = { ms: 0, at: 0 };
for (let i = 1; i < ends.length; i++)
  if (ends[i]! - ends[i - 1]! > gap.ms) gap = { ms: ends[i]! - ends[i - 1]!, at: ends[i - 1]! };
console.log(
  `  longest time with no answer: ${gap.ms.toFixed(0)} ms from ${(gap.at / 1000).toFixed(1)} s; load generator's event-loop delay max ${(ownDelay.max / 1e6).toFixed(0)} ms; kernel TCP memory peak ${tcpPagesPeak} pages (pressure mark ${tcpPressure})`,
);
const within = (after: number, start: number) => after <= start * (1 + RETURN);
console.log(
  `RSS ${rssStart.toFixed(0)} MB at the start, ${rssPeak.toFixed(0)} MB peak, ${rssAfter.toFixed(0)} MB a minute after (${within(rssAfter, rssStart) ? 'back within' : 'NOT back within'} ${RETURN * 100} %); descriptors ${fdsStart} → ${fdsPeak} peak → ${fdsAfter} (${within(fdsAfter, fdsStart) ? 'back within' : 'NOT back within'} ${RETURN * 100} %)`,
);
const ok = bad.length === 0 && hangs.length === 0 && within(rssAfter, rssStart) && within(fdsAfter, fdsStart);
console.log(
  ok
    ? 'PASS: no 5xx but the documented 503/507 during a fault, no request over 10 s, memory and descriptors back'
    : `FAIL: ${bad.length} undocumented 5xx/errors, ${hangs.length} requests over 10 s`,
);
process.exit(ok ? 0 : 1);
