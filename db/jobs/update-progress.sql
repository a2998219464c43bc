-- Stage and progress of a running job (also a heartbeat).
UPDATE job
SET stage = ${stage}, progress = ${progress}, updated_at = now(), heartbeat_at = now()
WHERE id = ${id} AND attempts = ${attempt} AND status = 'running'
