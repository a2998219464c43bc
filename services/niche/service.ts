// The niche barcoding service: schemas, validation, the job workflow (create → upload → confirm → results),
// per-IP limits, health; the runner does the processing.
import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Config } from '../../config.js';
import type { NicheJobRow, NicheJobsRepo } from '../../db/repos/niche-jobs.js';
import { ApiError } from '../../http/errors.js';
import type { WorkerPool } from '../../workers/pool.js';
import type { SubsystemStatus } from '../health.js';
import { createRateLimiter } from '../rate-limit.js';
import type { LocalStorage } from '../storage.js';
import { parseRole } from './input.js';
import { createNicheRunner, inputKey, outputKey } from './runner.js';
import {
  DEFAULT_SOURCE,
  ENVIRONMENT_SOURCES,
  MAX_SEED,
  MODELS,
  WORKFLOWS,
  nicheLimits,
  validateConfig,
  type NicheConfig,
  type RoleKind,
} from './schemas.js';

export interface NicheServiceDeps {
  readonly config: Config;
  readonly repo: NicheJobsRepo;
  readonly pool: WorkerPool;
  readonly storage: LocalStorage;
  readonly log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

const BASE = '/api/v1/niche-barcoding/jobs';

export function createNicheService(deps: NicheServiceDeps) {
  const { config, repo, storage } = deps;
  const limits = nicheLimits(config.nicheMaxFileBytes, config.nicheJobTtlSeconds);
  const runner = createNicheRunner({
    repo,
    pool: deps.pool,
    storage,
    limits,
    maxRunning: config.nicheMaxRunning,
    log: deps.log,
  });
  const rateLimits = {
    /** validate, create, upload, confirm */
    submit: createRateLimiter({ limit: config.nicheRateLimit, windowMs: 60_000 }),
    /** schemas, status, results, visualizations, files */
    poll: createRateLimiter({ limit: config.nicheRateLimit * 10, windowMs: 60_000 }),
  };

  async function job(jobId: string): Promise<NicheJobRow> {
    const row = await repo.get(jobId);
    if (!row) throw new ApiError('JOB_NOT_FOUND', `Job ${jobId} does not exist or has expired.`);
    return row;
  }

  function view(row: NicheJobRow) {
    const {
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
    } = row;
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

  async function succeeded(jobId: string): Promise<NicheJobRow> {
    const row = await job(jobId);
    if (row.status !== 'succeeded')
      throw new ApiError('JOB_NOT_FINISHED', `Job ${jobId} has not finished (status ${row.status}).`, {
        status: row.status,
      });
    return row;
  }

  function validate(body: NicheConfig) {
    const issues = validateConfig(body, limits);
    return { valid: !issues.some((i) => i.severity === 'error'), issues };
  }

  return {
    rateLimits,
    limits,
    validate,

    async schemas() {
      const [licences, templateId] = await Promise.all([repo.environmentSources(), repo.templateFileId()]);
      const template = templateId === null ? null : `/api/v1/downloads/${templateId}/stream`;
      return {
        workflows: WORKFLOWS.map((w) => ({
          ...w,
          fileRoles: w.fileRoles.map((r) => (r.role === 'referenceSequences' ? { ...r, templateHref: template } : r)),
        })),
        models: MODELS,
        environmentSources: ENVIRONMENT_SOURCES.filter((s) => licences.has(s.dataSource)).map((s) => ({
          id: s.id,
          name: s.name,
          variables: s.variables,
          resolution: s.resolution,
          licence: licences.get(s.dataSource)!.licence,
          citation: licences.get(s.dataSource)!.citation,
        })),
        options: {
          variableSelection: {
            values: ['ALL', 'SELECT'],
            default: 'ALL',
            description:
              'ALL uses every variable; SELECT repeatedly drops the variable with the most partners at |Pearson r| ≥ 0.9.',
          },
          independence: {
            default: true,
            description: 'true reports CI.unc = min(1, P(Bk)·CF); false reports CI.cor = P(Bk)·P(Ek) / Σs P(Bs)·Ps(E).',
          },
          environmentSource: {
            values: ENVIRONMENT_SOURCES.map((s) => s.id),
            default: DEFAULT_SOURCE,
            description:
              'Layer the environmental values are read from at each coordinate; ignored when referenceEnvironment and queryEnvironment tables are uploaded.',
          },
          seed: {
            minimum: 0,
            maximum: MAX_SEED,
            description:
              'Random seed; chosen by the server and reported with the job when omitted. Same inputs and seed give the same results.',
          },
        },
        limits,
      };
    },

    async create(body: NicheConfig, clientIp: string) {
      const { valid, issues } = validate(body);
      if (!valid)
        throw new ApiError('INVALID_BODY', 'The job configuration has errors; see details.issues.', { issues });
      const id = randomUUID();
      const seed = body.options?.seed ?? randomInt(0, MAX_SEED);
      const options = {
        variableSelection: body.options?.variableSelection ?? 'ALL',
        independence: body.options?.independence ?? true,
        environmentSource: body.options?.environmentSource ?? null,
      } as const;
      const files = Object.entries(body.files).map(([role, fileName]) => ({ role, fileName }));
      const { createdAt, expiresAt } = await repo.insert({
        id,
        clientIp,
        label: body.label ?? null,
        workflow: body.workflow,
        model: body.model,
        options,
        seed,
        files,
        ttlSeconds: limits.jobTtlSeconds,
      });
      return {
        jobId: id,
        status: 'pending' as const,
        label: body.label ?? null,
        createdAt,
        expiresAt,
        uploads: files.map((f) => ({
          role: f.role,
          fileName: f.fileName,
          method: 'PUT' as const,
          url: `${BASE}/${id}/upload?fileName=${encodeURIComponent(f.fileName)}`,
          maxBytes: limits.maxFileBytes,
        })),
        confirmUrl: `${BASE}/${id}/confirm`,
        statusUrl: `${BASE}/${id}`,
      };
    },

    async upload(jobId: string, fileName: string, body: unknown) {
      const row = await job(jobId);
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
      const text = body.toString('utf8');
      const parsed = parseRole(declared.role as RoleKind, text, limits);
      if (parsed.issues.some((i) => i.severity === 'error')) {
        throw new ApiError('INVALID_FILE_CONTENT', `File '${fileName}' cannot be used; see details.issues.`, {
          issues: parsed.issues,
        });
      }
      const sha256 = createHash('sha256').update(body).digest('hex');
      await storage.writeText(inputKey(jobId, fileName), text);
      if (!(await repo.recordUpload(jobId, { fileName, sizeBytes: body.length, sha256, records: parsed.count }))) {
        throw new ApiError('JOB_STATE_CONFLICT', `Job ${jobId} was confirmed meanwhile; uploads are closed.`, {
          status: row.status,
        });
      }
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

    async confirm(jobId: string) {
      const row = await job(jobId);
      if (row.confirmedAt)
        throw new ApiError('JOB_STATE_CONFLICT', `Job ${jobId} is already confirmed.`, { status: row.status });
      const missing = row.files.filter((f) => !f.uploaded).map((f) => f.fileName);
      if (missing.length)
        throw new ApiError('UPLOADS_INCOMPLETE', `${missing.length} declared file(s) are not uploaded yet.`, {
          missing,
        });
      if (!(await repo.confirm(jobId, limits.jobTtlSeconds)))
        throw new ApiError('JOB_STATE_CONFLICT', `Job ${jobId} was confirmed meanwhile.`, { status: row.status });
      void runner.claim();
      return view(await job(jobId));
    },

    async get(jobId: string) {
      return view(await job(jobId));
    },

    async results(jobId: string) {
      const row = await succeeded(jobId);
      const results = row.results as { variables: string[]; results: unknown[] };
      return {
        jobId,
        workflow: row.workflow,
        model: row.model,
        seed: row.seed,
        variables: results.variables,
        results: results.results,
        files: row.outputFiles.map((f) => ({ ...f, href: `${BASE}/${jobId}/files/${f.fileId}` })),
      };
    },

    async visualizations(jobId: string) {
      return (await succeeded(jobId)).visualizations;
    },

    async file(
      jobId: string,
      fileId: string,
    ): Promise<{ body: Readable; contentType: string; size: number; name: string }> {
      const row = await succeeded(jobId);
      const file = row.outputFiles.find((f) => f.fileId === fileId);
      const stored = file ? await storage.stat(outputKey(jobId, file.name)) : null;
      if (!file || !stored)
        throw new ApiError('RESULT_FILE_NOT_FOUND', `Job ${jobId} has no result file '${fileId.slice(0, 80)}'.`, {
          available: row.outputFiles.map((f) => f.fileId),
        });
      return {
        body: storage.read(outputKey(jobId, file.name)),
        contentType: file.contentType,
        size: stored.size,
        name: file.name,
      };
    },

    async health(): Promise<SubsystemStatus> {
      const { threads, running, queued } = deps.pool.stats();
      return {
        status: 'ok',
        message: `niche jobs: ${runner.running()} running here; worker pool ${threads} threads, ${running} busy, ${queued} queued.`,
        latencyMs: null,
      };
    },

    start: () => runner.start(),
    close: () => runner.close(),
  };
}

export type NicheService = ReturnType<typeof createNicheService>;
