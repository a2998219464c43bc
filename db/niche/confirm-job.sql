-- Queues an unconfirmed job whose files are all uploaded; its expiry restarts from now.
UPDATE niche_job
SET confirmed_at = now(), stage = 'queued', progress = 0, updated_at = now(), expires_at = now() + make_interval(secs => ${ttlSeconds})
WHERE id = ${id} AND confirmed_at IS NULL AND expires_at > now()
  AND NOT EXISTS (SELECT 1 FROM niche_job_file f WHERE f.job_id = ${id} AND f.uploaded_at IS NULL)
RETURNING id
