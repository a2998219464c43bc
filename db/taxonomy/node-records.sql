-- Record counts of every data domain under a node (the taxon and its descendants, via taxon.path): occurrences,
-- host-plant records and barcodes from their per-taxon rollups (db/taxonomy/taxon-rollups.sql), the small tables directly.
WITH sub AS (SELECT id FROM taxon WHERE path @> ARRAY[${id}::int]),
barcode_rows AS (SELECT * FROM taxon_barcode_rollup WHERE taxon_id IN (SELECT id FROM sub)),
-- percentile_disc(0.5) over the lengths: the first length whose cumulative share of the barcodes reaches one half
barcode_lengths AS (
  SELECT length_bp, sum(sum(records)) OVER (ORDER BY length_bp) AS cumulative, sum(sum(records)) OVER () AS total
  FROM barcode_rows WHERE length_bp IS NOT NULL GROUP BY length_bp
),
barcodes AS (
  SELECT coalesce(sum(records), 0)::int AS n, count(DISTINCT taxon_id)::int AS taxa,
         (SELECT min(length_bp) FROM barcode_lengths WHERE cumulative * 2 >= total) AS median_bp,
         string_agg(DISTINCT marker, ', ' ORDER BY marker) AS markers
  FROM barcode_rows
),
genomes AS (
  SELECT count(*)::int AS n, (count(*) FILTER (WHERE assembly_level = 'Chromosome'))::int AS chromosome
  FROM genome_assembly WHERE taxon_id IN (SELECT id FROM sub)
),
omics AS (
  SELECT (count(*) FILTER (WHERE dataset_type = 'transcriptome'))::int AS transcriptomes,
         (count(*) FILTER (WHERE dataset_type = 'population-genome'))::int AS population,
         coalesce(sum(run_count), 0)::int AS runs
  FROM omics_dataset WHERE taxon_id IN (SELECT id FROM sub)
)
SELECT b.n AS barcodes, b.taxa AS barcoded_taxa, b.median_bp AS barcode_median_bp, b.markers AS barcode_markers,
       g.n AS genomes, g.chromosome AS chromosome_genomes,
       (SELECT coalesce(sum(records), 0)::int FROM taxon_occurrence_rollup WHERE taxon_id IN (SELECT id FROM sub)) AS occurrences,
       (SELECT coalesce(sum(records), 0)::int FROM taxon_hostplant_rollup WHERE taxon_id IN (SELECT id FROM sub))
         AS hostplant_records,
       o.transcriptomes, o.population AS population_datasets, o.runs AS omics_runs,
       (SELECT count(*)::int FROM protein WHERE taxon_id IN (SELECT id FROM sub)) AS proteins
FROM barcodes b, genomes g, omics o
