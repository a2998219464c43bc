-- The uploaded files of a job by role, with where each recorded upload is stored, for the run.
SELECT file_name, role, storage_key FROM niche_job_file WHERE job_id = ${id} ORDER BY position
