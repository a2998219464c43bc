// Identification operations: species identification from a photo and/or a DNA barcode, and the model's health.
import type { HandlerMap } from '../http/context.js';
import { json } from '../http/reply.js';
import type { IdentificationService, IdentifyRequest } from '../services/identification/service.js';

export interface IdentificationDeps {
  readonly identification: IdentificationService;
}

export function createIdentificationHandlers(deps: IdentificationDeps): HandlerMap {
  const { identification } = deps;
  return {
    async identifySpecies(ctx) {
      const { result, headers } = await identification.identify({
        files: ctx.files,
        fields: ctx.body as IdentifyRequest['fields'],
        clientIp: ctx.clientIp,
        requestId: ctx.requestId,
      });
      return json(result, 200, headers);
    },

    getIdentificationHealth() {
      return json(identification.health());
    },
  };
}
