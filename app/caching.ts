// Which operations' answers the transport keeps per data version (http/response-cache.ts), and how much it keeps.
import type { OperationId } from '../generated/operations.js';
import { createResponseCache, type ResponseCache } from '../http/response-cache.js';

/**
 * Reads whose answer is a function of the request and the loaded dataset alone. Not here: health and metrics
 * (live state), jobs (per client, changing), file streams and job files (streams are not kept), and the specimen list
 * (answered from memory in microseconds, and so many filter combinations that keeping them would only push out
 * answers that are costly to rebuild).
 */
export const CACHED_OPERATIONS: ReadonlySet<OperationId> = new Set<OperationId>([
  'getApiRoot',
  'getVersion',
  'getStats',
  'getMetaSummary',
  'getAbout',
  'getOpenApiDocument',
  'getSwaggerUi',
  'getSearchSuggestions',
  'getTaxonomyRoots',
  'getTaxonomyChildren',
  'searchTaxonomy',
  'getTaxonomyTypeahead',
  'getTaxonomyNode',
  'getTaxonomyNodeLiterature',
  'listDownloads',
  'getDownloadFile',
  'listSpeciesDownloads',
  'listDistributions',
  'getDistributionOverview',
  'getDistributionTile',
  'getDistributionsByNode',
  'listProteins',
  'getProtein',
  'listLiterature',
  'getLiterature',
  'listTranscriptomes',
  'getTranscriptomeInsights',
  'listPopulationGenomes',
  'listGenomes',
  'getGenome',
  'listHostplants',
  'listBarcodes',
  'getBarcodeFasta',
  'getBarcodeSpecimen',
  'listTools',
  'listBlastDatabases',
  'getNicheSchemas',
]);

/**
 * 32 MB of answers: every list page, tile and detail a portal session asks for many times, within the 10 % of the
 * process's memory the benchmark allows to stay after a load. An answer over 1 MB is rebuilt on each request.
 */
export function createReadCache(version: () => Promise<string | null>, maxBytes = 32 * 1024 * 1024): ResponseCache {
  return createResponseCache({ operations: CACHED_OPERATIONS, version, maxBytes, maxEntryBytes: 1024 * 1024 });
}

const FIXED_PAGES = [
  '/api/v1',
  '/api/v1/stats',
  '/api/v1/meta/summary',
  '/api/v1/about',
  '/api/v1/openapi.json',
  '/api/v1/distributions/overview',
  '/api/v1/distributions',
  '/api/v1/taxonomy/tree/roots',
  '/api/v1/barcodes',
  '/api/v1/genomes',
  '/api/v1/hostplants',
  '/api/v1/literature',
  '/api/v1/proteins',
  '/api/v1/omics/transcriptomes',
  '/api/v1/omics/population-genomes',
  '/api/v1/tools',
  '/api/v1/blast/databases',
  '/api/v1/downloads',
];

/** Most node details kept at start: the top of the tree, where a detail aggregates the most records. */
const TOP_NODES = 200;

/**
 * The pages every portal visit starts from, each download's detail (which builds the export) and the details of the
 * top of the taxonomy (roots and two levels below), read from the service itself.
 */
export async function canonicalPages(baseUrl: string): Promise<string[]> {
  const data = async <T>(path: string): Promise<T> =>
    ((await (await fetch(`${baseUrl}${path}`)).json()) as { data: T }).data;
  type Node = { id: string | number; childCount?: number };
  const downloads = await data<{ items: { fileId: number }[] }>('/api/v1/downloads');
  const nodes: Node[] = (await data<{ items: Node[] }>('/api/v1/taxonomy/tree/roots')).items;
  for (let level = 0, parents = nodes; level < 2 && nodes.length < TOP_NODES; level++) {
    const children: Node[] = [];
    for (const parent of parents.filter((n) => (n.childCount ?? 1) > 0)) {
      children.push(...(await data<{ items: Node[] }>(`/api/v1/taxonomy/tree/children?parentId=${parent.id}`)).items);
      if (nodes.length + children.length >= TOP_NODES) break;
    }
    nodes.push(...children);
    parents = children;
  }
  return [
    ...FIXED_PAGES,
    ...downloads.items.map((file) => `/api/v1/downloads/${file.fileId}`),
    ...nodes.slice(0, TOP_NODES).map((node) => `/api/v1/taxonomy/nodes/${node.id}`),
  ];
}
