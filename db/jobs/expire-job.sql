-- A succeeded job whose result is gone from storage (removed by hand) expires now: shown as expired, never reused, and deleted with its rows by the next retention sweep.
UPDATE job SET expires_at = now(), updated_at = now()
WHERE id = ${id} AND kind = ${kind} AND status = 'succeeded' AND expires_at > now()
