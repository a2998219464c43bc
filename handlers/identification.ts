// Identification operations: species identification from a photo and/or a DNA barcode, and the model's health.
import type { TagHandlers } from '../http/operation.js';
import type { TagModule } from '../http/policy.js';
import { json } from '../http/reply.js';
import type { IdentificationService } from '../services/identification/index.js';

export interface IdentificationDeps {
  readonly identification: IdentificationService;
}

export const identificationModule: TagModule<'Identification', IdentificationDeps> = {
  handlers: createIdentificationHandlers,
  policy: {
    // the spec's limit; the transport admits a request before reading its photo
    identifySpecies: {
      limit: {
        kind: 'concurrency',
        perClient: 3,
        message: 'Maximum concurrent identification requests per IP reached.',
      },
    },
    getIdentificationHealth: { listedAtRoot: true },
  },
};

export function createIdentificationHandlers({ identification }: IdentificationDeps): TagHandlers<'Identification'> {
  return {
    async identifySpecies(ctx) {
      return json(await identification.identify({ files: ctx.files, fields: ctx.body, requestId: ctx.requestId }));
    },

    getIdentificationHealth() {
      return json(identification.health());
    },
  };
}
