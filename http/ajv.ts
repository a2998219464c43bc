// Ajv set-up shared by request routing and the tests' response checks: the formats the contract uses.
import type { Ajv } from 'ajv';
import ajvFormats from 'ajv-formats';

/** openapi-backend hook: standard formats (date-time, date, uuid…); `binary` bodies are not JSON-validated. */
export function customizeAjv(ajv: Ajv): Ajv {
  // ajv-formats is CommonJS; its plugin function is also exported as .default.
  ajvFormats.default(ajv);
  ajv.addFormat('binary', true);
  return ajv;
}
