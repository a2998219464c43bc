-- Running jobs whose process stopped sending heartbeats go back to the queue (a restart resumes them) until
-- they have been started too often; then they fail with a clear message.
UPDATE niche_job
SET status = CASE WHEN attempts >= ${maxAttempts} THEN 'failed' ELSE 'pending' END,
    stage = CASE WHEN attempts >= ${maxAttempts} THEN 'failed' ELSE 'queued' END,
    error = CASE WHEN attempts >= ${maxAttempts} THEN ${message} ELSE NULL END,
    finished_at = CASE WHEN attempts >= ${maxAttempts} THEN now() ELSE NULL END,
    heartbeat_at = NULL, updated_at = now()
WHERE status = 'running' AND (heartbeat_at IS NULL OR heartbeat_at < now() - make_interval(secs => ${staleSeconds}))
RETURNING id, status
