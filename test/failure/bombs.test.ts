// Decompression and resource bombs against server.ts as a child process: each is refused with a 4xx (or cut off by a
// timeout) quickly, while the server's resident memory, read from /proc, stays within a stated bound.
import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { brotliCompressSync, constants, crc32, deflateSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerProcess, type ServerProcess } from '../support/server-process.js';

const MB = 2 ** 20;
/** The most the server's RSS may grow during one bomb, generous for a shared 2-core machine and V8's own pacing. */
const RSS_BOUND = 160 * MB;
const BUDGET = 32 * MB;
const REQUEST_TIMEOUT_MS = 3_000;

let server: ServerProcess;
const agent = new Agent({ keepAlive: false, maxSockets: 64 });

beforeAll(async () => {
  server = await startTestServerProcess({
    HTTP_BODY_BUDGET_BYTES: String(BUDGET),
    HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    HTTP_HEADERS_TIMEOUT_MS: '2000',
    NICHE_RATE_LIMIT: '100000',
    BLAST_RATE_LIMIT: '100000',
    // some tests act as several clients through X-Forwarded-For, as behind a local proxy
    TRUST_PROXY: 'loopback',
  });
}, 120_000);

afterAll(async () => {
  agent.destroy();
  await server?.stop();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: { success?: boolean; error?: { code: string; message: string } } | null;
  ms: number;
}

/** One request with a Buffer body (or a producer writing chunks); resolves with the answer even if the upload is cut. */
function send(
  path: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: Buffer;
    write?: (req: NodeJS.WritableStream) => void;
  },
): Promise<Answer> {
  const started = performance.now();
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path, method: options.method ?? 'POST', headers: options.headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let json: Answer['json'] = null;
          try {
            json = JSON.parse(text) as Answer['json'];
          } catch {
            json = null;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, json, ms: performance.now() - started });
        });
      },
    );
    // the server may answer (and close) before the whole bomb is sent: that is the point
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    req.setTimeout(60_000, () => req.destroy(new Error('no answer within 60 s')));
    if (options.write) options.write(req);
    else req.end(options.body);
  });
}

/** Runs `attack` while sampling the server's RSS every 25 ms; the growth is the peak minus the RSS before. */
async function measured<T>(attack: () => Promise<T>): Promise<{ result: T; growth: number; before: number }> {
  const before = server.rss();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, server.rss())), 25);
  try {
    const result = await attack();
    peak = Math.max(peak, server.rss());
    return { result, growth: peak - before, before };
  } finally {
    clearInterval(timer);
  }
}

function report(name: string, growth: number, answers: Answer[]): void {
  const statuses = [...new Set(answers.map((a) => `${a.status} ${a.json?.error?.code ?? ''}`.trim()))].join(', ');
  const slowest = Math.max(...answers.map((a) => a.ms));
  console.log(
    `bomb ${name}: ${statuses}; slowest ${slowest.toFixed(0)} ms; server RSS +${(growth / MB).toFixed(1)} MB`,
  );
}

function expectRefused(answer: Answer, status: number | number[], code?: string): void {
  expect([status].flat()).toContain(answer.status);
  expect(answer.json?.success).toBe(false);
  if (code) expect(answer.json?.error?.code).toBe(code);
}

/** A PNG whose header declares width × height; the few rows of data that follow are all it holds. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = deflateSync(Buffer.alloc((width * 3 + 1) * 2), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real small JPEG whose frame header (SOF0) is rewritten to declare width × height. */
async function jpegDeclaring(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(
    await sharp({ create: { width: 16, height: 16, channels: 3, background: '#806040' } })
      .jpeg({ optimiseCoding: false })
      .toBuffer(),
  );
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

function multipart(parts: { name: string; value: Buffer | string; filename?: string; type?: string }[]) {
  const boundary = `----bomb${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n` +
          `${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

/** `client`: an X-Forwarded-For address, so that requests sent at once do not meet one client's concurrency limit. */
const identify = (form: { body: Buffer; type: string }, client?: string) =>
  send('/api/v1/mmnet/identify', {
    headers: {
      'content-type': form.type,
      'content-length': String(form.body.length),
      ...(client ? { 'x-forwarded-for': client } : {}),
    },
    body: form.body,
  });

describe('image bombs', () => {
  it('refuses a PNG and a JPEG declaring 30000×30000 pixels in a few KB with 400 INVALID_IMAGE, fast', async () => {
    const png = pngDeclaring(30_000, 30_000);
    const jpeg = await jpegDeclaring(30_000, 30_000);
    expect(png.length).toBeLessThan(64 * 1024);
    const { result, growth } = await measured(() =>
      Promise.all(
        [png, png, jpeg, jpeg].map((image, i) =>
          // four clients: one client may identify three at once, and the four arrive together
          identify(
            multipart([{ name: 'image', value: image, filename: `bomb${i}`, type: 'image/png' }]),
            `203.0.113.${i + 1}`,
          ),
        ),
      ),
    );
    report(
      `30000×30000 images (PNG ${(png.length / 1024).toFixed(1)} KB, JPEG ${(jpeg.length / 1024).toFixed(1)} KB)`,
      growth,
      result,
    );
    for (const answer of result) {
      expectRefused(answer, 400, 'INVALID_IMAGE');
      expect(answer.ms).toBeLessThan(5_000);
    }
    expect(result[0]!.json?.error?.message).toMatch(/pixels/);
    expect(growth).toBeLessThan(RSS_BOUND);
  });
});

describe('decompression bombs', () => {
  it('stops inflating a gzip, deflate or brotli JSON body at the 1 MB limit: 413, fast', async () => {
    const zeros = Buffer.alloc(256 * MB, 0x20); // 256 MB of spaces
    const bombs = {
      gzip: gzipSync(zeros, { level: 9 }),
      deflate: deflateSync(zeros, { level: 9 }),
      br: brotliCompressSync(zeros, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    };
    const { result, growth } = await measured(() =>
      Promise.all(
        Object.entries(bombs).map(([encoding, body]) =>
          send('/api/v1/blast/search', {
            headers: { 'content-type': 'application/json', 'content-encoding': encoding },
            body,
          }),
        ),
      ),
    );
    report(
      `256 MB inflating JSON (${Object.entries(bombs)
        .map(([k, v]) => `${k} ${(v.length / 1024).toFixed(0)} KB`)
        .join(', ')})`,
      growth,
      result,
    );
    for (const answer of result) {
      expectRefused(answer, 413, 'PAYLOAD_TOO_LARGE');
      expect(answer.ms).toBeLessThan(5_000);
    }
    expect(growth).toBeLessThan(RSS_BOUND);
  });

  it('stops inflating a gzip upload at the niche file limit: 413 FILE_TOO_LARGE', async () => {
    const bomb = gzipSync(Buffer.alloc(256 * MB), { level: 9 });
    // a job of this client: an upload to one that does not exist is refused before its body is read
    const created = await fetch(`${server.url}/api/v1/niche-barcoding/jobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        workflow: 'NBSI',
        model: 'RF',
        files: { referenceSequences: 'ref.fasta', querySequences: 'q.fasta' },
      }),
    });
    expect(created.status).toBe(201);
    const { jobId } = ((await created.json()) as { data: { jobId: string } }).data;
    const { result, growth } = await measured(() =>
      send(`/api/v1/niche-barcoding/jobs/${jobId}/upload?fileName=ref.fasta`, {
        method: 'PUT',
        headers: { 'content-type': 'application/octet-stream', 'content-encoding': 'gzip' },
        body: bomb,
      }),
    );
    report(`256 MB inflating upload (gzip ${(bomb.length / 1024).toFixed(0)} KB)`, growth, [result]);
    expectRefused(result, 413, 'FILE_TOO_LARGE');
    expect(growth).toBeLessThan(RSS_BOUND);
  });
});

describe('multipart bombs', () => {
  it('refuses many parts and many small files at the first part beyond the form', async () => {
    const image = await jpegDeclaring(16, 16);
    const manyParts = multipart(Array.from({ length: 20_000 }, (_, i) => ({ name: `f${i}`, value: 'x' })));
    const manyFiles = multipart(
      Array.from({ length: 5_000 }, (_, i) => ({
        name: 'image',
        value: image,
        filename: `${i}.jpg`,
        type: 'image/jpeg',
      })),
    );
    const unknownFiles = multipart(
      Array.from({ length: 5_000 }, (_, i) => ({ name: `file${i}`, value: image, filename: `${i}.jpg` })),
    );
    const { result, growth } = await measured(() =>
      Promise.all([identify(manyParts), identify(manyFiles), identify(unknownFiles)]),
    );
    report(
      `multipart (20,000 fields ${(manyParts.body.length / MB).toFixed(1)} MB; 5,000 images ${(manyFiles.body.length / MB).toFixed(1)} MB; 5,000 unknown files)`,
      growth,
      result,
    );
    const [parts, files, unknown] = result;
    expectRefused(parts!, 400, 'INVALID_BODY');
    expect(parts!.json?.error?.message).toMatch(/Too many parts/);
    expectRefused(files!, 400, 'INVALID_IMAGE'); // the second image part
    expectRefused(unknown!, 400, 'INVALID_BODY');
    expect(unknown!.json?.error?.message).toMatch(/Unexpected file part 'file0'/);
    for (const answer of result) expect(answer.ms).toBeLessThan(5_000);
    expect(growth).toBeLessThan(RSS_BOUND);
  });

  it('holds at most the body budget of uploads in memory: concurrent 10 MB forms beyond it get 503 SERVICE_BUSY', async () => {
    // twelve 10 MB photos, sent slowly so they are all in flight at once; the budget holds three
    const size = 10 * MB - 4096;
    const form = multipart([
      { name: 'image', value: Buffer.alloc(size, 0xab), filename: 'big.jpg', type: 'image/jpeg' },
    ]);
    const { result, growth } = await measured(() =>
      Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          send('/api/v1/mmnet/identify', {
            // twelve clients behind the (trusted, loopback) proxy, so the per-client limit of 3 does not decide
            headers: {
              'content-type': form.type,
              'content-length': String(form.body.length),
              'x-forwarded-for': `198.51.100.${i + 1}`,
            },
            write: (req) => {
              let offset = 0;
              const step = () => {
                if (offset >= form.body.length) return req.end();
                req.write(form.body.subarray(offset, offset + MB));
                offset += MB;
                setTimeout(step, 100);
              };
              step();
            },
          }),
        ),
      ),
    );
    report('12 concurrent 10 MB photos, 32 MB budget', growth, result);
    const busy = result.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expectRefused(answer, 503, 'SERVICE_BUSY');
      expect(answer.headers['retry-after']).toBeDefined();
    }
    // the admitted ones are read whole and refused for what they are: not a JPEG
    for (const answer of result.filter((a) => a.status !== 503)) expectRefused(answer, 400, 'INVALID_IMAGE');
    expect(result.filter((a) => a.status === 400).length).toBeGreaterThan(0);
    expect(growth).toBeLessThan(RSS_BOUND);
  });

  it('never reads the body of an operation that takes none: 20 concurrent 10 MB forms to /version are 405', async () => {
    const form = multipart(
      Array.from({ length: 4 }, (_, i) => ({
        name: `file${i}`,
        value: Buffer.alloc(2.5 * MB, 1),
        filename: `${i}.bin`,
      })),
    );
    const { result, growth } = await measured(() =>
      Promise.all(
        Array.from({ length: 20 }, () =>
          send('/api/v1/version', {
            headers: { 'content-type': form.type, 'content-length': String(form.body.length) },
            body: form.body,
          }),
        ),
      ),
    );
    report('20 concurrent 10 MB forms to POST /api/v1/version', growth, result);
    for (const answer of result) expectRefused(answer, 405, 'METHOD_NOT_ALLOWED');
    expect(growth).toBeLessThan(RSS_BOUND);
  });
});

describe('JSON bombs', () => {
  it('refuses 10 MB of nested arrays before reading it (413), and 1 MB of them without walking the depth (400)', async () => {
    const depth = 5 * MB;
    const tenMb = Buffer.from('['.repeat(depth) + ']'.repeat(depth));
    const oneMb = Buffer.from('['.repeat(MB / 2 - 16) + ']'.repeat(MB / 2 - 16));
    const deepObject = Buffer.from('{"sequence":'.repeat(40_000) + '1' + '}'.repeat(40_000));
    const { result, growth } = await measured(() =>
      Promise.all([
        send('/api/v1/blast/search', { headers: { 'content-type': 'application/json' }, body: tenMb }),
        // chunked: no length to refuse it by, so it is cut at the limit while reading
        send('/api/v1/niche-barcoding/validate', {
          headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
          write: (req) => {
            for (let i = 0; i < 10; i++) req.write(tenMb.subarray(i * MB, (i + 1) * MB));
            req.end();
          },
        }),
        send('/api/v1/blast/search', { headers: { 'content-type': 'application/json' }, body: oneMb }),
        send('/api/v1/niche-barcoding/jobs', { headers: { 'content-type': 'application/json' }, body: deepObject }),
      ]),
    );
    report('JSON of nested arrays (10 MB with and without a length, 1 MB, 40,000-deep objects)', growth, result);
    const [declared, chunked, nested, objects] = result;
    expectRefused(declared!, 413, 'PAYLOAD_TOO_LARGE');
    expectRefused(chunked!, 413, 'PAYLOAD_TOO_LARGE');
    expectRefused(nested!, 400);
    expectRefused(objects!, 400);
    for (const answer of result) expect(answer.ms).toBeLessThan(5_000);
    expect(growth).toBeLessThan(RSS_BOUND);
  });
});

describe('a slow body that never ends', () => {
  it('is cut off at the request timeout with 408 REQUEST_TIMEOUT in the envelope, and the socket closed', async () => {
    const url = new URL(server.url);
    const started = performance.now();
    const { result, growth } = await measured(
      () =>
        new Promise<{ text: string; closed: boolean }>((resolve) => {
          const socket = connect(Number(url.port), url.hostname);
          let text = '';
          let trickle: NodeJS.Timeout | undefined;
          socket.on('connect', () => {
            socket.write(
              'POST /api/v1/blast/search HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"sequence":"',
            );
            // a byte every 200 ms: never idle, never done
            trickle = setInterval(() => socket.write('A'), 200);
          });
          socket.on('data', (chunk) => (text += chunk.toString()));
          socket.on('error', () => undefined);
          socket.on('close', () => {
            clearInterval(trickle);
            resolve({ text, closed: true });
          });
        }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `bomb slow body: cut after ${seconds.toFixed(1)} s (request timeout ${REQUEST_TIMEOUT_MS / 1000} s); server RSS +${(growth / MB).toFixed(1)} MB`,
    );
    expect(result.closed).toBe(true);
    expect(result.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.text).toMatch(/connection: close/i);
    const body = JSON.parse(result.text.slice(result.text.indexOf('\r\n\r\n') + 4)) as { error: { code: string } };
    expect(body.error.code).toBe('REQUEST_TIMEOUT');
    expect(seconds).toBeGreaterThan(REQUEST_TIMEOUT_MS / 1000 - 0.5);
    expect(seconds).toBeLessThan(REQUEST_TIMEOUT_MS / 1000 + 5);
    expect(growth).toBeLessThan(RSS_BOUND);
    expect(server.alive()).toBe(true);
  });
});
