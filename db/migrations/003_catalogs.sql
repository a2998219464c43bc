-- Genome, omics and protein catalogs: short source labels and the genome list view (derived, never stored).

-- Short display labels of the catalog sources (the data_source titles are sentences). Editorial
-- text about the source, not data: no foreign key, so the loader's TRUNCATE of data_source is unaffected.
CREATE TABLE IF NOT EXISTS catalog_source_label (
  source_id text PRIMARY KEY,
  label     text NOT NULL UNIQUE
);
INSERT INTO catalog_source_label (source_id, label) VALUES
  ('lepbase-ncbi-assemblies', 'NCBI Datasets'),
  ('scilifelab-genome-portal', 'SciLifeLab Genome Portal'),
  ('pdb-1bom', 'PDB'),
  ('lepidoptera-opsins-proteins', 'Lepidoptera_opsins (Mulhair et al.)'),
  ('ncbi-silk-fibroins', 'NCBI Protein'),
  ('sra-helicoverpa-armigera', 'NCBI SRA'),
  ('dtol-rnaseq-homeobox', 'Darwin Tree of Life (ENA)'),
  ('harvard-rnaseq-run-ids', 'harvardinformatics/GenomeAnnotation'),
  ('lasiommata-megera-resequencing', 'bioinfowheat/Lasiommata_population_genomics')
ON CONFLICT (source_id) DO UPDATE SET label = EXCLUDED.label;

-- One row per assembly with what the list filters, sorts and facets on. A view (not a table) so a
-- reload can never leave it stale. has_browser: the assembly has a place a browser can open on —
-- a gene feature, or a sequence of known length (see db/sql/genomes/browser.sql).
CREATE OR REPLACE VIEW genome_catalog AS
SELECT a.id,
       a.accession,
       a.assembly_name,
       a.verbatim_name,
       a.common_name,
       a.family,
       a.subfamily,
       a.genus,
       a.size_mb,
       a.scaffold_n50_kb,
       a.busco_complete_pct,
       a.assembly_level,
       a.source_id,
       coalesce(l.label, s.title) AS source,
       (EXISTS (SELECT 1 FROM genome_gene_feature f WHERE f.assembly_id = a.id AND f.type = 'gene')
        OR EXISTS (SELECT 1 FROM genome_sequence q WHERE q.assembly_id = a.id AND q.length_bp > 0)) AS has_browser,
       search_text(a.verbatim_name || ' ' || coalesce(a.family, '') || ' ' || coalesce(a.genus, '')) AS search_document
FROM genome_assembly a
JOIN data_source s ON s.id = a.source_id
LEFT JOIN catalog_source_label l ON l.source_id = a.source_id;

-- Gene lists of an assembly in position order.
CREATE INDEX IF NOT EXISTS genome_gene_feature_assembly_gene_idx ON genome_gene_feature (assembly_id, seqid, start_pos) WHERE type = 'gene';
-- Transcriptome runs of one species and type (insights).
CREATE INDEX IF NOT EXISTS omics_run_taxon_type_idx ON omics_run (taxon_id, dataset_type);
