-- Stage and progress of a running job (also a heartbeat).
UPDATE niche_job
SET stage = ${stage}, progress = ${progress}, updated_at = now(), heartbeat_at = now()
WHERE id = ${id} AND status = 'running'
