-- Jobs by kind and status, for the /metrics job gauge.
SELECT kind, status, count(*)::int AS jobs
FROM job
GROUP BY kind, status
