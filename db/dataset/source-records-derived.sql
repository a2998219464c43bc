-- data_source.records: the rows each source contributed, over every table that stores source rows
-- (derived tables such as omics_dataset and link tables such as literature_taxon are not counted);
-- data_source rows are fresh (records = 0), so sources without rows keep 0.
WITH loaded AS (
  SELECT source_id, count(*) AS n FROM taxon GROUP BY source_id
  UNION ALL SELECT source_id, count(*) FROM taxon_synonym GROUP BY source_id
  UNION ALL SELECT source_id, count(*) FROM taxon_common_name GROUP BY source_id
  UNION ALL SELECT source_id, count(*) FROM taxon_type_species GROUP BY source_id
  UNION ALL SELECT source_id, count(*) FROM iodatabase_checklist GROUP BY source_id
  UNION ALL SELECT source_id, count(*) FROM iodatabase_synonym GROUP BY source_id
  UNION ALL SELECT source_id, count(*) FROM barcode_sequence GROUP BY source_id
  UNION ALL SELECT source_id, count(*) FROM occurrence GROUP BY source_id
  UNION ALL SELECT source_id, count(*) FROM hostplant_association GROUP BY source_id
  UNION ALL SELECT source_id, count(*) FROM species_trait GROUP BY source_id
  UNION ALL SELECT source_id, count(*) FROM genome_assembly GROUP BY source_id
  UNION ALL SELECT source_id, count(*) FROM genome_assembly_portal_stats GROUP BY source_id
  UNION ALL SELECT source_id, count(*) FROM genome_sequence GROUP BY source_id
  UNION ALL SELECT source_id, count(*) FROM genome_busco_gene GROUP BY source_id
  UNION ALL SELECT source_id, count(*) FROM genome_busco_run GROUP BY source_id
  UNION ALL SELECT source_id, count(*) FROM genome_assembly_wright_stats GROUP BY source_id
  UNION ALL SELECT source_id, count(*) FROM busco_merian_element GROUP BY source_id
  UNION ALL SELECT source_id, count(*) FROM genome_gene_feature GROUP BY source_id
  UNION ALL SELECT source_id, count(*) FROM protein GROUP BY source_id
  UNION ALL SELECT source_id, count(*) FROM protein_structure GROUP BY source_id
  UNION ALL SELECT source_id, count(*) FROM omics_run GROUP BY source_id
  UNION ALL SELECT source_id, count(*) FROM literature_source GROUP BY source_id
  UNION ALL SELECT source_id, count(*) FROM environment_beyer2020_cell GROUP BY source_id
  UNION ALL SELECT source_id, count(*) FROM environment_beyer2020_timeslice_cell GROUP BY source_id
  UNION ALL SELECT source_id, count(*) FROM environment_etopo5_cell GROUP BY source_id
  UNION ALL SELECT source_id, count(*) FROM environment_grid GROUP BY source_id
  UNION ALL SELECT source_id, count(*) FROM environment_chelsa_station GROUP BY source_id
  UNION ALL SELECT source_id, count(*) FROM environment_chelsa_cell GROUP BY source_id
  UNION ALL SELECT source_id, count(*) FROM niche_barcoding_specimen GROUP BY source_id
)
UPDATE data_source d
SET records = totals.n
FROM (SELECT source_id, sum(n) AS n FROM loaded GROUP BY source_id) totals
WHERE totals.source_id = d.id;
