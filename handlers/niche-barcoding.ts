// Niche barcoding operations: schemas, validate, and the job workflow (create, upload, confirm, status, results,
// visualizations, result files), each job only for the client IP that created it; their per-client rate limits are
// applied by the transport (app/limits.ts).
import type { TagHandlers } from '../http/operation.js';
import { json, raw } from '../http/reply.js';
import type { NicheService } from '../services/niche/index.js';
import { contentDisposition } from '../services/storage/storage.js';

export interface NicheBarcodingDeps {
  readonly niche: NicheService;
}

export function createNicheBarcodingHandlers({ niche }: NicheBarcodingDeps): TagHandlers<'NicheBarcoding'> {
  return {
    async getNicheSchemas() {
      return json(await niche.schemas());
    },

    validateNicheConfig(ctx) {
      return json(niche.validate(ctx.body));
    },

    async createNicheJob(ctx) {
      const created = await niche.create(ctx.body, ctx.clientIp);
      return json(created, 201, { Location: created.statusUrl });
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
      return json(await niche.results(ctx.params.jobId, ctx.clientIp));
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
