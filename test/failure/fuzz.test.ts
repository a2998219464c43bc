// Fuzz from the contract: ≥10,000 seeded malformed requests over every operation against server.ts as a child process —
// every answer a 4xx envelope or a documented success, no 5xx, none slower than 5 s, the process alive at the end.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '../../core/errors.js';
import { percentile } from '../../tools/bench/stats.js';
import { startTestServerProcess, type ServerProcess } from '../support/server-process.js';
import { assertMatchesContract } from '../support/contract.js';
import { createFuzzer, type FuzzOperation, type FuzzRequest } from '../support/fuzz-requests.js';

const REQUESTS = Math.max(10_000, Number(process.env.FUZZ_REQUESTS ?? 0));
const CONCURRENCY = 4;
const SLOW_MS = 5_000;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const OUTPUT = join('test-output', 'fuzz');
const ISO_MS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
/** Answers of the transport itself, outside any one operation's documented list. */
const TRANSPORT_CODES = new Set([
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'BAD_REQUEST',
  'REQUEST_TIMEOUT',
  'HEADERS_TOO_LARGE',
]);

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  ms: number;
}

let server: ServerProcess;
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

beforeAll(async () => {
  // "never slowly" is asked of a ready service: its derived data (tile index, overview, exports) built by the warm-up,
  // as a readiness probe waits for /health `ok` — on a busy machine a first build alone can take longer than SLOW_MS
  server = await startTestServerProcess({ BLAST_RATE_LIMIT: '100000', NICHE_RATE_LIMIT: '100000', WARM_UP: 'true' });
  for (let attempt = 0; attempt < 600; attempt++) {
    const health = (await (await fetch(`${server.url}/api/v1/health`)).json()) as {
      data?: { subsystems: { derivedData: { status: string } } };
    };
    if (health.data?.subsystems.derivedData.status === 'ok') return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the derived data was not ready within 5 minutes');
}, 420_000);

afterAll(async () => {
  agent.destroy();
  await server?.stop();
});

function send(url: string, request: FuzzRequest): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const headers: Record<string, string> = { ...request.headers };
    if (request.body) headers['content-length'] = String(request.body.length);
    const req = httpRequest(
      { host: target.hostname, port: target.port, method: request.method, path: request.path, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('no answer within 30 s')));
    req.on('error', reject);
    req.end(request.body);
  });
}

/** What is wrong with an answer, or null. */
async function judge(request: FuzzRequest, op: FuzzOperation | undefined, answer: Answer): Promise<string | null> {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.body.toString().slice(0, 300)}`;
  if (answer.ms > SLOW_MS) return `took ${Math.round(answer.ms)} ms`;
  if (answer.headers['x-content-type-options'] !== 'nosniff') return 'no X-Content-Type-Options: nosniff';
  const type = String(answer.headers['content-type'] ?? '');
  if (answer.status >= 400) {
    if (!type.includes('application/json')) return `a ${answer.status} that is not JSON (${type})`;
    const body = JSON.parse(answer.body.toString()) as {
      success?: unknown;
      error?: { code?: string; message?: unknown };
      request_id?: unknown;
      timestamp?: unknown;
    };
    const code = body.error?.code ?? '';
    if (body.success !== false || typeof body.error?.message !== 'string') return 'a 4xx outside the envelope';
    if (ERROR_STATUS[code as keyof typeof ERROR_STATUS] !== answer.status)
      return `code ${code} with status ${answer.status} (the table says ${ERROR_STATUS[code as keyof typeof ERROR_STATUS]})`;
    if (body.request_id !== answer.headers['x-request-id'] || !ISO_MS.test(String(body.timestamp)))
      return 'request_id or timestamp missing from the envelope';
    if (!TRANSPORT_CODES.has(code) && op && !op.statuses.has(answer.status))
      return `${code} ${answer.status}, which ${op.id} does not document`;
    return null;
  }
  if (!op) return `${answer.status} from a request that matches no operation`;
  if (!op.statuses.has(answer.status)) return `${answer.status}, which ${op.id} does not document`;
  if (type.includes('application/json')) {
    try {
      await assertMatchesContract(
        request.method,
        new URL(request.path, 'http://x').pathname,
        answer.status,
        JSON.parse(answer.body.toString()),
      );
    } catch (error) {
      return (error as Error).message.slice(0, 500);
    }
  }
  return null;
}

describe('fuzz from the contract', () => {
  it(
    `answers ${REQUESTS} malformed requests with 4xx envelopes or documented successes, never 5xx or slowly (seed ${SEED})`,
    { timeout: 300_000 },
    async () => {
      console.log(
        `fuzz: seed ${SEED} (FUZZ_SEED=${SEED} reproduces this run), ${REQUESTS} requests, ${CONCURRENCY} connections`,
      );
      const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a5c3a' } })
        .jpeg()
        .toBuffer();
      const databases = (await (await fetch(`${server.url}/api/v1/blast/databases`)).json()) as {
        data?: { databases: { id: string; type: string }[] };
      };
      const blastDatabase = databases.data?.databases.find((d) => d.type === 'nucleotide')?.id ?? null;
      // the contract validator compiles on first use for seconds; it must not stall the client during the run
      const version = await fetch(`${server.url}/api/v1/version`);
      await assertMatchesContract('GET', '/api/v1/version', version.status, await version.json());
      const fuzzer = createFuzzer(SEED, { jpeg, blastDatabase, blastEvery: 2_500 });
      const byRoute = new Map(fuzzer.operations.map((op) => [`${op.method} ${op.path}`, op]));
      const byId = new Map(fuzzer.operations.map((op) => [op.id, op]));
      const rssBefore = server.rss();
      const statuses = new Map<number, number>();
      const failures: string[] = [];
      const durations: number[] = [];
      const slowest: { ms: number; what: string }[] = [];
      let sent = 0;
      const started = performance.now();

      async function worker(): Promise<void> {
        while (sent < REQUESTS) {
          sent++;
          const request = fuzzer.next();
          // a changed method may land on another operation of the same path
          const declared = byId.get(request.operationId)!;
          const op = request.method === declared.method ? declared : byRoute.get(`${request.method} ${declared.path}`);
          let problem: string | null;
          try {
            const answer = await send(server.url, request);
            durations.push(answer.ms);
            slowest.push({
              ms: answer.ms,
              what: `${answer.status} ${request.method} ${request.path.slice(0, 120)} [${request.kind}]`,
            });
            slowest.sort((a, b) => b.ms - a.ms).splice(5);
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            problem = await judge(request, op, answer);
          } catch (error) {
            problem = `no answer: ${(error as Error).message}`;
          }
          if (problem)
            failures.push(
              `+${((performance.now() - started) / 1000).toFixed(1)}s ${request.method} ${request.path.slice(0, 200)} [${request.operationId} ${request.kind}]: ${problem}`,
            );
        }
      }
      await Promise.all(Array.from({ length: CONCURRENCY }, () => worker()));
      const seconds = (performance.now() - started) / 1000;

      const rssAfter = server.rss();
      const health = await fetch(`${server.url}/api/v1/health`);
      const caughtBelow = server.output().match(/client error caught below the contract/g)?.length ?? 0;
      console.log(
        [
          `fuzz: ${durations.length} answers in ${seconds.toFixed(1)} s (${Math.round(durations.length / seconds)} req/s)`,
          `statuses ${[...statuses]
            .sort((a, b) => a[0] - b[0])
            .map(([s, n]) => `${s}×${n}`)
            .join(' ')}`,
          `latency p50 ${percentile(durations, 50).toFixed(1)} ms, p99 ${percentile(durations, 99).toFixed(1)} ms, max ${Math.max(...durations).toFixed(0)} ms`,
          `slowest: ${slowest.map((s) => `${Math.round(s.ms)} ms ${s.what}`).join('\n         ')}`,
          `server RSS ${(rssBefore / 2 ** 20).toFixed(0)} → ${(rssAfter / 2 ** 20).toFixed(0)} MB`,
          `PostgreSQL data exceptions caught as 400 below the contract: ${caughtBelow}`,
          `failures: ${failures.length}`,
          ...failures.slice(0, 40),
        ].join('\n'),
      );
      mkdirSync(OUTPUT, { recursive: true });
      writeFileSync(join(OUTPUT, `failures-${SEED}.txt`), failures.join('\n'));
      writeFileSync(join(OUTPUT, `server-log-${SEED}.txt`), server.output());
      expect(durations.length).toBeGreaterThanOrEqual(10_000);
      expect(failures).toEqual([]);
      expect(server.alive()).toBe(true);
      expect(health.status).toBe(200);
      expect(server.output()).not.toMatch(/"level":(50|60)/); // no error or fatal log line
    },
  );
});
