-- Cancels a job of one client that has not ended (kept keepSeconds from now); no row: no such job of this client. `cancelled` false: it had already ended, with `status`.
WITH target AS (
  SELECT id, status FROM job
  WHERE id = ${id} AND kind = ${kind} AND client_ip = ${clientIp}
  FOR UPDATE
), cancelled AS (
  UPDATE job j
  SET status = 'cancelled', stage = 'cancelled', progress = 0, finished_at = now(), updated_at = now(), heartbeat_at = NULL,
      expires_at = now() + make_interval(secs => ${keepSeconds})
  FROM target t
  WHERE j.id = t.id AND t.status IN ('pending', 'queued', 'running')
  RETURNING j.id
)
SELECT t.status, EXISTS (SELECT 1 FROM cancelled) AS cancelled FROM target t
