// Drives HTTP load with autocannon (typed here: the package ships no declarations) and reads a process's resident memory.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** What autocannon sends for one request (setupRequest may change any of it). */
export interface SentRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
}

export interface LoadRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** Called before each request is sent: lets every request differ. */
  setupRequest?: (request: SentRequest) => SentRequest;
}

export interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  /** Answers by status class (autocannon counts them as 1xx…5xx). */
  '2xx': number;
  non2xx: number;
  '5xx': number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}

export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  requests: LoadRequest[];
}

const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: LoadOptions & { timeout?: number },
) => Promise<LoadResult>;

/** Load from this process (one event loop): with the server on the other core, the figures are the same machine's. */
export function drive(options: LoadOptions): Promise<LoadResult> {
  // a request slower than 10 s counts as a timeout (an error), never as a hang of the benchmark
  return autocannon({ ...options, timeout: 10 });
}

/** Resident set size of a process in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.split(/\s+/)[1]) / 1024 : NaN;
}

/**
 * CPU time a process has used so far, all its threads, user + system, in ms (Linux /proc/<pid>/stat, in clock ticks of
 * 10 ms): per request, it tells the service's own cost apart from the machine's other load and from the client's.
 */
export function cpuMs(pid: number): number {
  return statCpuMs(`/proc/${pid}/stat`);
}

/**
 * CPU time of a process's main thread alone (its event loop: HTTP, routing, writing answers), in ms: cpuMs() less this
 * is its other threads' — worker threads (the name search, the pool), V8's garbage-collection helpers, libuv's pool.
 */
export function eventLoopCpuMs(pid: number): number {
  return statCpuMs(`/proc/${pid}/task/${pid}/stat`);
}

function statCpuMs(statFile: string): number {
  const fields = readFileSync(statFile, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
