// Loads the domains' SQL files (db/<domain>/*.sql) when the process starts: as pg-promise QueryFiles (named parameters,
// minified) or as text.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pgPromise from 'pg-promise';
import { PROJECT_ROOT } from '../config.js';

/** Paths are relative to db/, found from the project root so compiled code (dist/) reads the same files. */
const SQL_ROOT = join(PROJECT_ROOT, 'db');

/**
 * Every query file, read as this module loads, so no request opens one: with no file descriptor left, a first read
 * failed (EMFILE), and thrown synchronously while a Promise.all's arguments were evaluated it orphaned the promises
 * made before it — their rejection was unhandled and the process died. (The migrations are scripts, read by
 * migrate.ts; one of them is beyond pg-minify.)
 */
const queryFiles = new Map<string, pgPromise.QueryFile>(
  readdirSync(SQL_ROOT, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.sql') && !path.startsWith('migrations/'))
    .map((path) => [path, new pgPromise.QueryFile(join(SQL_ROOT, path), { minify: true, debug: false })]),
);

/** `sql('genomes/list-genomes.sql')` → the QueryFile; a broken or unknown file fails loudly at each use. */
export function sql(relativePath: string): pgPromise.QueryFile {
  const file = queryFiles.get(relativePath);
  if (!file) throw new Error(`db/${relativePath} is not a query file`);
  if (file.error) throw file.error;
  return file;
}

/** The text of a SQL file run as a whole script (the loader's derived-data steps, several statements). */
export function sqlText(relativePath: string): string {
  return readFileSync(join(SQL_ROOT, relativePath), 'utf8');
}
