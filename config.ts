// Service configuration: read once from the environment, validated, frozen, passed down.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file whether it runs as TS source or compiled in dist/. */
export const PROJECT_ROOT = findProjectRoot(dirname(fileURLToPath(import.meta.url)));

function findProjectRoot(start: string): string {
  let dir = start;
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string };
      if (pkg.name === 'lepidoptera-data-service') return dir;
    } catch {
      // no package.json here: keep walking up
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`package.json of the service not found above ${start}`);
    dir = parent;
  }
}

export interface Config {
  readonly serviceName: string;
  readonly packageVersion: string;
  readonly port: number;
  readonly host: string;
  /** External PostgreSQL; null starts the embedded server. */
  readonly databaseUrl: string | null;
  /** Mutable state (embedded database cluster, storage) lives here; ignored by git. */
  readonly dataDir: string;
  /** Embedded PostgreSQL port. */
  readonly embeddedPgPort: number;
  /**
   * Embedded PostgreSQL flushes every commit to disk (fsync). On by default: without it an OS crash or a power cut can
   * corrupt the cluster and lose confirmed jobs and uploads. Only the test suite turns it off, for speed.
   */
  readonly embeddedPgFsync: boolean;
  /** Root for uploaded and generated files; nothing is ever written outside it. */
  readonly storageDir: string;
  /** The shipped, compressed dataset (data/ with SOURCES.md). */
  readonly datasetDir: string;
  /** Load the dataset on start when the database holds none. */
  readonly autoLoad: boolean;
  readonly logLevel: string;
  readonly metricsEnabled: boolean;
  /** Addresses and subnets that may read /metrics; with metricsToken empty too, anyone may. */
  readonly metricsAllow: readonly AddressRule[];
  /** A bearer token that reads /metrics from anywhere; null: none. */
  readonly metricsToken: string | null;
  /** Build derived data (tile index, exports, sort positions, the top pages) in the background after start. */
  readonly warmUp: boolean;
  /**
   * Keep finished answers of the cached read operations per data version (http/response-cache.ts). Off answers every
   * request afresh: what the long-tail benchmark compares against, to show the cache is not what its figures measure.
   */
  readonly answerCache: boolean;
  readonly gitCommit: string | null;
  readonly buildTime: string | null;
  /**
   * Connections of the requests' pool. A query holds its connection until the event loop reads the answer, and under
   * load that is tens of milliseconds after the database answered: with 10 connections every database-backed read of
   * the 200-connection mix waited ~320 ms for one (1,213 req/s in all); with 40, 78 ms (1,636 req/s).
   */
  readonly dbPoolSize: number;
  /** Text scans (db/text-scans.ts) running at once; more wait (256), beyond that 503 SERVICE_BUSY. */
  readonly dbTextScans: number;
  /** Longest a request may wait for a database query before 503. */
  readonly dbStatementTimeoutMs: number;
  /**
   * Longest one query of a derived-data build (the tile index, the record order, the aggregate over every record) may
   * run: builds read every record once per data version on a pool of their own, so they are not a request's query.
   */
  readonly dbBuildStatementTimeoutMs: number;
  /**
   * A database connection held this long makes the service probe the server with a fresh connection; a server that
   * does not answer the probe within dbStallProbeMs is stalled, and every connection to it is cut (503 at once).
   */
  readonly dbStallSuspectMs: number;
  readonly dbStallProbeMs: number;
  /**
   * Longest a per-client limit waits for its count in PostgreSQL (shared by every instance); past it, and while the
   * database is away, the limit answers from this instance's own count.
   */
  readonly limitsDbDeadlineMs: number;
  readonly shutdownGraceMs: number;
  /** express `trust proxy`: which hops may set X-Forwarded-For (used for per-IP limits). */
  readonly trustProxy: string | boolean;
  /** Longest a client may take to send its request headers, then 408 (slow-header attacks hold no socket longer). */
  readonly httpHeadersTimeoutMs: number;
  /** Longest a client may take to send a whole request, body included, then 408. */
  readonly httpRequestTimeoutMs: number;
  /** An answer being written that makes no progress for this long (the client reads nothing) loses its socket. */
  readonly httpWriteTimeoutMs: number;
  /** Connections open at once; further ones are closed on arrival. */
  readonly httpMaxConnections: number;
  /** Descriptors accepting new connections on the listening socket (each accepts one per event-loop turn). */
  readonly httpAcceptors: number;
  /** Requests one connection may have waiting for their answers (HTTP/1.1 pipelining); one more closes it. */
  readonly httpMaxPipelined: number;
  /** Bytes of answers written but not yet taken by their clients, in all; beyond it the largest holders are closed. */
  readonly httpHeldBytesMax: number;
  /** File downloads being sent at once in all (beyond: 503 SERVICE_BUSY) and per client (beyond: 429). */
  readonly httpFileStreamsMax: number;
  readonly httpFileStreamsPerClient: number;
  /** Request-body bytes all requests together may hold in memory at once; beyond it 503 SERVICE_BUSY. */
  readonly httpBodyBudgetBytes: number;
  readonly blastEnabled: boolean;
  readonly blastSyncTimeoutMs: number;
  /** Directory of the BLAST+ binaries; null looks them up on PATH. */
  readonly blastBinDir: string | null;
  /** BLAST processes running at once; further searches wait in a queue of blastMaxQueue. */
  readonly blastMaxConcurrency: number;
  readonly blastMaxQueue: number;
  /** A BLAST process still running after this long is killed and its job fails. */
  readonly blastKillTimeoutMs: number;
  readonly blastJobRetentionHours: number;
  /** Searches per client IP per minute (job polling: ten times as many). */
  readonly blastRateLimit: number;
  /** S3-compatible object storage for download files (S3_BUCKET set); null serves them from local disk. */
  readonly s3: S3Config | null;
  /** Threads of the tile lane of the worker pool (0 → one per core) and tasks of one kind that may wait for a thread. */
  readonly workerThreads: number;
  /** Threads of the identification lane, each holding a copy of the model (~100 MB); 0 → one per core. */
  readonly identifyThreads: number;
  readonly workerMaxQueue: number;
  /** Largest niche barcoding input file (bytes); larger uploads get 413 FILE_TOO_LARGE. */
  readonly nicheMaxFileBytes: number;
  /** Niche barcoding submissions per client IP per minute (polling and downloads: ten times as many). */
  readonly nicheRateLimit: number;
  /** Export requests per client IP per minute (reading an export and its file: ten times as many). */
  readonly exportRateLimit: number;
  /** Exports and their files are removed this long after they were requested (or finished). */
  readonly exportTtlSeconds: number;
  /** Exports one process writes at once (the others wait in the queue for any instance). */
  readonly exportMaxRunning: number;
  /** Unconfirmed or finished niche jobs and their files are removed after this long. */
  readonly nicheJobTtlSeconds: number;
  /** Niche analyses running at once in this process (each takes one worker thread). */
  readonly nicheMaxRunning: number;
  /** Folder of the identification model (model.json, ONNX files); an unusable folder makes /mmnet/health report `error`. */
  readonly identificationModelDir: string;
}

export interface S3Config {
  /** Endpoint of an S3-compatible server (MinIO, Ceph…); null uses AWS for the region. */
  readonly endpoint: string | null;
  readonly bucket: string;
  readonly region: string;
  /** Null uses the AWS SDK's default credential chain. */
  readonly accessKeyId: string | null;
  readonly secretAccessKey: string | null;
  /** Path-style URLs (`endpoint/bucket/key`), which most S3-compatible servers need. */
  readonly forcePathStyle: boolean;
  /** Lifetime of a pre-signed download URL. */
  readonly presignExpirySeconds: number;
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

function readPackageVersion(): string {
  const pkg = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/**
 * Unset trusts no one: X-Forwarded-For is ignored and the peer's address is the client. Trusting loopback by default let
 * any local process name any client (and so take its limits or read its jobs); behind a local proxy, set `loopback`.
 */
function trustProxy(raw: string | undefined): string | boolean {
  if (raw === undefined || raw === '') return false;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return raw;
}

/** One entry of a list of client addresses: an address, or a subnet with its prefix length. */
export interface AddressRule {
  readonly address: string;
  readonly prefix: number | null;
  readonly type: 'ipv4' | 'ipv6';
}

/** A comma-separated list of addresses and subnets (`10.0.0.0/8, ::1`), each checked now so a typo fails the start. */
export function addressList(name: string, raw: string | undefined): AddressRule[] {
  return (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [address = '', prefix] = entry.split('/');
      const family = isIP(address);
      if (family === 0) throw new Error(`${name}: "${entry}" is not an IP address or subnet`);
      const bits = prefix === undefined ? null : Number(prefix);
      if (prefix !== undefined && (!/^\d+$/.test(prefix) || bits! > (family === 4 ? 32 : 128)))
        throw new Error(`${name}: "${entry}" has an invalid prefix length`);
      return { address, prefix: bits, type: family === 4 ? 'ipv4' : 'ipv6' };
    });
}

/** Written by `npm run build` (tools/write-build-info.mjs) beside the compiled code. */
function readBuildInfo(): { gitCommit: string | null; buildTime: string | null } {
  try {
    const info = JSON.parse(readFileSync(join(PROJECT_ROOT, 'dist', 'build-info.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    return {
      gitCommit: typeof info.gitCommit === 'string' ? info.gitCommit : null,
      buildTime: typeof info.buildTime === 'string' ? info.buildTime : null,
    };
  } catch {
    return { gitCommit: null, buildTime: null };
  }
}

/** The checked-out commit, read from .git without spawning git; null outside a checkout. */
export function readGitCommit(root = PROJECT_ROOT): string | null {
  try {
    const head = readFileSync(join(root, '.git', 'HEAD'), 'utf8').trim();
    if (!head.startsWith('ref: ')) return head;
    const ref = head.slice(5);
    try {
      return readFileSync(join(root, '.git', ref), 'utf8').trim();
    } catch {
      const packed = readFileSync(join(root, '.git', 'packed-refs'), 'utf8');
      const line = packed.split('\n').find((l) => l.endsWith(` ${ref}`));
      return line ? line.split(' ')[0] : null;
    }
  } catch {
    return null;
  }
}

function s3Config(env: Env): S3Config | null {
  if (!env.S3_BUCKET) return null;
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return {
    endpoint: env.S3_ENDPOINT || null,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || null,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || null,
    forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', Boolean(env.S3_ENDPOINT)),
    presignExpirySeconds: int(env, 'S3_PRESIGN_EXPIRY', 3600, 1, 604800),
  };
}

/** Reads and validates the environment once. Leaf modules receive the result, never process.env. */
export function loadConfig(env: Env = process.env): Config {
  const dataDir = resolve(PROJECT_ROOT, env.DATA_DIR || 'var');
  const build = readBuildInfo();
  return Object.freeze({
    serviceName: 'lepidoptera-data-service',
    packageVersion: readPackageVersion(),
    port: int(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
    embeddedPgPort: int(env, 'EMBEDDED_PG_PORT', 54329, 1024, 65535),
    embeddedPgFsync: bool(env, 'EMBEDDED_PG_FSYNC', true),
    storageDir: resolve(PROJECT_ROOT, env.STORAGE_DIR || join(dataDir, 'storage')),
    datasetDir: resolve(PROJECT_ROOT, env.DATASET_DIR || 'data'),
    autoLoad: bool(env, 'AUTO_LOAD', true),
    logLevel: env.LOG_LEVEL || 'info',
    metricsEnabled: bool(env, 'METRICS_ENABLED', false),
    metricsAllow: addressList('METRICS_ALLOW', env.METRICS_ALLOW),
    metricsToken: env.METRICS_TOKEN || null,
    warmUp: bool(env, 'WARM_UP', true),
    answerCache: bool(env, 'ANSWER_CACHE', true),
    gitCommit: env.GIT_COMMIT || build.gitCommit || readGitCommit(),
    buildTime: env.BUILD_TIME || build.buildTime,
    dbPoolSize: int(env, 'DB_POOL_SIZE', 40, 1, 200),
    dbTextScans: int(env, 'DB_TEXT_SCANS', 2, 1, 64),
    dbStatementTimeoutMs: int(env, 'DB_STATEMENT_TIMEOUT_MS', 15000, 100, 600000),
    dbBuildStatementTimeoutMs: int(env, 'DB_BUILD_STATEMENT_TIMEOUT_MS', 600000, 1000, 3600000),
    dbStallSuspectMs: int(env, 'DB_STALL_SUSPECT_MS', 2000, 100, 600000),
    dbStallProbeMs: int(env, 'DB_STALL_PROBE_MS', 5000, 100, 600000),
    limitsDbDeadlineMs: int(env, 'LIMITS_DB_DEADLINE_MS', 500, 10, 60000),
    shutdownGraceMs: int(env, 'SHUTDOWN_GRACE_MS', 10000, 0, 600000),
    trustProxy: trustProxy(env.TRUST_PROXY),
    httpHeadersTimeoutMs: int(env, 'HTTP_HEADERS_TIMEOUT_MS', 20000, 1000, 600000),
    httpRequestTimeoutMs: int(env, 'HTTP_REQUEST_TIMEOUT_MS', 120000, 1000, 3600000),
    httpWriteTimeoutMs: int(env, 'HTTP_WRITE_TIMEOUT_MS', 30000, 1000, 3600000),
    httpMaxConnections: int(env, 'HTTP_MAX_CONNECTIONS', 4096, 16, 1_000_000),
    httpAcceptors: int(env, 'HTTP_ACCEPTORS', 64, 1, 256),
    httpMaxPipelined: int(env, 'HTTP_MAX_PIPELINED', 16, 1, 10_000),
    httpHeldBytesMax: int(env, 'HTTP_HELD_BYTES_MAX', 128 * 1024 * 1024, 1024 * 1024, 2 ** 40),
    httpFileStreamsMax: int(env, 'HTTP_FILE_STREAMS_MAX', 256, 1, 1_000_000),
    httpFileStreamsPerClient: int(env, 'HTTP_FILE_STREAMS_PER_CLIENT', 8, 1, 1_000_000),
    httpBodyBudgetBytes: int(env, 'HTTP_BODY_BUDGET_BYTES', 64 * 1024 * 1024, 1024 * 1024, 2 ** 40),
    blastEnabled: bool(env, 'BLAST_ENABLED', true),
    blastSyncTimeoutMs: int(env, 'BLAST_SYNC_TIMEOUT', 30, 0, 3600) * 1000,
    blastBinDir: env.BLAST_BIN_DIR ? resolve(PROJECT_ROOT, env.BLAST_BIN_DIR) : null,
    blastMaxConcurrency: int(env, 'BLAST_MAX_CONCURRENCY', 2, 1, 64),
    blastMaxQueue: int(env, 'BLAST_MAX_QUEUE', 20, 0, 10000),
    blastKillTimeoutMs: int(env, 'BLAST_KILL_TIMEOUT', 600, 1, 86400) * 1000,
    blastJobRetentionHours: int(env, 'BLAST_JOB_RETENTION_HOURS', 24, 1, 8760),
    blastRateLimit: int(env, 'BLAST_RATE_LIMIT', 30, 1, 100000),
    s3: s3Config(env),
    workerThreads: int(env, 'WORKER_THREADS', 0, 0, 256),
    identifyThreads: int(env, 'IDENTIFY_THREADS', 1, 0, 256),
    workerMaxQueue: int(env, 'WORKER_MAX_QUEUE', 128, 1, 100000),
    nicheMaxFileBytes: int(env, 'NICHE_MAX_FILE_BYTES', 20 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    nicheRateLimit: int(env, 'NICHE_RATE_LIMIT', 60, 1, 100000),
    exportRateLimit: int(env, 'EXPORT_RATE_LIMIT', 10, 1, 100000),
    exportTtlSeconds: int(env, 'EXPORT_TTL_HOURS', 168, 1, 8760) * 3600,
    exportMaxRunning: int(env, 'EXPORT_MAX_RUNNING', 1, 1, 16),
    nicheJobTtlSeconds: int(env, 'NICHE_JOB_TTL_HOURS', 168, 1, 8760) * 3600,
    nicheMaxRunning: int(env, 'NICHE_MAX_RUNNING', 2, 1, 64),
    identificationModelDir: resolve(PROJECT_ROOT, env.IDENTIFICATION_MODEL_DIR || join('models', 'identification')),
  });
}
