-- Retention: jobs older than the retention period are deleted with their results.
DELETE FROM blast_job
WHERE created_at < now() - make_interval(hours => ${hours})
