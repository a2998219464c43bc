-- Records an uploaded (or replaced) file, only while the job still accepts uploads; no row = closed.
UPDATE niche_job_file f
SET size_bytes = ${sizeBytes}, sha256 = ${sha256}, records = ${records}, uploaded_at = now()
FROM niche_job j
WHERE f.job_id = ${id} AND f.file_name = ${fileName} AND j.id = f.job_id AND j.confirmed_at IS NULL
RETURNING f.file_name
