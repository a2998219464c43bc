// The tables the loader owns: emptied and refilled on every load (schema in db/migrations/001_dataset.sql).

export const DATA_TABLES = [
  'data_source',
  'taxon', 'taxon_synonym', 'taxon_common_name', 'taxon_type_species', 'iodatabase_checklist', 'iodatabase_synonym',
  'barcode_sequence',
  'occurrence',
  'hostplant_association', 'species_trait',
  'genome_assembly', 'genome_assembly_portal_stats', 'genome_sequence', 'genome_busco_gene', 'genome_gene_feature',
  'protein', 'protein_structure',
  'omics_dataset', 'omics_run',
  'literature', 'literature_taxon', 'literature_source',
  'environment_beyer2020_cell', 'environment_beyer2020_timeslice_cell', 'environment_etopo5_cell', 'environment_grid',
  'environment_chelsa_station', 'environment_chelsa_cell', 'niche_barcoding_specimen',
] as const;

export type DataTable = (typeof DATA_TABLES)[number];
