// RecentFiles: small unchanging files kept by key within a byte budget, the least recently sent dropped first.
import { describe, expect, it } from 'vitest';
import { RecentFiles, streamOf } from '../../services/storage/recent-files.js';

const bytes = (n: number, fill = 1) => Buffer.alloc(n, fill);

describe('RecentFiles', () => {
  it('keeps files up to its file size, and drops the least recently sent past its budget', () => {
    const recent = new RecentFiles(100, 250);
    recent.remember('large', bytes(101));
    expect(recent.has('large')).toBe(false);
    recent.remember('a', bytes(100, 1));
    recent.remember('b', bytes(100, 2));
    expect(recent.get('a')?.[0]).toBe(1); // a is now the most recently sent
    recent.remember('c', bytes(100, 3)); // 300 > 250: b goes, not a
    expect([recent.has('a'), recent.has('b'), recent.has('c')]).toEqual([true, false, true]);
  });

  it('keeps a file remembered twice once (two requests read it at once)', () => {
    const recent = new RecentFiles(100, 200);
    recent.remember('a', bytes(100));
    recent.remember('a', bytes(100));
    recent.remember('b', bytes(100));
    expect([recent.has('a'), recent.has('b')]).toEqual([true, true]);
  });

  it('streams the bytes as they are', async () => {
    const chunks = await streamOf(Buffer.from('ACGT')).toArray();
    expect(Buffer.concat(chunks).toString()).toBe('ACGT');
  });
});
