-- BLAST search jobs: searches that outlived the synchronous timeout, their owner IP, state and results.
CREATE TABLE blast_job (
  id           uuid PRIMARY KEY,
  client_ip    text NOT NULL,                        -- only this client may read the job
  status       text NOT NULL CHECK (status IN ('queued', 'running', 'succeeded', 'failed')),
  program      text NOT NULL,
  database_id  text NOT NULL,                        -- the database id clients see (MD5 of its path)
  results      jsonb,                                -- the contract's result shape once succeeded
  error        text,                                 -- the failure message once failed
  created_at   timestamptz NOT NULL DEFAULT now(),
  finished_at  timestamptz,
  heartbeat_at timestamptz NOT NULL DEFAULT now()    -- refreshed by the running process; stale = orphaned
);
CREATE INDEX blast_job_created_idx ON blast_job (created_at);
CREATE INDEX blast_job_active_idx ON blast_job (heartbeat_at) WHERE status IN ('queued', 'running');
