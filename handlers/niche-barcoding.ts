// Niche barcoding operations: schemas, validate, and the job workflow (create, upload, confirm, status, results,
// visualizations, result files), each job only for the client IP that created it; the URLs of a job's next steps.
import { contentDisposition } from '../http/file-headers.js';
import type { TagHandlers } from '../http/operation.js';
import { pathOf } from '../http/paths.js';
import type { RateLimitPolicy, TagModule } from '../http/policy.js';
import { json, raw } from '../http/reply.js';
import type { NicheService } from '../services/niche/index.js';

export interface NicheBarcodingDeps {
  readonly niche: NicheService;
}

/** NICHE_RATE_LIMIT submissions (validate, create, upload, confirm) per client per minute, together. */
const submissions: RateLimitPolicy = { kind: 'rate', perMinute: 'nicheRateLimit' };
/** Reads (schemas, status, results, visualizations, files): a portal polls a job, so ten times as many, counted apart. */
const reads: RateLimitPolicy = { kind: 'rate', perMinute: 'nicheRateLimit', pollingMultiplier: 10 };

export const nicheBarcodingModule: TagModule<'NicheBarcoding', NicheBarcodingDeps> = {
  handlers: createNicheBarcodingHandlers,
  policy: {
    getNicheSchemas: { cache: true, limit: reads, listedAtRoot: true },
    validateNicheConfig: { limit: submissions },
    createNicheJob: { limit: submissions },
    // the job must exist and be this client's before its upload is read (a slow body to no job holds no memory)
    uploadNicheJobFile: {
      limit: submissions,
      beforeBody: ({ niche }, { params, clientIp }) => jobExists(niche, params, clientIp),
    },
    confirmNicheJob: { limit: submissions },
    getNicheJob: { limit: reads },
    getNicheJobResults: { limit: reads },
    getNicheJobVisualizations: { limit: reads },
    downloadNicheJobFile: { limit: reads },
  },
};

/** 404 JOB_NOT_FOUND (as the upload itself would answer) unless the job is this client's. */
async function jobExists(
  niche: NicheService,
  params: Readonly<Record<string, string>>,
  clientIp: string,
): Promise<void> {
  const jobId = params.jobId ?? '';
  // an id that is not a UUID is left to the contract's validation, which answers it 400 after the route
  if (!UUID.test(jobId)) return;
  await niche.get(jobId, clientIp);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createNicheBarcodingHandlers({ niche }: NicheBarcodingDeps): TagHandlers<'NicheBarcoding'> {
  return {
    async getNicheSchemas() {
      return json(await niche.schemas((fileId) => pathOf('streamDownloadFile', { fileId })));
    },

    validateNicheConfig(ctx) {
      return json(niche.validate(ctx.body));
    },

    async createNicheJob(ctx) {
      const created = await niche.create(ctx.body, ctx.clientIp);
      const { jobId } = created;
      const statusUrl = pathOf('getNicheJob', { jobId });
      const job = {
        ...created,
        uploads: created.uploads.map(({ role, fileName, method, maxBytes }) => ({
          role,
          fileName,
          method,
          url: pathOf('uploadNicheJobFile', { jobId }, { fileName }),
          maxBytes,
        })),
        confirmUrl: pathOf('confirmNicheJob', { jobId }),
        statusUrl,
      };
      return json(job, 201, { Location: statusUrl });
    },

    async uploadNicheJobFile(ctx) {
      return json(await niche.upload(ctx.params.jobId, ctx.query.fileName, ctx.body, ctx.clientIp));
    },

    async confirmNicheJob(ctx) {
      return json(await niche.confirm(ctx.params.jobId, ctx.clientIp), 202);
    },

    async getNicheJob(ctx) {
      return json(await niche.get(ctx.params.jobId, ctx.clientIp));
    },

    async getNicheJobResults(ctx) {
      const { jobId } = ctx.params;
      const results = await niche.results(jobId, ctx.clientIp);
      return json({
        ...results,
        files: results.files.map((file) => ({
          ...file,
          href: pathOf('downloadNicheJobFile', { jobId, fileId: file.fileId }),
        })),
      });
    },

    async getNicheJobVisualizations(ctx) {
      return json(await niche.visualizations(ctx.params.jobId, ctx.clientIp));
    },

    async downloadNicheJobFile(ctx) {
      const file = await niche.file(ctx.params.jobId, ctx.params.fileId, ctx.clientIp);
      return raw(file.body, file.contentType, 200, {
        'Content-Length': String(file.size),
        'Content-Disposition': contentDisposition(file.name),
      });
    },
  };
}
