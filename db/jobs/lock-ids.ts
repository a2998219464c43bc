// Every PostgreSQL advisory-lock id the service takes, named in one place so that no two uses can collide.

export const ADVISORY_LOCKS = {
  /** Transaction-scoped: concurrent starts apply each migration exactly once (db/migrate.ts). */
  migrations: 727100,
  /** Transaction-scoped: concurrent servers register the download files one at a time (db/downloads). */
  downloadRegistry: 727105,
  /**
   * Session-scoped first key of a job's lease, the second being hashtext(job id): held by the process running the job
   * (leases.ts), read by the orphan sweep (sweep-orphans.sql). One key for every job kind: job ids are unique across kinds.
   */
  jobLease: 727201,
} as const;
