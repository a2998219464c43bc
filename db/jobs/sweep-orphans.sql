-- The jobs of one kind whose process is gone (crash, kill -9, restart) go back to the queue while they have runs left (a
-- restart resumes them), otherwise they fail with the kind's message and expire keepSeconds later. Gone: in a status its
-- process holds, with the heartbeat quiet and either nobody holding the job's lease (the owner's session, and so its
-- advisory lock, died with it; trusted once the server has run long enough for live owners to retake leases after a
-- restart of PostgreSQL) or the heartbeat stale. A job that was still queued fails with the kind's word for a job that
-- never started, one that was running with its word for a run cut short.
UPDATE job j
SET status = CASE WHEN j.attempts < ${maxAttempts} THEN 'queued' ELSE 'failed' END,
    stage = CASE WHEN j.attempts < ${maxAttempts} THEN 'queued' ELSE 'failed' END,
    progress = 0,
    error = CASE WHEN j.attempts < ${maxAttempts} THEN NULL WHEN j.status = 'queued' THEN ${queuedMessage} ELSE ${message} END,
    finished_at = CASE WHEN j.attempts < ${maxAttempts} THEN NULL ELSE now() END,
    expires_at = CASE WHEN j.attempts < ${maxAttempts} THEN j.expires_at ELSE now() + make_interval(secs => ${keepSeconds}) END,
    heartbeat_at = NULL, updated_at = now()
WHERE j.kind = ${kind} AND j.status = ANY(${owned}::text[])
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
RETURNING j.id, j.status
