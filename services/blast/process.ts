// Runs one BLAST+ program as a child process: query on stdin, JSON on stdout, killed after a timeout or on oversize output,
// and never outliving the server (parent-death signal) nor BLAST_KILL_TIMEOUT (coreutils timeout), even if node is killed.
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { join } from 'node:path';

export interface RunOptions {
  readonly executable: string;
  readonly args: readonly string[];
  /** Working directory (BLAST+ gets database names relative to it: paths with spaces would split). */
  readonly cwd: string;
  readonly stdin: string;
  readonly killTimeoutMs: number;
  /** Largest stdout kept; a larger answer kills the process (memory stays bounded). */
  readonly maxOutputBytes: number;
  readonly signal?: AbortSignal;
}

/** A failure the job reports as its message: clear, without stack or paths beyond the program name. */
export class BlastRunError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BlastRunError';
  }
}

const STDERR_KEEP = 2000;
/** Seconds the coreutils `timeout` guard allows beyond BLAST_KILL_TIMEOUT: the server's own timer (a clearer message) goes first. */
const GUARD_MARGIN_S = 5;

function onPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(':').filter(Boolean)) {
    try {
      accessSync(join(dir, name), constants.X_OK);
      return join(dir, name);
    } catch {
      // not in this directory
    }
  }
  return null;
}

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

let guards: { setpriv: string | null; timeout: string | null } | undefined;

/**
 * The command line that runs `executable` so that it cannot outlive a killed server (kill -9, OOM killer), where
 * nothing in node runs any more: util-linux `setpriv --pdeathsig` has the kernel send SIGTERM to the guard when the
 * server dies, and coreutils `timeout` passes it on to BLAST (and, should no parent-death signal exist on this
 * system, still kills BLAST after BLAST_KILL_TIMEOUT). Without either tool the program runs as is.
 */
export function guardedCommand(
  executablePath: string,
  args: readonly string[],
  killTimeoutMs: number,
): { command: string; args: string[] } {
  guards ??= { setpriv: onPath('setpriv'), timeout: onPath('timeout') };
  // a missing program is reported by spawn itself (ENOENT), not as a failed guard
  if (!executable(executablePath)) return { command: executablePath, args: [...args] };
  let command = [executablePath, ...args];
  if (guards.timeout)
    command = [guards.timeout, '-s', 'KILL', `${Math.ceil(killTimeoutMs / 1000) + GUARD_MARGIN_S}s`, ...command];
  // TERM to `timeout`, which forwards it; with no `timeout` in between, KILL goes to the program itself
  if (guards.setpriv) command = [guards.setpriv, '--pdeathsig', guards.timeout ? 'TERM' : 'KILL', '--', ...command];
  return { command: command[0], args: command.slice(1) };
}

/** Resolves with stdout when the process exits 0; rejects with a BlastRunError otherwise. */
export function runProcess(options: RunOptions): Promise<string> {
  const name = options.executable.split('/').pop();
  // Searches still queued when the server shuts down must not start a process any more.
  if (options.signal?.aborted)
    return Promise.reject(new BlastRunError(`${name} was not started because the server is shutting down.`));
  return new Promise((resolve, reject) => {
    const guarded = guardedCommand(options.executable, options.args, options.killTimeoutMs);
    // Its own process group, so a kill also reaches the program under its guards (and any helper it starts).
    const child = spawn(guarded.command, guarded.args, {
      cwd: options.cwd,
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
    });
    // Out of file descriptors, spawn makes no pipes and reports EMFILE/ENFILE as an 'error' on the next tick: that
    // error is the rejection (the HTTP layer answers it 503 SERVICE_BUSY). Unlistened, it would crash the server.
    const piped = child.stdin as typeof child.stdin | undefined;
    if (!piped) {
      child.once('error', reject);
      return;
    }
    const chunks: Buffer[] = [];
    let bytes = 0;
    let stderr = '';
    let failure: string | null = null;
    const stop = (message: string) => {
      failure ??= message;
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL'); // the group is gone already
      }
    };
    const timer = setTimeout(
      () => stop(`${name} was stopped after ${Math.round(options.killTimeoutMs / 1000)} s (BLAST_KILL_TIMEOUT).`),
      options.killTimeoutMs,
    );
    const onAbort = () => stop(`${name} was stopped because the server is shutting down.`);
    options.signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > options.maxOutputBytes) {
        stop(
          `The result exceeds ${Math.round(options.maxOutputBytes / 1048576)} MB; lower maxHits or the e-value threshold, or shorten the query.`,
        );
        return;
      }
      chunks.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < STDERR_KEEP) stderr += chunk.toString('utf8');
    });
    // A process that exits before reading its stdin must not crash the server with EPIPE.
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.stdin);

    child.on('error', (error) => stop(`${name} could not be started: ${error.message.replace(/\/[^\s\]]+/g, '…')}`));
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (failure) return reject(new BlastRunError(failure));
      if (code === 0) return resolve(Buffer.concat(chunks).toString('utf8'));
      // Warnings are noise; absolute paths of the server stay out of messages clients read.
      const reason = stderr
        .trim()
        .split('\n')
        .filter((line) => !line.startsWith('Warning'))
        .join(' ')
        .replace(/\/[^\s\]]+/g, '…')
        .slice(0, 500);
      reject(
        new BlastRunError(
          `${name} failed (${signal ? `killed by ${signal}` : `exit code ${code}`})${reason ? `: ${reason}` : '.'}`,
        ),
      );
    });
  });
}
