-- Niche barcoding jobs: configuration, declared input files, state (a PostgreSQL-backed queue), results.
CREATE TABLE niche_job (
  id             uuid PRIMARY KEY,
  client_ip      text NOT NULL,
  label          text,
  workflow       text NOT NULL,
  model          text NOT NULL,
  options        jsonb NOT NULL,                     -- variableSelection, independence, environmentSource
  seed           integer NOT NULL,
  status         text NOT NULL CHECK (status IN ('pending', 'running', 'succeeded', 'failed')),
  stage          text,
  progress       real NOT NULL DEFAULT 0,
  error          text,
  attempts       integer NOT NULL DEFAULT 0,         -- runs started (a restart while running starts another)
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  confirmed_at   timestamptz,                        -- set: queued for (or past) processing; uploads closed
  started_at     timestamptz,
  finished_at    timestamptz,
  expires_at     timestamptz NOT NULL,               -- unconfirmed or finished jobs are deleted after this
  heartbeat_at   timestamptz,                        -- refreshed by the process running it; stale = orphaned
  results        jsonb,                              -- variables + per-query rows once succeeded
  visualizations jsonb,
  output_files   jsonb                               -- [{fileId, name, contentType, sizeBytes}]
);
CREATE INDEX niche_job_queue_idx ON niche_job (confirmed_at) WHERE status = 'pending' AND confirmed_at IS NOT NULL;
CREATE INDEX niche_job_expires_idx ON niche_job (expires_at);

CREATE TABLE niche_job_file (
  job_id      uuid NOT NULL REFERENCES niche_job ON DELETE CASCADE,
  file_name   text NOT NULL,
  role        text NOT NULL,
  position    integer NOT NULL,                      -- declaration order
  size_bytes  bigint,                                -- NULL until uploaded
  sha256      text,
  records     integer,
  uploaded_at timestamptz,
  PRIMARY KEY (job_id, file_name)
);
