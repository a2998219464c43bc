// Local storage: keys can never leave the storage root; atomic writes; byte ranges.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../core/errors.js';
import { contentDisposition, parseRange } from '../../http/file-headers.js';
import { checkStorageKey, resolveStoragePath } from '../../services/storage/keys.js';
import { LocalStorage } from '../../services/storage/local.js';

const root = mkdtempSync(join(tmpdir(), 'storage-local-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function codeOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof ApiError ? error.code : 'OTHER';
  }
}

describe('storage keys', () => {
  it('accepts plain relative keys and resolves them under the root', () => {
    expect(checkStorageKey('downloads/abc123/1/barcode-reference.fasta')).toBe(
      'downloads/abc123/1/barcode-reference.fasta',
    );
    expect(resolveStoragePath(root, 'a/b.txt')).toBe(join(root, 'a', 'b.txt'));
  });

  it.each([
    '..',
    '../etc/passwd',
    'downloads/../../etc/passwd',
    'a/./b',
    '/etc/passwd',
    '//etc/passwd',
    'a\\..\\..\\b',
    '..%2F..%2Fetc',
    '%2e%2e/x',
    'a//b',
    'a/',
    '',
    '.hidden',
    'a/b\0c',
    'C:\\Windows',
    'x'.repeat(2000),
  ])('rejects %j with 400 INVALID_FILE_NAME', (key) => {
    expect(codeOf(() => checkStorageKey(key))).toBe('INVALID_FILE_NAME');
    expect(codeOf(() => resolveStoragePath(root, key))).toBe('INVALID_FILE_NAME');
  });
});

describe('LocalStorage', () => {
  const storage = new LocalStorage(root);

  it('writes atomically, stats and reads back whole files and ranges', async () => {
    await storage.put('d/file.txt', async (path) => writeFileSync(path, '0123456789'));
    expect(readdirSync(join(root, 'd'))).toEqual(['file.txt']);
    expect((await storage.stat('d/file.txt'))?.size).toBe(10);
    const chunks: Buffer[] = [];
    for await (const chunk of (await storage.open('d/file.txt', { start: 2, end: 4 }))!.body)
      chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('234');
    expect(await storage.stat('d/missing.txt')).toBeNull();
    expect(await storage.readText('d/missing.txt')).toBeNull();
  });

  it('leaves nothing behind when a write fails', async () => {
    await expect(
      storage.put('d/broken.txt', async (path) => {
        writeFileSync(path, 'half');
        throw new Error('builder failed');
      }),
    ).rejects.toThrow('builder failed');
    expect(readdirSync(join(root, 'd'))).toEqual(['file.txt']);
  });

  it('refuses traversal on every operation', async () => {
    await expect(storage.stat('../outside.txt')).rejects.toMatchObject({ code: 'INVALID_FILE_NAME' });
    await expect(storage.put('../outside.txt', async () => undefined)).rejects.toMatchObject({
      code: 'INVALID_FILE_NAME',
    });
    await expect(storage.open('../../etc/passwd')).rejects.toThrow(ApiError);
  });
});

describe('parseRange', () => {
  it.each([
    ['bytes=0-9', 100, { start: 0, end: 9 }],
    ['bytes=90-', 100, { start: 90, end: 99 }],
    ['bytes=-10', 100, { start: 90, end: 99 }],
    ['bytes=-500', 100, { start: 0, end: 99 }],
    ['bytes=50-1000', 100, { start: 50, end: 99 }],
    [' bytes=1-1 ', 100, { start: 1, end: 1 }],
  ])('%s of %d bytes → %j', (header, size, range) => {
    expect(parseRange(header, size)).toEqual(range);
  });

  it.each([undefined, '', 'bytes=', 'bytes=-', 'bytes=5-1', 'bytes=0-1,3-4', 'items=0-1', 'bytes=a-b', 'bytes=1.5-2'])(
    'ignores %j',
    (header) => {
      expect(parseRange(header, 100)).toBeNull();
    },
  );

  it.each([
    ['bytes=100-', 100],
    ['bytes=200-300', 100],
    ['bytes=-0', 100],
    ['bytes=0-', 0],
    ['bytes=-5', 0],
  ])('refuses %s of %d bytes with 416', (header, size) => {
    try {
      parseRange(header, size);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe('INVALID_RANGE');
      expect((error as ApiError).status).toBe(416);
      expect((error as ApiError).headers['Content-Range']).toBe(`bytes */${size}`);
    }
  });

  it('quotes a safe file name for Content-Disposition', () => {
    expect(contentDisposition('a.csv')).toBe('attachment; filename="a.csv"');
    expect(contentDisposition('we"ird\r\nname')).toBe('attachment; filename="we_ird__name"');
  });
});

describe('LocalStorage listing and removal', () => {
  const storage = new LocalStorage(root);

  it('lists a directory key, removes a subtree, and refuses to remove outside the root', async () => {
    await storage.writeText('gone/v1/a.txt', 'a');
    await storage.writeText('gone/v2/b.txt', 'b');
    expect((await storage.list('gone')).sort()).toEqual(['v1', 'v2']);
    await storage.remove('gone/v1');
    expect(await storage.list('gone')).toEqual(['v2']);
    expect(await storage.list('nothing-here')).toEqual([]);
    await expect(storage.remove('..')).rejects.toMatchObject({ code: 'INVALID_FILE_NAME' });
    await expect(storage.list('../..')).rejects.toMatchObject({ code: 'INVALID_FILE_NAME' });
  });
});
