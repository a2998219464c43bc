// Loads a domain's SQL files (db/<domain>/*.sql) once: as pg-promise QueryFiles (named parameters, minified) or as text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pgPromise from 'pg-promise';
import { PROJECT_ROOT } from '../config.js';

/** Paths are relative to db/, found from the project root so compiled code (dist/) reads the same files. */
const SQL_ROOT = join(PROJECT_ROOT, 'db');
const cache = new Map<string, pgPromise.QueryFile>();

/** `sql('genomes/list-genomes.sql')` → the QueryFile; a broken file fails loudly at first use. */
export function sql(relativePath: string): pgPromise.QueryFile {
  let file = cache.get(relativePath);
  if (!file) {
    file = new pgPromise.QueryFile(join(SQL_ROOT, relativePath), { minify: true });
    if (file.error) throw file.error;
    cache.set(relativePath, file);
  }
  return file;
}

/** The text of a SQL file run as a whole script (the loader's derived-data steps, several statements). */
export function sqlText(relativePath: string): string {
  return readFileSync(join(SQL_ROOT, relativePath), 'utf8');
}
