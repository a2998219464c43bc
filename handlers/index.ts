// Registers every operation of the contract: built handlers per tag, and the ones still pending as 501.
import type { OperationId } from '../generated/operations.js';
import type { Handler, HandlerMap } from '../http/operation.js';
import { ApiError } from '../core/errors.js';
import { createBlastHandlers, type BlastDeps } from './blast.js';
import { createGeneralHandlers, type GeneralDeps } from './general.js';
import { createGenomesHandlers, type GenomesDeps } from './genomes.js';
import { createOmicsHandlers, type OmicsDeps } from './omics.js';
import { createProteinsHandlers, type ProteinsDeps } from './proteins.js';
import { createSearchHandlers, type SearchDeps } from './search.js';
import { createTaxonomyHandlers, type TaxonomyDeps } from './taxonomy.js';
import { createBarcodesHandlers, type BarcodesDeps } from './barcodes.js';
import { createDownloadsHandlers, type DownloadsDeps } from './downloads.js';
import { createHostplantsHandlers, type HostplantsDeps } from './hostplants.js';
import { createLiteratureHandlers, type LiteratureDeps } from './literature.js';
import { createToolsHandlers } from './tools.js';
import { createNicheBarcodingHandlers, type NicheBarcodingDeps } from './niche-barcoding.js';
import { createDistributionsHandlers, type DistributionsDeps } from './distributions.js';
import { createIdentificationHandlers, type IdentificationDeps } from './identification.js';

export type HandlerDeps = GeneralDeps &
  BlastDeps &
  TaxonomyDeps &
  SearchDeps &
  BarcodesDeps &
  HostplantsDeps &
  LiteratureDeps &
  DownloadsDeps &
  GenomesDeps &
  OmicsDeps &
  ProteinsDeps &
  DistributionsDeps &
  NicheBarcodingDeps &
  IdentificationDeps;

/**
 * Operations whose issue has not landed yet, by the issue that builds them. They answer
 * 501 NOT_IMPLEMENTED; a test prints this list so it can only shrink.
 */
const PENDING = {} as const satisfies Readonly<Record<string, readonly OperationId[]>>;
export const PENDING_OPERATIONS: Readonly<Record<string, readonly OperationId[]>> = PENDING;

type PendingOperation = (typeof PENDING)[keyof typeof PENDING] extends readonly (infer K)[] ? K & OperationId : never;

/** 501 NOT_IMPLEMENTED handlers for the pending operations. */
function pendingHandlers(): { [K in PendingOperation]: Handler<K> } {
  const handlers: Partial<Record<OperationId, Handler<OperationId>>> = {};
  for (const operationId of Object.values(PENDING_OPERATIONS).flat() as OperationId[]) {
    handlers[operationId] = () => {
      throw new ApiError('NOT_IMPLEMENTED', `Operation ${operationId} is part of the contract but not built yet.`, {
        operationId,
      });
    };
  }
  return handlers as { [K in PendingOperation]: Handler<K> };
}

/** Every operationId → handler; the type makes a missing or misnamed operation a compile error. */
export function createHandlers(deps: HandlerDeps): HandlerMap {
  return {
    ...createGeneralHandlers(deps),
    ...createGenomesHandlers(deps),
    ...createOmicsHandlers(deps),
    ...createProteinsHandlers(deps),
    ...createBlastHandlers(deps),
    ...createTaxonomyHandlers(deps),
    ...createSearchHandlers(deps),
    ...createBarcodesHandlers(deps),
    ...createHostplantsHandlers(deps),
    ...createLiteratureHandlers(deps),
    ...createDownloadsHandlers(deps),
    ...createToolsHandlers(),
    ...createNicheBarcodingHandlers(deps),
    ...createDistributionsHandlers(deps),
    ...createIdentificationHandlers(deps),
    ...pendingHandlers(),
  };
}
