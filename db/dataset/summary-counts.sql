-- Headline counts of the loaded data: families, species, barcodes, genomes, active domains.
SELECT
  (SELECT count(*) FROM taxon WHERE rank = 'family') AS families,
  (SELECT count(*) FROM taxon WHERE rank = 'species') AS species,
  (SELECT count(*) FROM barcode_sequence) AS barcodes,
  (SELECT count(*) FROM genome_assembly) AS genomes,
  (SELECT count(DISTINCT domain) FROM data_source WHERE records > 0) AS data_domains
