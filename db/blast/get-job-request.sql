-- What a job searched (program, database, request) and its status, visible only to the client IP that submitted it.
SELECT status, program, database_id, request
FROM blast_job
WHERE id = ${id} AND client_ip = ${clientIp}
