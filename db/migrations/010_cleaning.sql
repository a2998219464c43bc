-- Cleaning (issue 17): slugs of omics organisms so every served `speciesSlug` and `download` link resolves,
-- a dataset type for the service-wide download files, a searchable literature list, and per-source
-- loaded / dropped / unresolved counts of the last load.

-- The slug of the organism name as the source gives it (db/load/slug.ts); a dataset's species_slug is its
-- taxon's slug, or this one when the taxonomy lacks the name (set by db/omics/omics-datasets.sql).
ALTER TABLE omics_run ADD COLUMN name_slug text;
ALTER TABLE omics_dataset ADD COLUMN species_slug text;
CREATE INDEX omics_run_name_slug_idx ON omics_run (name_slug);
CREATE INDEX omics_dataset_species_slug_idx ON omics_dataset (species_slug, dataset_type);

-- Species files are found by the slug the lists give out (a taxon's, or a name's the taxonomy lacks).
ALTER TABLE download_file ADD COLUMN species_slug text;
CREATE INDEX download_file_species_slug_idx ON download_file (species_slug, dataset_type);

-- The service-wide assets in the spec's dataset types where one fits: a file of (or about) DNA sequences of
-- the genome — COI barcodes are mitochondrial genome sequence — is `genome`. The dataset archive (all three
-- kinds at once), the host-plant and the literature exports hold none of them and keep NULL.
UPDATE download_file SET dataset_type = 'genome'
WHERE key IN ('barcode-reference', 'niche-barcoding-template', 'barcode-statistics-csv');

-- `q` of GET /literature: every word must occur (LIKE over search_text), found through a trigram index.
ALTER TABLE literature ADD COLUMN search_document text GENERATED ALWAYS AS (
  search_text(title || ' ' || coalesce(authors, '') || ' ' || coalesce(journal, '') || ' ' || coalesce(doi, '')
              || ' ' || coalesce(citation, ''))
) STORED;
CREATE INDEX literature_search_trgm_idx ON literature USING gin (search_document gin_trgm_ops);

-- Per source, what the last load did with its rows (also in data_load.sources): rows not loaded on purpose
-- (the reasons are in data_load.skipped) and rows loaded whose organism name did not resolve.
ALTER TABLE data_source
  ADD COLUMN dropped    integer NOT NULL DEFAULT 0,
  ADD COLUMN unresolved integer NOT NULL DEFAULT 0;
ALTER TABLE data_load ADD COLUMN sources jsonb NOT NULL DEFAULT '{}'::jsonb;  -- {sourceId: {loaded, dropped, unresolved}}
