// Every tag module of the contract: their handlers together, their operations' policies together, and the API root's
// list, which the policies declare.
import { OPERATIONS, type OperationId } from '../generated/operations.js';
import type { HandlerMap } from '../http/operation.js';
import type { PolicyMap } from '../http/policy.js';
import { barcodesModule, type BarcodesDeps } from './barcodes.js';
import { blastModule, type BlastDeps } from './blast.js';
import { distributionsModule, type DistributionsDeps } from './distributions.js';
import { downloadsModule, type DownloadsDeps } from './downloads.js';
import { exportsModule, type ExportsDeps } from './exports.js';
import { generalModule, type GeneralDeps } from './general.js';
import { genomesModule, type GenomesDeps } from './genomes.js';
import { hostplantsModule, type HostplantsDeps } from './hostplants.js';
import { identificationModule, type IdentificationDeps } from './identification.js';
import { literatureModule, type LiteratureDeps } from './literature.js';
import { nicheBarcodingModule, type NicheBarcodingDeps } from './niche-barcoding.js';
import { omicsModule, type OmicsDeps } from './omics.js';
import { proteinsModule, type ProteinsDeps } from './proteins.js';
import { searchModule, type SearchDeps } from './search.js';
import { taxonomyModule, type TaxonomyDeps } from './taxonomy.js';
import { toolsModule } from './tools.js';

export type HandlerDeps = GeneralDeps &
  SearchDeps &
  TaxonomyDeps &
  GenomesDeps &
  OmicsDeps &
  ProteinsDeps &
  BarcodesDeps &
  DistributionsDeps &
  HostplantsDeps &
  LiteratureDeps &
  DownloadsDeps &
  BlastDeps &
  IdentificationDeps &
  NicheBarcodingDeps &
  ExportsDeps;

/**
 * Every operation's policy, module by module in the order the API root lists them (and the warm-up requests them);
 * the type makes a missing or misnamed operation a compile error.
 */
export const POLICIES: PolicyMap<HandlerDeps> = {
  ...generalModule.policy,
  ...searchModule.policy,
  ...taxonomyModule.policy,
  ...genomesModule.policy,
  ...omicsModule.policy,
  ...proteinsModule.policy,
  ...barcodesModule.policy,
  ...distributionsModule.policy,
  ...hostplantsModule.policy,
  ...literatureModule.policy,
  ...downloadsModule.policy,
  ...toolsModule.policy,
  ...blastModule.policy,
  ...identificationModule.policy,
  ...nicheBarcodingModule.policy,
  ...exportsModule.policy,
};

/** The paths the API root lists: the operations whose policy says `listedAtRoot`, in the order above. */
export const ROOT_PATHS: readonly string[] = (Object.keys(POLICIES) as OperationId[])
  .filter((operationId) => POLICIES[operationId].listedAtRoot)
  .map((operationId) => OPERATIONS[operationId].path);

/** Every operationId → handler; the type makes a missing or misnamed operation a compile error. */
export function createHandlers(deps: HandlerDeps): HandlerMap {
  return {
    ...generalModule.handlers(deps),
    ...searchModule.handlers(deps),
    ...taxonomyModule.handlers(deps),
    ...genomesModule.handlers(deps),
    ...omicsModule.handlers(deps),
    ...proteinsModule.handlers(deps),
    ...barcodesModule.handlers(deps),
    ...distributionsModule.handlers(deps),
    ...hostplantsModule.handlers(deps),
    ...literatureModule.handlers(deps),
    ...downloadsModule.handlers(deps),
    ...toolsModule.handlers(deps),
    ...blastModule.handlers(deps),
    ...identificationModule.handlers(deps),
    ...nicheBarcodingModule.handlers(deps),
    ...exportsModule.handlers(deps),
  };
}
