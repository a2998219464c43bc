-- The declared input files of a new job, in declaration order.
INSERT INTO niche_job_file (job_id, file_name, role, position)
SELECT ${id}, f.file_name, f.role, f.position
FROM jsonb_to_recordset(${files:json}) AS f(file_name text, role text, position integer)
