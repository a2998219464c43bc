-- One bookkeeping table for every job kind (the job platform: services/jobs, db/jobs): owner, state, attempts, heartbeat,
-- expiry. A kind's own table (blast_job, niche_job, …) keeps only the job's input and results, one row per job, deleted
-- with it. The jobs of the previous schema move over as they were: a job that was running stays running (its process
-- is gone after the upgrade, so the orphan sweep fails or requeues it within seconds); a confirmed niche job waiting
-- for a slot is `queued`; a BLAST job expires 24 hours (the default retention) after it was created, as before.
CREATE TABLE job (
  id           uuid PRIMARY KEY,
  kind         text NOT NULL,                         -- 'blast', 'niche', …: the service that runs it and its own table
  client_ip    text NOT NULL,                         -- only this client may read or cancel the job
  status       text NOT NULL CHECK (status IN ('pending', 'queued', 'running', 'succeeded', 'failed', 'cancelled')),
  stage        text,                                  -- what the job is doing, as the kind names it
  progress     real NOT NULL DEFAULT 0,
  error        text,                                  -- why it failed
  attempts     integer NOT NULL DEFAULT 0,            -- runs started; tells a process's run from a later one elsewhere
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  queued_at    timestamptz,                           -- entered the queue of its kind (its input complete)
  started_at   timestamptz,
  finished_at  timestamptz,
  expires_at   timestamptz NOT NULL,                  -- then deleted with its files, unless running
  heartbeat_at timestamptz                            -- refreshed by the process running it; quiet = maybe orphaned
);
CREATE INDEX job_queue_idx ON job (kind, queued_at) WHERE status = 'queued';
CREATE INDEX job_active_idx ON job (kind, heartbeat_at) WHERE status IN ('queued', 'running');
CREATE INDEX job_expires_idx ON job (expires_at);

INSERT INTO job (id, kind, client_ip, status, error, attempts, created_at, updated_at, started_at, finished_at,
                 expires_at, heartbeat_at)
SELECT id, 'blast', client_ip, status, error, 1, created_at, coalesce(finished_at, heartbeat_at),
       CASE WHEN status <> 'queued' THEN created_at END, finished_at, created_at + interval '24 hours',
       CASE WHEN status IN ('queued', 'running') THEN heartbeat_at END
FROM blast_job;

INSERT INTO job (id, kind, client_ip, status, stage, progress, error, attempts, created_at, updated_at, queued_at,
                 started_at, finished_at, expires_at, heartbeat_at)
SELECT id, 'niche', client_ip, CASE WHEN status = 'pending' AND confirmed_at IS NOT NULL THEN 'queued' ELSE status END,
       stage, progress, error, attempts, created_at, updated_at, confirmed_at, started_at, finished_at, expires_at,
       heartbeat_at
FROM niche_job;

-- what moved to job goes from the kinds' tables (their indexes on those columns with it)
ALTER TABLE blast_job
  DROP COLUMN client_ip, DROP COLUMN status, DROP COLUMN error, DROP COLUMN created_at, DROP COLUMN finished_at,
  DROP COLUMN heartbeat_at,
  ADD CONSTRAINT blast_job_job_fkey FOREIGN KEY (id) REFERENCES job ON DELETE CASCADE;

ALTER TABLE niche_job
  DROP COLUMN client_ip, DROP COLUMN status, DROP COLUMN stage, DROP COLUMN progress, DROP COLUMN error,
  DROP COLUMN attempts, DROP COLUMN created_at, DROP COLUMN updated_at, DROP COLUMN confirmed_at, DROP COLUMN started_at,
  DROP COLUMN finished_at, DROP COLUMN expires_at, DROP COLUMN heartbeat_at,
  ADD CONSTRAINT niche_job_job_fkey FOREIGN KEY (id) REFERENCES job ON DELETE CASCADE;
