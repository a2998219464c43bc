-- Retention: the jobs of one kind past their expiry are deleted with their own rows (cascade), unless running; their ids tell which files to remove.
DELETE FROM job
WHERE kind = ${kind} AND expires_at <= now() AND status <> 'running'
RETURNING id
