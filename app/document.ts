// The bundled contract the service routes and validates by (generated/openapi.json, made by npm run generate).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Document } from 'openapi-backend';
import { PROJECT_ROOT } from '../config.js';

export const DOCUMENT_PATH = join(PROJECT_ROOT, 'generated', 'openapi.json');

export function readDocument(): Document {
  return JSON.parse(readFileSync(DOCUMENT_PATH, 'utf8')) as Document;
}
