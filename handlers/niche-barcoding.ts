// Niche barcoding operations: schemas, validate, and the job workflow (create, upload, confirm, status, results,
// visualizations, result files); every one is rate limited per client IP.
import type { HandlerMap, RequestContext } from '../http/context.js';
import { json, raw } from '../http/reply.js';
import type { NicheConfig } from '../services/niche/schemas.js';
import type { NicheService } from '../services/niche/service.js';
import { contentDisposition } from '../services/storage.js';

export interface NicheBarcodingDeps {
  readonly niche: NicheService;
}

export function createNicheBarcodingHandlers(deps: NicheBarcodingDeps): HandlerMap {
  const { niche } = deps;
  const submit = (ctx: RequestContext) => niche.rateLimits.submit.take(ctx.clientIp);
  const poll = (ctx: RequestContext) => niche.rateLimits.poll.take(ctx.clientIp);
  const jobId = (ctx: RequestContext) => String(ctx.params.jobId);

  return {
    async getNicheSchemas(ctx) {
      const headers = poll(ctx);
      return json(await niche.schemas(), 200, headers);
    },

    validateNicheConfig(ctx) {
      const headers = submit(ctx);
      return json(niche.validate(ctx.body as NicheConfig), 200, headers);
    },

    async createNicheJob(ctx) {
      const headers = submit(ctx);
      const created = await niche.create(ctx.body as NicheConfig, ctx.clientIp);
      return json(created, 201, { ...headers, Location: created.statusUrl });
    },

    async uploadNicheJobFile(ctx) {
      const headers = submit(ctx);
      return json(await niche.upload(jobId(ctx), String(ctx.query.fileName), ctx.body), 200, headers);
    },

    async confirmNicheJob(ctx) {
      const headers = submit(ctx);
      return json(await niche.confirm(jobId(ctx)), 202, headers);
    },

    async getNicheJob(ctx) {
      const headers = poll(ctx);
      return json(await niche.get(jobId(ctx)), 200, headers);
    },

    async getNicheJobResults(ctx) {
      const headers = poll(ctx);
      return json(await niche.results(jobId(ctx)), 200, headers);
    },

    async getNicheJobVisualizations(ctx) {
      const headers = poll(ctx);
      return json(await niche.visualizations(jobId(ctx)), 200, headers);
    },

    async downloadNicheJobFile(ctx) {
      const headers = poll(ctx);
      const file = await niche.file(jobId(ctx), String(ctx.params.fileId));
      return raw(file.body, file.contentType, 200, {
        ...headers,
        'Content-Length': String(file.size),
        'Content-Disposition': contentDisposition(file.name),
      });
    },
  };
}
