// The generated Python and R clients: current with the contract (regenerated and compared byte for byte), and every
// operationId of the contract called through each against the live service, with a 404, a walk over every page, a
// resumed download, and retries after Retry-After on 503 and 429.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../config.js';
import { OPERATIONS } from '../../generated/operations.js';
import { generateClients, generatedClientFiles } from '../../tools/clients/generate.js';
import { CLIENT_PARTS, PYTHON } from '../support/client-tools.js';
import { startTestService, type TestService } from '../support/service.js';
import { SYSTEM_PARTS, requirePart } from '../support/system-parts.js';
import { sharedDataDir } from '../../tools/identification/dataset.js';

const PHOTO_SPECIES = 'Aglais_io';
const R_LIB = join(PROJECT_ROOT, 'test-output', 'r-lib');

function run(command: string, args: string[], env: Record<string, string> = {}, cwd = PROJECT_ROOT) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The operationIds of the contract: a client call is wanted for each, also for one added later. */
const contractOperationIds = Object.keys(OPERATIONS).sort();

describe('generated clients', () => {
  it('are current: npm run generate would write the committed clients/ byte for byte', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'lepi-clients-check-'));
    try {
      generateClients(scratch);
      const committed = generatedClientFiles(PROJECT_ROOT);
      const fresh = generatedClientFiles(scratch);
      expect(committed, 'generated files added or removed: run `npm run generate`').toEqual(fresh);
      for (const file of fresh)
        expect(readFileSync(join(PROJECT_ROOT, file), 'utf8'), `${file} is stale: run \`npm run generate\``).toBe(
          readFileSync(join(scratch, file), 'utf8'),
        );
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 180_000);
});

const python = requirePart(CLIENT_PARTS.python, 'the Python client against the live service');
const r = requirePart(CLIENT_PARTS.r, 'the R client against the live service');
const photos = requirePart(SYSTEM_PARTS.sharedPhotos, 'identification through the clients');
const blast = requirePart(SYSTEM_PARTS.blast, 'BLAST through the clients');

describe.skipIf(!(python || r) || !photos || !blast)(
  'every operation through each client against the live service',
  () => {
    let t: TestService;
    let proxy: Server;
    let proxyUrl = '';
    /** What the flaky proxy answered: per three requests 503, then 429 (each with Retry-After: 1), then the service's answer. */
    let seen: { status: number; at: number }[] = [];
    let photo = '';

    beforeAll(async () => {
      // BLAST_SYNC_TIMEOUT=0: every search becomes a job, so getBlastJob has one to read
      t = await startTestService({ BLAST_SYNC_TIMEOUT: '0', METRICS_ENABLED: 'true' });
      const target = new URL(t.url);
      proxy = createServer((req, res) => {
        const transient = [503, 429, 0][seen.length % 3]!;
        seen.push({ status: transient || 200, at: Date.now() });
        if (transient) {
          res.writeHead(transient, { 'Retry-After': '1', 'Content-Type': 'application/json' });
          const code = transient === 503 ? 'SERVICE_BUSY' : 'RATE_LIMITED';
          const error = { code, message: 'Try again after Retry-After.' };
          res.end(JSON.stringify({ success: false, error, request_id: 'proxy', timestamp: new Date().toISOString() }));
          return;
        }
        const upstream = request(
          { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        req.pipe(upstream);
      });
      proxy.listen(0, '127.0.0.1');
      await new Promise((resolve) => proxy.once('listening', resolve));
      proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
      photo = join(sharedDataDir(), 'images', PHOTO_SPECIES, 'test_1.jpg');
      if (r) {
        // the committed sources, installed as a user would (byte-compiling 240 files would take minutes)
        rmSync(R_LIB, { recursive: true, force: true });
        mkdirSync(R_LIB, { recursive: true });
        const flags = ['--no-byte-compile', '--no-docs', '--no-html', '--no-help', '--no-test-load'];
        const install = await run('R', ['CMD', 'INSTALL', ...flags, '-l', R_LIB, 'clients/r']);
        if (install.code !== 0) throw new Error(`R CMD INSTALL clients/r failed:\n${install.stdout}${install.stderr}`);
      }
    }, 180_000);

    afterAll(async () => {
      await new Promise((resolve) => proxy?.close(resolve));
      await t?.close();
    });

    it.skipIf(!python)(
      'Python: every operationId, a 404 as ApiError, every page, a resumed download',
      async () => {
        const result = await run(PYTHON, ['test/clients/exercise.py', t.url, join(PROJECT_ROOT, 'data'), photo], {
          PYTHONPATH: join(PROJECT_ROOT, 'clients', 'python'),
        });
        expect(result.code, result.stderr).toBe(0);
        const report = JSON.parse(result.stdout.trim().split('\n').pop()!) as { called: string[] };
        expect([...report.called].sort()).toEqual(contractOperationIds);
      },
      300_000,
    );

    it.skipIf(!r)(
      'R: every operationId, lists as data frames, a 404 as a condition, every page, a resumed download',
      async () => {
        const result = await run('Rscript', ['test/clients/exercise.R', t.url, join(PROJECT_ROOT, 'data'), photo], {
          R_LIBS: R_LIB,
        });
        expect(result.code, result.stderr).toBe(0);
        const report = JSON.parse(result.stdout.trim().split('\n').pop()!) as { called: string[] };
        expect([...report.called].sort()).toEqual(contractOperationIds);
      },
      300_000,
    );

    it.skipIf(!python)(
      'Python: the README example runs as written',
      async () => {
        const readme = readFileSync(join(PROJECT_ROOT, 'README.md'), 'utf8');
        const block = /<!-- python-example:start -->\n```python\n([\s\S]*?)```\n<!-- python-example:end -->/.exec(
          readme,
        )![1]!;
        const scratch = mkdtempSync(join(tmpdir(), 'lepi-readme-'));
        try {
          const script = join(scratch, 'example.py');
          writeFileSync(script, block.replace('http://localhost:8080', t.url));
          const result = await run(PYTHON, [script], { PYTHONPATH: join(PROJECT_ROOT, 'clients', 'python') }, scratch);
          expect(result.code, result.stderr).toBe(0);
          expect(result.stdout).toMatch(/^Parnassius apollo \(node \d+\): [1-9]\d* occurrence records in Norway$/m);
          expect(result.stdout).toMatch(/^barcodes\.fasta: [1-9]\d* bytes$/m);
          expect(result.stdout).toMatch(/^404 GENOME_NOT_FOUND \S+$/m);
        } finally {
          rmSync(scratch, { recursive: true, force: true });
        }
      },
      120_000,
    );

    /** The proxy's log of one client call: 503 and 429, each waited out for its Retry-After, then the answer. */
    function expectRetriedAfterRetryAfter() {
      expect(seen.map((s) => s.status)).toEqual([503, 429, 200]);
      expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(950);
      expect(seen[2]!.at - seen[1]!.at).toBeGreaterThanOrEqual(950);
    }

    it.skipIf(!python)(
      'Python: retries 503 and 429 after their Retry-After',
      async () => {
        seen = [];
        const script =
          'import sys; from lepidoptera import Client; print(Client(sys.argv[1]).get_version().data.api_version)';
        const result = await run(PYTHON, ['-c', script, proxyUrl], {
          PYTHONPATH: join(PROJECT_ROOT, 'clients', 'python'),
        });
        expect(result.code, result.stderr).toBe(0);
        expect(result.stdout.trim()).toBe('v1');
        expectRetriedAfterRetryAfter();
      },
      60_000,
    );

    it.skipIf(!r)(
      'R: retries 503 and 429 after their Retry-After',
      async () => {
        seen = [];
        const script =
          'library(lepidoptera); cat(get_version(client = lepi_client(commandArgs(TRUE)[[1]]))$apiVersion)';
        const result = await run('Rscript', ['-e', script, proxyUrl], { R_LIBS: R_LIB });
        expect(result.code, result.stderr).toBe(0);
        expect(result.stdout.trim()).toBe('v1');
        expectRetriedAfterRetryAfter();
      },
      60_000,
    );
  },
);
