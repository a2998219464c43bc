// The data version: a hash over every shipped data file, so a changed file means a new version.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : entry.isFile() ? [path] : [];
  });
}

/** sha256 over (relative path, bytes) of every file under datasetDir in path order; first 16 hex. */
export function computeDataVersion(datasetDir: string): string {
  const hash = createHash('sha256');
  const files = filesUnder(datasetDir)
    .map((path) => ({ path, name: relative(datasetDir, path).split(sep).join('/') }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  if (files.length === 0) throw new Error(`no data files under ${datasetDir}`);
  for (const file of files) {
    hash.update(file.name).update('\0').update(readFileSync(file.path)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
