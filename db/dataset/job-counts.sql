-- Asynchronous jobs by kind and status, for the /metrics job gauge.
SELECT 'blast' AS kind, status, count(*)::int AS jobs
FROM blast_job
GROUP BY status
UNION ALL
SELECT 'niche' AS kind, status, count(*)::int AS jobs
FROM niche_job
GROUP BY status
