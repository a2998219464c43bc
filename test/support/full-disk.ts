// A real full disk for the storage tests and the soak: a small tmpfs mounted as a directory, filled to the last byte by
// one filler file, and freed again by removing it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, openSync, closeSync, rmSync, writeSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const FILLER = '.filler';

export interface FullDisk {
  readonly directory: string;
  /** Writes the filler until the file system refuses (ENOSPC). */
  fill(): void;
  /** Removes the filler: the space is back. */
  free(): void;
  /** Paths of `.partial` files anywhere below the directory (a write that was not cleaned up). */
  partials(): string[];
  unmount(): void;
}

/** Mounts a tmpfs of `sizeMb` at `directory` (created); throws when mounting is not permitted. */
export function mountFullDisk(directory: string, sizeMb: number): FullDisk {
  mkdirSync(directory, { recursive: true });
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m,mode=0777`, 'tmpfs', directory], {
    encoding: 'utf8',
  });
  if (mounted.status !== 0) throw new Error(`mount -t tmpfs failed: ${mounted.stderr}`);
  const filler = join(directory, FILLER);
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    directory,
    fill() {
      const fd = openSync(filler, 'a');
      const block = Buffer.alloc(1 << 16);
      try {
        for (;;) writeSync(fd, block);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      } finally {
        closeSync(fd);
      }
      // the last partial block: byte by byte, so not one byte is left
      const tail = openSync(filler, 'a');
      try {
        for (;;) writeSync(tail, block, 0, 1);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      } finally {
        closeSync(tail);
      }
    },
    free() {
      rmSync(filler, { force: true });
    },
    partials: () => walk(directory).filter((path) => path.endsWith('.partial') || path.includes('.partial')),
    unmount() {
      spawnSync('umount', ['-l', directory]);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
