-- One BLAST job, visible only to the client IP that submitted it (anyone else sees no row).
SELECT j.id, j.status, b.program, b.database_id, b.results, j.error, j.created_at, j.finished_at, j.expires_at
FROM job j
JOIN blast_job b ON b.id = j.id
WHERE j.id = ${id} AND j.client_ip = ${clientIp}
