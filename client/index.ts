// The typed SDK of the API: openapi-fetch over the types generated from the contract.
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from '../generated/api.js';

export type { components, operations, paths };
export type ApiClient = Client<paths>;

/** A client for a running service, e.g. `createApiClient('http://localhost:8080')`. */
export function createApiClient(baseUrl: string, options: Omit<ClientOptions, 'baseUrl'> = {}): ApiClient {
  return createClient<paths>({ ...options, baseUrl });
}
