// Issue 24, row 3, against a real service: slow uploads of one client (a 20 MB body declared, one byte sent) cannot
// make another client's request fail. An upload to a job that does not exist is refused before its body is read, and
// one client holds at most its share of the body budget; another client's validate, BLAST search and identification
// are read meanwhile.
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestService } from '../support/service.js';

const MB = 1024 * 1024;
// before the fix two held 20 MB uploads filled this budget: every other body was 503 SERVICE_BUSY
const service = useTestService({ HTTP_BODY_BUDGET_BYTES: String(40 * MB), NICHE_RATE_LIMIT: '100000' });
const DECLARED = { referenceSequences: 'r.fasta', querySequences: 'q.fasta' };
const held: Socket[] = [];
afterAll(() => held.forEach((socket) => socket.destroy()));

interface Answer {
  status: number;
  code: string | null;
}

/** A slow upload: the headers of a 20 MB body and one byte of it, then nothing. Resolves with an answer if one comes within `waitMs`. */
function slowUpload(url: string, path: string, waitMs: number): Promise<Answer | null> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `PUT ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/octet-stream\r\nContent-Length: ${20 * MB}\r\n\r\n>`,
      );
    });
    held.push(socket);
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const body = text.slice(text.indexOf('\r\n\r\n') + 4);
      if (status && body.endsWith('}'))
        resolve({ status, code: (JSON.parse(body) as { error?: { code: string } }).error?.code ?? null });
    });
    socket.on('error', () => undefined);
    setTimeout(() => resolve(null), waitMs);
  });
}

/** A request of another client: its own source address on loopback (127.0.0.2), so its own share. */
function otherClient(url: string, path: string, type: string, body: Buffer): Promise<Answer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        path,
        method: 'POST',
        localAddress: '127.0.0.2',
        headers: { 'Content-Type': type, 'Content-Length': body.length },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            code: (JSON.parse(text) as { error?: { code: string } }).error?.code ?? null,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function multipart(fields: Record<string, string>): { type: string; body: Buffer } {
  const boundary = 'body-share-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
  };
}

describe('slow uploads of one client (issue 24, row 3)', () => {
  it('refuses an upload to a job that does not exist before reading its body: 404, nothing held', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        slowUpload(
          service().url,
          `/api/v1/niche-barcoding/jobs/${crypto.randomUUID()}/upload?fileName=r.fasta`,
          10_000,
        ),
      ),
    );
    // before: no answer at all — each held 20 MB of the budget until HTTP_REQUEST_TIMEOUT_MS (120 s)
    expect(answers).toEqual(Array.from({ length: 4 }, () => ({ status: 404, code: 'JOB_NOT_FOUND' })));
  });

  it(
    "holds one client's slow uploads to its share: another client's validate, BLAST and identify are read",
    { timeout: 60_000 },
    async () => {
      const t = service();
      const created = await t.fetch('/api/v1/niche-barcoding/jobs', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ workflow: 'NBSI', model: 'RF', files: DECLARED }),
      });
      expect(created.status).toBe(201);
      const { jobId } = ((await created.json()) as { data: { jobId: string } }).data;
      const path = `/api/v1/niche-barcoding/jobs/${jobId}/upload?fileName=r.fasta`;
      const uploads = await Promise.all(Array.from({ length: 4 }, () => slowUpload(t.url, path, 3000)));
      console.log(`four slow 20 MB uploads of one client to its job: ${JSON.stringify(uploads)}`);
      // the first is being read (no answer yet); the client's others are over its share
      expect(uploads.filter((a) => a === null)).toHaveLength(1);
      // over its share is the client's own limit (429), not a busy server (503)
      expect(uploads.filter((a) => a?.status === 429 && a.code === 'CONCURRENT_LIMIT_REACHED')).toHaveLength(3);

      const databases = (await (await t.fetch('/api/v1/blast/databases')).json()) as {
        data: { databases: { id: string; type: string }[] };
      };
      const nucleotide = databases.data.databases.find((d) => d.type === 'nucleotide');
      const validate = await otherClient(
        t.url,
        '/api/v1/niche-barcoding/validate',
        'application/json',
        Buffer.from(JSON.stringify({ workflow: 'NBSI', model: 'RF', files: DECLARED })),
      );
      const form = multipart({
        barcode:
          'AACATTATATTTTATTTTTGGAATTTGAGCAGGAATAGTAGGAACATCTTTAAGATTATTAATTCGAGCTGAATTAGGAACCCCAGGATCTTTAATTGGAGATGATCAAATTTATAATACTATTGTTACAGCTCATGCTTTTATTATAATTTTTTTTATAGTTATACCTATTATAATTGGAGGATTTGGAAATTGATTAGTACCTTTAATATTAGGAGCTCCTGATATAGCTTTCCCCCGAATAAATAATATAAGATTTTGATTATTACCCCCATCATTAACTTTATTAATTTCAAGAAGAATTGTTGAAAATGGAGCAGGAACAGGATGAACAGTTTACCCCCCACTTTCATCTAATATTGCCCATAGAGGAAGATCTGTAGATTTAGCTATTTTTTCTTTACATTTAGCTGGAATTTCATCAATTTTAGGAGCTATTAATTTTATTACAACAATTATTAATATACGATTAAATAATTTATCTTTTGATCAAATACCTTTATTTGTTTGAGCTGTAGGAATTACAGCATTTTTATTATTATTATCTTTACCTGTATTAGCTGGAGCTATTACTATATTATTAACAGATCGAAATTTAAATACATCATTTTTTGATCCTGCAGGAGGAGGAGATCCTATTTTATATCAACATTTATTT',
      });
      const identify = await otherClient(t.url, '/api/v1/mmnet/identify', form.type, form.body);
      const answers: Record<string, Answer> = { validate, identify };
      if (nucleotide) {
        answers.blast = await otherClient(
          t.url,
          '/api/v1/blast/search',
          'application/json',
          Buffer.from(
            JSON.stringify({
              sequence: `>q\n${'ACGTTGCAAGTC'.repeat(20)}`,
              program: 'blastn',
              database: nucleotide.id,
            }),
          ),
        );
      }
      console.log(`while one client holds a 20 MB slow upload (40 MB budget): ${JSON.stringify(answers)}`);
      // before: each was 503 SERVICE_BUSY
      expect(validate.status).toBe(200);
      // the form carries a barcode and no photo: read and judged on its content (400 INVALID_IMAGE), not refused unread
      expect(identify).toEqual({ status: 400, code: 'INVALID_IMAGE' });
      if (answers.blast) expect([200, 202]).toContain(answers.blast.status);
    },
  );
});
