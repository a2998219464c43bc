-- Takes the oldest queued job for this process (SKIP LOCKED: several processes share the queue).
UPDATE niche_job
SET status = 'running', stage = 'preparing', progress = 0.01, attempts = attempts + 1,
    started_at = now(), updated_at = now(), heartbeat_at = now(), error = NULL
WHERE id = (
  SELECT id FROM niche_job
  WHERE status = 'pending' AND confirmed_at IS NOT NULL AND expires_at > now()
  ORDER BY confirmed_at
  LIMIT 1
  FOR UPDATE SKIP LOCKED
)
RETURNING id, workflow, model, options, seed, attempts
