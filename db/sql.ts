// Loads the SQL files under db/sql/ once, as pg-promise QueryFiles (named parameters, minified).
import { join } from 'node:path';
import pgPromise from 'pg-promise';
import { PROJECT_ROOT } from '../config.js';

const SQL_ROOT = join(PROJECT_ROOT, 'db', 'sql');
const cache = new Map<string, pgPromise.QueryFile>();

/** `sql('general/get-stats.sql')` → the QueryFile; a broken file fails loudly at first use. */
export function sql(relativePath: string): pgPromise.QueryFile {
  let file = cache.get(relativePath);
  if (!file) {
    file = new pgPromise.QueryFile(join(SQL_ROOT, relativePath), { minify: true });
    if (file.error) throw file.error;
    cache.set(relativePath, file);
  }
  return file;
}
