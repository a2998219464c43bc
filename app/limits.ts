// Which per-client limit guards which operation: the transport admits a request under its operation's limit before reading its body.
import type { ClientLimit } from '../core/client-limit.js';
import type { OperationId } from '../generated/operations.js';
import type { BlastService } from '../services/blast/index.js';
import type { IdentificationService } from '../services/identification/index.js';
import type { NicheService } from '../services/niche/index.js';

export interface LimitedServices {
  readonly blast: BlastService;
  readonly niche: NicheService;
  readonly identification: IdentificationService;
}

export function clientLimits({
  blast,
  niche,
  identification,
}: LimitedServices): Partial<Record<OperationId, ClientLimit>> {
  const { submit, poll } = niche.rateLimits;
  return {
    runBlastSearch: blast.limits.search,
    getBlastJob: blast.limits.jobs,
    identifySpecies: identification.limit,
    // submissions (validate, create, upload, confirm) and reads (schemas, status, results, files) of niche barcoding
    validateNicheConfig: submit,
    createNicheJob: submit,
    uploadNicheJobFile: submit,
    confirmNicheJob: submit,
    getNicheSchemas: poll,
    getNicheJob: poll,
    getNicheJobResults: poll,
    getNicheJobVisualizations: poll,
    downloadNicheJobFile: poll,
  };
}
