// BLAST operations: list the sequence databases, run a search (sync or as a job), read a job (owner IP only).
import type { TagHandlers } from '../http/operation.js';
import { json } from '../http/reply.js';
import type { BlastService } from '../services/blast/index.js';

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

    async getBlastJob(ctx) {
      return json(await blast.getJob(ctx.params.jobId, ctx.clientIp));
    },
  };
}
