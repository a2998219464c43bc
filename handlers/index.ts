// Registers every operation of the contract: built handlers per tag, and the ones still pending as 501.
import type { HandlerMap } from '../http/context.js';
import { ApiError } from '../http/errors.js';
import { createGeneralHandlers, type GeneralDeps } from './general.js';

export type HandlerDeps = GeneralDeps;

/**
 * Operations whose issue has not landed yet, by the issue that builds them. They answer
 * 501 NOT_IMPLEMENTED; a test prints this list so it can only shrink.
 */
export const PENDING_OPERATIONS: Readonly<Record<string, readonly string[]>> = {
  'taxonomy and search (#3)': [
    'getTaxonomyRoots',
    'getTaxonomyChildren',
    'searchTaxonomy',
    'getTaxonomyTypeahead',
    'getTaxonomyNode',
    'getTaxonomyNodeLiterature',
    'getSearchSuggestions',
  ],
  'genomes, omics, proteins (#4)': [
    'listGenomes',
    'getGenome',
    'listTranscriptomes',
    'getTranscriptomeInsights',
    'listPopulationGenomes',
    'listProteins',
    'getProtein',
    'getProteinStructure',
  ],
  'barcodes, host plants, literature, downloads, tools (#5)': [
    'listBarcodes',
    'getBarcodeFasta',
    'listHostplants',
    'listLiterature',
    'getLiterature',
    'listDownloads',
    'getDownloadFile',
    'streamDownloadFile',
    'listSpeciesDownloads',
    'listTools',
  ],
  'distributions and tiles (#6)': ['listDistributions', 'getDistributionOverview', 'getDistributionTile', 'getDistributionsByNode'],
  'BLAST (#7)': ['listBlastDatabases', 'runBlastSearch', 'getBlastJob'],
  'identification (#8)': ['identifySpecies', 'getIdentificationHealth'],
  'niche barcoding (#9)': [
    'getNicheSchemas',
    'validateNicheConfig',
    'createNicheJob',
    'uploadNicheJobFile',
    'confirmNicheJob',
    'getNicheJob',
    'getNicheJobResults',
    'getNicheJobVisualizations',
    'downloadNicheJobFile',
  ],
};

function notImplemented(operationId: string) {
  return () => {
    throw new ApiError('NOT_IMPLEMENTED', `Operation ${operationId} is part of the contract but not built yet.`, {
      operationId,
    });
  };
}

/** Every operationId → handler. openapi-backend runs in strict mode, so a gap fails at start-up. */
export function createHandlers(deps: HandlerDeps): HandlerMap {
  const built: HandlerMap = { ...createGeneralHandlers(deps) };
  const handlers: HandlerMap = { ...built };
  for (const operationId of Object.values(PENDING_OPERATIONS).flat()) {
    if (operationId in built) throw new Error(`${operationId} is built but still listed as pending`);
    handlers[operationId] = notImplemented(operationId);
  }
  return handlers;
}
