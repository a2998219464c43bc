// BLAST operations: list the sequence databases, run a search (sync or as a job), read a job (owner IP only) as JSON or
// its results in BLAST's own formats, cancel a queued or running job (owner IP only).
import type { TagHandlers } from '../http/operation.js';
import { pathOf } from '../http/paths.js';
import type { RateLimitPolicy, TagModule } from '../http/policy.js';
import { json, raw } from '../http/reply.js';
import { CONTENT_TYPES, type BlastService } from '../services/blast/index.js';

export interface BlastDeps {
  readonly blast: BlastService;
}

/** BLAST_RATE_LIMIT searches per client per minute; a server without BLAST answers 503 before counting one. */
const searches: RateLimitPolicy<BlastDeps> = {
  kind: 'rate',
  perMinute: 'blastRateLimit',
  before: ({ blast }) => blast.assertAvailable(),
};
/** A client polls its job until it ends: ten times the searches' rate, counted apart. */
const jobPolls: RateLimitPolicy<BlastDeps> = { ...searches, pollingMultiplier: 10 };

export const blastModule: TagModule<'BLAST', BlastDeps> = {
  handlers: createBlastHandlers,
  policy: {
    listBlastDatabases: {
      cache: true,
      // a server without BLAST answers 503: nothing to keep
      warmUp: async ({ deps }) => (deps.blast.available() ? [{}] : []),
      listedAtRoot: true,
    },
    runBlastSearch: { limit: searches },
    getBlastJob: { limit: jobPolls },
    cancelBlastJob: { limit: jobPolls },
  },
};

export function createBlastHandlers({ blast }: BlastDeps): TagHandlers<'BLAST'> {
  return {
    async listBlastDatabases() {
      return json({ databases: await blast.listDatabases() });
    },

    async runBlastSearch(ctx) {
      const outcome = await blast.search(ctx.body, ctx.clientIp);
      if (outcome.mode === 'sync') return json(outcome, 200);
      return json(outcome, 202, { Location: pathOf('getBlastJob', { jobId: outcome.jobId }) });
    },

    async getBlastJob({ params, query, clientIp }) {
      if (query.format === 'json') return json(await blast.getJob(params.jobId, clientIp));
      return raw(await blast.jobResults(params.jobId, clientIp, query.format), CONTENT_TYPES[query.format]);
    },

    async cancelBlastJob({ params, clientIp }) {
      return json(await blast.cancelJob(params.jobId, clientIp));
    },
  };
}
