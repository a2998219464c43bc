-- Records an uploaded (or replaced) file, only while the job still accepts uploads (pending: not confirmed); no row = closed.
UPDATE niche_job_file f
SET size_bytes = ${sizeBytes}, sha256 = ${sha256}, records = ${records}, uploaded_at = now()
FROM job j
WHERE f.job_id = ${id} AND f.file_name = ${fileName} AND j.id = f.job_id AND j.status = 'pending'
RETURNING f.file_name
