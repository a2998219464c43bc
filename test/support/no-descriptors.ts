// Runs a check in this test process with no file descriptor left to open (its open-file limit lowered under it with
// prlimit, every free number below it taken), then gives the descriptors back whatever the check did.
import { execFileSync } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';

/** Descriptors kept for restoring the limit: spawnSync of prlimit needs about 14 free of its own (12 gave EMFILE). */
const RESERVE = 32;

const hardLimit = () => Number(/^Max open files\s+\S+\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'))![1]);
/** The highest descriptor number open: RLIMIT_NOFILE bounds descriptor numbers, not their count. */
const highestDescriptor = () => Math.max(...readdirSync('/proc/self/fd').map(Number));
const softLimit = (limit: number, hard: number) =>
  execFileSync('prlimit', ['--pid', String(process.pid), `--nofile=${limit}:${hard}`]);

/**
 * `check` runs while opening a file or socket fails with EMFILE. The fillers alone would free only the holes this
 * process happens to have (CI's had fewer than prlimit needs), so a reserve opened first is closed with them.
 */
export async function withNoDescriptorLeft<T>(check: () => Promise<T> | T): Promise<T> {
  const hard = hardLimit();
  const reserve = Array.from({ length: RESERVE }, () => openSync('/dev/null', 'r'));
  const fillers: number[] = [];
  try {
    softLimit(highestDescriptor() + 1, hard);
    try {
      for (;;) fillers.push(openSync('/dev/null', 'r'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EMFILE') throw error;
    }
    return await check();
  } finally {
    for (const fd of [...fillers, ...reserve]) closeSync(fd);
    softLimit(hard, hard);
  }
}
