-- The uploaded files of a job by role, for the run.
SELECT file_name, role FROM niche_job_file WHERE job_id = ${id} ORDER BY position
