// The processes of a PostgreSQL cluster (postmaster and its children), for tests that stall it with SIGSTOP.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The postmaster of the cluster in `directory` and every process it started (backends, background workers). */
export function postgresProcesses(directory: string): number[] {
  const postmaster = Number(readFileSync(join(directory, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false; // exited meanwhile
      }
    })
    .map(Number);
  return [postmaster, ...children];
}
