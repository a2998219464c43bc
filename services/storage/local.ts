// Local storage: files under one root directory (nothing is read or written outside it), written atomically and durably.
import { createWriteStream } from 'node:fs';
import { lstat, mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { ByteRange } from '../../core/byte-range.js';
import { createDiskWatch, type DiskLog, type DiskWatch } from './disk-space.js';
import { resolveStoragePath } from './keys.js';
import type { LocalFileStore, OpenedFile, StoredFile } from './storage.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Flushes a file (or a directory entry) to the disk, so a completed write survives an OS crash, not only a process crash. */
async function fsync(path: string, flags: 'r' | 'r+'): Promise<void> {
  const handle = await open(path, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * The writer of a temporary file, named in it (`.<uuid>.<pid>@<host>.partial` beside the file's key, whatever the key's
 * length): a later start tells the leftovers of a writer that died (kill -9 mid-write) from the files of a live one,
 * also under a root several processes share.
 */
const WRITER = `${process.pid}@${
  hostname()
    .replace(/[^A-Za-z0-9-]/g, '-')
    .slice(0, 63) || 'host'
}`;
const PARTIAL = /\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:\.(\d+)@([A-Za-z0-9-]+))?\.partial$/;
/** A temporary file untouched this long is a dead writer's whoever wrote it (another host, or an older name). */
export const STALE_PARTIAL_MS = 60 * 60 * 1000;

/** True while process `pid` of this host exists (EPERM: it does, as another user). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether a temporary file was left by a writer that is gone (see WRITER). */
function abandoned(name: string, modifiedMs: number, nowMs: number): boolean {
  const match = PARTIAL.exec(name);
  if (!match) return false;
  if (nowMs - modifiedMs > STALE_PARTIAL_MS) return true;
  const [, pid, host] = match;
  if (!pid || `${pid}@${host}` === WRITER) {
    // this process's own pid: a predecessor's (pid reused after a restart) if written before this process began
    return pid !== undefined && modifiedMs < performance.timeOrigin;
  }
  return host === WRITER.slice(WRITER.indexOf('@') + 1) && !processAlive(Number(pid));
}

export class LocalStorage implements LocalFileStore {
  readonly provider = 'local' as const;
  readonly root: string;
  /** Turns a full or failing disk into 507 INSUFFICIENT_STORAGE, logged once per episode. */
  readonly disk: DiskWatch;

  constructor(root: string, log: DiskLog | null = null) {
    this.root = resolve(root);
    this.disk = createDiskWatch(this.root, log);
  }

  path(key: string): string {
    return resolveStoragePath(this.root, key);
  }

  async stat(key: string): Promise<StoredFile | null> {
    try {
      const info = await stat(this.path(key));
      return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /**
   * Writes a file atomically and durably: `write` fills a temporary path beside the target, which is flushed to
   * disk and renamed into place only when complete (then the directory is flushed too), so a reader (or another
   * process, or the service after a crash) never sees half a file under the key.
   */
  async put(key: string, write: (temporaryPath: string) => Promise<void>): Promise<void> {
    const target = this.path(key);
    const temporary = join(dirname(target), `.${randomUUID()}.${WRITER}.partial`);
    try {
      await mkdir(dirname(target), { recursive: true });
      await write(temporary);
      await fsync(temporary, 'r+');
      await rename(temporary, target);
      await fsync(dirname(target), 'r');
    } catch (error) {
      // a full disk is the client's 507 (and the operator's one log line), not a 500
      throw this.disk.failed(error);
    } finally {
      // removing frees space: it works on a full disk, so no partial file is left behind
      await rm(temporary, { force: true });
    }
    this.disk.succeeded();
  }

  /**
   * Removes the temporary files of writers that died mid-write (kill -9, a power cut): those a dead process of this host
   * left, and any untouched for STALE_PARTIAL_MS. Only files under the root (symbolic links are not followed) and only
   * temporary names are looked at; a file that cannot be read or removed is left. Returns how many were removed.
   */
  async sweepPartials(): Promise<number> {
    let removed = 0;
    const now = Date.now();
    const visit = async (directory: string): Promise<void> => {
      const entries = await readdir(directory, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        const path = resolve(directory, entry.name);
        if (entry.isDirectory()) await visit(path);
        else if (entry.isFile() && entry.name.endsWith('.partial')) {
          const info = await lstat(path).catch(() => null);
          if (
            info &&
            abandoned(entry.name, info.mtimeMs, now) &&
            (await rm(path).then(
              () => true,
              () => false,
            ))
          )
            removed += 1;
        }
      }
    };
    await visit(this.root);
    return removed;
  }

  async readText(key: string): Promise<string | null> {
    try {
      return await readFile(this.path(key), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async writeText(key: string, text: string): Promise<void> {
    await this.put(
      key,
      (path) =>
        new Promise<void>((done, fail) => {
          const out = createWriteStream(path);
          out.on('error', fail).on('finish', () => done());
          out.end(text);
        }),
    );
  }

  /** Names directly under a directory key (empty when it does not exist). */
  async list(key: string): Promise<string[]> {
    try {
      return await readdir(this.path(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  /** Removes a file or a whole directory under the root. */
  async remove(key: string): Promise<void> {
    await rm(this.path(key), { recursive: true, force: true });
  }

  async open(key: string, range?: ByteRange): Promise<(OpenedFile & StoredFile) | null> {
    // the stream reads from this descriptor, so a file removed after the stat is still read whole
    const handle = await open(this.path(key), 'r').catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    if (!handle) return null;
    const info = await handle.stat().catch(async (error: unknown) => {
      await handle.close();
      throw error;
    });
    if (!info.isFile()) {
      await handle.close();
      return null;
    }
    return {
      body: handle.createReadStream(range ? { start: range.start, end: range.end } : undefined),
      size: info.size,
      modifiedAt: info.mtime,
    };
  }
}
