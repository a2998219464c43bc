// The export writer on a real temporary file: a zip entry whose rows fail part-way (a read error, or the export being
// stopped at shutdown) rejects the write with that error instead of escaping as an uncaught exception.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeGzip, writeZip } from '../../services/exports/writer.js';

const directory = mkdtempSync(join(tmpdir(), 'export-writer-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

async function* failingAfterOnePiece(): AsyncIterable<string> {
  yield 'id\tname\n';
  await new Promise((resolve) => setTimeout(resolve, 10));
  throw new Error('the export was stopped');
}

describe('export writer', () => {
  it('rejects a zip whose streamed entry fails, with no uncaught exception', async () => {
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      await expect(
        writeZip(join(directory, 'a.zip'), [
          { name: 'meta.xml', text: '<archive/>' },
          { name: 'occurrence.txt', pieces: failingAfterOnePiece },
        ]),
      ).rejects.toThrow('the export was stopped');
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      process.off('uncaughtException', record);
    }
    expect(uncaught).toEqual([]);
  });

  it('rejects a gzip whose pieces fail', async () => {
    await expect(writeGzip(join(directory, 'a.gz'), failingAfterOnePiece())).rejects.toThrow('the export was stopped');
  });

  it('writes a complete zip and reports its bytes and ETag', async () => {
    const written = await writeZip(join(directory, 'b.zip'), [
      { name: 'meta.xml', text: '<archive/>' },
      {
        name: 'occurrence.txt',
        pieces: async function* () {
          yield 'id\n1\n';
        },
      },
    ]);
    expect(written.bytes).toBeGreaterThan(0);
    expect(written.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
  });
});
