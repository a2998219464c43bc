-- One niche job of one client IP with its declared files (upload state) in declaration order; expired jobs read as gone.
SELECT j.id, j.status, j.stage, j.progress, j.error, j.created_at, j.updated_at, j.queued_at, j.started_at,
       j.finished_at, j.expires_at, n.label, n.workflow, n.model, n.options, n.seed, n.results, n.visualizations,
       n.output_files,
       coalesce(jsonb_agg(jsonb_build_object('fileName', f.file_name, 'role', f.role, 'uploaded', f.uploaded_at IS NOT NULL, 'sizeBytes', f.size_bytes) ORDER BY f.position) FILTER (WHERE f.file_name IS NOT NULL), '[]'::jsonb) AS files
FROM job j
JOIN niche_job n ON n.id = j.id
LEFT JOIN niche_job_file f ON f.job_id = j.id
WHERE j.id = ${id} AND j.client_ip = ${clientIp} AND j.expires_at > now()
GROUP BY j.id, n.id
