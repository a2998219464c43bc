// oasdiff (github.com/oasdiff/oasdiff), pinned, built once from the Go module proxy into var/tools/ and reused.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../config.js';

export const OASDIFF_VERSION = 'v1.37.0';
const DIR = join(PROJECT_ROOT, 'var', 'tools', `oasdiff-${OASDIFF_VERSION}`);
export const OASDIFF = join(DIR, 'oasdiff');

/** The path of the pinned oasdiff binary, built with `go install` the first time (about a minute on 2 cores). */
export function ensureOasdiff(): string {
  if (existsSync(OASDIFF)) return OASDIFF;
  if (spawnSync('go', ['version']).status !== 0) throw new Error('api:review needs Go (>= 1.24) to build oasdiff');
  mkdirSync(DIR, { recursive: true });
  console.error(`api:review: building oasdiff ${OASDIFF_VERSION} into ${DIR} (once)`);
  execFileSync('go', ['install', `github.com/oasdiff/oasdiff@${OASDIFF_VERSION}`], {
    stdio: ['ignore', 'inherit', 'inherit'],
    // module mode outside any Go project; checksums verified as usual
    env: { ...process.env, GOBIN: DIR, GOFLAGS: '-mod=mod', GO111MODULE: 'on' },
    cwd: DIR,
  });
  return OASDIFF;
}

/** One entry of `oasdiff changelog --format json`: level 3 = breaking (ERR), 2 = warning, 1 = information. */
export interface ContractChange {
  readonly id: string;
  readonly text: string;
  readonly level: 1 | 2 | 3;
  readonly operation?: string;
  readonly operationId?: string;
  readonly path?: string;
  readonly section?: string;
}

/** Every change from `base` to `revision` (files of OpenAPI documents) as oasdiff classifies it. */
export function contractChanges(base: string, revision: string): ContractChange[] {
  const output = execFileSync(ensureOasdiff(), ['changelog', base, revision, '--format', 'json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output || '[]') as ContractChange[];
}
