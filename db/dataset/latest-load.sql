-- The most recent completed dataset load: data version and when it finished.
SELECT data_version, finished_at
FROM data_load
ORDER BY finished_at DESC
LIMIT 1
