-- Records a search as a job owned by the submitting client IP: one that outlived the synchronous timeout (queued or
-- running), or one that finished within it (succeeded, with its results), kept so its results can be read again.
INSERT INTO blast_job (id, client_ip, status, program, database_id, request, results, finished_at)
VALUES (${id}, ${clientIp}, ${status}, ${program}, ${databaseId}, ${request:json}, ${results:json},
        CASE WHEN ${status} = 'succeeded' THEN now() END)
