-- Records a search that outlived the synchronous timeout as a job owned by the submitting client IP.
INSERT INTO blast_job (id, client_ip, status, program, database_id)
VALUES (${id}, ${clientIp}, ${status}, ${program}, ${databaseId})
