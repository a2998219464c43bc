-- Stores a job's outcome: results when it succeeded, the error message when it failed.
UPDATE blast_job
SET status = ${status}, results = ${results:json}, error = ${error}, finished_at = now(), heartbeat_at = now()
WHERE id = ${id} AND status IN ('queued', 'running')
