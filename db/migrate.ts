// Applies db/migrations/NNN_<what>.sql in order, once each, recorded in schema_migrations.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IDatabase } from 'pg-promise';
import { PROJECT_ROOT } from '../config.js';
import { ADVISORY_LOCKS } from './jobs/lock-ids.js';

export const MIGRATIONS_DIR = join(PROJECT_ROOT, 'db', 'migrations');

/** Migration files in apply order; the numeric prefix decides. */
export function listMigrations(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => /^\d{3}_[a-z0-9_]+\.sql$/.test(name))
    .sort();
}

/**
 * Runs every migration not yet recorded. An advisory lock makes concurrent starts
 * (several server processes, tests) apply each file exactly once.
 */
export async function runMigrations(
  db: IDatabase<unknown>,
  log: { info(msg: string): void },
  dir = MIGRATIONS_DIR,
): Promise<string[]> {
  const applied: string[] = [];
  await db.tx('migrations', async (t) => {
    await t.one('SELECT pg_advisory_xact_lock($1)', [ADVISORY_LOCKS.migrations]);
    await t.none(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(await t.map('SELECT name FROM schema_migrations', [], (r: { name: string }) => r.name));
    for (const name of listMigrations(dir)) {
      if (done.has(name)) continue;
      // multi: a migration may hold several statements, some of which return rows (setval, SELECT).
      await t.multi(readFileSync(join(dir, name), 'utf8'));
      await t.none('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      applied.push(name);
      log.info(`applied migration ${name}`);
    }
  });
  return applied;
}
