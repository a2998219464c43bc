// SIGTERM of a real server process with many keep-alive connections open (raw sockets, so a reset cannot hide): it
// stops accepting, closes idle connections at once, answers the requests in flight with `Connection: close`, and cuts
// only a connection still busy at the grace limit; a running niche analysis goes back to the queue and a running BLAST
// job ends failed with the reason.
import { readFileSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import pgPromise from 'pg-promise';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { PROJECT_ROOT } from '../../config.js';
import { ADVISORY_LOCKS } from '../../db/jobs/index.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { requirePart, SYSTEM_PARTS } from '../support/system-parts.js';
import { TEST_DATA_DIR } from '../support/test-config.js';

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One HTTP/1.1 connection read byte by byte: complete responses, and how it ended (FIN or an error such as a reset). */
class Connection {
  readonly socket: Socket;
  private buffer: Buffer = Buffer.alloc(0);
  private head: { status: number; headers: Record<string, string>; length: number } | null = null;
  private chunks: Buffer[] = [];
  private readonly responses: RawResponse[] = [];
  private waiting: (() => void) | null = null;
  error: NodeJS.ErrnoException | null = null;
  /** When the server's FIN arrived (ms since the epoch), or null while open. */
  endedAt: number | null = null;
  /** Body bytes of the response being read, for a client that reads slowly. */
  partialBytes = 0;
  readonly closed: Promise<void>;

  private constructor(socket: Socket) {
    this.socket = socket;
    socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
      this.parse();
      this.waiting?.();
    });
    socket.on('end', () => {
      this.endedAt = Date.now();
      this.waiting?.();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      this.error = error;
      this.waiting?.();
    });
    this.closed = new Promise((resolve) => socket.on('close', () => resolve()));
  }

  static open(port: number): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(new Connection(socket)));
      socket.once('error', reject);
    });
  }

  private parse(): void {
    for (;;) {
      if (!this.head) {
        const end = this.buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        const lines = this.buffer.subarray(0, end).toString('latin1').split('\r\n');
        const headers = Object.fromEntries(
          lines.slice(1).map((line) => {
            const colon = line.indexOf(':');
            return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
          }),
        );
        this.head = { status: Number(lines[0].split(' ')[1]), headers, length: Number(headers['content-length'] ?? 0) };
        this.buffer = this.buffer.subarray(end + 4);
        this.partialBytes = 0;
        this.chunks = [];
      }
      // body bytes are collected as chunks and joined once (a 25 MB download arrives in thousands of chunks)
      const wanted = this.head.length - this.partialBytes;
      const take = this.buffer.subarray(0, wanted);
      this.chunks.push(take);
      this.partialBytes += take.length;
      this.buffer = this.buffer.subarray(take.length);
      if (this.partialBytes < this.head.length) return;
      this.responses.push({ status: this.head.status, headers: this.head.headers, body: Buffer.concat(this.chunks) });
      this.head = null;
      this.chunks = [];
      this.partialBytes = 0;
    }
  }

  send(text: string): void {
    this.socket.write(text);
  }

  /** The next complete response; rejects when the connection ends or fails first. */
  async next(timeoutMs = 30_000): Promise<RawResponse> {
    const deadline = Date.now() + timeoutMs;
    while (this.responses.length === 0) {
      if (this.error) throw this.error;
      if (this.endedAt !== null) throw new Error('the connection ended before a response');
      if (Date.now() > deadline) throw new Error('no response in time');
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
        setTimeout(resolve, 100);
      });
      this.waiting = null;
    }
    return this.responses.shift()!;
  }
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`;
const VALIDATE = JSON.stringify({ workflow: 'NBSI', model: 'RF', files: { referenceSequences: 'r.fasta' } });
const validateHead = (length: number) =>
  `POST /api/v1/niche-barcoding/validate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

function start(graceMs: number): Promise<ServerProcess> {
  return startServerProcess({
    DATABASE_URL: inject('databaseUrl'),
    DATA_DIR: TEST_DATA_DIR,
    SHUTDOWN_GRACE_MS: String(graceMs),
    // every request of the test comes from one client, which downloads ten files at once
    NICHE_RATE_LIMIT: '1000',
    HTTP_FILE_STREAMS_PER_CLIENT: '16',
  });
}

describe('shutdown on SIGTERM', () => {
  it('closes idle keep-alive connections at once and answers those in flight with Connection: close, without a reset', async () => {
    server = await start(20_000);
    const connections = await Promise.all(Array.from({ length: 120 }, () => Connection.open(server!.port)));
    // every connection has served a request and is kept alive
    for (const c of connections) c.send(get('/api/v1/version'));
    for (const response of await Promise.all(connections.map((c) => c.next()))) {
      expect(response.status).toBe(200);
      expect(response.headers.connection).toBe('keep-alive');
    }
    const idle = connections.slice(0, 60);
    const slowBodies = connections.slice(60, 110);
    const streams = connections.slice(110);
    // in flight: request bodies half sent, and downloads the client reads slowly
    for (const c of slowBodies) c.send(validateHead(Buffer.byteLength(VALIDATE)) + VALIDATE.slice(0, 10));
    for (const c of streams) {
      const slowReader = () => {
        if (c.partialBytes === 0) return;
        c.socket.pause();
        c.socket.off('data', slowReader);
      };
      c.socket.on('data', slowReader);
      c.send(get('/api/v1/downloads/1/stream'));
    }
    const deadline = Date.now() + 60_000;
    while (streams.some((c) => c.partialBytes === 0) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalled = Date.now();
    server.signal('SIGTERM');
    // stops accepting
    let isRefused = false;
    while (!isRefused && Date.now() - signalled < 5000) {
      isRefused = await refused(server.port);
      if (!isRefused) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(isRefused).toBe(true);
    // idle connections are closed at once (a FIN, not a reset and not at the grace limit)
    await Promise.all(idle.map((c) => c.closed));
    const idleClosedMs = Math.max(...idle.map((c) => c.endedAt! - signalled));
    expect(idle.every((c) => c.error === null && c.endedAt !== null)).toBe(true);
    expect(idleClosedMs).toBeLessThan(5000);

    // the requests in flight complete, each as the last answer on its connection
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const c of slowBodies) c.send(VALIDATE.slice(10));
    for (const c of streams) c.socket.resume();
    const answers = await Promise.all(slowBodies.map((c) => c.next()));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.connection).toBe('close');
      expect(JSON.parse(answer.body.toString()).data).toMatchObject({ valid: false });
    }
    const downloads = await Promise.all(
      streams.map((c) =>
        c.next(60_000).catch((error: Error) => {
          throw new Error(`${error.message} after ${c.partialBytes} body bytes:\n${server!.output().slice(-2000)}`);
        }),
      ),
    );
    for (const download of downloads) {
      expect(download.status).toBe(200);
      // its headers went out before the signal (still keep-alive); the server ends the connection after the body
      expect(download.headers.connection).toBe('keep-alive');
      expect(download.body.length).toBe(Number(download.headers['content-length']));
      expect(download.body.length).toBeGreaterThan(1_000_000);
      expect(download.body.subarray(0, 1).toString()).toBe('>');
    }
    await Promise.all([...slowBodies, ...streams].map((c) => c.closed));
    expect(connections.filter((c) => c.error !== null).map((c) => c.error!.code)).toEqual([]);
    expect(connections.every((c) => c.endedAt !== null)).toBe(true);

    expect(await server.exited).toBe(0);
    const stoppedMs = Date.now() - signalled;
    console.log(
      `shutdown: ${connections.length} keep-alive connections; idle ones closed within ${idleClosedMs} ms; ` +
        `${answers.length} bodies and ${downloads.length} downloads in flight completed; exit after ${stoppedMs} ms (grace 20000 ms)`,
    );
    expect(stoppedMs).toBeLessThan(20_000);
  }, 120_000);

  it('cuts only the connection still busy at the grace limit', async () => {
    server = await start(2000);
    const [idle, busy] = await Promise.all([Connection.open(server.port), Connection.open(server.port)]);
    idle.send(get('/api/v1/version'));
    expect((await idle.next()).status).toBe(200);
    // a body that never ends
    busy.send(validateHead(1000) + '{"workflow":');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = Date.now();
    server.signal('SIGTERM');
    await idle.closed;
    await busy.closed;
    const idleMs = idle.endedAt! - signalled;
    const busyMs = Date.now() - signalled;
    expect(idle.error).toBeNull();
    expect(idleMs).toBeLessThan(1500);
    expect(busyMs).toBeGreaterThanOrEqual(1800);
    expect(await server.exited).toBe(0);
    console.log(`shutdown: idle connection closed after ${idleMs} ms, busy one cut after ${busyMs} ms (grace 2000 ms)`);
  }, 60_000);
});

describe.skipIf(!requirePart(SYSTEM_PARTS.blast, 'jobs at shutdown (BLAST job)'))('jobs on SIGTERM', () => {
  const db = pgPromise()(inject('databaseUrl'));
  const storageDir = resolve(TEST_DATA_DIR, `shutdown-storage-${process.pid}`);
  const read = (path: string) => gunzipSync(readFileSync(join(PROJECT_ROOT, 'data', path)));
  const jobIds: string[] = [];
  afterAll(async () => {
    // the requeued analysis would otherwise wait for the next service, without its files
    await db.none('DELETE FROM job WHERE id = ANY($1::uuid[])', [jobIds]);
    await db.$pool.end();
    rmSync(storageDir, { recursive: true, force: true });
  });

  const call = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${server!.url}${path}`, init);
    return { status: response.status, body: (await response.json()) as { data: any } };
  };
  const statusOf = async (id: string) =>
    (await db.one<{ status: string }>('SELECT status FROM job WHERE id = $1', [id])).status;
  async function until(what: string, check: () => Promise<boolean>): Promise<void> {
    for (const started = Date.now(); !(await check()); await new Promise((done) => setTimeout(done, 100)))
      if (Date.now() - started > 30_000) throw new Error(`${what} did not happen within 30 s`);
  }

  it('puts a running niche analysis back in the queue and fails a running BLAST job with the reason', async () => {
    server = await startServerProcess({
      DATABASE_URL: inject('databaseUrl'),
      DATA_DIR: TEST_DATA_DIR,
      STORAGE_DIR: storageDir,
      BLAST_SYNC_TIMEOUT: '0',
      NICHE_RATE_LIMIT: '1000',
    });
    // tblastx of five concatenated barcodes against every COI barcode runs for many seconds
    const coi = ((await call('/api/v1/blast/databases')).body.data.databases as { id: string; title: string }[]).find(
      (d) => d.title.includes('COI-5P'),
    )!;
    const rows = await db.any<{ sequence: string }>(
      "SELECT sequence FROM barcode_sequence WHERE marker = 'COI-5P' AND length_bp = 658 ORDER BY id LIMIT 5",
    );
    const search = await call('/api/v1/blast/search', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sequence: rows.map((r) => r.sequence).join(''), program: 'tblastx', database: coi.id }),
    });
    expect(search.status).toBe(202);
    const blastId: string = search.body.data.jobId;
    // a niche analysis on a loaded environment layer (reading the grid makes it run a while)
    const created = await call('/api/v1/niche-barcoding/jobs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        workflow: 'NBSI',
        model: 'RF',
        files: { referenceSequences: 'ref.fasta', querySequences: 'que.fasta' },
        options: { seed: 7, environmentSource: 'beyer2020-present-1deg' },
      }),
    });
    const nicheId: string = created.body.data.jobId;
    jobIds.push(blastId, nicheId);
    const files = {
      'ref.fasta': read('barcodes/nichebarcoding_lappetmoths_reference_coi.fasta.gz'),
      'que.fasta': read('barcodes/nichebarcoding_lappetmoths_query_coi.fasta.gz'),
    };
    for (const upload of created.body.data.uploads as { fileName: 'ref.fasta' | 'que.fasta'; url: string }[]) {
      const response = await fetch(`${server.url}${upload.url}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/octet-stream' },
        body: files[upload.fileName],
      });
      expect(response.status).toBe(200);
    }
    expect((await call(`/api/v1/niche-barcoding/jobs/${nicheId}/confirm`, { method: 'POST' })).status).toBe(202);
    await until(
      'both jobs running',
      async () => (await statusOf(blastId)) === 'running' && (await statusOf(nicheId)) === 'running',
    );

    server.signal('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(
      await db.one('SELECT status, stage, attempts, heartbeat_at, error FROM job WHERE id = $1', [nicheId]),
    ).toEqual({
      status: 'queued',
      stage: 'queued',
      attempts: 1,
      heartbeat_at: null,
      error: null,
    });
    expect(await db.one('SELECT status, error FROM job WHERE id = $1', [blastId])).toEqual({
      status: 'failed',
      error: 'tblastx was stopped because the server is shutting down.',
    });
    const leases = await db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND classid = $1 AND objid IN (hashtext($2)::oid, hashtext($3)::oid)`,
      [ADVISORY_LOCKS.jobLease, blastId, nicheId],
    );
    expect(leases.n).toBe(0);
  }, 120_000);
});
