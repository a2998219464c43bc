-- The results of a search that succeeded, written with the end of its job.
UPDATE blast_job
SET results = ${results:json}
WHERE id = ${id}
