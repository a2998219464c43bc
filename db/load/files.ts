// Paths of the shipped data files, relative to the dataset folder (data/).

export const FILE = {
  lepitaxaTaxa: 'taxonomy/lepitaxa_taxa.csv.gz',
  lepitaxaSynonyms: 'taxonomy/lepitaxa_synonyms.csv.gz',
  lepitaxaCommonNames: 'taxonomy/lepitaxa_common_names.csv.gz',
  lepitaxaTypeSpecies: 'taxonomy/lepitaxa_type_species.csv.gz',
  iodatabaseChecklist: 'taxonomy/iodatabase_westpalearctic_butterfly_checklist.csv.gz',
  iodatabaseSynonyms: 'taxonomy/iodatabase_synonyms.csv.gz',

  iodatabaseCoiFasta: 'barcodes/iodatabase_coi.fasta.gz',
  iodatabaseCoiIndex: 'barcodes/iodatabase_coi_index.csv.gz',
  nicheReferenceCoi: 'barcodes/nichebarcoding_lappetmoths_reference_coi.fasta.gz',
  nicheQueryCoi: 'barcodes/nichebarcoding_lappetmoths_query_coi.fasta.gz',
  nicheQueryIdentification: 'barcodes/nichebarcoding_lappetmoths_query_barcode_identification.csv.gz',
  tibetanNoctuidaeCoi: 'barcodes/barcodingr_tibetan_noctuidae_coi.fasta.gz',
  dendrolimusCoi: 'barcodes/barcodingr_dendrolimus_coi.fasta.gz',
  dendrolimusIts1: 'barcodes/barcodingr_dendrolimus_its1.fasta.gz',
  dendrolimusIts2: 'barcodes/barcodingr_dendrolimus_its2.fasta.gz',

  iodatabaseOccurrences: 'occurrences/iodatabase_coi_specimen_occurrences.csv.gz',
  gbifEurope: 'occurrences/gbif_europe_nymphalis_xanthomelas_apatura_ilia_open.csv.gz',
  sierraNevada: 'occurrences/sierra_nevada_butterfly_monitoring_zones_2019_2024.csv.gz',
  nicheReferencePoints: 'occurrences/nichebarcoding_lappetmoths_reference_points.csv.gz',
  nicheAdditionalPoints: 'occurrences/nichebarcoding_lappetmoths_additional_points.csv.gz',
  nicheQueryPoints: 'occurrences/nichebarcoding_lappetmoths_query_points.csv.gz',
  nefNorway: 'occurrences/nef_norway_lepidoptera_occurrences.csv.gz',
  larsenShirey: 'occurrences/larsen_shirey_2021_curated_butterfly_occurrences.csv.gz',

  hosts: 'hostplants/nhm_hosts_lepidoptera_hostplants.csv.gz',
  lepTraits: 'hostplants/leptraits_v1_consensus_butterfly_traits.csv.gz',

  ncbiAssemblies: 'genomes/ncbi_assemblies_lepidoptera_trichoptera.tsv.gz',
  lepbaseSequenceStats: 'genomes/lepbase_sequence_stats_3_assemblies.tsv.gz',
  lepbaseBusco: 'genomes/lepbase_busco_lepidoptera_odb10_3_assemblies.tsv.gz',
  maniolaBuscoGff: 'genomes/maniola_hyperantus_GCA_902806685.1_busco_lepidoptera_odb10.gff3.gz',
  dtolChromosomes: 'genomes/dtol_chromosome_accessions_68_species.tsv.gz',
  opsinGeneModels: 'genomes/opsin_gene_models_exonerate_3_species.gff.gz',
  scilifelabStats: 'genomes/scilifelab_genome_portal_lepidoptera_assembly_stats.csv.gz',
  wright2024Assemblies: 'genomes/wright2024_lepidoptera_assemblies_busco_tableS1.tsv.gz',
  buscoFullTables: 'genomes/busco/busco_lepidoptera_odb10_full_tables_28_assemblies.tsv.gz',
  buscoSummaries: 'genomes/busco/busco_lepidoptera_odb10_summary_28_assemblies.tsv.gz',
  merianElements: 'genomes/busco/merian_elements_reference_table.tsv.gz',

  bombyxinPdb: 'proteins/1BOM_bombyxin_II_bombyx_mori.pdb.gz',
  opsinFasta: 'proteins/lepidoptera_opsin_proteins.fasta.gz',
  opsinCsv: 'proteins/lepidoptera_opsin_proteins.csv.gz',
  fibroinCsv: 'proteins/ncbi_lepidoptera_silk_fibroin_protein_records.csv.gz',
  fibroinFasta: 'proteins/ncbi_lepidoptera_silk_fibroin_proteins.fasta.gz',

  sraHelicoverpa: 'omics/sra_runtable_helicoverpa_armigera.csv.gz',
  dtolRnaseq: 'omics/dtol_rnaseq_runs_8_butterflies_moths.csv.gz',
  rnaseqRunIds: 'omics/rnaseq_run_ids_bombyx_danaus_heliconius.csv.gz',
  lasiommataSamples: 'omics/lasiommata_megera_wgs_resequencing_samples.csv.gz',

  lepitaxaReferences: 'literature/lepitaxa_phylogeny_references.csv.gz',
  jrlArticles: 'literature/journal_research_lepidoptera_articles_1962_2017.csv.gz',

  nicheReferenceEnv: 'environment/nichebarcoding_lappetmoths_reference_env.csv.gz',
  nicheQueryEnv: 'environment/nichebarcoding_lappetmoths_query_env.csv.gz',
  beyerPresent: 'environment/beyer2020_present_1deg_land_bio1_bio10_bio12_biome_etopo5_elev.csv.gz',
  beyerTimeslices: 'environment/beyer2020_5timeslices_1deg_land_bio1_bio10_bio12_biome.csv.gz',
  etopoCells: 'environment/etopo5_elevation_0.5deg_land_cells.csv.gz',
  etopoGrid: 'environment/etopo5_elevation_mean_0.5deg.asc.gz',
  chelsaStations: 'environment/chelsa_v1_climate_at_gsod_stations.csv.gz',
  chelsaCells: 'environment/chelsa_v1_bioclim_gsod_station_means_0.5deg_cells.csv.gz',
} as const;

export type DataFile = (typeof FILE)[keyof typeof FILE];
