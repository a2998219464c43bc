-- Exports (services/exports): one row per export job beside its bookkeeping in `job`, deleted with it. The request as
-- understood (dataset, format, the normalised filters and their canonical key) with the data version it was asked in,
-- so an identical request within one version finds it; what the run wrote (file, counts, content hash, citation block).
CREATE TABLE export_job (
  id            uuid PRIMARY KEY REFERENCES job ON DELETE CASCADE,
  dataset       text NOT NULL,
  format        text NOT NULL,
  filter_key    text NOT NULL,                    -- canonical text of the filters (equal for identical requests)
  query         jsonb NOT NULL,                   -- the filters as understood (the echo; a run parses it again)
  data_version  text,
  record_count  integer,
  bytes         bigint,
  etag          text,                             -- quoted content hash of the file
  citation      jsonb
);
CREATE INDEX export_job_request_idx ON export_job (dataset, format, data_version, filter_key);
