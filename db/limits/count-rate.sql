-- Counts one request of a client in the current window of a rate limit, in one round trip: the window is the
-- database's clock (instances whose clocks differ count in the same window), the count every instance's requests.
INSERT INTO client_rate_window AS w (limit_name, client, window_end, used)
VALUES (
  ${name}, ${client},
  ((extract(epoch FROM now()) * 1000)::bigint / ${windowMs} + 1) * ${windowMs},
  1
)
ON CONFLICT (limit_name, client, window_end) DO UPDATE SET used = least(w.used, 2000000000) + 1
RETURNING w.used, w.window_end, (extract(epoch FROM now()) * 1000)::bigint AS now_ms
