// The loader empties every table it fills: a table a derived-data SQL file writes that DATA_TABLES misses would keep the
// previous load's rows beside the new ones (a reload doubled the by-node aggregates that way).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../config.js';
import { DATA_TABLES } from '../../db/dataset/tables.js';

/** Tables written by requests and jobs, not by the loader: a reload keeps them. */
const SERVICE_TABLES = new Set([
  'job',
  'blast_job',
  'niche_job',
  'niche_job_file',
  'export_job',
  'download_file',
  // the per-client limits every instance shares (db/limits)
  'client_rate_window',
  'client_slot',
]);

function sqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sqlFiles(path);
    return entry.name.endsWith('.sql') ? [path] : [];
  });
}

describe("the loader's tables", () => {
  it("include every table an SQL file of db/ inserts into, except the service's own", () => {
    const written = sqlFiles(join(PROJECT_ROOT, 'db')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/INSERT INTO ([a-z_0-9]+)/g)].map((m) => ({
        table: m[1]!,
        file: relative(PROJECT_ROOT, file),
      })),
    );
    expect(written.length).toBeGreaterThan(5);
    const missing = written.filter(
      ({ table }) => !SERVICE_TABLES.has(table) && !(DATA_TABLES as readonly string[]).includes(table),
    );
    expect(missing).toEqual([]);
  });
});
