// Parts of the machine some tests need (Chromium, GDAL, BLAST+, the shared photos): under CI a missing part fails the run, elsewhere it is skipped and summed up.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { findBlastBinaries } from '../../services/blast/service.js';
import { photosAvailable, sharedDataDir } from '../../tools/identification/dataset.js';
import { TEST_DATA_DIR } from './test-config.js';

export interface SystemPart {
  readonly name: string;
  /** How to get it, for the failure message and the skip summary. */
  readonly install: string;
  readonly present: () => boolean;
}

export const CHROMIUM_PATH = '/usr/bin/chromium';

export const SYSTEM_PARTS = {
  chromium: {
    name: 'Chromium (/usr/bin/chromium)',
    install: 'apt-get install chromium',
    present: () => existsSync(CHROMIUM_PATH),
  },
  gdal: {
    name: 'GDAL ogrinfo',
    install: 'apt-get install gdal-bin',
    present: () => spawnSync('ogrinfo', ['--version']).status === 0,
  },
  blast: {
    name: 'NCBI BLAST+ binaries (makeblastdb, blastn, …)',
    install: 'apt-get install ncbi-blast+',
    present: () => findBlastBinaries(null) !== null,
  },
  tmpfs: {
    name: 'mounting a small tmpfs (a full disk for the storage tests)',
    install: 'run the tests as root, or in a container with CAP_SYS_ADMIN',
    present: () => {
      const directory = join(TEST_DATA_DIR, `tmpfs-probe-${process.pid}`);
      mkdirSync(directory, { recursive: true });
      const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', directory]).status === 0;
      if (mounted) spawnSync('umount', [directory]);
      rmSync(directory, { recursive: true, force: true });
      return mounted;
    },
  },
  sharedPhotos: {
    name: `the shared photo dataset (${join(sharedDataDir(), 'images')})`,
    install: 'place the read-only ../shared/data beside the project or set SHARED_DATA_DIR',
    present: photosAvailable,
  },
} satisfies Record<string, SystemPart>;

/** Where skipped parts are noted for the run's summary (files run in separate workers). */
const SKIP_LOG = join(TEST_DATA_DIR, 'skipped-parts.log');

export function isCi(): boolean {
  return Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';
}

/**
 * True when `part` is on this machine. When it is missing: under CI this throws, failing the test file
 * with the part's name (a missing part must not turn into a green run); elsewhere it notes the skip for
 * the summary the global teardown prints and returns false, so the caller skips.
 */
export function requirePart(part: SystemPart, usedBy: string): boolean {
  if (part.present()) return true;
  const line = `${usedBy}: ${part.name} is missing (${part.install})`;
  if (isCi()) throw new Error(`CI=true and a system part is missing — ${line}`);
  mkdirSync(TEST_DATA_DIR, { recursive: true });
  appendFileSync(SKIP_LOG, `${line}\n`);
  return false;
}

/** Starts a run's skip log afresh (global setup). */
export function resetSkipLog(): void {
  rmSync(SKIP_LOG, { force: true });
}

/** One summary line of what this run skipped and why, or null when nothing was skipped (global teardown). */
export function skipSummary(): string | null {
  if (!existsSync(SKIP_LOG)) return null;
  const lines = [...new Set(readFileSync(SKIP_LOG, 'utf8').split('\n').filter(Boolean))];
  return lines.length ? `skipped for missing system parts (${lines.length}): ${lines.join('; ')}` : null;
}
