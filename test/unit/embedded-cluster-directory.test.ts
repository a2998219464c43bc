// Where the embedded cluster of a DATA_DIR lives: in it, unless (as root) the postgres user cannot reach it.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closedParentOf, embeddedClusterDirectory } from '../../db/embedded-cluster.js';

const asRoot = process.getuid?.() === 0;
// mkdtemp makes the directory 0700: closed to every other user, as `mktemp -d` does
const closed = mkdtempSync(join(tmpdir(), 'cluster-dir-'));
afterAll(() => rmSync(closed, { recursive: true, force: true }));

describe('the embedded cluster directory of a DATA_DIR', () => {
  it('is DATA_DIR/postgres when the postgres user can reach it', () => {
    const open = mkdtempSync(join(tmpdir(), 'cluster-dir-open-'));
    chmodSync(open, 0o755);
    try {
      expect(closedParentOf(join(open, 'var', 'postgres'))).toBeNull();
      expect(embeddedClusterDirectory(join(open, 'var'))).toBe(resolve(open, 'var', 'postgres'));
    } finally {
      rmSync(open, { recursive: true, force: true });
    }
  });

  it.runIf(asRoot)('moves to its own directory under /var/tmp when, as root, a parent is closed to others', () => {
    const dataDir = join(closed, 'project', 'var');
    expect(closedParentOf(join(dataDir, 'postgres'))).toBe(closed);
    const directory = embeddedClusterDirectory(dataDir);
    expect(directory).toMatch(/^\/var\/tmp\/lepidoptera-postgres\/var-[0-9a-f]{12}\/postgres$/);
    expect(closedParentOf(directory)).toBeNull();
    // one cluster per DATA_DIR: the same path gives the same directory, another path another one
    expect(embeddedClusterDirectory(dataDir)).toBe(directory);
    expect(embeddedClusterDirectory(join(closed, 'other', 'var'))).not.toBe(directory);
  });

  it.skipIf(asRoot)('stays in DATA_DIR for any other user (PostgreSQL then runs as that user)', () => {
    expect(closedParentOf(join(closed, 'var', 'postgres'))).toBeNull();
    expect(embeddedClusterDirectory(join(closed, 'var'))).toBe(resolve(closed, 'var', 'postgres'));
  });
});
