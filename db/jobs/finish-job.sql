-- Ends a run with its outcome; the job (and its files) expire keepSeconds later. No row: the run had ended elsewhere (cancelled, or taken for an orphan), so its outcome is not written.
UPDATE job
SET status = ${status}, stage = ${stage}, progress = ${progress}, error = ${error}, finished_at = now(), updated_at = now(),
    heartbeat_at = NULL, expires_at = now() + make_interval(secs => ${keepSeconds})
WHERE id = ${id} AND attempts = ${attempt} AND status = ANY(${owned}::text[])
RETURNING id
