// Runs confirmed niche jobs: claims them from the PostgreSQL queue, analyses them in the worker pool, writes the
// result files, keeps heartbeats and leases; requeues orphans within seconds (a restart resumes them) and deletes expired
// jobs with their files.
import { LEASE_NAMESPACES, type JobLeases } from '../../db/jobs/leases.js';
import type { ClaimedJob, NicheJobsRepo, OutputFile } from '../../db/niche/index.js';
import { ApiError } from '../../core/errors.js';
import type { WorkerPool } from '../../workers/pool.js';
import type { NicheInput } from '../../workers/niche-analysis.js';
import type { FileStore } from '../storage/storage.js';
import { buildInput, InputError, type Grid } from './input.js';
import { report, resultsCsv, visualizations } from './output.js';
import { isRoleKind, type EnvironmentLayer, type NicheLimits, type RoleKind } from './schemas.js';

export interface RunnerOptions {
  readonly repo: NicheJobsRepo;
  readonly pool: WorkerPool;
  readonly storage: FileStore;
  readonly limits: NicheLimits;
  readonly maxRunning: number;
  readonly log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  /** Leases of the running jobs; without them an orphan is only found once its heartbeat is stale (minutes). */
  readonly leases?: JobLeases;
  readonly pollMs?: number;
  readonly heartbeatMs?: number;
  /** How often jobs of dead processes are looked for. */
  readonly orphanCheckMs?: number;
  readonly sweepMs?: number;
}

export const inputKey = (jobId: string, fileName: string) => `niche-jobs/${jobId}/input/${fileName}`;
export const outputKey = (jobId: string, fileName: string) => `niche-jobs/${jobId}/output/${fileName}`;
export const jobKey = (jobId: string) => `niche-jobs/${jobId}`;

/** Longest an analysis may run; then it is aborted and its job fails. */
const MAX_RUN_MS = 15 * 60_000;
const BUSY_PAUSE_MS = 2_000;
/**
 * A running job is orphaned when its heartbeat is quiet for QUIET_BEATS beats and nobody holds its lease — trusted only
 * once PostgreSQL has run LEASE_GRACE_S (after a restart of the database, live owners need a moment to retake their
 * leases) — or when its heartbeat is STALE_S old whatever the lease says (a process that hangs with its connection open).
 */
const QUIET_BEATS = 3;
const LEASE_GRACE_S = 15;
const STALE_S = 300;
/** Runs started per job before an orphaned job fails instead of being requeued again. */
const MAX_ATTEMPTS = 3;
const ORPHANED_MESSAGE = 'The server stopped three times while running this job; submit it again.';

export function createNicheRunner(options: RunnerOptions) {
  const { repo, pool, storage, limits, log } = options;
  const heartbeatMs = options.heartbeatMs ?? 3_000;
  const shutdown = new AbortController();
  const active = new Map<string, Promise<void>>();
  const grids = new Map<string, Promise<Grid>>();
  let claiming = false;
  /** After the worker pool said busy, claiming pauses briefly instead of spinning on the same job. */
  let pausedUntil = 0;

  const warn = (what: string, jobId?: string) => (error: unknown) =>
    log.warn({ err: error, jobId }, `niche ${what} failed`);

  /** Environment layers are read once per process (a few MB) and shared by every job. */
  function loadGrid(layer: EnvironmentLayer): Promise<Grid> {
    let grid = grids.get(layer);
    if (!grid) {
      grid = repo.environmentCells(layer);
      grid.catch(() => grids.delete(layer));
      grids.set(layer, grid);
    }
    return grid;
  }

  async function writeOutputs(
    jobId: string,
    files: { name: string; contentType: string; text: string }[],
  ): Promise<OutputFile[]> {
    const written: OutputFile[] = [];
    for (const file of files) {
      await storage.writeText(outputKey(jobId, file.name), file.text);
      written.push({
        fileId: file.name,
        name: file.name,
        contentType: file.contentType,
        sizeBytes: Buffer.byteLength(file.text),
      });
    }
    return written;
  }

  async function run(job: ClaimedJob): Promise<void> {
    const started = performance.now();
    const logLines = [
      `${new Date().toISOString()} job ${job.id} attempt ${job.attempts}: ${job.workflow} ${job.model} seed ${job.seed}`,
    ];
    try {
      const texts: Partial<Record<RoleKind, string>> = {};
      for (const file of await repo.inputFiles(job.id)) {
        const text = await storage.readText(inputKey(job.id, file.fileName));
        if (text === null) throw new InputError(`The uploaded file ${file.fileName} is missing from storage.`);
        if (!isRoleKind(file.role))
          throw new InputError(`The file ${file.fileName} has the unknown role '${file.role}'.`);
        texts[file.role] = text;
      }
      const input: NicheInput = await buildInput(
        texts,
        { workflow: job.workflow, seed: job.seed, ...job.options },
        limits,
        loadGrid,
      );
      await repo.progress(job.id, 'niche_models', 0.2);
      const output = await pool.run(
        'niche-analysis',
        input,
        AbortSignal.any([shutdown.signal, AbortSignal.timeout(MAX_RUN_MS)]),
      );
      await repo.progress(job.id, 'writing_results', 0.9);
      const seconds = (performance.now() - started) / 1000;
      logLines.push(...output.log, `analysis finished in ${seconds.toFixed(3)} s`);
      const info = { jobId: job.id, workflow: job.workflow, model: job.model, seed: job.seed, options: job.options };
      const outputFiles = await writeOutputs(job.id, [
        { name: 'results.csv', contentType: 'text/csv', text: resultsCsv(output, job.options.independence) },
        {
          name: 'report.json',
          contentType: 'application/json',
          text: JSON.stringify(report(info, output, seconds), null, 2),
        },
        { name: 'run.log', contentType: 'text/plain', text: `${logLines.join('\n')}\n` },
      ]);
      await repo.finish(
        job.id,
        {
          status: 'succeeded',
          results: { variables: output.variables, results: output.results },
          visualizations: visualizations(job.id, output, job.options.independence),
          outputFiles,
        },
        limits.jobTtlSeconds,
      );
      log.info({ jobId: job.id, seconds }, 'niche job succeeded');
    } catch (error) {
      if (shutdown.signal.aborted || (error instanceof ApiError && error.code === 'SERVICE_BUSY')) {
        // stopping (or every worker busy), not failing: the job waits in the queue for the next claim
        await repo.requeue(job.id).catch(warn('requeue', job.id));
        pausedUntil = Date.now() + BUSY_PAUSE_MS;
        return;
      }
      const timedOut = error instanceof Error && error.name === 'AbortError';
      const message =
        error instanceof InputError
          ? error.message
          : timedOut
            ? `The analysis did not finish within ${MAX_RUN_MS / 60_000} minutes.`
            : `The analysis failed: ${error instanceof Error ? error.message : String(error)}`;
      if (!(error instanceof InputError)) log.warn({ err: error, jobId: job.id }, 'niche job failed');
      logLines.push(`failed: ${message}`);
      const outputFiles = await writeOutputs(job.id, [
        { name: 'run.log', contentType: 'text/plain', text: `${logLines.join('\n')}\n` },
      ]).catch(() => []);
      await repo.finish(job.id, { status: 'failed', error: message, outputFiles }, limits.jobTtlSeconds);
    }
  }

  /** Starts queued jobs while this process has room for them. */
  async function claim(): Promise<void> {
    if (claiming || shutdown.signal.aborted || Date.now() < pausedUntil) return;
    claiming = true;
    try {
      while (active.size < options.maxRunning && !shutdown.signal.aborted) {
        const job = await repo.claim();
        if (!job) break;
        void options.leases?.hold('niche', job.id);
        const done = run(job)
          .catch(warn('run', job.id))
          .finally(() => {
            active.delete(job.id);
            void options.leases?.release('niche', job.id);
            void claim().catch(warn('claim'));
          });
        active.set(job.id, done);
      }
    } finally {
      claiming = false;
    }
  }

  /** Jobs of a process that is gone go back to the queue (or fail after MAX_ATTEMPTS) and are claimed again. */
  async function recoverOrphans(): Promise<void> {
    const requeued = await repo.requeueOrphaned({
      quietSeconds: Math.ceil((heartbeatMs * QUIET_BEATS) / 1000),
      staleSeconds: STALE_S,
      graceSeconds: LEASE_GRACE_S,
      namespace: LEASE_NAMESPACES.niche,
      maxAttempts: MAX_ATTEMPTS,
      message: ORPHANED_MESSAGE,
    });
    if (requeued.length) {
      log.info({ requeued: requeued.length }, 'niche jobs of a stopped process requeued');
      await claim();
    }
  }

  async function sweep(): Promise<void> {
    await recoverOrphans();
    const expired = await repo.deleteExpired();
    for (const id of expired) await storage.remove(jobKey(id));
    if (expired.length) log.info({ expired: expired.length }, 'niche job sweep');
  }

  let timers: NodeJS.Timeout[] = [];

  return {
    claim: () => claim().catch(warn('claim')),
    sweep,
    running: () => active.size,

    start(): void {
      timers = [
        setInterval(() => void claim().catch(warn('claim')), options.pollMs ?? 2_000),
        setInterval(() => void repo.touch([...active.keys()]).catch(warn('heartbeat')), heartbeatMs),
        setInterval(() => void recoverOrphans().catch(warn('orphan check')), options.orphanCheckMs ?? 5_000),
        setInterval(() => void sweep().catch(warn('sweep')), options.sweepMs ?? 60_000),
      ];
      for (const timer of timers) timer.unref();
      // (a claim that fails, e.g. the database went away meanwhile, is retried by the timer)
      void sweep()
        .catch(warn('sweep'))
        .then(() => claim())
        .catch(warn('claim'));
    },

    /** Stops claiming, aborts running analyses (their jobs go back to the queue) and waits for that to be written. */
    async close(): Promise<void> {
      for (const timer of timers) clearInterval(timer);
      shutdown.abort();
      await Promise.allSettled([...active.values()]);
    },
  };
}

export type NicheRunner = ReturnType<typeof createNicheRunner>;
