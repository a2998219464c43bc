// The typed SDK of the API: openapi-fetch over the types generated from the contract.
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from '../generated/api.js';

export type { components, operations, paths };
/**
 * JSON first: where an answer also comes in another format (`format=fasta`, `tsv`, …) its `data` is typed as the
 * JSON envelope; answers that only come as text or bytes (FASTA files, tiles) keep their own type. For another format
 * ask with `parseAs: 'text'`.
 */
type Json = `${string}/json`;
export type ApiClient = Client<paths, Json>;

/** A client for a running service, e.g. `createApiClient('http://localhost:8080')`. */
export function createApiClient(baseUrl: string, options: Omit<ClientOptions, 'baseUrl'> = {}): ApiClient {
  return createClient<paths, Json>({ ...options, baseUrl });
}
