// The niche analysis as a job kind of the job platform: a claimed job's uploaded files are read, analysed in the worker
// pool and its result files written; the platform queues, claims, heartbeats, requeues orphans and deletes expired jobs.
import type { NicheJobInput, NicheJobRow, NicheJobsRepo, OutputFile, StoredResults } from '../../db/niche/index.js';
import type { Schema } from '../../generated/operations.js';
import type { WorkerPool } from '../../workers/pool.js';
import type { NicheInput } from '../../workers/niche-analysis.js';
import type { JobOutcome, QueueKindDefinition, RunContext } from '../jobs/index.js';
import type { FileStore } from '../storage/storage.js';
import { buildInput, InputError, type Grid } from './input.js';
import { report, resultsCsv, visualizations } from './output.js';
import { isRoleKind, type EnvironmentLayer, type NicheLimits, type RoleKind } from './schemas.js';

export interface NicheKindOptions {
  readonly repo: NicheJobsRepo;
  readonly pool: WorkerPool;
  readonly storage: FileStore;
  readonly limits: NicheLimits;
  readonly maxRunning: number;
  readonly log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/** An upload made before upload keys were recorded: under its declared name. */
export const inputKey = (jobId: string, fileName: string) => `niche-jobs/${jobId}/input/${fileName}`;
/** Every upload's own key (its own directory keeps the declared name): a racing or refused upload replaces nothing. */
export const uploadKey = (jobId: string, uploadId: string, fileName: string) =>
  `niche-jobs/${jobId}/input/${uploadId}/${fileName}`;
export const outputKey = (jobId: string, fileName: string) => `niche-jobs/${jobId}/output/${fileName}`;
export const jobKey = (jobId: string) => `niche-jobs/${jobId}`;

/** Longest an analysis may run; then it is aborted and its job fails. */
const MAX_RUN_MS = 15 * 60_000;
/** Runs started per job before an orphaned job fails instead of being requeued again. */
const MAX_ATTEMPTS = 3;
const ORPHANED_MESSAGE = 'The server stopped three times while running this job; submit it again.';

/** What a run that succeeded stores. */
interface Succeeded {
  readonly results: StoredResults;
  readonly visualizations: Schema<'NicheVisualizations'>;
  readonly outputFiles: OutputFile[];
}

/** What a run that failed stores: its log. */
interface Failed {
  readonly outputFiles: OutputFile[];
}

export type NicheKind = QueueKindDefinition<NicheJobRow, NicheJobInput, Succeeded, Failed>;

/** The first line of a run's log. */
const runHeader = (run: RunContext, job: NicheJobInput | null) =>
  `${run.startedAt.toISOString()} job ${run.id} attempt ${run.attempt}: ${job ? `${job.workflow} ${job.model} seed ${job.seed}` : '(configuration unreadable)'}`;

export function nicheJobKind(options: NicheKindOptions): NicheKind {
  const { repo, pool, storage, limits, log } = options;
  const grids = new Map<string, Promise<Grid>>();

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

  async function run(job: NicheJobInput, context: RunContext): Promise<JobOutcome<Succeeded, Failed>> {
    const started = performance.now();
    const logLines = [runHeader(context, job)];
    const texts: Partial<Record<RoleKind, string>> = {};
    for (const file of await repo.inputFiles(context.id)) {
      const text = await storage.readText(file.storageKey ?? inputKey(context.id, file.fileName));
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
    await context.progress('niche_models', 0.2);
    const output = await pool.run(
      'niche-analysis',
      input,
      AbortSignal.any([context.signal, AbortSignal.timeout(MAX_RUN_MS)]),
    );
    // a job in which no query could be scored has no niche result to give: it fails with the reason
    const unscored = output.results.filter((r) => r.warning);
    if (output.results.length > 0 && unscored.length === output.results.length)
      throw new InputError(
        `None of the ${unscored.length} queries could be given niche scores; the first says: ${unscored[0].warning}`,
      );
    await context.progress('writing_results', 0.9);
    const seconds = (performance.now() - started) / 1000;
    logLines.push(...output.log, `analysis finished in ${seconds.toFixed(3)} s`);
    const info = { jobId: context.id, workflow: job.workflow, model: job.model, seed: job.seed, options: job.options };
    const outputFiles = await writeOutputs(context.id, [
      { name: 'results.csv', contentType: 'text/csv', text: resultsCsv(output, job.options.independence) },
      {
        name: 'report.json',
        contentType: 'application/json',
        text: JSON.stringify(report(info, output, seconds), null, 2),
      },
      { name: 'run.log', contentType: 'text/plain', text: `${logLines.join('\n')}\n` },
    ]);
    log.info({ jobId: context.id, seconds }, 'niche job succeeded');
    return {
      status: 'succeeded',
      result: {
        results: { variables: output.variables, results: output.results },
        visualizations: visualizations(context.id, output, job.options.independence),
        outputFiles,
      },
    };
  }

  /** A run that threw: the reason a client reads, and the run's log beside it. */
  async function failure(
    error: unknown,
    job: NicheJobInput | null,
    context: RunContext,
  ): Promise<JobOutcome<Succeeded, Failed>> {
    const timedOut = error instanceof Error && error.name === 'AbortError';
    const message =
      error instanceof InputError
        ? error.message
        : timedOut
          ? `The analysis did not finish within ${MAX_RUN_MS / 60_000} minutes.`
          : `The analysis failed: ${error instanceof Error ? error.message : String(error)}`;
    if (!(error instanceof InputError)) log.warn({ err: error, jobId: context.id }, 'niche job failed');
    const lines = [runHeader(context, job), `failed: ${message}`];
    const outputFiles = await writeOutputs(context.id, [
      { name: 'run.log', contentType: 'text/plain', text: `${lines.join('\n')}\n` },
    ]).catch(() => []);
    return { status: 'failed', error: message, result: { outputFiles } };
  }

  return {
    kind: 'niche',
    keepSeconds: limits.jobTtlSeconds,
    maxRunning: options.maxRunning,
    orphans: { maxAttempts: MAX_ATTEMPTS, message: ORPHANED_MESSAGE },
    read: (id, clientIp) => repo.get(id, clientIp),
    load: (id) => repo.load(id),
    run,
    failure,
    saveOutcome: (t, id, outcome) =>
      repo.saveOutput(
        t,
        id,
        outcome.status === 'succeeded' ? outcome.result : { results: null, visualizations: null, ...outcome.result },
      ),
    removeFiles: (id) => storage.remove(jobKey(id)),
  };
}
