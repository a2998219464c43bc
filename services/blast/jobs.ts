// BLAST jobs on the job platform: a search that outlives the synchronous timeout becomes a job run by the process that
// accepted it, followed to its end in PostgreSQL; a job whose process died (crash, kill -9) fails with a clear message.
import type { BlastJob, BlastJobsRepo } from '../../db/blast/index.js';
import type { JobPlatform, LocalJobs } from '../jobs/index.js';
import type { BlastResult } from './result.js';

export const ORPHANED_MESSAGE =
  'The server stopped while this search was running (restart or crash); submit the search again.';
/** A job still waiting for a BLAST slot when its process died: it never started (the 202 calls every job `running`). */
export const ORPHANED_QUEUED_MESSAGE =
  'The server stopped before this search started (it was waiting for a free BLAST slot; restart or crash); submit the search again.';

export type BlastJobs = LocalJobs<BlastJob, BlastResult>;

export function createBlastJobs(platform: JobPlatform, repo: BlastJobsRepo, retentionHours: number): BlastJobs {
  return platform.local<BlastJob, BlastResult>({
    kind: 'blast',
    keepSeconds: retentionHours * 3600,
    orphanedMessages: { running: ORPHANED_MESSAGE, queued: ORPHANED_QUEUED_MESSAGE },
    read: (id, clientIp) => repo.get(id, clientIp),
    async saveOutcome(t, id, outcome) {
      if (outcome.status === 'succeeded') await repo.saveResults(t, id, outcome.result);
    },
  });
}
