-- BUSCO and chromosome figures of Wright et al. 2024 (Table S1), the BUSCO runs of the 28 full
-- tables (one row per matched assembly; their genes go to genome_busco_gene) and the BUSCO gene →
-- Merian element reference that paints chromosomes (db/genomes/genome-busco-painting.sql).

-- Wright et al. 2024, Table S1: one row per Lepidoptera assembly the table names (matched by accession).
CREATE TABLE IF NOT EXISTS genome_assembly_wright_stats (
  assembly_id            text PRIMARY KEY REFERENCES genome_assembly,
  verbatim_name          text NOT NULL,          -- Species as given (Genus_species)
  accession              text NOT NULL,          -- Genbank_assembly_accession as given
  -- 'version': the table names another version of the assembly's accession (matched without the version)
  accession_match        text NOT NULL CHECK (accession_match IN ('exact', 'version')),
  assembly_name          text,
  project                text,                   -- Source column: DToL | INSDC
  assembly_level         text,                   -- as given (Chromosomal | Scaffold)
  superfamily            text,
  family                 text,
  genome_size_bp         bigint,
  scaffold_n50_bp        bigint,
  contig_n50_mb          numeric,
  percent_in_chromosomes numeric,
  chromosome_number      integer,                -- Chr_number (can be one lower than NCBI's chromosome count)
  busco_complete_pct     numeric,                -- lepidoptera_odb10
  busco_duplicate_copies integer,                -- Number_duplicate_buscos: Duplicated rows of the run (copies, not BUSCOs)
  busco_duplicated_pct   numeric,
  source_id              text NOT NULL REFERENCES data_source
);

-- A BUSCO run given as a full table plus its summary (the 28-assembly files), for the assembly it was
-- matched to. The files name the species only: match_method says how the assembly was identified.
CREATE TABLE IF NOT EXISTS genome_busco_run (
  id                    serial PRIMARY KEY,
  assembly_id           text NOT NULL REFERENCES genome_assembly,
  verbatim_name         text NOT NULL,
  taxon_id              integer REFERENCES taxon,
  busco_version         text,
  lineage               text NOT NULL,
  lineage_date          text,
  markers               integer,
  complete_single       integer,
  complete_duplicated   integer,
  fragmented            integer,
  missing               integer,
  complete_pct          numeric,
  busco_string          text,                   -- as the summary gives it, e.g. 'C:98.8%[S:98.5%,D:0.3%],F:0.4%,M:0.9%,n:5286'
  sequences_with_buscos integer,
  -- 'wgs-project': its WGS sequence names carry the assembly's WGS project; 'wright2024-accession': the
  -- assembly Wright et al. 2024 (same author) name for the species; 'single-assembly': the species' only primary assembly
  match_method          text NOT NULL CHECK (match_method IN ('wgs-project', 'wright2024-accession', 'single-assembly')),
  source_id             text NOT NULL REFERENCES data_source,
  UNIQUE (assembly_id, source_id)
);

-- BUSCO gene (lepidoptera_odb10) → Merian element (M1–M31, MZ), from lep_busco_painter's reference table.
CREATE TABLE IF NOT EXISTS busco_merian_element (
  busco_id       text PRIMARY KEY,
  merian_element text NOT NULL,
  source_id      text NOT NULL REFERENCES data_source
);

-- Derived at load (db/genomes/genome-derived.sql) from the BUSCO source that wins for the assembly.
ALTER TABLE genome_assembly
  ADD COLUMN IF NOT EXISTS busco_duplicated_copies  integer,  -- Duplicated rows (gene copies), not BUSCOs
  ADD COLUMN IF NOT EXISTS busco_assessed_accession text;     -- accession the BUSCO source names; NULL when it names none

-- The painting reads an assembly's Complete genes per sequence.
CREATE INDEX IF NOT EXISTS genome_busco_gene_painting_idx ON genome_busco_gene (assembly_id, sequence_accession)
  WHERE status = 'Complete';
