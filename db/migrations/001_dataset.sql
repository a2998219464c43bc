-- The shipped dataset: provenance, taxonomy and every served data domain (loaded by db/load/).
-- Conventions: every record table carries source_id (provenance → data_source); a record that
-- names an organism keeps the name as given (verbatim_name) and the resolved taxon_id (NULL when
-- the name is not in the taxonomy: never guessed). A value a source lacks is NULL.

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;

-- Case- and accent-insensitive form of a name; IMMUTABLE so expression and trigram indexes can use it.
-- (unaccent() itself is only STABLE because its dictionary could change; ours is fixed.)
CREATE OR REPLACE FUNCTION search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN lower(public.unaccent('public.unaccent'::regdictionary, value));

-- ───────────────────────────── provenance ─────────────────────────────

CREATE TABLE data_source (
  id        text PRIMARY KEY,            -- one row per (source dataset, domain), e.g. 'iodatabase-barcodes'
  domain    text NOT NULL CHECK (domain IN ('taxonomy', 'barcodes', 'occurrences', 'hostplants', 'traits',
                                            'genomes', 'proteins', 'omics', 'literature', 'environment')),
  title     text NOT NULL,
  files     text[] NOT NULL,             -- paths under data/, as listed in data/SOURCES.md
  licence   text NOT NULL,               -- verbatim from data/SOURCES.md
  citation  text NOT NULL,
  url       text,                        -- repository or DOI URL; NULL when unknown
  records   integer NOT NULL DEFAULT 0   -- rows loaded from it (all tables)
);
CREATE INDEX data_source_domain_idx ON data_source (domain);

CREATE TABLE data_load (
  id           serial PRIMARY KEY,
  data_version text NOT NULL,            -- sha256 over the shipped data files, first 16 hex
  started_at   timestamptz NOT NULL,
  finished_at  timestamptz NOT NULL,
  duration_ms  integer NOT NULL,
  counts       jsonb NOT NULL,           -- {table: rows}
  unresolved   jsonb NOT NULL,           -- {sourceId: {count, names, examples: [name...], unnamed}}: records left with taxon_id NULL
  skipped      jsonb NOT NULL DEFAULT '{}'::jsonb  -- {sourceId: {count, reason, examples}}: source rows deliberately not loaded
);
CREATE INDEX data_load_finished_idx ON data_load (finished_at DESC);

-- ───────────────────────────── taxonomy (Lepitaxa) ─────────────────────────────

-- Ranks in tree order; taxon.rank_order copies rank_order for stable sorting (rank, then name).
CREATE TABLE taxon_rank (
  rank       text PRIMARY KEY,
  rank_order smallint NOT NULL UNIQUE
);
INSERT INTO taxon_rank (rank, rank_order) VALUES
  ('order', 1), ('suborder', 2), ('infraorder', 3), ('parvorder', 4), ('microorder', 5),
  ('section', 6), ('subsection', 7), ('infrasection', 8), ('superfamily', 9), ('series', 10),
  ('family', 11), ('subfamily', 12), ('tribe', 13), ('subtribe', 14), ('infratribe', 15),
  ('genus', 16), ('subgenus', 17), ('species_group', 18), ('species', 19), ('segregate', 20),
  ('subspecies', 21);

CREATE TABLE taxon (
  id             integer PRIMARY KEY,    -- Lepitaxa id
  parent_id      integer REFERENCES taxon DEFERRABLE INITIALLY DEFERRED,
  rank           text NOT NULL REFERENCES taxon_rank,
  rank_order     smallint NOT NULL DEFAULT 0,      -- derived at load from taxon_rank
  name           text NOT NULL,
  slug           text NOT NULL,                    -- 'papilio-machaon'; not unique (an aggregate and its segregate share a name)
  authorship     text,
  taxon_kind     text,                             -- species | segregate | subspecies | aggregate | hybrid (NULL above species)
  extinct        boolean,
  basionym       text,
  hybrid_parents text[],
  lepitaxa_group text,                             -- e.g. 'Butterflies', 'Owlet Moths'
  paraphylum     text,                             -- e.g. 'Macrolepidoptera'
  -- derived at load (db/taxonomy/taxon-derived.sql)
  depth          integer NOT NULL DEFAULT 0,       -- root = 1
  path           integer[],                        -- ancestor ids root..self
  child_count    integer NOT NULL DEFAULT 0,
  species_count  integer NOT NULL DEFAULT 0,       -- taxa of rank 'species' in the subtree (self included)
  superfamily_id integer REFERENCES taxon DEFERRABLE INITIALLY DEFERRED,
  family_id      integer REFERENCES taxon DEFERRABLE INITIALLY DEFERRED,
  subfamily_id   integer REFERENCES taxon DEFERRABLE INITIALLY DEFERRED,
  genus_id       integer REFERENCES taxon DEFERRABLE INITIALLY DEFERRED,
  source_id      text NOT NULL REFERENCES data_source
);
CREATE INDEX taxon_parent_order_idx ON taxon (parent_id, rank_order, name);
CREATE INDEX taxon_rank_idx ON taxon (rank);
CREATE INDEX taxon_name_idx ON taxon (lower(name) text_pattern_ops);
CREATE INDEX taxon_slug_idx ON taxon (slug);
CREATE INDEX taxon_path_idx ON taxon USING gin (path);
CREATE INDEX taxon_family_idx ON taxon (family_id);
CREATE INDEX taxon_subfamily_idx ON taxon (subfamily_id);
CREATE INDEX taxon_genus_idx ON taxon (genus_id);
CREATE INDEX taxon_name_trgm_idx ON taxon USING gin (search_text(name) gin_trgm_ops);

CREATE TABLE taxon_synonym (
  id            serial PRIMARY KEY,
  taxon_id      integer NOT NULL REFERENCES taxon,  -- the accepted taxon
  name          text NOT NULL,
  synonym_type  text NOT NULL,                      -- Lepitaxa: s, s2, s3, s4 (species level), sh (higher taxon)
  source_id     text NOT NULL REFERENCES data_source
);
CREATE INDEX taxon_synonym_taxon_idx ON taxon_synonym (taxon_id);
CREATE INDEX taxon_synonym_name_idx ON taxon_synonym (lower(name) text_pattern_ops);
CREATE INDEX taxon_synonym_trgm_idx ON taxon_synonym USING gin (search_text(name) gin_trgm_ops);

CREATE TABLE taxon_common_name (
  id        serial PRIMARY KEY,
  taxon_id  integer NOT NULL REFERENCES taxon,
  name      text NOT NULL,
  language  text NOT NULL,                          -- ISO 639-1: en, de
  source_id text NOT NULL REFERENCES data_source,
  UNIQUE (taxon_id, name, language)
);
CREATE INDEX taxon_common_name_name_idx ON taxon_common_name (lower(name) text_pattern_ops);
CREATE INDEX taxon_common_name_trgm_idx ON taxon_common_name USING gin (search_text(name) gin_trgm_ops);

CREATE TABLE taxon_type_species (
  id                    serial PRIMARY KEY,
  genus_or_subgenus     text NOT NULL,
  type_species          text NOT NULL,
  genus_authorship      text,
  genus_taxon_id        integer REFERENCES taxon,
  type_species_taxon_id integer REFERENCES taxon,
  source_id             text NOT NULL REFERENCES data_source
);
CREATE INDEX taxon_type_species_genus_idx ON taxon_type_species (genus_taxon_id);

-- IOdatabase West Palaearctic checklist and its name mapping (used to resolve older combinations).
CREATE TABLE iodatabase_checklist (
  scientific_name  text PRIMARY KEY,                -- verbatim 'Genus_species'
  family           text,
  subfamily        text,
  genus            text,
  specific_epithet text,
  author           text,
  europe           smallint,                        -- as in source: 0/1 (Europe), 3 rows have 2 (undocumented)
  taxon_id         integer REFERENCES taxon,
  source_id        text NOT NULL REFERENCES data_source
);
CREATE INDEX iodatabase_checklist_taxon_idx ON iodatabase_checklist (taxon_id);

CREATE TABLE iodatabase_synonym (
  synonym        text PRIMARY KEY,                  -- verbatim 'Genus_species'
  checklist_name text NOT NULL,                     -- verbatim 'Genus_species' of the checklist
  taxon_id       integer REFERENCES taxon,
  source_id      text NOT NULL REFERENCES data_source
);

-- ───────────────────────────── barcodes ─────────────────────────────

CREATE TABLE barcode_sequence (
  id                text PRIMARY KEY,               -- '<dataset>:<sample id>' (sample ids repeat across files; see sample_id)
  source_id         text NOT NULL REFERENCES data_source,
  dataset           text NOT NULL,                  -- file-level set, e.g. 'iodatabase', 'nichebarcoding-reference', 'barcodingr-dendrolimus'
  sample_id         text NOT NULL,                  -- verbatim specimen/sample id (first FASTA header field)
  fasta_header      text NOT NULL,                  -- verbatim header line without '>'
  taxon_id          integer REFERENCES taxon,
  verbatim_name     text NOT NULL,
  verbatim_family   text,
  marker            text NOT NULL,                  -- COI-5P, ITS1, ITS2
  sequence          text NOT NULL,                  -- as in source (aligned gaps kept)
  aligned_length    integer NOT NULL,               -- characters in the sequence, gaps included
  length_bp         integer NOT NULL,               -- bases excluding gaps and N
  bold_process_id   text,
  genbank_accession text,
  country           text,
  latitude          double precision,
  longitude         double precision,
  in_sample_fasta   boolean                          -- IOdatabase only: part of its sample FASTA
);
CREATE INDEX barcode_sequence_taxon_idx ON barcode_sequence (taxon_id);
CREATE INDEX barcode_sequence_source_idx ON barcode_sequence (source_id);
CREATE INDEX barcode_sequence_marker_idx ON barcode_sequence (marker);
CREATE INDEX barcode_sequence_sample_idx ON barcode_sequence (sample_id);
CREATE INDEX barcode_sequence_name_idx ON barcode_sequence (verbatim_name);

-- ───────────────────────────── occurrences ─────────────────────────────

CREATE TABLE occurrence (
  id                       text PRIMARY KEY,        -- '<dataset>:<source record id or row number>'
  source                   text NOT NULL CHECK (source IN ('iodatabase', 'gbif', 'sierra-nevada-monitoring', 'nichebarcoding')),
  source_id                text NOT NULL REFERENCES data_source,
  source_record_id         text,                    -- the id the source gives the record (NULL when it gives none)
  taxon_id                 integer REFERENCES taxon,
  verbatim_name            text NOT NULL,
  verbatim_family          text,
  latitude                 double precision,
  longitude                double precision,
  merc_x                   double precision,        -- Web Mercator metres (EPSG:3857), for vector tiles
  merc_y                   double precision,
  coordinate_uncertainty_m double precision,
  country_code             text,                    -- ISO 3166-1 alpha-2
  country                  text,                    -- country name as the source gives it
  locality                 text,
  basis_of_record          text,
  event_date               text,                    -- as given (ISO 8601 text), NULL when undated
  year                     integer,
  month                    smallint,
  day                      smallint,
  dataset                  text,
  licence                  text NOT NULL,
  recorded_by              text,
  institution_code         text,
  collection_code          text,
  catalog_number           text,
  extra                    jsonb                    -- further non-empty source fields, keyed by the source's column names
);
CREATE INDEX occurrence_taxon_idx ON occurrence (taxon_id);
CREATE INDEX occurrence_source_idx ON occurrence (source);
CREATE INDEX occurrence_source_id_idx ON occurrence (source_id);
CREATE INDEX occurrence_country_idx ON occurrence (country_code);
CREATE INDEX occurrence_year_idx ON occurrence (year);
CREATE INDEX occurrence_merc_idx ON occurrence (merc_x, merc_y);
CREATE INDEX occurrence_name_trgm_idx ON occurrence USING gin (search_text(verbatim_name) gin_trgm_ops);

-- ───────────────────────────── host plants and traits ─────────────────────────────

CREATE TABLE hostplant_association (
  id                        text PRIMARY KEY,       -- 'hp-' || hosts_id
  hosts_id                  integer NOT NULL UNIQUE,
  insect_family             text,
  insect_genus              text,
  insect_species            text,
  insect_subspecies         text,
  insect_author             text,
  insect_scientific_name    text,
  hostplant_family          text,
  hostplant_genus           text,
  hostplant_species         text,
  hostplant_infraspecific   text,
  hostplant_scientific_name text,
  damage_or_note            text,
  lab_rearing               text,                   -- 'Y' or '?' as in source
  location                  text,
  taxon_id                  integer REFERENCES taxon,
  source_id                 text NOT NULL REFERENCES data_source,
  -- one trigram-indexed document so a two-way name search is a single index scan
  -- (|| rather than concat_ws: generated columns need IMMUTABLE expressions)
  search_document           text GENERATED ALWAYS AS (search_text(
                              coalesce(insect_family, '') || ' ' || coalesce(insect_scientific_name, '') || ' ' ||
                              coalesce(hostplant_family, '') || ' ' || coalesce(hostplant_scientific_name, ''))) STORED
);
CREATE INDEX hostplant_taxon_idx ON hostplant_association (taxon_id);
CREATE INDEX hostplant_insect_family_idx ON hostplant_association (insect_family);
CREATE INDEX hostplant_insect_name_idx ON hostplant_association (insect_scientific_name);
CREATE INDEX hostplant_plant_family_idx ON hostplant_association (hostplant_family);
CREATE INDEX hostplant_plant_name_idx ON hostplant_association (hostplant_scientific_name);
CREATE INDEX hostplant_search_trgm_idx ON hostplant_association USING gin (search_document gin_trgm_ops);

-- LepTraits 1.0 consensus rows; measurements as in the source (wingspan / forewing length ranges).
CREATE TABLE species_trait (
  id                          integer PRIMARY KEY,  -- data row number in the consensus file
  taxon_id                    integer REFERENCES taxon,
  verbatim_name               text NOT NULL,        -- LepTraits 'Species'
  verbatim_species            text,                 -- LepTraits 'verbatimSpecies'
  family                      text,
  genus                       text,
  wingspan_lower_female       numeric,
  wingspan_upper_female       numeric,
  wingspan_lower_male         numeric,
  wingspan_upper_male         numeric,
  wingspan_lower              numeric,
  wingspan_upper              numeric,
  forewing_lower_female       numeric,
  forewing_upper_female       numeric,
  forewing_lower_male         numeric,
  forewing_upper_male         numeric,
  forewing_lower              numeric,
  forewing_upper              numeric,
  flight_months               boolean[],            -- Jan..Dec; NULL when the source has no flight data
  flight_duration             smallint,             -- months
  diapause_stage              text,
  voltinism                   text,
  oviposition_style           text,
  canopy_affinity             text,
  edge_affinity               text,
  moisture_affinity           text,
  disturbance_affinity        text,
  hostplant_family_count      integer,
  sole_hostplant_family       text,
  primary_hostplant_family    text,
  secondary_hostplant_family  text,
  equal_hostplant_family      text,
  hostplant_account_count     integer,
  date_created                text,
  source_id                   text NOT NULL REFERENCES data_source
);
CREATE INDEX species_trait_taxon_idx ON species_trait (taxon_id);
CREATE INDEX species_trait_family_idx ON species_trait (family);

-- ───────────────────────────── genomes ─────────────────────────────

CREATE TABLE genome_assembly (
  id                        text PRIMARY KEY,       -- slug of species + accession, e.g. 'bombyx-mori-gca-030269925-2'
  accession                 text NOT NULL UNIQUE,   -- GenBank assembly accession (GCA_…)
  refseq_accession          text,
  wgs_project_accession     text,
  assembly_name             text,
  verbatim_name             text NOT NULL,          -- NCBI organism name
  common_name               text,
  ncbi_tax_id               integer,
  taxon_id                  integer REFERENCES taxon,
  lepitaxa_accepted_name    text,                   -- as given by the source table
  superfamily               text,                   -- source's Lepitaxa lineage columns
  family                    text,
  subfamily                 text,
  genus                     text,                   -- first word of the accepted (else organism) name
  bioproject                text,                   -- ';'-separated when several, as in source
  biosample                 text,
  gene_count_total          integer,
  gene_count_protein_coding integer,
  gene_count_pseudogene     integer,
  gene_count_noncoding      integer,
  sex                       text,
  isolate                   text,
  assembly_level            text,                   -- Contig | Scaffold | Chromosome (as in source)
  assembly_type             text,
  total_sequence_length     bigint,
  total_ungapped_length     bigint,
  contig_n50                bigint,
  contig_l50                integer,
  scaffold_n50              bigint,
  scaffold_l50              integer,
  contig_count              integer,
  scaffold_count            integer,
  chromosome_count          integer,
  component_count           integer,
  submission_date           date,
  ebp_metric_date           text,
  refseq_category           text,
  submitter                 text,
  -- summary values derived at load from the per-source tables below (db/genomes/genome-derived.sql)
  size_mb                   numeric,
  scaffold_n50_kb           numeric,
  gc_percent                numeric,
  busco_complete_pct        numeric,
  busco_single_pct          numeric,
  busco_duplicated_pct      numeric,
  busco_fragmented_pct      numeric,
  busco_missing_pct         numeric,
  busco_complete_count      integer,
  busco_single_count        integer,
  busco_duplicated_count    integer,
  busco_fragmented_count    integer,
  busco_missing_count       integer,
  busco_markers             integer,
  busco_lineage             text,
  busco_version             text,
  busco_summary             text,                   -- BUSCO notation string as the source gives it (SciLifeLab)
  busco_source_id           text REFERENCES data_source,
  source_id                 text NOT NULL REFERENCES data_source
);
CREATE INDEX genome_assembly_taxon_idx ON genome_assembly (taxon_id);
CREATE INDEX genome_assembly_family_idx ON genome_assembly (family, subfamily);
CREATE INDEX genome_assembly_source_idx ON genome_assembly (source_id);
CREATE INDEX genome_assembly_species_idx ON genome_assembly (verbatim_name);
CREATE INDEX genome_assembly_size_idx ON genome_assembly (size_mb);
CREATE INDEX genome_assembly_n50_idx ON genome_assembly (scaffold_n50_kb);
CREATE INDEX genome_assembly_species_trgm_idx ON genome_assembly USING gin (search_text(verbatim_name) gin_trgm_ops);

-- SciLifeLab Genome Portal assembly + annotation metrics (lengths in Mbp as the portal gives them).
CREATE TABLE genome_assembly_portal_stats (
  assembly_id                       text PRIMARY KEY REFERENCES genome_assembly,
  verbatim_name                     text NOT NULL,
  assembly_name                     text,
  assembly_type                     text,
  assembly_level                    text,
  genome_representation             text,
  accession                         text NOT NULL,
  length_mbp                        numeric,
  gc_percent                        numeric,
  contig_count                      integer,
  contig_n50_mbp                    numeric,
  contig_l50                        integer,
  contig_n90_mbp                    numeric,
  contig_l90                        integer,
  scaffold_count                    integer,
  scaffold_n50_mbp                  numeric,
  scaffold_l50                      integer,
  scaffold_n90_mbp                  numeric,
  scaffold_l90                      integer,
  scaffolds_over_10kb               integer,
  busco_summary                     text,           -- verbatim, e.g. 'C:98.5 [S:97, D:1.5], F:0.5, M:0.9, n:5286'
  busco_complete_pct                numeric,        -- parsed from busco_summary
  busco_single_pct                  numeric,
  busco_duplicated_pct              numeric,
  busco_fragmented_pct              numeric,
  busco_missing_pct                 numeric,
  busco_markers                     integer,
  annotation_gene_count             integer,
  annotation_transcript_count       integer,
  annotation_avg_exons_per_transcript numeric,
  annotation_avg_gene_length_bp     numeric,
  annotation_avg_transcript_length_bp numeric,
  annotation_avg_exon_length_bp     numeric,
  annotation_avg_intron_length_bp   numeric,
  source_id                         text NOT NULL REFERENCES data_source
);

-- Chromosomes / scaffolds: lepbase per-sequence stats and DToL chromosome accession lists.
CREATE TABLE genome_sequence (
  id                        serial PRIMARY KEY,
  assembly_id               text REFERENCES genome_assembly,  -- derived at load where the assembly is identifiable
  assembly_accession        text,                   -- as given by the source (lepbase); NULL for DToL lists
  species_code              text,                   -- DToL species code, e.g. 'PapMach'
  verbatim_name             text,
  taxon_id                  integer REFERENCES taxon,
  sequence_accession        text NOT NULL,          -- INSDC accession (the browser refName)
  name                      text NOT NULL,          -- chromosome name ('1', 'Z', …) or the accession when unnamed
  is_chromosome             boolean,                -- true for named chromosomes; NULL when the source does not say
  length_bp                 bigint,
  gc_fraction               numeric,
  n_fraction                numeric,
  repeat_masked_fraction    numeric,
  busco_lepidoptera_genes   integer,
  busco_insecta_genes       integer,
  busco_arthropoda_genes    integer,
  sort_order                integer NOT NULL,       -- order within its assembly/species list in the source
  source_id                 text NOT NULL REFERENCES data_source,
  UNIQUE (source_id, sequence_accession)
);
CREATE INDEX genome_sequence_assembly_idx ON genome_sequence (assembly_id, sort_order);
CREATE INDEX genome_sequence_taxon_idx ON genome_sequence (taxon_id);
CREATE INDEX genome_sequence_accession_idx ON genome_sequence (sequence_accession);

-- BUSCO lepidoptera_odb10 full tables (one row per BUSCO hit; Missing rows have no coordinates).
CREATE TABLE genome_busco_gene (
  id                 serial PRIMARY KEY,
  assembly_id        text REFERENCES genome_assembly,
  assembly_accession text NOT NULL,
  verbatim_name      text NOT NULL,
  taxon_id           integer REFERENCES taxon,
  busco_id           text NOT NULL,
  status             text NOT NULL,                 -- Complete | Duplicated | Fragmented | Missing
  sequence_accession text,
  gene_start         bigint,
  gene_end           bigint,
  strand             text,
  score              numeric,
  length             integer,
  description        text,
  source_id          text NOT NULL REFERENCES data_source
);
CREATE INDEX genome_busco_gene_assembly_idx ON genome_busco_gene (assembly_id, status);
CREATE INDEX genome_busco_gene_busco_idx ON genome_busco_gene (busco_id);

-- GFF features: BUSCO gene GFF3 (Maniola) and exonerate opsin gene models (GFF2).
CREATE TABLE genome_gene_feature (
  id                 serial PRIMARY KEY,
  assembly_id        text REFERENCES genome_assembly,
  assembly_accession text,                          -- when the source names it
  species_code       text,
  verbatim_name      text NOT NULL,
  taxon_id           integer REFERENCES taxon,
  seqid              text NOT NULL,
  feature_source     text NOT NULL,                 -- GFF column 2
  type               text NOT NULL,                 -- gene, cds, exon, intron, splice5, splice3, similarity
  start_pos          bigint NOT NULL,
  end_pos            bigint NOT NULL,
  score              numeric,
  strand             text,
  phase              text,
  gene_id            text,                          -- the gene this feature belongs to
  symbol             text,                          -- BUSCO id or opsin name (e.g. 'LWS4')
  description        text,
  attributes         jsonb NOT NULL,                -- all GFF attributes as given
  line_number        integer NOT NULL,              -- line in the source file
  source_id          text NOT NULL REFERENCES data_source
);
CREATE INDEX genome_gene_feature_assembly_idx ON genome_gene_feature (assembly_id, type);
CREATE INDEX genome_gene_feature_seq_idx ON genome_gene_feature (seqid, start_pos);
CREATE INDEX genome_gene_feature_gene_idx ON genome_gene_feature (gene_id);
CREATE INDEX genome_gene_feature_taxon_idx ON genome_gene_feature (taxon_id);

-- ───────────────────────────── proteins ─────────────────────────────

CREATE TABLE protein (
  id                  integer PRIMARY KEY,          -- 1 = PDB 1BOM; 10001.. opsins; 20001.. silk fibroins (file order)
  source_id           text NOT NULL REFERENCES data_source,
  protein_type        text NOT NULL,                -- 'opsin' | 'silk fibroin' | 'insulin-like peptide'
  name                text NOT NULL,
  accession           text NOT NULL,                -- opsin record id, NCBI protein accession or PDB id
  title               text,
  verbatim_name       text NOT NULL,                -- organism as given
  taxon_id            integer REFERENCES taxon,
  family              text,                         -- family as given by the source
  species_code        text,
  subtype             text,                         -- opsin type (LWS2, UV3, …) or fibroin chain (heavy chain, …)
  partial_full        text,
  lineage             text,                         -- NCBI 'taxonomy_from_order'
  length_aa           integer NOT NULL,
  sequence            text NOT NULL,                -- multi-chain structures: chains concatenated in chain order
  chains              jsonb,                        -- [{chain, molecule, length, sequence}] for structures
  url                 text,
  has_structure       boolean NOT NULL DEFAULT false,
  search_document     text GENERATED ALWAYS AS (search_text(
                        name || ' ' || verbatim_name || ' ' || coalesce(family, '') || ' ' || protein_type || ' ' ||
                        coalesce(subtype, '') || ' ' || accession)) STORED
);
CREATE INDEX protein_taxon_idx ON protein (taxon_id);
CREATE INDEX protein_type_idx ON protein (protein_type);
CREATE INDEX protein_accession_idx ON protein (accession);
CREATE INDEX protein_search_trgm_idx ON protein USING gin (search_document gin_trgm_ops);

CREATE TABLE protein_structure (
  protein_id     integer PRIMARY KEY REFERENCES protein,
  format         text NOT NULL CHECK (format IN ('pdb')),
  pdb_id         text NOT NULL,
  title          text,
  method         text,                              -- EXPDTA
  deposited_on   text,                              -- HEADER date as given (dd-MON-yy)
  citation_doi   text,                              -- JRNL DOI
  citation_pmid  text,
  content        text NOT NULL,                     -- the PDB file, unmodified
  bytes          integer NOT NULL,
  sha256         text NOT NULL,
  source_id      text NOT NULL REFERENCES data_source
);

-- ───────────────────────────── omics ─────────────────────────────

-- Datasets = runs grouped per BioProject (or source list) + organism + condition; derived at load.
CREATE TABLE omics_dataset (
  id            text PRIMARY KEY,                   -- readable slug
  dataset_type  text NOT NULL CHECK (dataset_type IN ('transcriptome', 'population-genome')),
  source_id     text NOT NULL REFERENCES data_source,
  verbatim_name text NOT NULL,
  taxon_id      integer REFERENCES taxon,
  bioproject    text,
  condition     text,                               -- tissue / stage / sex / treatment of its runs, NULL when none given
  tissue        text,
  dev_stage     text,
  sex           text,
  treatment     text,
  platforms     text[] NOT NULL,
  instruments   text[] NOT NULL,
  run_count     integer NOT NULL,
  sample_count  integer,                            -- distinct BioSamples (or sample-sheet rows); NULL when unknown
  total_bases   bigint,
  first_year    integer,                            -- release years of its runs
  last_year     integer
);
CREATE INDEX omics_dataset_type_idx ON omics_dataset (dataset_type, taxon_id);
CREATE INDEX omics_dataset_taxon_idx ON omics_dataset (taxon_id);
CREATE INDEX omics_dataset_bioproject_idx ON omics_dataset (bioproject);

CREATE TABLE omics_run (
  id               text PRIMARY KEY,                -- run accession (SRR/ERR…), or 'ngi:<sample id>' for sample sheets
  run_accession    text,
  source_id        text NOT NULL REFERENCES data_source,
  dataset_id       text REFERENCES omics_dataset DEFERRABLE INITIALLY DEFERRED,
  dataset_type     text CHECK (dataset_type IN ('transcriptome', 'population-genome')),  -- NULL: other assays
  verbatim_name    text NOT NULL,
  taxon_id         integer REFERENCES taxon,
  assay_type       text,
  bioproject       text,
  biosample        text,
  experiment       text,
  sra_study        text,
  sample_name      text,
  center_name      text,
  instrument       text,
  platform         text,
  library_layout   text,
  library_selection text,
  library_source   text,
  tissue           text,
  dev_stage        text,
  sex              text,
  treatment        text,
  condition        text,
  geo_loc_name     text,
  country          text,
  collection_date  text,
  lat_lon          text,
  release_date     date,
  year             integer,
  bases            bigint,
  avg_spot_length  integer,
  fastq_url        text,
  note             text,
  attributes       jsonb NOT NULL                   -- every non-empty source column, verbatim
);
CREATE INDEX omics_run_dataset_idx ON omics_run (dataset_id);
CREATE INDEX omics_run_taxon_idx ON omics_run (taxon_id);
CREATE INDEX omics_run_bioproject_idx ON omics_run (bioproject);

-- ───────────────────────────── literature ─────────────────────────────

CREATE TABLE literature (
  id               text PRIMARY KEY,                -- digits, stable: derived from the DOI or the source record key
  title            text NOT NULL,
  authors          text,                            -- one string, as the source gives the authors
  year             integer,
  journal          text,
  doi              text UNIQUE,                     -- lower case
  issn_l           text,
  volume           text,
  issue            text,
  pages            text,
  publication_date text,
  citation         text,                            -- short citation as the source gives it
  url              text,
  pdf_path         text                             -- JRL archive path as given
);
CREATE INDEX literature_year_idx ON literature (year DESC, id);
CREATE INDEX literature_title_trgm_idx ON literature USING gin (search_text(title) gin_trgm_ops);

CREATE TABLE literature_taxon (
  literature_id text NOT NULL REFERENCES literature,
  taxon_id      integer NOT NULL REFERENCES taxon,
  source_id     text NOT NULL REFERENCES data_source,
  PRIMARY KEY (literature_id, taxon_id)
);
CREATE INDEX literature_taxon_taxon_idx ON literature_taxon (taxon_id);

CREATE TABLE literature_source (
  literature_id text NOT NULL REFERENCES literature,
  source_id     text NOT NULL REFERENCES data_source,
  PRIMARY KEY (literature_id, source_id)
);

-- ───────────────────────────── environment layers ─────────────────────────────

-- Beyer et al. 2020 present (0 BP), 1° land cells, with ETOPO5 elevation summaries.
CREATE TABLE environment_beyer2020_cell (
  lon                 double precision NOT NULL,    -- cell centre
  lat                 double precision NOT NULL,
  bio1                double precision,             -- annual mean temperature, °C
  bio10               double precision,             -- mean temperature of warmest quarter, °C
  bio12               double precision,             -- annual precipitation, mm
  biome_code          smallint,
  biome_name          text,
  elev_mean_m         double precision,
  elev_mean_land_m    double precision,
  elev_sd_m           double precision,
  elev_min_m          double precision,
  elev_max_m          double precision,
  etopo_land_fraction double precision,
  source_id           text NOT NULL REFERENCES data_source,
  PRIMARY KEY (lon, lat)
);

-- Beyer et al. 2020, five time slices (20000, 15000, 10000, 5000, 0 years BP), 1° land cells.
CREATE TABLE environment_beyer2020_timeslice_cell (
  time_years_bp integer NOT NULL,
  lon           double precision NOT NULL,
  lat           double precision NOT NULL,
  bio1          double precision,
  bio10         double precision,
  bio12         double precision,
  biome_code    smallint,
  biome_name    text,
  source_id     text NOT NULL REFERENCES data_source,
  PRIMARY KEY (time_years_bp, lon, lat)
);

-- NOAA ETOPO5 elevation summaries of 0.5° cells with land.
CREATE TABLE environment_etopo5_cell (
  lon              double precision NOT NULL,
  lat              double precision NOT NULL,
  elev_mean_m      double precision,
  elev_mean_land_m double precision,
  elev_min_m       double precision,
  elev_max_m       double precision,
  elev_sd_m        double precision,
  land_fraction    double precision,
  source_id        text NOT NULL REFERENCES data_source,
  PRIMARY KEY (lon, lat)
);

-- Whole rasters (ESRI ASCII grids): values row-major from the northernmost row, as in the file.
CREATE TABLE environment_grid (
  id           text PRIMARY KEY,                    -- e.g. 'etopo5-elevation-mean-0.5deg'
  variable     text NOT NULL,
  unit         text,
  ncols        integer NOT NULL,
  nrows        integer NOT NULL,
  xllcorner    double precision NOT NULL,
  yllcorner    double precision NOT NULL,
  cellsize     double precision NOT NULL,
  nodata_value double precision,
  cell_values  real[] NOT NULL,                     -- NODATA cells are NULL
  source_id    text NOT NULL REFERENCES data_source
);

-- CHELSA V1 climate at GSOD weather stations (points, not a grid).
CREATE TABLE environment_chelsa_station (
  station_id       text PRIMARY KEY,                -- GSOD stnid
  station_name     text,
  ctry_fips        text,
  iso2c            text,
  lat              double precision NOT NULL,
  lon              double precision NOT NULL,
  station_elev_m   double precision,
  bio              real[] NOT NULL,                 -- bio1..bio19 (index 1 = bio1)
  temp_monthly     real[] NOT NULL,                 -- Jan..Dec
  temp_annual_land real,
  prec_monthly     real[] NOT NULL,                 -- Jan..Dec
  prec_annual_land real,
  source_id        text NOT NULL REFERENCES data_source
);
CREATE INDEX environment_chelsa_station_lonlat_idx ON environment_chelsa_station (lon, lat);

-- Means of CHELSA station values per 0.5° cell (sparse, no interpolation).
CREATE TABLE environment_chelsa_cell (
  lon        double precision NOT NULL,
  lat        double precision NOT NULL,
  n_stations integer NOT NULL,
  bio1_mean  double precision,
  bio4_mean  double precision,
  bio5_mean  double precision,
  bio6_mean  double precision,
  bio7_mean  double precision,
  bio10_mean double precision,
  bio11_mean double precision,
  bio12_mean double precision,
  bio15_mean double precision,
  source_id  text NOT NULL REFERENCES data_source,
  PRIMARY KEY (lon, lat)
);

-- NicheBarcoding LappetMoths example: reference and query specimens with coordinates, the authors'
-- environment variables and (queries) the published barcode identification.
CREATE TABLE niche_barcoding_specimen (
  role                     text NOT NULL CHECK (role IN ('reference', 'query')),
  seq_id                   text NOT NULL,
  row_number               integer NOT NULL,        -- the 'no.' column
  verbatim_name            text NOT NULL,           -- 'species' column (Family_Genus_species, or 'unknown')
  scientific_name          text,
  family                   text,
  taxon_id                 integer REFERENCES taxon,
  longitude                double precision,
  latitude                 double precision,
  ant                      double precision,        -- annual mean temperature ×10
  ts                       double precision,        -- temperature seasonality
  tar                      double precision,        -- temperature annual range
  ap                       double precision,        -- annual precipitation
  ps                       double precision,        -- precipitation seasonality
  barcode_target_species   text,                    -- queries: published identification ('target.spe')
  barcode_scientific_name  text,
  barcode_taxon_id         integer REFERENCES taxon,
  barcode_probability      double precision,
  source_id                text NOT NULL REFERENCES data_source,
  PRIMARY KEY (role, seq_id)
);
