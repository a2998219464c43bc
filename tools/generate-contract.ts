// CLI: regenerates generated/openapi.json and generated/api.ts from openapi/ (npm run generate).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { GENERATED_JSON, GENERATED_TYPES, bundleDocument, generateTypes } from './contract.js';

const bundled = bundleDocument();
const types = await generateTypes(bundled);
mkdirSync(dirname(GENERATED_JSON), { recursive: true });
writeFileSync(GENERATED_JSON, bundled);
writeFileSync(GENERATED_TYPES, types);
console.log(`wrote ${GENERATED_JSON} and ${GENERATED_TYPES}`);
