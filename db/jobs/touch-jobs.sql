-- Heartbeat of the runs this process holds, so other processes can tell live jobs from orphans. A run missing from the answer has ended elsewhere (cancelled, or taken for an orphan and failed or requeued): its process stops it.
UPDATE job j
SET heartbeat_at = now()
FROM unnest(${ids}::uuid[], ${attempts}::int[]) AS r(id, attempt)
WHERE j.id = r.id AND j.attempts = r.attempt AND j.status = ANY(${owned}::text[])
RETURNING j.id
