-- One job, visible only to the client IP that submitted it (anyone else sees no row).
SELECT id, status, program, database_id, results, error, created_at, finished_at
FROM blast_job
WHERE id = ${id} AND client_ip = ${clientIp}
