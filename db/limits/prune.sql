-- Forgets rate windows closed over a minute ago and slots expired over a minute ago (an expired slot is free already;
-- its row only waits to be taken over or pruned). Cheap: both tables hold only the clients of the last minutes.
WITH windows AS (
  DELETE FROM client_rate_window WHERE window_end < (extract(epoch FROM now()) * 1000)::bigint - 60000
)
DELETE FROM client_slot WHERE expires_at < now() - interval '1 minute'
