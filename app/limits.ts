// The per-client limits the operations' policies declare, built once each: the transport admits a request under its
// operation's limit before reading its body.
import type { Config } from '../config.js';
import type { ClientLimit } from '../core/client-limit.js';
import type { OperationId } from '../generated/operations.js';
import type { BeforeBodyRequest, LimitPolicy, PolicyMap } from '../http/policy.js';
import { createConcurrencyLimiter } from '../services/limits/concurrency-limit.js';
import { createRateLimiter } from '../services/limits/rate-limit.js';
import type { SharedLimits } from '../services/limits/shared.js';

const MINUTE_MS = 60_000;

/**
 * One limit; `name` (the first operation that declares it) is its key in the database, the same in every instance.
 * Without `shared` it counts in this process only (the unit tests).
 */
function build<D>(name: string, policy: LimitPolicy<D>, deps: D, config: Config, shared?: SharedLimits): ClientLimit {
  if (policy.kind === 'concurrency')
    return shared
      ? shared.concurrency(name, policy.perClient, policy.message)
      : createConcurrencyLimiter(policy.perClient, policy.message);
  const rate = { limit: config[policy.perMinute] * (policy.pollingMultiplier ?? 1), windowMs: MINUTE_MS };
  const limiter = shared ? shared.rate(name, rate) : createRateLimiter(rate);
  const { before } = policy;
  return before ? { admit: (client) => (before(deps), limiter.admit(client)) } : limiter;
}

/** Per operation, its check before the body (the policies' `beforeBody`), bound to the dependencies. */
export function bodyChecks<D>(
  policies: PolicyMap<D>,
  deps: D,
): Partial<Record<OperationId, (request: BeforeBodyRequest) => Promise<void>>> {
  const checks: Partial<Record<OperationId, (request: BeforeBodyRequest) => Promise<void>>> = {};
  for (const operationId of Object.keys(policies) as OperationId[]) {
    const check = policies[operationId].beforeBody;
    if (check) checks[operationId] = (request) => check(deps, request);
  }
  return checks;
}

/**
 * Per operation, its limit; operations that name one declaration share one limiter (one count per client), counted
 * across instances in `shared` when given.
 */
export function clientLimits<D>(
  policies: PolicyMap<D>,
  deps: D,
  config: Config,
  shared?: SharedLimits,
): Partial<Record<OperationId, ClientLimit>> {
  const built = new Map<LimitPolicy<D>, ClientLimit>();
  const limits: Partial<Record<OperationId, ClientLimit>> = {};
  for (const operationId of Object.keys(policies) as OperationId[]) {
    const policy = policies[operationId].limit;
    if (!policy) continue;
    let limit = built.get(policy);
    if (!limit) built.set(policy, (limit = build(operationId, policy, deps, config, shared)));
    limits[operationId] = limit;
  }
  return limits;
}
