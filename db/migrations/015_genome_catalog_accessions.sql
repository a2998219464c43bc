-- The genome list view again (003_catalogs.sql), now searchable by GenBank and RefSeq accession, with the contract's
-- assembly level (NCBI's `Complete Genome` is `chromosome`) and the release date the list filters and reports on.
-- Same columns in the same order, new ones at the end (what CREATE OR REPLACE VIEW allows).
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
       search_text(a.verbatim_name || ' ' || coalesce(a.family, '') || ' ' || coalesce(a.genus, '') || ' ' ||
                   a.accession || ' ' || coalesce(a.refseq_accession, '')) AS search_document,
       a.refseq_accession,
       CASE WHEN lower(a.assembly_level) IN ('chromosome', 'complete genome') THEN 'chromosome'
            WHEN lower(a.assembly_level) = 'scaffold' THEN 'scaffold'
            ELSE 'contig' END AS level,
       a.submission_date
FROM genome_assembly a
JOIN data_source s ON s.id = a.source_id
LEFT JOIN catalog_source_label l ON l.source_id = a.source_id;
