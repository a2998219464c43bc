// Omics: transcriptome datasets, a species' transcriptome insights and population-genome datasets.
import { MAX_ITEMS, type Schema } from '../../generated/operations.js';
import type { Db } from '../database.js';
import { slugify } from '../load/slug.js';
import { sql } from '../sql.js';
import { orderBy, safeOffset, valueCounts, type SortDirection, type ValueCount } from '../catalog-query.js';

export type TranscriptomeSortBy = Schema<'TranscriptomeSortBy'>;
export type TranscriptomeItem = Schema<'TranscriptomeItem'>;
export type TranscriptomeInsights = Schema<'TranscriptomeInsightsData'>;
export type PopulationGenomeItem = Schema<'PopulationGenomeItem'>;

/** API sort field → column of the transcriptome list query (the only text that reaches ORDER BY). */
const TRANSCRIPTOME_SORT: Record<TranscriptomeSortBy, string> = {
  scientificName: 'scientific_name',
  datasetName: 'dataset_name',
  condition: 'condition',
  platform: 'platform',
  source: 'source',
  runCount: 'run_count',
};

/** Most design-matrix rows returned (the contract's bound). */
export const DESIGN_MATRIX_MAX_ROWS = MAX_ITEMS['DesignMatrix.rows'];

export interface TranscriptomeListParams {
  species: string | null;
  sortBy: TranscriptomeSortBy;
  sortDirection: SortDirection;
  includeFacets: boolean;
  limit: number;
  offset: number;
}

export interface TranscriptomeList {
  total: number;
  items: TranscriptomeItem[];
  /** Present only when asked for (`includeFacets`). */
  facets?: Schema<'TranscriptomeFacets'>;
}

export interface PopulationGenomeList {
  total: number;
  items: PopulationGenomeItem[];
}

export interface ResolvedSpecies {
  taxonId: number | null;
  slug: string;
  scientificName: string;
}

/** Columns shared by the dataset rows: the taxon's slug (null when the taxonomy lacks the name) and the name. */
interface SpeciesColumns {
  species_slug: string | null;
  scientific_name: string;
}

/** A dataset of list-transcriptomes.sql (inside its JSON items). */
interface TranscriptomeRow extends SpeciesColumns {
  id: string;
  dataset_name: string;
  condition: string | null;
  platform: string | null;
  source: string;
  run_count: number;
  bioproject: string | null;
  tissue: string | null;
  dev_stage: string | null;
}

/** list-transcriptomes.sql: total, one page and, when asked, the facets (null otherwise). */
interface TranscriptomeListRow {
  total: number;
  items: TranscriptomeRow[];
  platforms: ValueCount[] | null;
  conditions: ValueCount[] | null;
  sources: ValueCount[] | null;
}

interface ResolvedSpeciesRow {
  taxon_id: number | null;
  slug: string | null;
  scientific_name: string;
}

interface SampleOverviewRow {
  runs: number;
  by_tissue: ValueCount[];
  by_dev_stage: ValueCount[];
  by_sex: ValueCount[];
  by_platform: ValueCount[];
  by_year: ValueCount[];
}

/** design-matrix.sql groups only runs with a condition, so `condition` is never null. */
interface DesignRow {
  condition: string;
  tissue: string | null;
  dev_stage: string | null;
  sex: string | null;
  treatment: string | null;
  samples: number;
  runs: number;
}

interface GeneOverviewRow {
  accession: string;
  genes: number;
  feature_source: string;
  source_title: string;
  features: { type: string; count: number }[];
}

interface PopulationGenomeRow extends SpeciesColumns {
  id: string;
  population_name: string;
  sample_count: number | null;
  source: string;
}

/** The taxon's slug; for a name the taxonomy lacks, the same slug rule applied to the name as given. */
function speciesSlug(r: SpeciesColumns): string {
  return r.species_slug ?? slugify(r.scientific_name);
}

function transcriptome(r: TranscriptomeRow): TranscriptomeItem {
  const slug = speciesSlug(r);
  return {
    id: r.id,
    speciesSlug: slug,
    scientificName: r.scientific_name,
    datasetName: r.dataset_name,
    condition: r.condition,
    platform: r.platform,
    source: r.source,
    download: `/api/v1/species/${slug}/downloads?datasetType=transcriptome`,
    runCount: r.run_count,
    bioproject: r.bioproject,
    tissue: r.tissue,
    devStage: r.dev_stage,
  };
}

function populationGenome(r: PopulationGenomeRow): PopulationGenomeItem {
  return {
    id: r.id,
    speciesSlug: speciesSlug(r),
    scientificName: r.scientific_name,
    populationName: r.population_name,
    sampleCount: r.sample_count,
    // no source counts variants
    variantCount: null,
    source: r.source,
  };
}

type Factor = Schema<'DesignMatrix'>['factors'][number];

/** Design-matrix factors in the contract's order, each with its column. */
const FACTOR_COLUMNS: readonly (readonly [Factor, 'tissue' | 'dev_stage' | 'sex' | 'treatment'])[] = [
  ['tissue', 'tissue'],
  ['devStage', 'dev_stage'],
  ['sex', 'sex'],
  ['treatment', 'treatment'],
];

/** The factors some row states (a factor no row states does not define the conditions). */
function statedFactors(rows: readonly DesignRow[]): Factor[] {
  return FACTOR_COLUMNS.filter(([, column]) => rows.some((r) => r[column] !== null)).map(([factor]) => factor);
}

export function createOmicsRepo(db: Db) {
  return {
    async listTranscriptomes(p: TranscriptomeListParams): Promise<TranscriptomeList> {
      const row = await db.one<TranscriptomeListRow>(sql('omics/list-transcriptomes.sql'), {
        species: p.species,
        orderBy: orderBy(TRANSCRIPTOME_SORT[p.sortBy], p.sortDirection),
        facets: p.includeFacets,
        limit: p.limit,
        offset: safeOffset(p.offset),
      });
      const list: TranscriptomeList = { total: row.total, items: row.items.map(transcriptome) };
      if (p.includeFacets)
        list.facets = {
          platforms: valueCounts(row.platforms),
          conditions: valueCounts(row.conditions),
          sources: valueCounts(row.sources),
        };
      return list;
    },

    async resolveSpecies(species: string): Promise<ResolvedSpecies | null> {
      const row = await db.oneOrNone<ResolvedSpeciesRow>(sql('omics/resolve-species.sql'), { species });
      return (
        row && {
          taxonId: row.taxon_id,
          slug: row.slug ?? slugify(row.scientific_name),
          scientificName: row.scientific_name,
        }
      );
    },

    /** Sample overview, design matrix and gene overview of one resolved species. */
    async insights(species: ResolvedSpecies): Promise<TranscriptomeInsights> {
      const params = { taxonId: species.taxonId, name: species.scientificName, limit: DESIGN_MATRIX_MAX_ROWS + 1 };
      // in parallel on pooled connections (one connection runs one query at a time)
      const [overview, design, genes] = await Promise.all([
        db.one<SampleOverviewRow>(sql('omics/sample-overview.sql'), params),
        db.any<DesignRow>(sql('omics/design-matrix.sql'), params),
        species.taxonId === null ? null : db.oneOrNone<GeneOverviewRow>(sql('omics/gene-overview.sql'), params),
      ]);
      const rows = design.slice(0, DESIGN_MATRIX_MAX_ROWS);
      return {
        species: { slug: species.slug, scientificName: species.scientificName },
        sampleOverview: {
          runs: overview.runs,
          byTissue: valueCounts(overview.by_tissue),
          byDevStage: valueCounts(overview.by_dev_stage),
          bySex: valueCounts(overview.by_sex),
          byPlatform: valueCounts(overview.by_platform),
          byYear: valueCounts(overview.by_year),
        },
        designMatrix: {
          factors: statedFactors(rows),
          rows: rows.map((r) => ({
            condition: r.condition,
            tissue: r.tissue,
            devStage: r.dev_stage,
            sex: r.sex,
            treatment: r.treatment,
            samples: r.samples,
            runs: r.runs,
          })),
          truncated: design.length > DESIGN_MATRIX_MAX_ROWS,
        },
        geneOverview: genes && {
          source: `${genes.feature_source} (${genes.source_title})`,
          assemblyAccession: genes.accession,
          genes: genes.genes,
          features: genes.features,
        },
        // the shipped data has run metadata only, no expression values
        expressionMatrix: null,
      };
    },

    async listPopulationGenomes(limit: number, offset: number): Promise<PopulationGenomeList> {
      const [rows, count] = await Promise.all([
        db.any<PopulationGenomeRow>(sql('omics/list-population-genomes.sql'), { limit, offset: safeOffset(offset) }),
        db.one<{ total: number }>(sql('omics/count-population-genomes.sql')),
      ]);
      return { total: count.total, items: rows.map(populationGenome) };
    },
  };
}

export type OmicsRepo = ReturnType<typeof createOmicsRepo>;
