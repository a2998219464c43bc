-- Barcode, host plant and download lists: search/sort indexes, the barcode species view, the download file registry.

-- ── host plants ──
-- `q` is a prefix of the insect family, the insect scientific name (which starts with its genus), the
-- plant family or the plant scientific name (ditto). One expression btree per name; INCLUDE makes
-- each branch of hostplant_matches() below an index-only scan (no unaccent recomputed per row).
CREATE INDEX IF NOT EXISTS hostplant_insect_family_key_idx ON hostplant_association
  (search_text(insect_family) text_pattern_ops) INCLUDE (insect_family, hosts_id);
CREATE INDEX IF NOT EXISTS hostplant_insect_name_key_idx ON hostplant_association
  (search_text(insect_scientific_name) text_pattern_ops) INCLUDE (insect_scientific_name, hosts_id);
CREATE INDEX IF NOT EXISTS hostplant_plant_family_key_idx ON hostplant_association
  (search_text(hostplant_family) text_pattern_ops) INCLUDE (hostplant_family, hosts_id);
CREATE INDEX IF NOT EXISTS hostplant_plant_name_key_idx ON hostplant_association
  (search_text(hostplant_scientific_name) text_pattern_ops) INCLUDE (hostplant_scientific_name, hosts_id);

-- The hosts_ids whose insect or plant name starts with `prefix` (a LIKE prefix, already escaped). A single
-- SQL statement, so the planner inlines it: the constant prefix folds and each branch uses its index.
CREATE OR REPLACE FUNCTION hostplant_matches(prefix text) RETURNS SETOF integer
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT hosts_id FROM hostplant_association WHERE search_text(insect_family) LIKE search_text(prefix)
    UNION
    SELECT hosts_id FROM hostplant_association WHERE search_text(insect_scientific_name) LIKE search_text(prefix)
    UNION
    SELECT hosts_id FROM hostplant_association WHERE search_text(hostplant_family) LIKE search_text(prefix)
    UNION
    SELECT hosts_id FROM hostplant_association WHERE search_text(hostplant_scientific_name) LIKE search_text(prefix)
  $$;

-- One index per sortBy column: that column first, the others in table order, then the id — so a page
-- in any order (either direction) is an index walk that stops after `limit` rows.
CREATE INDEX IF NOT EXISTS hostplant_sort_insect_family_idx ON hostplant_association
  (insect_family, insect_genus, insect_scientific_name, hostplant_family, hostplant_genus, hostplant_scientific_name, hosts_id);
CREATE INDEX IF NOT EXISTS hostplant_sort_insect_genus_idx ON hostplant_association
  (insect_genus, insect_family, insect_scientific_name, hostplant_family, hostplant_genus, hostplant_scientific_name, hosts_id);
CREATE INDEX IF NOT EXISTS hostplant_sort_insect_species_idx ON hostplant_association
  (insect_scientific_name, insect_family, insect_genus, hostplant_family, hostplant_genus, hostplant_scientific_name, hosts_id);
CREATE INDEX IF NOT EXISTS hostplant_sort_plant_family_idx ON hostplant_association
  (hostplant_family, insect_family, insect_genus, insect_scientific_name, hostplant_genus, hostplant_scientific_name, hosts_id);
CREATE INDEX IF NOT EXISTS hostplant_sort_plant_genus_idx ON hostplant_association
  (hostplant_genus, insect_family, insect_genus, insect_scientific_name, hostplant_family, hostplant_scientific_name, hosts_id);
CREATE INDEX IF NOT EXISTS hostplant_sort_plant_species_idx ON hostplant_association
  (hostplant_scientific_name, insect_family, insect_genus, insect_scientific_name, hostplant_family, hostplant_genus, hosts_id);

-- ── barcodes ──
-- Each COI sequence with the species record it counts towards. The organism is the resolved species
-- (segregate, subspecies) name, else the name as the source gives it (unresolved or genus-only
-- matches); the record id is its slug. NicheBarcoding query specimens are unidentified by design
-- (named 'unknown'), so they are not reference barcodes of any species. A view: never stale after a reload.
CREATE OR REPLACE VIEW barcode_species_sequence AS
SELECT s.*,
       'barcode-' || trim(BOTH '-' FROM regexp_replace(lower(s.organism), '[^a-z0-9]+', '-', 'g')) AS record_id
FROM (
  SELECT b.id, b.sample_id, b.fasta_header, b.sequence, b.length_bp, b.dataset, b.source_id,
         CASE WHEN t.rank IN ('species', 'segregate', 'subspecies') THEN t.name ELSE b.verbatim_name END AS organism,
         coalesce(f.name, b.verbatim_family) AS family,
         sf.name AS subfamily,
         coalesce(g.name, split_part(b.verbatim_name, ' ', 1)) AS genus
  FROM barcode_sequence b
  LEFT JOIN taxon t ON t.id = b.taxon_id
  LEFT JOIN taxon f ON f.id = t.family_id
  LEFT JOIN taxon sf ON sf.id = t.subfamily_id
  LEFT JOIN taxon g ON g.id = t.genus_id
  WHERE b.marker = 'COI-5P' AND b.dataset <> 'nichebarcoding-query'
) s;

-- ── downloads ──
-- Registry of the files the service can deliver. `id` is the public fileId: a row is never deleted or
-- renumbered, so an id keeps meaning the same file across reloads (a file whose data disappears in
-- a reload is kept with present = false and answers 404). The files themselves are built on first
-- request into the storage root (services/downloads/assets.ts). No foreign keys: the loader truncates
-- the data tables on every reload.
CREATE TABLE IF NOT EXISTS download_file (
  id           integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY,
  key          text NOT NULL UNIQUE,                -- '<kind>' or '<kind>:<subject>'
  kind         text NOT NULL,                       -- which builder makes the file
  subject      text,                                -- assembly id, omics dataset id or taxon id the builder reads
  asset_type   text CHECK (asset_type IN ('template', 'fasta', 'archive')),  -- the spec's three types  -- listed on /downloads when set
  dataset_type text CHECK (dataset_type IN ('genome', 'transcriptome', 'proteome')),
  taxon_id     integer,                             -- species the file belongs to (species downloads)
  file_name    text NOT NULL CHECK (file_name ~ '^[A-Za-z0-9][A-Za-z0-9._-]*$'),
  label        text NOT NULL,
  description  text,
  content_type text NOT NULL,
  present      boolean NOT NULL DEFAULT true,
  sort_order   integer NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS download_file_taxon_idx ON download_file (taxon_id, dataset_type);

-- The service-wide assets keep ids 1–99; files registered from the data get ids from 1001.
INSERT INTO download_file (id, key, kind, asset_type, file_name, label, description, content_type, sort_order) VALUES
  (1, 'barcode-reference', 'barcode-reference', 'fasta', 'barcode-reference.fasta', 'Barcode Reference FASTA',
   'Every COI barcode sequence of the shipped sources, headers as the sources give them (aligned gaps kept).', 'text/x-fasta', 1),
  (2, 'niche-barcoding-template', 'niche-barcoding-template', 'template', 'niche-barcoding-reference-template.csv', 'Niche barcoding input template (CSV)',
   'Reference specimens for niche barcoding: id, species, coordinates and COI sequence, filled with the NicheBarcoding LappetMoths example.', 'text/csv', 2),
  (3, 'dataset-archive', 'dataset-archive', 'archive', 'lepidoptera-dataset.tar.gz', 'Dataset archive',
   'The whole shipped dataset (data/ with SOURCES.md: sources, licences, citations) as one tar.gz.', 'application/gzip', 3),
  (4, 'hostplants-csv', 'hostplants-csv', 'archive', 'hostplant-associations.csv.gz', 'Host plant associations (gzip-compressed CSV)',
   'All HOSTS insect – host plant associations with their source citation.', 'application/gzip', 4),
  (5, 'literature-csv', 'literature-csv', 'archive', 'literature.csv.gz', 'Literature (gzip-compressed CSV)',
   'All publications (deduplicated by DOI) with authors, year, journal, DOI and sources.', 'application/gzip', 5),
  (6, 'barcode-statistics-csv', 'barcode-statistics-csv', 'archive', 'barcode-statistics.csv.gz', 'Barcode statistics per species (gzip-compressed CSV)',
   'Number of COI sequences and length statistics per species, as served by /api/v1/barcodes.', 'application/gzip', 6)
ON CONFLICT (id) DO NOTHING;
DO $$ BEGIN
  PERFORM setval(pg_get_serial_sequence('download_file', 'id'), greatest(1000, (SELECT max(id) FROM download_file)));
END $$;
