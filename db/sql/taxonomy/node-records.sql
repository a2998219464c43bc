-- Record counts of every data domain under a node (the taxon and its descendants, via taxon.path); one scan per table.
WITH sub AS (SELECT id FROM taxon WHERE path @> ARRAY[${id}::int]),
barcodes AS (
  SELECT count(*)::int AS n, count(DISTINCT taxon_id)::int AS taxa,
         percentile_disc(0.5) WITHIN GROUP (ORDER BY length_bp) AS median_bp,
         string_agg(DISTINCT marker, ', ' ORDER BY marker) AS markers
  FROM barcode_sequence WHERE taxon_id IN (SELECT id FROM sub)
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
       (SELECT count(*)::int FROM occurrence WHERE taxon_id IN (SELECT id FROM sub)) AS occurrences,
       (SELECT count(*)::int FROM hostplant_association WHERE taxon_id IN (SELECT id FROM sub)) AS hostplant_records,
       o.transcriptomes, o.population AS population_datasets, o.runs AS omics_runs,
       (SELECT count(*)::int FROM protein WHERE taxon_id IN (SELECT id FROM sub)) AS proteins
FROM barcodes b, genomes g, omics o
