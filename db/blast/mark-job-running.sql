-- A queued job got its BLAST slot.
UPDATE blast_job
SET status = 'running', heartbeat_at = now()
WHERE id = ${id} AND status = 'queued'
