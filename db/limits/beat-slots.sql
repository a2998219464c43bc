-- The heartbeat of this process's slots: those it holds stay ahead of their expiry; those it no longer holds (a release
-- the database missed while it was away) are dropped.
WITH dropped AS (
  DELETE FROM client_slot WHERE instance = ${instance}::uuid AND token <> ALL (${tokens}::uuid[])
)
UPDATE client_slot SET expires_at = now() + make_interval(secs => ${ttlSeconds})
WHERE instance = ${instance}::uuid AND token = ANY (${tokens}::uuid[])
