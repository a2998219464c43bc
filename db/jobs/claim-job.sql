-- Takes for this process the job of one kind that has waited longest in the queue (SKIP LOCKED: several processes share the queue); the attempt it returns names this run.
UPDATE job
SET status = 'running', stage = 'preparing', progress = 0.01, attempts = attempts + 1, started_at = now(),
    updated_at = now(), heartbeat_at = now(), error = NULL
WHERE id = (
  SELECT id FROM job
  WHERE kind = ${kind} AND status = 'queued' AND expires_at > now()
  ORDER BY queued_at
  LIMIT 1
  FOR UPDATE SKIP LOCKED
)
RETURNING id, attempts AS attempt
