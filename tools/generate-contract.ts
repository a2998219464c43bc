// CLI: regenerates generated/openapi.json, generated/api.ts and generated/operations.ts from openapi/ (npm run generate).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  GENERATED_JSON,
  GENERATED_OPERATIONS,
  GENERATED_TYPES,
  bundleDocument,
  generateOperations,
  generateTypes,
} from './contract.js';

const bundled = bundleDocument();
const types = await generateTypes(bundled);
mkdirSync(dirname(GENERATED_JSON), { recursive: true });
writeFileSync(GENERATED_JSON, bundled);
writeFileSync(GENERATED_TYPES, types);
writeFileSync(GENERATED_OPERATIONS, generateOperations(bundled));
console.log(`wrote ${GENERATED_JSON}, ${GENERATED_TYPES} and ${GENERATED_OPERATIONS}`);
