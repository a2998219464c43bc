// Records the commit and time of a build in dist/build-info.json, for /version and /about.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

mkdirSync('dist', { recursive: true });
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
writeFileSync(
  'dist/build-info.json',
  JSON.stringify(
    { version: pkg.version, gitCommit: process.env.GIT_COMMIT || gitCommit(), buildTime: new Date().toISOString() },
    null,
    2,
  ) + '\n',
);
