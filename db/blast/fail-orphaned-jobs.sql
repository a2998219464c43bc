-- Jobs whose process is gone (crash, kill -9, restart) fail with a clear message instead of looking alive: their heartbeat
-- is quiet and either nobody holds their lease (the owner's session, and so its advisory lock, died with it; trusted once
-- the server has run long enough for live owners to retake leases after a restart of PostgreSQL) or the heartbeat is stale.
UPDATE blast_job j
SET status = 'failed', error = ${message}, finished_at = now()
WHERE j.status IN ('queued', 'running')
  AND j.heartbeat_at < now() - make_interval(secs => ${quietSeconds})
  AND (
    j.heartbeat_at < now() - make_interval(secs => ${staleSeconds})
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
