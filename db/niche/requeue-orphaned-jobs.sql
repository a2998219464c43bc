-- Running jobs whose process is gone (crash, kill -9, restart) go back to the queue (a restart resumes them) until they
-- have been started too often; then they fail with a clear message. Gone: the heartbeat is quiet and either nobody holds
-- the job's lease (the owner's session, and so its advisory lock, died with it; trusted once the server has run long
-- enough for live owners to retake leases after a restart of PostgreSQL) or the heartbeat is stale.
UPDATE niche_job j
SET status = CASE WHEN attempts >= ${maxAttempts} THEN 'failed' ELSE 'pending' END,
    stage = CASE WHEN attempts >= ${maxAttempts} THEN 'failed' ELSE 'queued' END,
    error = CASE WHEN attempts >= ${maxAttempts} THEN ${message} ELSE NULL END,
    finished_at = CASE WHEN attempts >= ${maxAttempts} THEN now() ELSE NULL END,
    heartbeat_at = NULL, updated_at = now()
WHERE j.status = 'running'
  AND (j.heartbeat_at IS NULL OR j.heartbeat_at < now() - make_interval(secs => ${quietSeconds}))
  AND (
    j.heartbeat_at IS NULL
    OR j.heartbeat_at < now() - make_interval(secs => ${staleSeconds})
    OR (
      pg_postmaster_start_time() < now() - make_interval(secs => ${graceSeconds})
      AND NOT EXISTS (
        SELECT 1 FROM pg_locks l
        WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
          AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
          AND l.classid = ${namespace}::oid AND l.objid = hashtext(j.id::text)::oid
      )
    )
  )
RETURNING id, status
