// Real server processes (server.ts, as `npm start` runs it) on free ports, and an S3-compatible server (s3rver), for
// tests of start-up, signals, crashes, memory, several instances and shared storage.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error s3rver ships no type declarations
import S3rver from 's3rver';
import { inject } from 'vitest';
import { forgetClientLimits } from './fresh-limits.js';
import { TEST_DATA_DIR } from './test-config.js';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  readonly pid: number;
  readonly url: string;
  readonly port: number;
  /** The exit code (null after a signal that was not handled). */
  readonly exited: Promise<number | null>;
  /** Everything the process printed so far. */
  output(): string;
  /** The JSON log records printed so far (plain lines are left out). */
  records(): Record<string, unknown>[];
  /** Resident set size of the process, from /proc (bytes). */
  rss(): number;
  /** True while the process has not exited. */
  alive(): boolean;
  signal(signal: NodeJS.Signals): void;
  /** Resolves once it logs that it listens; rejects when it exits first or takes over 90 s. */
  listening(): Promise<void>;
  /** SIGTERM, then waits for the exit (SIGKILL after 30 s). */
  stop(): Promise<number | null>;
}

export function rssOf(pid: number): number {
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(kb) * 1024;
}

export interface LaunchOptions {
  /** The process's open-file limit (RLIMIT_NOFILE, soft and hard), set by prlimit(1) before node starts. */
  readonly openFiles?: number;
}

/** Spawns server.ts with `env` on a free port (or env.PORT) and returns at once; `listening()` waits for it. */
export async function launchServerProcess(
  env: Record<string, string>,
  options: LaunchOptions = {},
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const node = [process.execPath, '--import', 'tsx', 'server.ts'];
  // prlimit sets the limit and execs node: the child's pid stays the server's
  const command = options.openFiles
    ? ['prlimit', `--nofile=${options.openFiles}:${options.openFiles}`, '--', ...node]
    : node;
  const child = spawn(command[0]!, command.slice(1), {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      AUTO_LOAD: 'false',
      LOG_LEVEL: 'info',
      WORKER_THREADS: '1',
      // the derived data is built on request in tests (test/api/derived-data-warm-up.test.ts builds it ahead)
      WARM_UP: 'false',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let gone = false;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      gone = true;
      resolve(code);
    }),
  );
  return {
    pid: child.pid!,
    url: `http://127.0.0.1:${port}`,
    port,
    exited,
    output: () => output,
    records: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    rss: () => rssOf(child.pid!),
    alive: () => !gone,
    signal: (signal) => child.kill(signal),
    async listening() {
      const deadline = Date.now() + 90_000;
      while (!output.includes('"msg":"listening"')) {
        if (gone || Date.now() > deadline) {
          child.kill('SIGKILL');
          throw new Error(`server did not start:\n${output.slice(-4000)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      if (!gone) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** Starts server.ts with `env` on a free port; resolves once it listens. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const server = await launchServerProcess(env);
  await server.listening();
  return server;
}

/**
 * server.ts on the shared, loaded test database (logs at `warn`, so errors stay in `output()`), resolved once the
 * identification model has settled, as a readiness probe would wait; `env` overrides anything.
 */
export async function startTestServerProcess(
  env: Record<string, string> = {},
  options: LaunchOptions = {},
): Promise<ServerProcess> {
  await forgetClientLimits(env.DATABASE_URL ?? inject('databaseUrl'));
  // at `warn` the process does not log `listening`: the health answer tells instead
  const server = await launchServerProcess(
    {
      DATABASE_URL: inject('databaseUrl'),
      DATA_DIR: TEST_DATA_DIR,
      LOG_LEVEL: 'warn',
      WORKER_THREADS: '0',
      ...env,
    },
    options,
  );
  for (let attempt = 0; attempt < 450 && server.alive(); attempt++) {
    const status = await fetch(`${server.url}/api/v1/mmnet/health`, { headers: { Connection: 'close' } })
      .then(async (r) => ((await r.json()) as { data: { status: string } }).data.status)
      .catch(() => 'down');
    if (status !== 'down' && status !== 'loading') return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.stop();
  throw new Error(`server.ts did not become ready (model settled) within 90 s:\n${server.output().slice(-4000)}`);
}

export interface S3Server {
  /** The S3_* settings that point a service at this server's bucket. */
  readonly env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver on a free loopback port with one bucket, in a temporary directory removed on close. */
export async function startS3Server(bucket = 'lepdata'): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  }) as { run(): Promise<AddressInfo>; close(): Promise<void> };
  const { port } = await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
