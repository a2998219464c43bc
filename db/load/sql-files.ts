// The loader's SQL files (db/load/sql/*.sql), found from the project root so compiled code reads them too.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../config.js';

const SQL_DIR = join(PROJECT_ROOT, 'db', 'load', 'sql');

export function readLoaderSql(name: string): string {
  return readFileSync(join(SQL_DIR, name), 'utf8');
}
