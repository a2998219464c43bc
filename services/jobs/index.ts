// The public face of services/jobs/ (shared machinery: the job platform every job kind runs on).
export type { CancelAnswer, JobLog, JobOutcome, JobTiming, KindDefinition } from './kind.js';
export type { LocalJobs, LocalKindDefinition, LocalTask } from './local-jobs.js';
export type { QueuedJobs, QueueKindDefinition, RunContext } from './queued-jobs.js';
export { createJobPlatform, type JobPlatform, type JobPlatformDeps } from './platform.js';
