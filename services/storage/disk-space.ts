// A full or failing disk under a storage root: one 507 INSUFFICIENT_STORAGE for clients, logged once per episode (when
// the first write fails, and again when a write succeeds after it), never a crash or a 500.
import { ApiError } from '../../core/errors.js';

/** The errno codes of a disk that cannot take a write: full, over quota, read-only, or failing. */
const DISK_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EIO']);

/** Seconds a client is told to wait: an operator frees space in minutes, not seconds. */
export const DISK_RETRY_AFTER_S = 60;

/** True when `error` (or the error it wraps) says the disk cannot take the write. */
export function isDiskError(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string' && DISK_CODES.has(e.code)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

export interface DiskLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** Watches the writes under one root: `failed` turns a disk error into the 507 (anything else is rethrown as it is). */
export function createDiskWatch(root: string, log: DiskLog | null) {
  let full = false;
  return {
    /** The error to throw for a failed write: the 507 for a disk error (logged once until a write succeeds again). */
    failed(error: unknown): unknown {
      if (!isDiskError(error)) return error;
      if (!full) {
        full = true;
        log?.warn(
          { err: error, root },
          'storage disk cannot take writes (full or failing): writes answer 507 until space returns',
        );
      }
      return new ApiError(
        'INSUFFICIENT_STORAGE',
        'The server has no room to store this file right now; try again later.',
        { retryAfterSeconds: DISK_RETRY_AFTER_S },
        { 'Retry-After': String(DISK_RETRY_AFTER_S) },
      );
    },
    /** A write succeeded: the episode (if any) is over. */
    succeeded(): void {
      if (!full) return;
      full = false;
      log?.info({ root }, 'storage disk takes writes again');
    },
    get full() {
      return full;
    },
  };
}

export type DiskWatch = ReturnType<typeof createDiskWatch>;
