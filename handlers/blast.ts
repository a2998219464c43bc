// BLAST operations: list the sequence databases, run a search (sync or as a job), read a job (owner IP only) as JSON or
// its results in BLAST's own formats.
import type { TagHandlers } from '../http/operation.js';
import { json, raw } from '../http/reply.js';
import { CONTENT_TYPES, type BlastService } from '../services/blast/index.js';

export interface BlastDeps {
  readonly blast: BlastService;
}

export function createBlastHandlers({ blast }: BlastDeps): TagHandlers<'BLAST'> {
  return {
    async listBlastDatabases() {
      return json({ databases: await blast.listDatabases() });
    },

    async runBlastSearch(ctx) {
      const outcome = await blast.search(ctx.body, ctx.clientIp);
      if (outcome.mode === 'sync') return json(outcome, 200);
      return json(outcome, 202, { Location: `/api/v1/blast/jobs/${outcome.jobId}` });
    },

    async getBlastJob({ params, query, clientIp }) {
      if (query.format === 'json') return json(await blast.getJob(params.jobId, clientIp));
      return raw(await blast.jobResults(params.jobId, clientIp, query.format), CONTENT_TYPES[query.format]);
    },
  };
}
