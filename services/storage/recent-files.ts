// Small files that never change once written (a data version's built downloads, a finished job's results), kept in
// memory by key, the least recently sent dropped first past a byte budget: one sent from memory is one write, where one
// streamed from disk waits for an open, a stat, reads and a close on the thread pool — each a turn of the event loop,
// tens of milliseconds apiece under load (the 198 KB template: 600 ms per download among 200 connections).
import { Readable } from 'node:stream';

/** The default budget: files up to 256 KB, 16 MB of them per kind (a download page's files, a job's results). */
export const RECENT_FILE_BYTES = 256 * 1024;
export const RECENT_TOTAL_BYTES = 16 * 1024 * 1024;

export class RecentFiles {
  /** Least recently sent first. */
  private readonly held = new Map<string, Buffer>();
  private heldBytes = 0;

  constructor(
    /** Larger files are streamed from disk every time. */
    readonly maxFileBytes: number = RECENT_FILE_BYTES,
    readonly maxTotalBytes: number = RECENT_TOTAL_BYTES,
  ) {}

  has(key: string): boolean {
    return this.held.has(key);
  }

  /** The file's bytes, now the most recently sent; undefined when not held. */
  get(key: string): Buffer | undefined {
    const bytes = this.held.get(key);
    if (bytes) {
      this.held.delete(key);
      this.held.set(key, bytes);
    }
    return bytes;
  }

  /** Keeps `bytes` (a file no larger than maxFileBytes), dropping the least recently sent past the budget. */
  remember(key: string, bytes: Buffer): void {
    if (bytes.length > this.maxFileBytes || this.held.has(key)) return; // read by two requests at once: kept once
    this.held.set(key, bytes);
    this.heldBytes += bytes.length;
    for (const [oldest, old] of this.held) {
      if (this.heldBytes <= this.maxTotalBytes) break;
      this.held.delete(oldest);
      this.heldBytes -= old.length;
    }
  }
}

/** `bytes` as a stream of one chunk (file answers are streams: they hold a file-stream slot while sent). */
export function streamOf(bytes: Buffer): Readable {
  return Readable.from([bytes]);
}
