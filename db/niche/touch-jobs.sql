-- Heartbeat of the jobs this process is running, so other processes can tell live jobs from orphans.
UPDATE niche_job SET heartbeat_at = now() WHERE id = ANY(${ids}::uuid[]) AND status = 'running'
