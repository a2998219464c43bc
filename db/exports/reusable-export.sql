-- The newest export of the identical request in the same data version that is built or being built (and not expired):
-- a new request reuses it instead of writing the same file again.
SELECT e.id FROM export_job e JOIN job j ON j.id = e.id
WHERE e.dataset = ${dataset} AND e.format = ${format} AND e.filter_key = ${filterKey}
  AND e.data_version IS NOT DISTINCT FROM ${dataVersion}
  AND j.status IN ('queued', 'running', 'succeeded') AND j.expires_at > now()
ORDER BY j.created_at DESC LIMIT 1
