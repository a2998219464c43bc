-- A run this process gives up without an outcome (it is stopping, or no worker was free) goes back to the queue at once, keeping its place; the next claim, here or elsewhere, runs it again.
UPDATE job
SET status = 'queued', stage = 'queued', progress = 0, heartbeat_at = NULL, updated_at = now()
WHERE id = ${id} AND attempts = ${attempt} AND status = 'running'
