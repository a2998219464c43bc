// Validates every JSON response a test receives against the OpenAPI document (Ajv via openapi-backend).
import { OpenAPIBackend, type Document } from 'openapi-backend';
import { customizeAjv } from '../../http/ajv.js';
import { readDocument } from '../../app/document.js';

let validator: OpenAPIBackend | undefined;

async function contractValidator() {
  if (!validator) {
    validator = new OpenAPIBackend({
      definition: readDocument() as Document,
      quick: false,
      validate: true,
      // strict:false: OpenAPI's `example` keyword is not JSON Schema; allErrors for useful messages.
      ajvOpts: { strict: false, allErrors: true },
      customizeAjv,
    });
    await validator.init();
  }
  return validator;
}

/** Throws with the schema errors when a JSON response does not match its documented schema. */
export async function assertMatchesContract(
  method: string,
  path: string,
  status: number,
  body: unknown,
): Promise<void> {
  const api = await contractValidator();
  const operation = api.router.matchOperation({ method, path, headers: {} });
  if (!operation) throw new Error(`${method} ${path} matches no operation of the contract`);
  const responses = operation.responses ?? {};
  if (!(String(status) in responses) && !('default' in responses)) {
    throw new Error(`${operation.operationId} answered ${status}, which the contract does not document`);
  }
  const result = api.validateResponse(body, operation, status);
  if (result.errors && result.errors.length > 0) {
    throw new Error(
      `${operation.operationId} ${status} response breaks the contract:\n${JSON.stringify(result.errors, null, 2)}\nbody: ${JSON.stringify(body).slice(0, 2000)}`,
    );
  }
}
