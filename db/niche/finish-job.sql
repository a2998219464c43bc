-- Stores a run's outcome; the finished job (and its files) expire one TTL later.
UPDATE niche_job
SET status = ${status}, stage = ${stage}, progress = ${progress}, error = ${error}, results = ${results:json},
    visualizations = ${visualizations:json}, output_files = ${outputFiles:json},
    finished_at = now(), updated_at = now(), heartbeat_at = NULL, expires_at = now() + make_interval(secs => ${ttlSeconds})
WHERE id = ${id} AND status = 'running'
