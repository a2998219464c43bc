-- The BLAST part of a new job (a search that outlived the synchronous timeout, or one kept after it finished within it):
-- what it searched, so BLAST+ can write its results again in its own formats.
INSERT INTO blast_job (id, program, database_id, request)
VALUES (${id}, ${program}, ${databaseId}, ${request:json})
