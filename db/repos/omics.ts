// Omics: transcriptome datasets, a species' transcriptome insights and population-genome datasets.
import type { Db } from '../database.js';
import { slugify } from '../load/slug.js';
import { sql } from '../sql.js';
import { orderBy, safeOffset, valueCounts, type SortDirection, type ValueCount } from './catalog-query.js';

export type TranscriptomeSortBy = 'scientificName' | 'datasetName' | 'condition' | 'platform' | 'source' | 'runCount';

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
export const DESIGN_MATRIX_MAX_ROWS = 500;

export interface TranscriptomeListParams {
  species: string | null;
  sortBy: TranscriptomeSortBy;
  sortDirection: SortDirection;
  includeFacets: boolean;
  limit: number;
  offset: number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of the hand-written SQL, mapped field by field below
type Row = Record<string, any>;

export interface ResolvedSpecies {
  taxonId: number | null;
  slug: string;
  scientificName: string;
}

/** The taxon's slug; for a name the taxonomy lacks, the same slug rule applied to the name as given. */
function speciesSlug(r: Row): string {
  return r.species_slug ?? slugify(r.scientific_name);
}

function transcriptome(r: Row) {
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

export function createOmicsRepo(db: Db) {
  return {
    async listTranscriptomes(p: TranscriptomeListParams) {
      const row = await db.one(sql('omics/list-transcriptomes.sql'), {
        species: p.species,
        orderBy: orderBy(TRANSCRIPTOME_SORT[p.sortBy], p.sortDirection),
        facets: p.includeFacets,
        limit: p.limit,
        offset: safeOffset(p.offset),
      });
      const facets: { platforms: ValueCount[]; conditions: ValueCount[]; sources: ValueCount[] } | undefined =
        p.includeFacets
          ? {
              platforms: valueCounts(row.platforms),
              conditions: valueCounts(row.conditions),
              sources: valueCounts(row.sources),
            }
          : undefined;
      return { total: Number(row.total), items: (row.items as Row[]).map(transcriptome), facets };
    },

    async resolveSpecies(species: string): Promise<ResolvedSpecies | null> {
      const row = await db.oneOrNone(sql('omics/resolve-species.sql'), { species });
      return (
        row && {
          taxonId: row.taxon_id,
          slug: row.slug ?? slugify(row.scientific_name),
          scientificName: row.scientific_name,
        }
      );
    },

    /** Sample overview, design matrix and gene overview of one resolved species. */
    async insights(species: ResolvedSpecies) {
      const params = { taxonId: species.taxonId, name: species.scientificName, limit: DESIGN_MATRIX_MAX_ROWS + 1 };
      // in parallel on pooled connections (one connection runs one query at a time)
      const [overview, design, genes] = await Promise.all([
        db.one(sql('omics/sample-overview.sql'), params),
        db.any(sql('omics/design-matrix.sql'), params),
        species.taxonId === null ? null : db.oneOrNone(sql('omics/gene-overview.sql'), params),
      ]);
      const rows = design.slice(0, DESIGN_MATRIX_MAX_ROWS);
      const factors = (['tissue', 'devStage', 'sex', 'treatment'] as const).filter((factor) =>
        rows.some((r) => r[factor === 'devStage' ? 'dev_stage' : factor] !== null),
      );
      return {
        species: { slug: species.slug, scientificName: species.scientificName },
        sampleOverview: {
          runs: Number(overview.runs),
          byTissue: valueCounts(overview.by_tissue),
          byDevStage: valueCounts(overview.by_dev_stage),
          bySex: valueCounts(overview.by_sex),
          byPlatform: valueCounts(overview.by_platform),
          byYear: valueCounts(overview.by_year),
        },
        designMatrix: {
          factors,
          rows: rows.map((r) => ({
            condition: r.condition,
            tissue: r.tissue,
            devStage: r.dev_stage,
            sex: r.sex,
            treatment: r.treatment,
            samples: Number(r.samples),
            runs: Number(r.runs),
          })),
          truncated: design.length > DESIGN_MATRIX_MAX_ROWS,
        },
        geneOverview: genes && {
          source: `${genes.feature_source} (${genes.source_title})`,
          assemblyAccession: genes.accession,
          genes: Number(genes.genes),
          features: (genes.features as Row[]).map((f) => ({ type: String(f.type), count: Number(f.count) })),
        },
        // the shipped data has run metadata only, no expression values
        expressionMatrix: null,
      };
    },

    async listPopulationGenomes(limit: number, offset: number) {
      const [rows, count] = await Promise.all([
        db.any(sql('omics/list-population-genomes.sql'), { limit, offset: safeOffset(offset) }),
        db.one(sql('omics/count-population-genomes.sql')),
      ]);
      return {
        total: Number(count.total),
        items: rows.map((r) => ({
          id: r.id,
          speciesSlug: speciesSlug(r),
          scientificName: r.scientific_name,
          populationName: r.population_name,
          sampleCount: r.sample_count,
          // no source counts variants
          variantCount: null,
          source: r.source,
        })),
      };
    },
  };
}

export type OmicsRepo = ReturnType<typeof createOmicsRepo>;
