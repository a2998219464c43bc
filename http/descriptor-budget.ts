// The process's file descriptors: how many client connections its open-file limit leaves room for once the service's
// own descriptors are set aside, and the 503 a request gets when the process has none left (EMFILE) all the same.
import { readdirSync, readFileSync } from 'node:fs';
import { ApiError } from '../core/errors.js';

/** What the service itself opens besides client connections, at most, from its settings. */
export interface DescriptorNeeds {
  /** Descriptors accepting on the listening socket (HTTP_ACCEPTORS). */
  readonly acceptors: number;
  /** File downloads sent at once (HTTP_FILE_STREAMS_MAX): one open file each. */
  readonly fileStreams: number;
  /** Connections to PostgreSQL: the requests' pool and the few for builds and health. */
  readonly databaseConnections: number;
  /** BLAST processes at once: three pipes each, and the files they read. */
  readonly blastProcesses: number;
}

/**
 * Room kept for what no setting bounds closely: uploads being written, temporary and export files, S3 sockets, the
 * worker threads' files. A request that finds none left still gets the 503 below, not a 500.
 */
const MARGIN = 64;
const PER_BLAST_PROCESS = 6;

/** The soft limit on open files (RLIMIT_NOFILE, which node raises to the hard limit as it starts); null off Linux. */
export function openFileLimit(): number | null {
  try {
    const line = /^Max open files\s+(\d+|unlimited)\s/m.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1];
    return line === undefined || line === 'unlimited' ? null : Number(line);
  } catch {
    return null;
  }
}

/** Descriptors the process has open now; null off Linux. */
export function openDescriptors(): number | null {
  try {
    return readdirSync('/proc/self/fd').length;
  } catch {
    return null;
  }
}

export interface ConnectionBudget {
  /** Connections allowed at once: the configured number, or fewer when the limit leaves less room. */
  readonly connections: number;
  /** The open-file limit it was computed from (null: unknown, the configured number stands). */
  readonly limit: number | null;
  /** Descriptors set aside for the service's own use. */
  readonly reserved: number;
}

/** At least this many connections, however low the limit (a service that can take none is no service). */
const FLOOR = 16;

/**
 * The connections the service may hold: `configured`, capped so that the descriptors open now and those `needs` may
 * open still fit under the limit. Past it every further connection, file or database socket would fail with EMFILE —
 * a connection flood would turn other clients' downloads into errors — so connections are refused on arrival instead.
 */
export function connectionBudget(
  configured: number,
  needs: DescriptorNeeds,
  limit: number | null = openFileLimit(),
  open: number | null = openDescriptors(),
): ConnectionBudget {
  const reserved =
    (open ?? 0) +
    needs.acceptors +
    needs.fileStreams +
    needs.databaseConnections +
    PER_BLAST_PROCESS * needs.blastProcesses +
    MARGIN;
  if (limit === null) return { connections: configured, limit, reserved };
  return { connections: Math.min(configured, Math.max(FLOOR, limit - reserved)), limit, reserved };
}

/** Seconds a client is told to wait: descriptors come back as soon as other answers finish. */
const RETRY_AFTER_S = 2;

export function descriptorsExhaustedError(): ApiError {
  return new ApiError(
    'SERVICE_BUSY',
    'The server has too many files and connections open right now; retry shortly.',
    { retryAfterSeconds: RETRY_AFTER_S },
    { 'Retry-After': String(RETRY_AFTER_S) },
  );
}

/**
 * The operator's warning when requests find no descriptor left: at most once per `everyMs` (a flood that exhausts them
 * would otherwise write a log line per refused request), with how many were refused since the last one.
 */
export function descriptorExhaustionWarning(
  log: { warn(obj: object, msg: string): void },
  everyMs = 10_000,
): (error: unknown) => void {
  let warnedAt = -Infinity;
  let refused = 0;
  return (error) => {
    refused++;
    const now = performance.now();
    if (now - warnedAt < everyMs) return;
    warnedAt = now;
    log.warn(
      { err: error, refused, limit: openFileLimit(), open: openDescriptors() },
      'out of file descriptors: requests answer 503 SERVICE_BUSY until some close (raise the open-file limit, or lower HTTP_MAX_CONNECTIONS)',
    );
    refused = 0;
  };
}
