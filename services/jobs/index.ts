// The public face of services/jobs/ (shared machinery: the job platform every job kind runs on).
//
// A new job kind plugs in with three pieces:
// 1. db/<domain>/: a table of the kind's own rows, one per job (`id uuid PRIMARY KEY REFERENCES job ON DELETE CASCADE`,
//    in a new migration), and a repo that writes them in the platform's transactions (`insert(t, …)`, `saveOutput(t, …)`)
//    and reads a job for its owner (its SQL joins `job` for status, stage, progress, error, timestamps; `client_ip`).
// 2. services/<domain>/: the definition, given to the platform the composition root passes in (`deps.jobs`):
//      const jobs = deps.jobs.queued({ kind: 'export', keepSeconds, maxRunning, orphans: { maxAttempts, message },
//        read, load, run, failure, saveOutcome, removeFiles });
//    `queued` for jobs any instance may claim (the input is in PostgreSQL or the bucket), `local` for work that can only
//    run in the process that accepted it (`adopt(job, task, { write, cancel })`: orphans fail with `orphanedMessages`: one for a run cut short, one for a job that never started).
//    Then `jobs.create({ id, clientIp, awaiting? }, (t) => repo.insert(t, …))`, `jobs.enqueue(id)` once a pending job's
//    input is complete, `jobs.get(id, clientIp)` (ended jobs from memory), `jobs.cancel(id, clientIp)`, and
//    `start()` / `close()` from the service's own start and close.
// 3. Per-client limits stay the service's (services/limits), declared with its operations.
// Leases, heartbeats, orphan sweeps, retention and the queue poll come with the platform; the lease key is named once
// in db/jobs/lock-ids.ts and serves every kind.
export type { CancelAnswer, JobLog, JobOutcome, JobTiming, KindDefinition } from './kind.js';
export type { LocalJobs, LocalKindDefinition, LocalTask } from './local-jobs.js';
export type { QueuedJobs, QueueKindDefinition, RunContext } from './queued-jobs.js';
export { createJobPlatform, type JobPlatform, type JobPlatformDeps } from './platform.js';
