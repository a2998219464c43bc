// Finished jobs kept in memory for a while, per owner: a finished job never changes until retention deletes it, so polls
// and result reads after the end (often many at once, from a script or a portal) need not read it again.

export interface FinishedJobs<Job> {
  /** The job kept for `id` when `clientIp` owns it and it was kept less than `keepMs` ago. */
  get(id: string, clientIp: string): Job | undefined;
  keep(id: string, clientIp: string, job: Job): void;
  /** No longer answers for `id` (it changed after all: expired early). */
  forget(id: string): void;
}

export function createFinishedJobs<Job>(max = 64, keepMs = 60_000): FinishedJobs<Job> {
  const kept = new Map<string, { clientIp: string; job: Job; at: number }>();
  return {
    get(id, clientIp) {
      const entry = kept.get(id);
      return entry && entry.clientIp === clientIp && performance.now() - entry.at < keepMs ? entry.job : undefined;
    },
    keep(id, clientIp, job) {
      kept.delete(id);
      kept.set(id, { clientIp, job, at: performance.now() });
      if (kept.size > max) kept.delete(kept.keys().next().value!);
    },
    forget(id) {
      kept.delete(id);
    },
  };
}
