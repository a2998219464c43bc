// S3 storage against a real S3-compatible server (s3rver on a free loopback port, temp directory).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error s3rver ships no type declarations
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { contentDisposition } from '../../http/file-headers.js';
import { S3Storage } from '../../services/storage/s3.js';

const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
let server: { close(): Promise<void> };
let storage: S3Storage;

beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'lepdata' }],
  });
  const address = (await (server as unknown as { run(): Promise<AddressInfo> }).run()) as AddressInfo;
  const config = loadConfig({
    S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
    S3_BUCKET: 'lepdata',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PRESIGN_EXPIRY: '120',
  });
  expect(config.s3).toMatchObject({
    bucket: 'lepdata',
    forcePathStyle: true,
    region: 'us-east-1',
    presignExpirySeconds: 120,
  });
  storage = new S3Storage(config.s3!);
});
afterAll(async () => {
  storage?.close();
  await server?.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('S3Storage', () => {
  it('uploads a file, sees it exist and serves it through a pre-signed URL with name and type', async () => {
    const local = join(directory, 'upload.csv');
    writeFileSync(local, 'a,b\n1,2\n');
    expect(await storage.exists('downloads/v1/4/export.csv')).toBe(false);
    await storage.upload('downloads/v1/4/export.csv', local, 8, 'text/csv');
    expect(await storage.exists('downloads/v1/4/export.csv')).toBe(true);
    const before = Date.now();
    const { url, expiresAt } = await storage.presign('downloads/v1/4/export.csv', {
      contentDisposition: contentDisposition('export.csv'),
      contentType: 'text/csv',
    });
    expect(url).toContain('X-Amz-Signature=');
    expect(url).toContain('/lepdata/downloads/v1/4/export.csv');
    expect(expiresAt.getTime() - before).toBeGreaterThanOrEqual(119_000);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('a,b\n1,2\n');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="export.csv"');
  });

  it('refuses keys that could escape the bucket prefix', async () => {
    await expect(storage.exists('../secret')).rejects.toMatchObject({ code: 'INVALID_FILE_NAME' });
    await expect(
      storage.presign('a/../../b', { contentDisposition: 'attachment', contentType: 'text/plain' }),
    ).rejects.toMatchObject({ code: 'INVALID_FILE_NAME' });
  });

  it('keeps job files as the niche jobs use them: write, stat, read, open, list, remove', async () => {
    await storage.writeText('niche-jobs/j1/input/ref.fasta', '>a\nACGT\n');
    await storage.writeText('niche-jobs/j1/output/results.csv', 'q,s\n');
    await storage.put('niche-jobs/j1/output/run.log', async (path) => writeFileSync(path, 'line\n'));
    await storage.writeText('niche-jobs/j2/input/q.fasta', '>q\nAC\n');
    expect(await storage.readText('niche-jobs/j1/input/ref.fasta')).toBe('>a\nACGT\n');
    expect(await storage.stat('niche-jobs/j1/output/run.log')).toMatchObject({ size: 5 });
    expect(await storage.stat('niche-jobs/j1/nothing')).toBeNull();
    expect(await storage.readText('niche-jobs/j1/nothing')).toBeNull();
    expect(await storage.open('niche-jobs/j1/nothing')).toBeNull();
    const opened = await storage.open('niche-jobs/j1/output/results.csv');
    expect(opened?.size).toBe(4);
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('q,s\n');
    expect((await storage.list('niche-jobs')).sort()).toEqual(['j1', 'j2']);
    expect((await storage.list('niche-jobs/j1/output')).sort()).toEqual(['results.csv', 'run.log']);
    expect(await storage.list('niche-jobs/none')).toEqual([]);
    await storage.remove('niche-jobs/j1');
    expect(await storage.list('niche-jobs')).toEqual(['j2']);
    expect(await storage.readText('niche-jobs/j1/input/ref.fasta')).toBeNull();
    expect(await storage.readText('niche-jobs/j2/input/q.fasta')).toBe('>q\nAC\n');
    await storage.remove('niche-jobs/j2/input/q.fasta');
    expect(await storage.list('niche-jobs')).toEqual([]);
  });

  it('lists and removes more keys than one page of a listing holds', async () => {
    const keys = Array.from({ length: 1005 }, (_, i) => `many/${String(i).padStart(4, '0')}`);
    for (let i = 0; i < keys.length; i += 50)
      await Promise.all(keys.slice(i, i + 50).map((key) => storage.writeText(key, 'x')));
    expect(await storage.list('many')).toHaveLength(1005);
    await storage.remove('many');
    expect(await storage.list('many')).toEqual([]);
  }, 60_000);

  it('refuses keys outside the bucket prefix on every operation', async () => {
    for (const key of ['../x', 'a/../../b', '/abs', 'a//b', '%2e%2e/x']) {
      await expect(storage.writeText(key, 'x')).rejects.toMatchObject({ code: 'INVALID_FILE_NAME' });
      await expect(storage.put(key, async () => undefined)).rejects.toMatchObject({ code: 'INVALID_FILE_NAME' });
      await expect(storage.readText(key)).rejects.toMatchObject({ code: 'INVALID_FILE_NAME' });
      await expect(storage.stat(key)).rejects.toMatchObject({ code: 'INVALID_FILE_NAME' });
      await expect(storage.open(key)).rejects.toMatchObject({ code: 'INVALID_FILE_NAME' });
      await expect(storage.list(key)).rejects.toMatchObject({ code: 'INVALID_FILE_NAME' });
      await expect(storage.remove(key)).rejects.toMatchObject({ code: 'INVALID_FILE_NAME' });
    }
  });

  it('rejects half-configured credentials at start-up', () => {
    expect(() => loadConfig({ S3_BUCKET: 'x', S3_ACCESS_KEY_ID: 'only-id' })).toThrow(/together/);
    expect(loadConfig({}).s3).toBeNull();
  });
});
