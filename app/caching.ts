// The read cache of the transport (http/response-cache.ts): the operations whose policy says `cache`, and how much it keeps.
import type { OperationId } from '../generated/operations.js';
import type { PolicyMap } from '../http/policy.js';
import { createResponseCache, type ResponseCache } from '../http/response-cache.js';

/**
 * 32 MB of answers: every list page, tile and detail a portal session asks for many times, within the 10 % of the
 * process's memory the benchmark allows to stay after a load. An answer over 1 MB is rebuilt on each request.
 */
export function createReadCache<D>(
  policies: PolicyMap<D>,
  version: () => Promise<string | null>,
  maxBytes = 32 * 1024 * 1024,
): ResponseCache {
  const operations = new Set((Object.keys(policies) as OperationId[]).filter((id) => policies[id].cache));
  return createResponseCache({ operations, version, maxBytes, maxEntryBytes: 1024 * 1024 });
}
