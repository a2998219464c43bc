-- Jobs whose process stopped sending heartbeats (crash, restart) fail with a clear message instead of running forever.
UPDATE blast_job
SET status = 'failed', error = ${message}, finished_at = now()
WHERE status IN ('queued', 'running') AND heartbeat_at < now() - make_interval(secs => ${staleSeconds})
