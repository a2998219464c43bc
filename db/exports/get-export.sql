-- One export with its job's bookkeeping, whoever asks (an export is readable by anyone with its id).
SELECT j.id, j.status, j.progress, j.error, j.created_at, j.finished_at, j.expires_at, j.expires_at <= now() AS expired,
       e.dataset, e.format, e.query, e.data_version, e.record_count, e.bytes, e.etag, e.citation
FROM job j JOIN export_job e ON e.id = j.id
WHERE j.id = ${id}
