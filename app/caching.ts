// Which operations' answers the transport keeps per data version (http/response-cache.ts), and how much it keeps.
import type { OperationId } from '../generated/operations.js';
import { createResponseCache, type ResponseCache } from '../http/response-cache.js';

/**
 * Reads whose answer is a function of the request and the loaded dataset alone. Not here: health and metrics
 * (live state), jobs (per client, changing), file streams and job files (streams are not kept).
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
