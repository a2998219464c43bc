// BLAST jobs on the job platform: a search that outlives the synchronous timeout becomes a job run by the process that
// accepted it, followed to its end in PostgreSQL; a job whose process died (crash, kill -9) fails with a clear message.
import type { BlastJob, BlastJobsRepo } from '../../db/blast/index.js';
import type { JobPlatform, LocalJobs } from '../jobs/index.js';
import type { BlastResult } from './result.js';

export const ORPHANED_MESSAGE =
  'The server stopped while this search was running (restart or crash); submit the search again.';

export type BlastJobs = LocalJobs<BlastJob, BlastResult>;

export function createBlastJobs(platform: JobPlatform, repo: BlastJobsRepo, retentionHours: number): BlastJobs {
  return platform.local<BlastJob, BlastResult>({
    kind: 'blast',
    keepSeconds: retentionHours * 3600,
    orphanedMessage: ORPHANED_MESSAGE,
    read: (id, clientIp) => repo.get(id, clientIp),
    async saveOutcome(t, id, outcome) {
      if (outcome.status === 'succeeded') await repo.saveResults(t, id, outcome.result);
    },
  });
}
