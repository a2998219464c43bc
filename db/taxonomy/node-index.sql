-- Everything the in-memory node index (node-index.ts) holds, read once per data version in one round trip: the
-- statements answer, in order, what get-node.sql, node-records.sql, node-ecology.sql, node-literature-graph.sql,
-- node-literature-page.sql and list-children.sql read per request. Orders that compare text are taken from here (the
-- database's collation), never redone in JavaScript.

-- 1. every taxon, with its place in the collation order of taxon names
SELECT id, parent_id, name, rank, rank_order, authorship, depth, child_count, species_count,
       dense_rank() OVER (ORDER BY name)::int AS name_order
FROM taxon;

-- 2. common names, per taxon in the detail's order
SELECT taxon_id, name, language FROM taxon_common_name ORDER BY taxon_id, language, name;

-- 3. every text value a node's lists group, compare or take the max of, in collation order (its index is its rank)
SELECT v FROM (
  SELECT country AS v FROM taxon_occurrence_rollup
  UNION SELECT country_code FROM taxon_occurrence_rollup
  UNION SELECT country_key FROM taxon_occurrence_rollup
  UNION SELECT hostplant_family FROM taxon_hostplant_rollup
  UNION SELECT marker FROM taxon_barcode_rollup
  UNION SELECT voltinism FROM species_trait
) s WHERE v IS NOT NULL ORDER BY v;

-- 4. each taxon's own record counts (a subtree's are their sums)
SELECT taxon_id, 'occurrences' AS kind, sum(records)::int AS n FROM taxon_occurrence_rollup GROUP BY taxon_id
UNION ALL SELECT taxon_id, 'hostplantRecords', sum(records)::int FROM taxon_hostplant_rollup GROUP BY taxon_id
UNION ALL SELECT taxon_id, 'genomes', count(*)::int FROM genome_assembly WHERE taxon_id IS NOT NULL GROUP BY taxon_id
UNION ALL SELECT taxon_id, 'chromosomeGenomes', count(*)::int FROM genome_assembly
          WHERE taxon_id IS NOT NULL AND assembly_level = 'Chromosome' GROUP BY taxon_id
UNION ALL SELECT taxon_id, 'transcriptomes', count(*)::int FROM omics_dataset
          WHERE taxon_id IS NOT NULL AND dataset_type = 'transcriptome' GROUP BY taxon_id
UNION ALL SELECT taxon_id, 'populationDatasets', count(*)::int FROM omics_dataset
          WHERE taxon_id IS NOT NULL AND dataset_type = 'population-genome' GROUP BY taxon_id
UNION ALL SELECT taxon_id, 'omicsRuns', coalesce(sum(run_count), 0)::int FROM omics_dataset
          WHERE taxon_id IS NOT NULL GROUP BY taxon_id
UNION ALL SELECT taxon_id, 'proteins', count(*)::int FROM protein WHERE taxon_id IS NOT NULL GROUP BY taxon_id;

-- 5. barcodes per taxon, marker and length
SELECT taxon_id, marker, length_bp, records FROM taxon_barcode_rollup;

-- 6. host-plant records per taxon and plant family (records without a family count only in the totals)
SELECT taxon_id, hostplant_family, records FROM taxon_hostplant_rollup WHERE hostplant_family IS NOT NULL;

-- 7. occurrence records per taxon and country key
SELECT taxon_id, country_key, country, country_code, records FROM taxon_occurrence_rollup WHERE country_key IS NOT NULL;

-- 8. LepTraits records of taxa
SELECT taxon_id, flight_months, wingspan_lower, wingspan_upper, forewing_lower, forewing_upper, voltinism
FROM species_trait WHERE taxon_id IS NOT NULL;

-- 9. flight periods, as stored (the contract's shape)
SELECT taxon_id, period::text AS period FROM taxon_flight_period;

-- 10. publications linked to any taxon, in the literature pages' order (newest first)
SELECT l.id, l.title, l.authors, l.year, l.journal, l.doi, l.url, l.citation
FROM literature l WHERE EXISTS (SELECT 1 FROM literature_taxon k WHERE k.literature_id = l.id)
ORDER BY l.year DESC NULLS LAST, l.id;

-- 11. which taxa each publication is about
SELECT literature_id, taxon_id FROM literature_taxon
