// The data version: a hash over every shipped data file and the loader's revision, so a changed file — or a loader
// that derives different tables from the same files — means a new version, and a deployment reloads on its next start.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : entry.isFile() ? [path] : [];
  });
}

/**
 * Bump when the loader's output changes for the same files (a new column, table or cleaning rule): without it, a
 * deployment upgraded over an existing database would keep serving the previous loader's tables.
 */
export const LOADER_REVISION = 5;

/** sha256 over the loader revision and (relative path, bytes) of every file under datasetDir in path order; first 16 hex. */
export function computeDataVersion(datasetDir: string): string {
  const hash = createHash('sha256').update(`loader revision ${LOADER_REVISION}\0`);
  const files = filesUnder(datasetDir)
    .map((path) => ({ path, name: relative(datasetDir, path).split(sep).join('/') }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  if (files.length === 0) throw new Error(`no data files under ${datasetDir}`);
  for (const file of files) {
    hash.update(file.name).update('\0').update(readFileSync(file.path)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
