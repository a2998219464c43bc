// The BLAST service: binaries, databases per data version, searches (sync or as jobs, each hit with its taxon and
// specimen), a job's results in BLAST's own formats, availability, health.
import { randomUUID } from 'node:crypto';
import { accessSync, constants } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../config.js';
import type { BlastJob, BlastJobsRepo, BlastSequencesRepo } from '../../db/blast/index.js';
import type { JobTx } from '../../db/jobs/index.js';
import type { DataVersion } from '../../core/data-version.js';
import { isDescriptorExhaustion } from '../../core/descriptor-exhaustion.js';
import { ApiError } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import type { OperationTypes, Schema } from '../../generated/operations.js';
import type { SubsystemStatus } from '../health.js';
import type { JobPlatform } from '../jobs/index.js';
import type { ClientLimit } from '../../core/client-limit.js';
import { createRateLimiter } from '../limits/rate-limit.js';
import { ensureDatabases, type BlastDatabase } from './databases.js';
import { hitFasta, OUTFMT, tabularWithRecords, type ResultFormat } from './formats.js';
import { createBlastJobs } from './jobs.js';
import { runProcess } from './process.js';
import {
  BLAST_PROGRAMS,
  checkAlphabet,
  checkEvalue,
  checkProgramDatabase,
  parseQuery,
  PROGRAM_TYPES,
  type SequenceType,
} from './query.js';
import { createTaskQueue } from './queue.js';
import { hitRecord, mapBlastJson, withRecords, type BlastResult, type SearchResult } from './result.js';

/** The search request as the contract validated it (defaults applied). */
export type BlastSearchRequest = OperationTypes['runBlastSearch']['body'];

/** The finished result (200), or the job it became when the search outlived the synchronous timeout (202). */
export type SearchOutcome = Schema<'BlastSearchSyncData'> | Schema<'BlastSearchAsyncData'>;

export interface BlastServiceDeps {
  readonly config: Config;
  /** The searched sequences (the databases are built from them) and the BLAST jobs' own table. */
  readonly repos: { readonly sequences: BlastSequencesRepo; readonly jobs: BlastJobsRepo };
  /** Runs the searches that outlive the synchronous timeout as jobs. */
  readonly jobs: JobPlatform;
  /** BLAST_RATE_LIMIT format runs per client per minute (shared by the instances); counted here alone when absent. */
  readonly formatRuns?: ClientLimit;
  readonly dataVersion: DataVersion;
  readonly logger: Logger;
}

const BINARIES = ['makeblastdb', ...BLAST_PROGRAMS] as const;
type Binary = (typeof BINARIES)[number];
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;
const CLOSE_WAIT_MS = 5_000;

/**
 * The BLAST+ command line of a search (run in the database's directory, query on stdin); the benchmark runs the same.
 * JSON (`-outfmt 15`) for the API's results; a job's tabular and pairwise formats run the same search with theirs.
 */
export function searchArgs(databaseName: string, evalue: string, maxHits: number, outfmt = '15'): string[] {
  return ['-db', databaseName, '-outfmt', outfmt, '-evalue', evalue, '-max_target_seqs', String(maxHits)];
}

/** The query as BLAST+ reads it on stdin. */
export function queryFasta(residues: string): string {
  return `>query\n${residues}\n`;
}

/** Absolute paths of the BLAST+ binaries, or null when one is missing (then BLAST is not configured). */
export function findBlastBinaries(binDir: string | null): Record<Binary, string> | null {
  const dirs = binDir ? [binDir] : (process.env.PATH ?? '').split(':').filter(Boolean);
  const found: Partial<Record<Binary, string>> = {};
  for (const name of BINARIES) {
    for (const dir of dirs) {
      try {
        accessSync(join(dir, name), constants.X_OK);
        found[name] = join(dir, name);
        break;
      } catch {
        // not in this directory
      }
    }
    if (!found[name]) return null;
  }
  return found as Record<Binary, string>;
}

/** Where and how the databases of one data version are built (shared by the load-time build and the service). */
function buildOptions(
  config: Config,
  sequences: BlastSequencesRepo,
  makeblastdb: string,
  logger: Logger,
  dataVersion: string,
) {
  return {
    root: join(config.dataDir, 'blast'),
    dataVersion,
    repo: sequences,
    makeblastdb,
    log: (m: string) => logger.info(m),
  };
}

/**
 * Builds the databases of the loaded data version right after the dataset load (a no-op when they exist),
 * so a first start serves BLAST at once. A failure only warns: the service retries on first use.
 */
export async function prepareBlastDatabases(
  config: Config,
  sequences: BlastSequencesRepo,
  dataVersion: string | null,
  logger: Logger,
): Promise<void> {
  const binaries = config.blastEnabled ? findBlastBinaries(config.blastBinDir) : null;
  if (!binaries || !dataVersion) return;
  try {
    await ensureDatabases(buildOptions(config, sequences, binaries.makeblastdb, logger, dataVersion));
  } catch (error) {
    logger.warn({ err: error }, 'building the BLAST databases failed; the service retries on first use');
  }
}

/**
 * A BLAST run's failure as the client's answer: 502 BLAST_FAILED with its reason — except a process that could not be
 * started for want of file descriptors, which is overload that passes (the envelope answers it 503 SERVICE_BUSY).
 */
function searchFailed(what: string, error: unknown): Error {
  if (isDescriptorExhaustion(error)) return error as Error;
  return new ApiError('BLAST_FAILED', `${what}: ${error instanceof Error ? error.message : String(error)}`);
}

function notConfigured(message: string): ApiError {
  return new ApiError('BLAST_NOT_CONFIGURED', message);
}

export function createBlastService(deps: BlastServiceDeps) {
  const { config, logger } = deps;
  const binaries = config.blastEnabled ? findBlastBinaries(config.blastBinDir) : null;
  const queue = createTaskQueue(config.blastMaxConcurrency, config.blastMaxQueue);
  const shutdown = new AbortController();
  const jobsRepo = deps.repos.jobs;
  const sequences = deps.repos.sequences;
  // a format BLAST+ writes again is a search: BLAST_RATE_LIMIT of them per client per minute, beside the searches'
  // own count (the transport admits the job read itself under the polling rate, which is ten times higher)
  const formatRuns = deps.formatRuns ?? createRateLimiter({ limit: config.blastRateLimit, windowMs: 60_000 });
  const jobs = binaries ? createBlastJobs(deps.jobs, jobsRepo, config.blastJobRetentionHours) : null;

  let build: { version: string; promise: Promise<BlastDatabase[]>; ready: boolean } | null = null;
  /** The last build failed (health reports it until a build succeeds; the next request retries). */
  let lastBuildFailed = false;

  function unavailableReason(): string | null {
    if (!config.blastEnabled) return 'Sequence search is disabled on this server (BLAST_ENABLED=false).';
    if (!binaries)
      return `Sequence search is not configured on this server: the BLAST+ binaries (${BINARIES.join(', ')}) were not found.`;
    return null;
  }

  function assertAvailable(): void {
    const reason = unavailableReason();
    if (reason) throw notConfigured(reason);
  }

  /** The databases of the loaded data version, building them when the version is new (first use or data change). */
  async function databases(): Promise<BlastDatabase[]> {
    assertAvailable();
    const current = await deps.dataVersion.current();
    if (!current)
      throw notConfigured(
        'The sequence databases are built from the dataset, which is not loaded yet; try again shortly.',
      );
    if (!build || build.version !== current) {
      const entry: NonNullable<typeof build> = {
        version: current,
        ready: false,
        promise: ensureDatabases({
          ...buildOptions(config, deps.repos.sequences, binaries!.makeblastdb, logger, current),
          signal: shutdown.signal,
        }),
      };
      entry.promise.then(
        () => {
          entry.ready = true;
          lastBuildFailed = false;
        },
        (error: unknown) => {
          lastBuildFailed = true;
          logger.error({ err: error }, 'building the BLAST databases failed');
          if (build === entry) build = null; // the next request tries again
        },
      );
      build = entry;
    }
    const entry = build;
    try {
      return await entry.promise;
    } catch {
      // The cause (with server paths) goes to the log, not to clients.
      throw notConfigured('The sequence databases could not be built on this server; try again later.');
    }
  }

  /** Each hit with what the data knows of its record (taxon; specimen for barcode databases). */
  async function withHitRecords(result: SearchResult, type: SequenceType): Promise<BlastResult> {
    const rows = await sequences.hitRecords(type, [...new Set(result.hits.map((hit) => hit.id))]);
    return withRecords(result, new Map(rows.map((row) => [row.id, hitRecord(row)])));
  }

  /**
   * Runs one BLAST+ search process: its stdout in the given output format. `stop` kills it (its job was cancelled); the
   * shutdown kills every one.
   */
  function runBlast(
    db: BlastDatabase,
    search: { program: BlastSearchRequest['program']; evalue: string; maxHits: number; residues: string },
    stop: AbortSignal | null,
    outfmt?: string,
  ): Promise<string> {
    return runProcess({
      executable: binaries![search.program],
      args: searchArgs(db.name, search.evalue, search.maxHits, outfmt),
      cwd: db.dir,
      stdin: queryFasta(search.residues),
      killTimeoutMs: config.blastKillTimeoutMs,
      maxOutputBytes: MAX_OUTPUT_BYTES,
      signal: stop ? AbortSignal.any([shutdown.signal, stop]) : shutdown.signal,
    });
  }

  async function run(
    db: BlastDatabase,
    request: BlastSearchRequest,
    residues: string,
    stop: AbortSignal,
  ): Promise<BlastResult> {
    const text = await runBlast(db, { ...request, residues }, stop);
    return withHitRecords(mapBlastJson(text, request.program, db.id), db.type);
  }

  async function getJob(jobId: string, clientIp: string): Promise<BlastJob> {
    assertAvailable();
    const job = await jobs!.get(jobId, clientIp);
    if (!job) throw new ApiError('JOB_NOT_FOUND', `Job ${jobId} does not exist.`);
    // results stored before hits carried their records get them now
    if (job.results && job.results.hits.some((hit) => !('taxonId' in hit)))
      return { ...job, results: await withHitRecords(job.results, PROGRAM_TYPES[job.program].database) };
    return job;
  }

  /** Waits up to `ms` for the task; null when it is still going. */
  async function within<T>(promise: Promise<T>, ms: number): Promise<{ value: T } | { error: unknown } | null> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), ms);
    });
    try {
      return await Promise.race([
        promise.then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        ),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /** Whether searches can run here (enabled, binaries found). */
    available: () => unavailableReason() === null,

    /** Throws 503 BLAST_NOT_CONFIGURED when searches cannot run here (the transport asks before counting a request). */
    assertAvailable,

    /** Starts building the databases in the background and recovers jobs orphaned by a previous process. */
    start(): void {
      const reason = unavailableReason();
      // said once at start-up, so an operator learns it from the log rather than from a client's 503
      if (reason && config.blastEnabled)
        logger.warn(
          `${reason} Install NCBI BLAST+ (Debian: apt-get install ncbi-blast+) or set BLAST_BIN_DIR; BLAST operations answer 503 BLAST_NOT_CONFIGURED until then.`,
        );
      if (reason) return;
      void jobs!.start().catch((error: unknown) => logger.warn({ err: error }, 'BLAST job sweep failed'));
      void databases().catch(() => undefined);
    },

    async health(): Promise<SubsystemStatus> {
      const reason = unavailableReason();
      if (reason)
        return { status: config.blastEnabled ? 'not_configured' : 'disabled', message: reason, latencyMs: null };
      if (!build && lastBuildFailed)
        return {
          status: 'error',
          message: 'Building the sequence databases failed (see the server log); retried on the next search.',
          latencyMs: null,
        };
      if (!build)
        return {
          status: 'loading',
          message: 'The sequence databases are built once the dataset is loaded.',
          latencyMs: null,
        };
      if (!build.ready)
        return {
          status: 'loading',
          message: `Building the sequence databases for data version ${build.version}.`,
          latencyMs: null,
        };
      const list = await build.promise;
      return {
        status: 'ok',
        message: `${list.length} databases, ${queue.running()} searches running, ${queue.queued()} queued.`,
        latencyMs: null,
      };
    },

    async listDatabases(): Promise<Schema<'BlastDatabase'>[]> {
      return (await databases()).map(({ id, title, type, sequenceCount }) => ({ id, title, type, sequenceCount }));
    },

    async search(request: BlastSearchRequest, clientIp: string): Promise<SearchOutcome> {
      const list = await databases();
      const db = list.find((d) => d.id === request.database);
      if (!db) {
        throw new ApiError(
          'INVALID_BODY',
          `Invalid request body: 'database' ${request.database} is not a database of this server; see /api/v1/blast/databases.`,
          {
            database: 'unknown database id',
          },
        );
      }
      checkProgramDatabase(request.program, db.id, db.type);
      const query = parseQuery(request.sequence);
      checkAlphabet(query, request.program);
      checkEvalue(request.evalue);
      const stop = new AbortController();
      const task = queue.push(() => run(db, request, query.residues, stop.signal));
      const outcome = await within(task.done, config.blastSyncTimeoutMs);
      const jobId = randomUUID();
      const job = { id: jobId, clientIp };
      const write = (t: JobTx) =>
        jobsRepo.insert(t, {
          id: jobId,
          program: request.program,
          databaseId: db.id,
          request: { sequence: query.residues, evalue: request.evalue, maxHits: request.maxHits },
        });
      if (outcome && 'value' in outcome) {
        // kept as a finished job, so its results can be read again (in BLAST's own formats too)
        await jobs!.recordSucceeded(job, outcome.value, write);
        return { mode: 'sync', jobId, results: outcome.value };
      }
      if (outcome) throw searchFailed('The search failed', outcome.error);
      await jobs!.adopt(job, task, { write, cancel: () => stop.abort() });
      return {
        mode: 'async',
        jobId,
        status: 'running',
        message: `The search did not finish within ${config.blastSyncTimeoutMs / 1000} s; poll /api/v1/blast/jobs/${jobId}.`,
      };
    },

    getJob,

    /**
     * Cancels a queued or running job of `clientIp`: its process is killed (a queued one never starts) and the job ends
     * `cancelled`. 404 for no such job of this client, 409 JOB_STATE_CONFLICT for one that has already ended.
     */
    async cancelJob(jobId: string, clientIp: string): Promise<BlastJob> {
      assertAvailable();
      const answer = await jobs!.cancel(jobId, clientIp);
      if (!answer) throw new ApiError('JOB_NOT_FOUND', `Job ${jobId} does not exist.`);
      if (!answer.cancelled)
        throw new ApiError(
          'JOB_STATE_CONFLICT',
          `Job ${jobId} has already ended (${answer.status}); only a queued or running job can be cancelled.`,
          { status: answer.status },
        );
      return getJob(jobId, clientIp);
    },

    /**
     * A succeeded job's results as BLAST+'s tabular or pairwise output — the same search run again with that output
     * format against the same database (it waits for a BLAST slot; BLAST_RATE_LIMIT such runs per client per minute) —
     * or its hit sequences as FASTA.
     */
    async jobResults(jobId: string, clientIp: string, format: ResultFormat): Promise<string> {
      const job = await getJob(jobId, clientIp);
      if (job.status !== 'succeeded' || !job.results)
        throw new ApiError('JOB_NOT_FINISHED', `Job ${jobId} has no results to format (status ${job.status}).`, {
          status: job.status,
        });
      const { hits } = job.results;
      const type = PROGRAM_TYPES[job.program].database;
      if (format === 'fasta') {
        const ids = [...new Set(hits.map((hit) => hit.id))];
        return hitFasta(hits, await sequences.hitSequences(type, ids), type);
      }
      const request = await jobsRepo.request(jobId, clientIp);
      const db = (await databases()).find((d) => d.id === job.database);
      if (!request || !db)
        throw new ApiError(
          'JOB_STATE_CONFLICT',
          request
            ? 'The database this job searched was replaced by a newer data version; submit the search again.'
            : 'This job was recorded before its search was kept, so BLAST+ cannot write its results again; submit the search again.',
          { format },
        );
      await formatRuns.admit(clientIp);
      const { evalue, maxHits, sequence } = request;
      const task = queue.push(() =>
        runBlast(db, { program: job.program, evalue, maxHits, residues: sequence }, null, OUTFMT[format]),
      );
      let text: string;
      try {
        text = await task.done;
      } catch (error) {
        throw searchFailed(`The results could not be written as ${format}`, error);
      }
      return format === 'tsv' ? tabularWithRecords(text, hits) : text;
    },

    /** Kills running BLAST processes (their jobs fail with a clear message) and stops the timers. */
    async close(): Promise<void> {
      shutdown.abort();
      await jobs?.close(CLOSE_WAIT_MS);
    },
  };
}

export type BlastService = ReturnType<typeof createBlastService>;
