-- Read paths derived once per load (db/barcodes/read-paths.sql), so no request aggregates rows: the per-species
-- barcode statistics of /barcodes and each record's sequences (35,000 grouped once, instead of on every page).
-- derived, refilled by every load: a database that had an earlier draft of it gets it afresh (and reloads, see
-- LOADER_REVISION in db/dataset/version.ts)
DROP TABLE IF EXISTS barcode_species_stats;
CREATE TABLE barcode_species_stats (
  position        integer PRIMARY KEY,          -- 1.. in the list's order (organism, record id)
  record_id       text NOT NULL UNIQUE,
  organism        text,
  family          text,
  subfamily       text,
  genus           text,
  number          integer NOT NULL,
  typical_length  integer,
  length_min      integer,
  length_q1       double precision,
  length_median   double precision,
  length_q3       double precision,
  length_max      integer,
  -- search_text() of each searchable field, folded once here instead of on every request
  organism_search  text,
  family_search    text,
  subfamily_search text,
  genus_search     text,
  -- the record's barcode_sequence ids in FASTA order (dataset, sample): /barcodes/{id}/fasta reads them by key
  sequence_ids     text[] NOT NULL
);
