-- A pending job whose input is complete enters the queue of its kind, its expiry restarting from now; no row: it is no longer pending (queued already, ended) or has expired.
UPDATE job
SET status = 'queued', stage = 'queued', progress = 0, queued_at = now(), updated_at = now(),
    expires_at = now() + make_interval(secs => ${keepSeconds})
WHERE id = ${id} AND kind = ${kind} AND status = 'pending' AND expires_at > now()
RETURNING id
