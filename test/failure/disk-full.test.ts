// A full storage disk, for real (a small tmpfs as STORAGE_DIR, filled to the last byte), under a real server process:
// exports not built yet, a file's detail, the tar archive and a niche upload answer 507 INSUFFICIENT_STORAGE in the
// envelope with Retry-After, leave no partial file, are logged once, the process lives and serves reads, and everything
// recovers by itself once space returns (the next request builds the file; /health's derivedData leaves `error`).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../config.js';
import { mountFullDisk, type FullDisk } from '../support/full-disk.js';
import { startTestServerProcess, type ServerProcess } from '../support/server-process.js';
import { requirePart, SYSTEM_PARTS } from '../support/system-parts.js';
import { TEST_DATA_DIR } from '../support/test-config.js';

// room for every export and the archive once the filler is gone (tmpfs takes memory only for what is written)
const DISK_MB = 256;
const canMount = requirePart(SYSTEM_PARTS.tmpfs, 'test/failure/disk-full.test.ts');
const NICHE_QUERY = gunzipSync(
  readFileSync(join(PROJECT_ROOT, 'data', 'barcodes/nichebarcoding_lappetmoths_query_coi.fasta.gz')),
);

interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
}

/**
 * One request, with a deadline: an answer that does not come within `deadlineMs` is a hang, and fails the test (a
 * refused write answers at once; a build after recovery may take a while on a busy machine).
 */
async function ask(server: ServerProcess, path: string, init: RequestInit = {}, deadlineMs = 30_000): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, { ...init, signal: AbortSignal.timeout(deadlineMs) }).catch(
    (error: unknown) => {
      throw new Error(`${path}: ${String(error)}; the server printed:\n${server.output().slice(-3000)}`);
    },
  );
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

const envelope = (answer: Answer) => JSON.parse(answer.body.toString('utf8')) as Record<string, any>;

function expectInsufficientStorage(answer: Answer, what: string) {
  expect(answer.status, what).toBe(507);
  expect(answer.headers.get('retry-after'), what).toMatch(/^\d+$/);
  expect(envelope(answer), what).toMatchObject({ success: false, error: { code: 'INSUFFICIENT_STORAGE' } });
}

describe.skipIf(!canMount)('a full storage disk (tmpfs)', () => {
  let disk: FullDisk;
  let server: ServerProcess;
  let files: { fileId: number; type: string; href: string }[];
  let gzipExport: { fileId: number; href: string };
  let archive: { fileId: number; href: string };

  beforeAll(async () => {
    disk = mountFullDisk(resolve(PROJECT_ROOT, TEST_DATA_DIR, `disk-full-${process.pid}`), DISK_MB);
    disk.fill();
    // warm-up on: it builds every export ahead, against the full disk too
    server = await startTestServerProcess({ STORAGE_DIR: disk.directory, WARM_UP: 'true', LOG_LEVEL: 'info' });
    files = envelope(await ask(server, '/api/v1/downloads')).data.items;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    disk?.unmount();
  });

  it('answers 507 in the envelope, leaves no partial file, logs once and keeps serving reads', async () => {
    const byType = (type: string) => files.find((f) => f.type === type)!;
    archive = byType('archive');
    const gz = files.find((f) => f.href.endsWith('/stream') && f.type !== 'archive' && f.fileId !== archive.fileId);
    gzipExport = gz!;
    const job = envelope(
      await ask(server, '/api/v1/niche-barcoding/jobs', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          workflow: 'NBSI',
          model: 'RF',
          files: {
            referenceSequences: 'ref.fasta',
            querySequences: 'q.fasta',
            referenceEnvironment: 'ref_env.csv',
            queryEnvironment: 'q_env.csv',
          },
        }),
      }),
    ).data as { jobId: string; uploads: { url: string }[] };
    expect(job.uploads).toHaveLength(4);
    const upload = () =>
      ask(server, job.uploads.find((u) => u.url.includes('q.fasta'))!.url, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/octet-stream' },
        body: NICHE_QUERY,
      });

    // every file route, twice, and some at once
    for (let round = 0; round < 2; round++) {
      const answers = await Promise.all([
        ...files.map((f) => ask(server, f.href)),
        ...files.map((f) => ask(server, `/api/v1/downloads/${f.fileId}`)),
        upload(),
      ]);
      for (const answer of answers) expectInsufficientStorage(answer, 'a write on the full disk');
    }
    expect(server.alive()).toBe(true);
    expect(disk.partials()).toEqual([]);
    // reads that need no disk are served meanwhile
    expect((await ask(server, '/api/v1/downloads')).status).toBe(200);
    expect((await ask(server, '/api/v1/taxonomy/tree/roots')).status).toBe(200);
    // the warm-up ends (no write waits for a drain that never comes) and says its exports failed
    const derivedData = async () => envelope(await ask(server, '/api/v1/health')).data.subsystems.derivedData.status;
    let warmedUp = 'loading';
    for (let i = 0; i < 240 && warmedUp === 'loading'; i++) {
      warmedUp = await derivedData();
      if (warmedUp === 'loading') await new Promise((r) => setTimeout(r, 500));
    }
    expect(warmedUp).toBe('error');
    const logged = server
      .output()
      .split('\n')
      .filter((line) => line.includes('storage disk cannot take writes'));
    expect(logged).toHaveLength(1);
    console.info(
      `disk full: ${files.length * 4 + 2} file requests answered 507 with Retry-After, ${disk.partials().length} partial files, logged ${logged.length}×, health derivedData '${warmedUp}'`,
    );

    // space returns: the next request builds the file, the upload is stored, /health recovers by itself
    disk.free();
    const BUILD_MS = 120_000;
    const stream = await ask(server, gzipExport.href, {}, BUILD_MS);
    expect(stream.status).toBe(200);
    if (stream.headers.get('content-type')?.includes('gzip')) expect(gunzipSync(stream.body).length).toBeGreaterThan(0);
    expect(Number(stream.headers.get('content-length'))).toBe(stream.body.length);
    const tar = await ask(server, archive.href, {}, BUILD_MS);
    expect(tar.status).toBe(200);
    expect(gunzipSync(tar.body).length).toBeGreaterThan(0);
    for (const f of files) expect((await ask(server, `/api/v1/downloads/${f.fileId}`, {}, BUILD_MS)).status).toBe(200);
    expect((await upload()).status).toBe(200);
    expect(disk.partials()).toEqual([]);
    let derived = '';
    for (let i = 0; i < 120 && derived !== 'ok'; i++) {
      derived = await derivedData();
      if (derived !== 'ok') await new Promise((r) => setTimeout(r, 500));
    }
    expect(derived).toBe('ok');
    expect(server.alive()).toBe(true);
  }, 400_000);
});
