-- A job waiting for a slot of the process that accepted it got its slot.
UPDATE job
SET status = 'running', started_at = now(), updated_at = now(), heartbeat_at = now()
WHERE id = ${id} AND attempts = ${attempt} AND status = 'queued'
