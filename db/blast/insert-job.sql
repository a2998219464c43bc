-- The BLAST part of a new job (a search that outlived the synchronous timeout): what it searches.
INSERT INTO blast_job (id, program, database_id)
VALUES (${id}, ${program}, ${databaseId})
