// The long-tail request mix of tools/bench-api.ts: for every read operation, requests drawn from the whole data (every
// taxon of the checklist at every rank, its synonyms and common names, every node id, every page depth, tiles at zooms
// 0–14 wherever there are records), shuffled with a seed and sent each once (a shared counter over all connections), so
// the answer cache helps no more than it would a portal's visitors. The data comes from the service's own database
// (the preparation child answers `checklist` over IPC: see service-process.ts).
import {
  BASIS_OF_RECORD,
  DISTRIBUTION_SOURCES,
  FILTER_NAMES,
  type OccurrenceFilterName,
} from '../../db/distributions/occurrence-filter.js';
import type { LoadRequest } from './load.js';
import type { OperationMix } from './api-mix.js';
import { seededRandom } from './stats.js';

/** What the long tail draws from: read from the loaded database by the preparation run. */
export interface Checklist {
  /** Every taxon: id, name, rank. */
  readonly taxa: { id: number; name: string; rank: string }[];
  /** Synonyms and common names (scientific names are in `taxa`). */
  readonly otherNames: string[];
  readonly genomeIds: string[];
  readonly proteinIds: number[];
  readonly structureIds: number[];
  readonly literatureIds: string[];
  readonly barcodeIds: string[];
  /** Longitude/latitude of a seeded sample of the occurrence records (tiles are asked where the records are). */
  readonly points: [number, number][];
  readonly genomeFamilies: string[];
  /** The occurrence records' country codes (the occurrence filters draw from them). */
  readonly countries: string[];
  /** Total rows of the lists whose pages the long tail walks. */
  readonly totals: Record<'distributions' | 'proteins' | 'literature' | 'barcodes' | 'hostplants' | 'genomes', number>;
}

/** The SQL the preparation child runs to fill a Checklist (tools may read the database directly). */
export const CHECKLIST_QUERIES = {
  taxa: 'SELECT id, name, rank FROM taxon ORDER BY id',
  otherNames: 'SELECT name FROM taxon_synonym UNION SELECT name FROM taxon_common_name ORDER BY 1',
  genomeIds: 'SELECT id FROM genome_assembly ORDER BY id',
  proteinIds: 'SELECT id FROM protein ORDER BY id',
  structureIds: 'SELECT DISTINCT protein_id AS id FROM protein_structure ORDER BY 1',
  literatureIds: 'SELECT id FROM literature ORDER BY id',
  // /barcodes lists species records (barcode_species_stats), and /barcodes/{id}/fasta takes their ids
  barcodeIds: 'SELECT record_id AS id FROM barcode_species_stats ORDER BY 1',
  points: `SELECT longitude AS x, latitude AS y FROM occurrence
           WHERE longitude IS NOT NULL AND latitude IS NOT NULL ORDER BY md5(id) LIMIT 40000`,
  genomeFamilies: 'SELECT DISTINCT family AS name FROM genome_assembly WHERE family IS NOT NULL ORDER BY 1',
  countries: 'SELECT DISTINCT country_code AS name FROM occurrence WHERE country_code IS NOT NULL ORDER BY 1',
} as const;

/** The occurrence filters the filtered row draws from: every one but `q` (rows of its own) and polygons. */
const OCCURRENCE_FILTERS = FILTER_NAMES.filter((name) => name !== 'q' && name !== 'geometry');
/** The facets of GET /distributions (openapi/paths/distributions.yaml). */
const FACETS = ['country', 'year', 'month', 'source', 'family', 'basisOfRecord', 'taxonId'];

const q = (text: string) => encodeURIComponent(text);

/** Distinct values in a seeded random order. */
function shuffled<T>(values: Iterable<T>, random: () => number): T[] {
  const list = [...new Set(values)];
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/** The slippy-map tile containing a point at zoom z. */
function tileOf(lon: number, lat: number, z: number): [number, number] {
  const n = 2 ** z;
  const clampedLat = Math.max(-85.05, Math.min(85.05, lat));
  const rad = (clampedLat * Math.PI) / 180;
  const x = Math.floor(((lon + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return [Math.min(n - 1, Math.max(0, x)), Math.min(n - 1, Math.max(0, y))];
}

/**
 * Every read operation's long-tail paths (distinct, shuffled); the operations whose answer takes no parameter (root,
 * health, one job…) keep their repeated mix: they have no long tail. Paths of the repeated mix are left out, so the
 * first-request timing of the repeated mix warms nothing the long tail asks.
 */
export function buildLongTail(list: Checklist, repeated: readonly OperationMix[], seed = 20261126): OperationMix[] {
  const random = seededRandom(seed);
  const pickOne = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const usable = (name: string) => name.length >= 3 && name.length <= 100;
  const scientific = list.taxa.map((t) => t.name).filter(usable);
  const allNames = [...scientific, ...list.otherNames.filter(usable)];
  const species = list.taxa.filter((t) => t.rank === 'species').map((t) => t.name);
  const genera = list.taxa.filter((t) => t.rank === 'genus').map((t) => t.name);
  const ids = list.taxa.map((t) => t.id);
  const prefix = (name: string) => name.slice(0, 3 + Math.floor(random() * Math.max(1, name.length - 2)));
  /** Every page of a list of `total` rows at one of the page sizes, uniformly over the depth. */
  const pages = (total: number, sizes: number[], count: number, extra = '') =>
    Array.from({ length: count }, () => {
      const size = pickOne(sizes);
      const last = Math.max(1, Math.ceil(total / size));
      return `page=${1 + Math.floor(random() * last)}&pageSize=${size}${extra}`;
    });
  const mixOf = (...parts: string[][]) => shuffled(parts.flat(), random);
  const tiles = () =>
    list.points.map(([lon, lat]) => {
      const z = Math.floor(random() * 15);
      const [x, y] = tileOf(lon, lat, z);
      const mode = pickOne(['points', 'grid', 'hex', 'cluster']);
      return `/api/v1/distributions/tiles/${z}/${x}/${y}.mvt?mode=${mode}${mode === 'grid' || mode === 'hex' ? '&geometry=polygon' : ''}`;
    });
  const families = list.taxa.filter((t) => t.rank === 'family').map((t) => t.name);
  const between = (from: number, to: number) => from + Math.floor(random() * (to - from + 1));
  const occurrenceFilter = (kind: OccurrenceFilterName): string => {
    switch (kind) {
      case 'taxonId':
        return `taxonId=${pickOne(ids)}`;
      case 'country':
        return `country=${q(pickOne(list.countries))}`;
      case 'family':
        return `family=${q(pickOne(families))}`;
      case 'year': {
        const from = between(1850, 2024);
        return `year=${from},${Math.min(2024, from + between(0, 30))}`;
      }
      case 'month': {
        const from = between(1, 12);
        return `month=${from},${between(from, 12)}`;
      }
      case 'dayOfYear': {
        const from = between(1, 366);
        return `dayOfYear=${from},${between(from, 366)}`;
      }
      case 'bbox': {
        // a box of 0.5–20° around a record's place; west of its east end unless it crosses the antimeridian
        const [lon, lat] = pickOne(list.points);
        const half = 0.25 + random() * 10;
        const wrap = (x: number) => ((((x + 180) % 360) + 360) % 360) - 180;
        const box = [wrap(lon - half), Math.max(-90, lat - half), wrap(lon + half), Math.min(90, lat + half)];
        return `bbox=${box.map((v) => v.toFixed(3)).join(',')}`;
      }
      case 'basisOfRecord':
        return `basisOfRecord=${pickOne(BASIS_OF_RECORD)}`;
      case 'hasCoordinate':
        return `hasCoordinate=${pickOne(['true', 'false'])}`;
      case 'source':
        return `source=${pickOne(DISTRIBUTION_SOURCES)}`;
      case 'coordinateUncertaintyInMeters':
        return `coordinateUncertaintyInMeters=0,${pickOne([10, 100, 1000, 10000])}`;
      default:
        throw new Error(`no long tail for the occurrence filter ${kind}`);
    }
  };
  /** One to three occurrence filters at random (with a facet one time in five), a first or a near page. */
  const filtered = (count: number) =>
    Array.from({ length: count }, () => {
      const kinds = shuffled(OCCURRENCE_FILTERS, random).slice(0, between(1, 3));
      const parts = kinds.map(occurrenceFilter);
      if (random() < 0.2) parts.push(`facet=${pickOne(FACETS)}`);
      parts.push(`page=${between(1, 3)}`);
      return parts.join('&');
    });
  const genomeSorts = ['n50Kb', 'sizeMb', 'insectSpecies', 'buscoCompletePct'];
  const longTail: Record<string, string[]> = {
    searchTaxonomy: mixOf(allNames.map((n) => `/api/v1/taxonomy/search?q=${q(n)}`)),
    getSearchSuggestions: mixOf(allNames.map((n) => `/api/v1/search/suggestions?q=${q(prefix(n))}`)),
    getTaxonomyTypeahead: mixOf(allNames.map((n) => `/api/v1/taxonomy/typeahead?q=${q(prefix(n))}`)),
    getTaxonomyNode: mixOf(ids.map((id) => `/api/v1/taxonomy/nodes/${id}`)),
    getTaxonomyChildren: mixOf(ids.map((id) => `/api/v1/taxonomy/tree/children?parentId=${id}`)),
    getTaxonomyNodeLiterature: mixOf(ids.map((id) => `/api/v1/taxonomy/nodes/${id}/literature`)),
    getDistributionsByNode: mixOf(ids.map((id) => `/api/v1/distributions/by-node/${id}`)),
    listDistributions: mixOf(
      species.map((s) => `/api/v1/distributions?q=${q(s)}`),
      pages(list.totals.distributions, [10, 20, 50, 100], 20000).map((p) => `/api/v1/distributions?${p}`),
    ),
    getDistributionOverview: mixOf(
      [...genera, ...species].map((name) => `/api/v1/distributions/overview?q=${q(name)}`),
    ),
    getDistributionTile: mixOf(tiles()),
    listProteins: mixOf(
      scientific.map((n) => `/api/v1/proteins?q=${q(n)}`),
      pages(list.totals.proteins, [10, 20, 50], 2000).map((p) => `/api/v1/proteins?${p}`),
    ),
    getProtein: mixOf(list.proteinIds.map((id) => `/api/v1/proteins/${id}`)),
    getProteinStructure: mixOf(list.structureIds.map((id) => `/api/v1/proteins/${id}/structure`)),
    listLiterature: mixOf(
      scientific.map((n) => `/api/v1/literature?q=${q(n)}`),
      pages(list.totals.literature, [10, 20, 50, 100], 10000).map((p) => `/api/v1/literature?${p}`),
    ),
    getLiterature: mixOf(list.literatureIds.map((id) => `/api/v1/literature/${q(id)}`)),
    listGenomes: mixOf(
      list.genomeFamilies.flatMap((f) =>
        genomeSorts.flatMap((s) =>
          ['asc', 'desc'].map((d) => `/api/v1/genomes?family=${q(f)}&sortBy=${s}&sortDirection=${d}`),
        ),
      ),
      scientific.map((n) => `/api/v1/genomes?q=${q(n)}`),
      pages(list.totals.genomes, [10, 20, 50], 3000, `&sortBy=${pickOne(genomeSorts)}`).map(
        (p) => `/api/v1/genomes?${p}`,
      ),
    ),
    getGenome: mixOf(list.genomeIds.map((id) => `/api/v1/genomes/${q(id)}`)),
    listHostplants: mixOf(
      allNames.map((n) => `/api/v1/hostplants?q=${q(n)}`),
      pages(list.totals.hostplants, [10, 20, 50], 10000).map((p) => `/api/v1/hostplants?${p}`),
    ),
    listBarcodes: mixOf(
      scientific.map((n) => `/api/v1/barcodes?q=${q(n)}`),
      pages(list.totals.barcodes, [10, 20, 50, 100], 10000).map((p) => `/api/v1/barcodes?${p}`),
    ),
    getBarcodeFasta: mixOf(list.barcodeIds.map((id) => `/api/v1/barcodes/${q(id)}/fasta`)),
  };
  const mixes = repeated.map((mix) => {
    const paths = longTail[mix.operationId];
    if (!paths) return mix;
    const seen = new Set(mix.paths);
    return { operationId: mix.operationId, paths: paths.filter((p) => !seen.has(p)) };
  });
  // the occurrence filters other than q, a row of their own: the SQL answers them, the record order does not
  if (repeated.some((mix) => mix.operationId === 'listDistributions'))
    mixes.push({
      operationId: FILTERED_DISTRIBUTIONS,
      paths: mixOf(filtered(40_000).map((p) => `/api/v1/distributions?${p}`)),
    });
  return mixes;
}

/** The long tail's row of /distributions with the occurrence filters (its operation is listDistributions). */
export const FILTERED_DISTRIBUTIONS = 'listDistributions:filters';

/**
 * One load request that walks `paths` in order across all connections (autocannon's own list restarts per connection,
 * so 50 connections would send each path 50 times): every request distinct until the list runs out. `sent()` counts.
 */
export function eachOnce(paths: readonly string[]): { requests: LoadRequest[]; sent: () => number } {
  let next = 0;
  return {
    requests: [
      {
        method: 'GET',
        path: paths[0]!,
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }),
      },
    ],
    sent: () => next,
  };
}
