// BLAST operations: list the sequence databases, run a search (sync or as a job), read a job (owner IP only).
import type { HandlerMap } from '../http/context.js';
import { json } from '../http/reply.js';
import type { BlastSearchRequest, BlastService } from '../services/blast/service.js';

export interface BlastDeps {
  readonly blast: BlastService;
}

export function createBlastHandlers(deps: BlastDeps): HandlerMap {
  const { blast } = deps;
  return {
    async listBlastDatabases() {
      return json({ databases: await blast.listDatabases() });
    },

    async runBlastSearch(ctx) {
      blast.assertAvailable(); // 503 BLAST_NOT_CONFIGURED before the rate limit counts the request
      const headers = blast.limits.search.take(ctx.clientIp);
      const outcome = await blast.search(ctx.body as BlastSearchRequest, ctx.clientIp);
      if (outcome.mode === 'sync') return json(outcome, 200, headers);
      const location = `/api/v1/blast/jobs/${outcome.jobId}`;
      return json({ mode: 'async', jobId: outcome.jobId, status: 'running', message: outcome.message }, 202, {
        ...headers,
        Location: location,
      });
    },

    async getBlastJob(ctx) {
      blast.assertAvailable();
      const headers = blast.limits.jobs.take(ctx.clientIp);
      return json(await blast.getJob(String(ctx.params.jobId), ctx.clientIp), 200, headers);
    },
  };
}
