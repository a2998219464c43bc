-- A run interrupted by this process stopping goes back to the queue at once (the next start resumes it).
UPDATE niche_job
SET status = 'pending', stage = 'queued', progress = 0, heartbeat_at = NULL, updated_at = now()
WHERE id = ${id} AND status = 'running'
