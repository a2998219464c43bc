// The niche barcoding service: schemas, validation, the job workflow (create → upload → confirm → results) scoped to
// the client IP that created the job, health; its jobs run on the job platform (runner.ts). Job files live in the
// FileStore (S3 when configured), so every instance on the same database sees them. The handler names the URLs of
// what it returns.
import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Config } from '../../config.js';
import { ApiError } from '../../core/errors.js';
import type { NicheJobRow, NicheJobsRepo } from '../../db/niche/index.js';
import type { Schema } from '../../generated/operations.js';
import type { WorkerPool } from '../../workers/pool.js';
import type { SubsystemStatus } from '../health.js';
import type { JobPlatform } from '../jobs/index.js';
import { RecentFiles, streamOf } from '../storage/recent-files.js';
import type { FileStore } from '../storage/storage.js';
import { parseRole } from './input.js';
import { inputKey, nicheJobKind, outputKey, uploadKey } from './runner.js';
import {
  ENVIRONMENT_SOURCES,
  MAX_SEED,
  MODELS,
  OPTIONS,
  WORKFLOWS,
  isRoleKind,
  nicheLimits,
  validateConfig,
} from './schemas.js';

export interface NicheServiceDeps {
  readonly config: Config;
  readonly repo: NicheJobsRepo;
  readonly pool: WorkerPool;
  readonly storage: FileStore;
  /** Queues, claims and runs the analyses (any instance on the same database may run a job). */
  readonly jobs: JobPlatform;
  readonly log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/** A created job; the handler adds the URLs of its uploads, its confirmation and its status. */
export type CreatedNicheJob = Omit<Schema<'NicheJobCreated'>, 'uploads' | 'confirmUrl' | 'statusUrl'> & {
  uploads: Omit<Schema<'UploadInstruction'>, 'url'>[];
};

/** A succeeded job's results; the handler adds each result file's URL. */
export type NicheResultsData = Omit<Schema<'NicheResults'>, 'files'> & {
  files: Omit<Schema<'NicheResultFile'>, 'href'>[];
};

export function createNicheService(deps: NicheServiceDeps) {
  const { config, repo, storage } = deps;
  const limits = nicheLimits(config.nicheMaxFileBytes, config.nicheJobTtlSeconds);
  /** Result files (a job's never change once it succeeded; a portal shows and offers them): small ones from memory. */
  const recentResults = new RecentFiles();
  const jobs = deps.jobs.queued(
    nicheJobKind({ repo, pool: deps.pool, storage, limits, maxRunning: config.nicheMaxRunning, log: deps.log }),
  );

  /**
   * The job if `clientIp` created it; another client gets the same 404 as for a job that does not exist. Polls, result
   * and file reads after the end (a portal asks for all at once) are answered from memory for a minute.
   */
  async function job(jobId: string, clientIp: string): Promise<NicheJobRow> {
    const row = await jobs.get(jobId, clientIp);
    if (!row) throw new ApiError('JOB_NOT_FOUND', `Job ${jobId} does not exist or has expired.`);
    return row;
  }

  /** The job as the contract shows it (without what only the service reads). */
  function view(row: NicheJobRow): Schema<'NicheJob'> {
    const { jobId, label, workflow, model, status, stage, progress, createdAt, updatedAt } = row;
    const { startedAt, finishedAt, expiresAt, error, files, seed } = row;
    return {
      jobId,
      label,
      workflow,
      model,
      status,
      stage,
      progress,
      createdAt,
      updatedAt,
      startedAt,
      finishedAt,
      expiresAt,
      error,
      files,
      seed,
    };
  }

  /** A succeeded job with what it stored (a job finishes with its results and visualizations in one write). */
  async function succeeded(jobId: string, clientIp: string) {
    const row = await job(jobId, clientIp);
    const { results, visualizations } = row;
    if (row.status !== 'succeeded' || !results || !visualizations)
      throw new ApiError('JOB_NOT_FINISHED', `Job ${jobId} has not finished (status ${row.status}).`, {
        status: row.status,
      });
    return { ...row, results, visualizations };
  }

  /** Removes an upload no job row names (with its own directory); a failure only leaves it to the job's expiry. */
  async function discard(key: string): Promise<void> {
    const segments = key.split('/');
    // niche-jobs/<job>/input/<upload>/<name>: the upload's directory; an older niche-jobs/<job>/input/<name>: the file
    const target = segments.length === 5 ? segments.slice(0, 4).join('/') : key;
    await storage
      .remove(target)
      .catch((error: unknown) => deps.log.warn({ err: error, key }, 'removing a replaced niche upload failed'));
  }

  function validate(body: Schema<'NicheValidateRequest'>): Schema<'NicheValidationResult'> {
    const issues = validateConfig(body, limits);
    return { valid: !issues.some((i) => i.severity === 'error'), issues };
  }

  return {
    limits,
    validate,

    /** The schemas; `templateHref` names where the reference template (a download file) is fetched. */
    async schemas(templateHref: (fileId: number) => string): Promise<Schema<'NicheSchemasData'>> {
      const [licences, templateId] = await Promise.all([repo.environmentSources(), repo.templateFileId()]);
      const template = templateId === null ? null : templateHref(templateId);
      return {
        workflows: WORKFLOWS.map((w) => ({
          ...w,
          fileRoles: w.fileRoles.map((r) => (r.role === 'referenceSequences' ? { ...r, templateHref: template } : r)),
        })),
        models: MODELS,
        // only the sources whose layer is loaded, with the licence and citation the data carries
        environmentSources: ENVIRONMENT_SOURCES.flatMap((s) => {
          const source = licences.get(s.dataSource);
          if (!source) return [];
          const { id, name, variables, resolution } = s;
          return [{ id, name, variables, resolution, licence: source.licence, citation: source.citation }];
        }),
        options: OPTIONS,
        limits,
      };
    },

    async create(body: Schema<'NicheCreateJobRequest'>, clientIp: string): Promise<CreatedNicheJob> {
      const { valid, issues } = validate(body);
      if (!valid)
        throw new ApiError('INVALID_BODY', 'The job configuration has errors; see details.issues.', { issues });
      const id = randomUUID();
      const seed = body.options?.seed ?? randomInt(0, MAX_SEED);
      const options = {
        variableSelection: body.options?.variableSelection ?? OPTIONS.variableSelection.default,
        independence: body.options?.independence ?? OPTIONS.independence.default,
        environmentSource: body.options?.environmentSource ?? null,
      };
      const files = Object.entries(body.files).map(([role, fileName]) => ({ role, fileName }));
      const { createdAt, expiresAt } = await jobs.create({ id, clientIp, awaiting: 'awaiting_uploads' }, (t) =>
        repo.insert(t, {
          id,
          label: body.label ?? null,
          workflow: body.workflow,
          model: body.model,
          options,
          seed,
          files,
        }),
      );
      return {
        jobId: id,
        status: 'pending',
        label: body.label ?? null,
        createdAt,
        expiresAt,
        uploads: files.map((f) => ({
          role: f.role,
          fileName: f.fileName,
          method: 'PUT',
          maxBytes: limits.maxFileBytes,
        })),
      };
    },

    async upload(
      jobId: string,
      fileName: string,
      body: Buffer,
      clientIp: string,
    ): Promise<Schema<'NicheUploadResult'>> {
      const row = await job(jobId, clientIp);
      const declared = row.files.find((f) => f.fileName === fileName);
      if (!declared) {
        throw new ApiError(
          'INVALID_FILE_NAME',
          `File '${fileName.slice(0, 80)}' was not declared when job ${jobId} was created.`,
          { fileName: fileName.slice(0, 255), declared: row.files.map((f) => f.fileName) },
        );
      }
      if (row.confirmedAt)
        throw new ApiError('JOB_STATE_CONFLICT', `Job ${jobId} is already confirmed; uploads are closed.`, {
          status: row.status,
        });
      if (!Buffer.isBuffer(body))
        throw new ApiError(
          'UNSUPPORTED_MEDIA_TYPE',
          'Send the file as raw bytes with Content-Type application/octet-stream.',
        );
      // roles were checked against the workflow when the job was created
      if (!isRoleKind(declared.role)) throw new Error(`Job ${jobId} declares the unknown role '${declared.role}'.`);
      const text = body.toString('utf8');
      const parsed = parseRole(declared.role, text, limits);
      if (parsed.issues.some((i) => i.severity === 'error')) {
        throw new ApiError('INVALID_FILE_CONTENT', `File '${fileName}' cannot be used; see details.issues.`, {
          issues: parsed.issues,
        });
      }
      const sha256 = createHash('sha256').update(body).digest('hex');
      // stored under a key of its own first (a full disk answers 507 and changes nothing), then swapped in only if the
      // job still takes uploads: a refused upload leaves the recorded file, size and hash as they were
      const storageKey = uploadKey(jobId, randomUUID(), fileName);
      await storage.writeText(storageKey, text);
      const swapped = await repo
        .recordUpload(jobId, { fileName, sizeBytes: body.length, sha256, records: parsed.count, storageKey })
        .catch(async (error: unknown) => {
          await discard(storageKey);
          throw error;
        });
      if (!swapped) {
        await discard(storageKey);
        throw new ApiError('JOB_STATE_CONFLICT', `Job ${jobId} was confirmed meanwhile; uploads are closed.`, {
          status: row.status,
        });
      }
      // the replaced upload is no one's any more (one stored under its declared name, before keys, too)
      if (swapped.uploaded) await discard(swapped.replaced ?? inputKey(jobId, fileName));
      return {
        jobId,
        fileName,
        role: declared.role,
        sizeBytes: body.length,
        sha256,
        records: parsed.count,
        issues: parsed.issues,
      };
    },

    async confirm(jobId: string, clientIp: string): Promise<Schema<'NicheJob'>> {
      const row = await job(jobId, clientIp);
      if (row.confirmedAt)
        throw new ApiError('JOB_STATE_CONFLICT', `Job ${jobId} is already confirmed.`, { status: row.status });
      const missing = row.files.filter((f) => !f.uploaded).map((f) => f.fileName);
      if (missing.length)
        throw new ApiError('UPLOADS_INCOMPLETE', `${missing.length} declared file(s) are not uploaded yet.`, {
          missing,
        });
      // (files never go back to not uploaded, so the check above still holds; the queue is claimed at once)
      if (!(await jobs.enqueue(jobId)))
        throw new ApiError('JOB_STATE_CONFLICT', `Job ${jobId} was confirmed meanwhile.`, { status: row.status });
      return view(await job(jobId, clientIp));
    },

    async get(jobId: string, clientIp: string): Promise<Schema<'NicheJob'>> {
      return view(await job(jobId, clientIp));
    },

    async results(jobId: string, clientIp: string): Promise<NicheResultsData> {
      const row = await succeeded(jobId, clientIp);
      return {
        jobId,
        workflow: row.workflow,
        model: row.model,
        seed: row.seed,
        variables: row.results.variables,
        results: row.results.results,
        files: row.outputFiles,
      };
    },

    async visualizations(jobId: string, clientIp: string): Promise<Schema<'NicheVisualizations'>> {
      return (await succeeded(jobId, clientIp)).visualizations;
    },

    async file(
      jobId: string,
      fileId: string,
      clientIp: string,
    ): Promise<{ body: Readable; contentType: string; size: number; name: string }> {
      const row = await succeeded(jobId, clientIp);
      const file = row.outputFiles.find((f) => f.fileId === fileId);
      const notFound = () =>
        new ApiError('RESULT_FILE_NOT_FOUND', `Job ${jobId} has no result file '${fileId.slice(0, 80)}'.`, {
          available: row.outputFiles.map((f) => f.fileId),
        });
      if (!file) throw notFound();
      const key = outputKey(jobId, file.name);
      const answer = { contentType: file.contentType, name: file.name };
      const held = recentResults.get(key);
      if (held) return { ...answer, body: streamOf(held), size: held.length };
      const opened = await storage.open(key);
      if (!opened) throw notFound();
      if (opened.size > recentResults.maxFileBytes) return { ...answer, body: opened.body, size: opened.size };
      const bytes = Buffer.concat(await opened.body.toArray());
      recentResults.remember(key, bytes);
      return { ...answer, body: streamOf(bytes), size: bytes.length };
    },

    async health(): Promise<SubsystemStatus> {
      const analyses = deps.pool.stats()['niche-analysis'];
      return {
        status: 'ok',
        message: `niche jobs: ${jobs.running()} running here; analyses in the worker pool: ${analyses.running} running, ${analyses.queued} queued.`,
        latencyMs: null,
      };
    },

    /** Requeues orphans, deletes expired jobs and starts claiming (in the background; failures are logged and retried). */
    start(): void {
      void jobs.start();
    },
    close: () => jobs.close(),
  };
}

export type NicheService = ReturnType<typeof createNicheService>;
