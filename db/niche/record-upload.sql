-- Swaps in an uploaded (or replacing) file while the job still accepts uploads (pending), in one statement: the job row
-- is share-locked, so a confirm waits for the swap (or, when it came first, this finds no row: uploads closed), and the
-- file row is locked, so racing uploads of one file take turns. Returns the key of the upload it replaced (or NULL).
UPDATE niche_job_file f
SET size_bytes = ${sizeBytes}, sha256 = ${sha256}, records = ${records}, uploaded_at = now(), storage_key = ${storageKey}
FROM (
  SELECT f0.job_id, f0.file_name, f0.storage_key, f0.uploaded_at IS NOT NULL AS uploaded
  FROM niche_job_file f0
  JOIN job j ON j.id = f0.job_id
  WHERE f0.job_id = ${id} AND f0.file_name = ${fileName} AND j.status = 'pending'
  FOR UPDATE OF f0
  FOR SHARE OF j
) previous
WHERE f.job_id = previous.job_id AND f.file_name = previous.file_name
RETURNING previous.storage_key AS replaced, previous.uploaded
