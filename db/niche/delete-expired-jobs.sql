-- Expired jobs (never confirmed, or finished long enough ago) are deleted; their ids tell which files to remove.
DELETE FROM niche_job
WHERE expires_at <= now() AND status <> 'running'
RETURNING id
