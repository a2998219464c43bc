// A real server process under a real open-file limit (RLIMIT_NOFILE via prlimit): a flood of connections is refused on
// arrival before it can take the descriptors the service needs for its own files and database connections
// (http/descriptor-budget.ts), so other clients' downloads go on; and a request that finds no descriptor left all the
// same — the limit lowered under the running process — gets 503 SERVICE_BUSY with Retry-After, never a 500, and a
// BLAST search whose process cannot be started gets the same 503 (its unlistened spawn error killed the server); an
// export accepted then is written once descriptors are back (its run goes back to the queue instead of failing).
import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServerProcess, type ServerProcess } from '../support/server-process.js';
import { requirePart, SYSTEM_PARTS } from '../support/system-parts.js';
import { TEST_DATA_DIR } from '../support/test-config.js';

const OPEN_FILES = 700;
const FLOOD = 1000;
const withBlast = requirePart(SYSTEM_PARTS.blast, 'a BLAST search at the open-file limit');
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const descriptors = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;
/**
 * The lowest descriptor number free in `pid`: the kernel gives a new descriptor the lowest free number, and
 * RLIMIT_NOFILE bounds numbers, not the count — a soft limit at this number leaves no descriptor to open, while one
 * below the count may not (the flood's closed sockets leave free numbers low in the table).
 */
function lowestFreeDescriptor(pid: number): number {
  const used = new Set(readdirSync(`/proc/${pid}/fd`).map(Number));
  let free = 0;
  while (used.has(free)) free++;
  return free;
}

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/**
 * A GET (or, with `json`, a POST of it) on the one connection `agent` keeps (opened before the flood, so it is not one
 * the flood crowds out).
 */
function get(agent: Agent, url: string, json?: object): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = json
      ? { agent, timeout: 30_000, method: 'POST', headers: { 'content-type': 'application/json' } }
      : { agent, timeout: 30_000 };
    const req = request(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer from ${url}`)));
    req.on('error', reject);
    req.end(json ? JSON.stringify(json) : undefined);
  });
}

/** A connection that asks once and keeps reading (a keep-alive client that holds its socket). */
function floodSocket(port: number): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write('GET /api/v1/version HTTP/1.1\r\nHost: flood\r\n\r\n');
      resolve(socket);
    });
    socket.on('error', () => resolve(socket));
    socket.resume();
  });
}

describe('a service at its open-file limit', () => {
  let server: ServerProcess | undefined;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const sockets: Socket[] = [];
  const storage = join(TEST_DATA_DIR, `descriptor-limit-${process.pid}`);
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    agent.destroy();
    await server?.stop();
    rmSync(storage, { recursive: true, force: true });
  });

  it(
    'refuses a connection flood before it starves files and database connections; no descriptor left is a 503',
    { timeout: 240_000 },
    async () => {
      // a storage root of its own: the dataset archive is built (by tar) on its first request, under the test's limit
      // (at info, the log tells when a job went back to the queue)
      server = await startTestServerProcess({ STORAGE_DIR: storage, LOG_LEVEL: 'info' }, { openFiles: OPEN_FILES });
      const capped = server.records().find((r) => String(r.msg).startsWith('HTTP_MAX_CONNECTIONS is more than'));
      expect(capped).toMatchObject({ configured: 4096, limit: OPEN_FILES });
      const allowed = capped!.connections as number;
      expect(allowed).toBeGreaterThanOrEqual(16);
      expect(allowed).toBeLessThan(OPEN_FILES - 256); // the file streams' share, at least, is kept
      const file = `${server.url}/api/v1/downloads/1/stream`;
      const others = [
        `${server.url}/api/v1/taxonomy/search?q=Pieris`,
        `${server.url}/api/v1/distributions?q=Papilio&page=3`,
        `${server.url}/api/v1/literature?page=4`,
      ];
      const whole = await get(agent, file); // built on its first request
      expect(whole.status).toBe(200);
      // a BLAST search of the first reference barcode (the file is the barcodes' FASTA): answered before the flood
      const blastUrl = `${server.url}/api/v1/blast/search`;
      const databases = JSON.parse((await get(agent, `${server.url}/api/v1/blast/databases`)).body.toString()) as {
        data: { databases: { id: string; type: string }[] };
      };
      const blastSearch = {
        sequence: whole.body.toString('utf8', 0, 20_000).split('\n')[1],
        program: 'blastn',
        database: databases.data.databases.find((d) => d.type === 'nucleotide')?.id,
      };
      if (withBlast) expect((await get(agent, blastUrl, blastSearch)).status).toBe(200);

      for (let i = 0; i < FLOOD; i++) sockets.push(await floodSocket(server.port));
      await sleep(1500);
      const held = sockets.filter((s) => !s.destroyed && !s.readableEnded).length;
      const during = descriptors(server.pid);
      // the flood holds at most its share; the rest were closed on arrival, and the service is still there
      expect(held).toBeLessThanOrEqual(allowed);
      expect(during).toBeLessThan(OPEN_FILES);
      expect(server.alive()).toBe(true);
      const download = await get(agent, file);
      expect(download.status).toBe(200);
      expect(download.body.equals(whole.body)).toBe(true);
      for (const url of others) expect((await get(agent, url)).status).toBe(200);

      // an export asked for just before (its JSON body's decoder loaded, pooled connections open), and one asked for
      // once no descriptor is left: the first is claimed within the queue's poll (2 s), then, its run cannot open its
      // file, and it goes back to the queue (it failed for good before); the second waits behind it (one run at a time)
      const exportsUrl = `${server.url}/api/v1/exports`;
      // (a box of this run's own: an identical export of the data version, from an earlier run, would be reused, not run)
      const box = `4,55,32,72.${process.pid}`;
      const exportIdOf = async (year: string) => {
        const body = { dataset: 'occurrences', filters: { country: 'SE', year, bbox: box }, format: 'csv' };
        const accepted = await get(agent, exportsUrl, body);
        expect({ status: accepted.status, body: accepted.body.subarray(0, 2000).toString() }).toMatchObject({
          status: 202,
        });
        return (JSON.parse(accepted.body.toString()) as { data: { exportId: string } }).data.exportId;
      };
      const exportIds = [await exportIdOf('2015')];

      // now no descriptor is left: the limit lowered to the lowest free number (so no new one can be opened) — and
      // lowered again while the test waits, as the process closes descriptors (idle pooled connections, answered
      // sockets) whose numbers would be free below it
      const leaveNone = () =>
        execFileSync('prlimit', [
          '--pid',
          String(server!.pid),
          `--nofile=${lowestFreeDescriptor(server!.pid)}:${OPEN_FILES}`,
        ]);
      leaveNone();
      exportIds.push(await exportIdOf('2016'));
      const requeued = () =>
        server!
          .records()
          .some((r) => exportIds.includes(String(r.jobId)) && String(r.msg).startsWith('export job back in the queue'));
      for (let waited = 0; waited < 10_000 && !requeued(); waited += 100) {
        await sleep(100);
        leaveNone();
      }
      expect(requeued()).toBe(true);
      const refused = await get(agent, file);
      // the whole answer in one assertion: a failure shows which 503 (or other answer) came instead
      expect({
        status: refused.status,
        retryAfter: refused.headers['retry-after'],
        body: refused.body.subarray(0, 2000).toString(),
      }).toMatchObject({
        status: 503,
        retryAfter: '2',
        body: expect.stringContaining('"code":"SERVICE_BUSY"') as unknown,
      });
      expect(server.alive()).toBe(true);
      // nor can tar, which builds the dataset archive on its first request (its spawn error crashed the process too)
      const archive = `${server.url}/api/v1/downloads/3/stream`;
      expect((await get(agent, archive)).status).toBe(503);
      await sleep(200);
      expect(server.alive()).toBe(true);
      if (withBlast) {
        // BLAST+ cannot be started (no pipes for it): 503 too, and the process lives (its spawn error crashed it before)
        const search = await get(agent, blastUrl, blastSearch);
        expect({ status: search.status, body: search.body.toString() }).toMatchObject({
          status: 503,
          body: expect.stringContaining('"code":"SERVICE_BUSY"') as unknown,
        });
        await sleep(200);
        expect(server.alive()).toBe(true);
      }

      // descriptors back: everything answers again, and the operator was told once
      execFileSync('prlimit', ['--pid', String(server.pid), `--nofile=${OPEN_FILES}:${OPEN_FILES}`]);
      for (const socket of sockets.splice(0)) socket.destroy();
      await sleep(500);
      const again = await get(agent, file);
      expect(again.status).toBe(200);
      expect(again.body.equals(whole.body)).toBe(true);
      for (const url of others) expect((await get(agent, url)).status).toBe(200);
      if (withBlast) expect((await get(agent, blastUrl, blastSearch)).status).toBe(200);
      expect((await get(agent, archive)).status).toBe(200);
      // both exports are written once descriptors are back
      for (const exportId of exportIds) {
        let exported: { status: string; error: string | null } = { status: 'queued', error: null };
        for (let waited = 0; waited < 30_000 && !['succeeded', 'failed'].includes(exported.status); waited += 200) {
          await sleep(200);
          const answer = await get(agent, `${exportsUrl}/${exportId}`);
          exported = (JSON.parse(answer.body.toString()) as { data: typeof exported }).data;
        }
        expect({ status: exported.status, error: exported.error }).toEqual({ status: 'succeeded', error: null });
      }
      const warnings = server.records().filter((r) => String(r.msg).startsWith('out of file descriptors'));
      expect(warnings.length).toBe(1);
      expect(server.records().filter((r) => r.level === 50)).toEqual([]);
      console.log(
        `open-file limit ${OPEN_FILES}: connections allowed ${allowed} (reserved ${String(capped!.reserved)}); ` +
          `a flood of ${FLOOD} held ${held}, the process ${during} descriptors; download 200 during it, 503 without descriptors`,
      );
    },
  );
});
