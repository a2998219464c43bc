// The per-client limits the operations' policies declare, built once each: the transport admits a request under its
// operation's limit before reading its body.
import type { Config } from '../config.js';
import type { ClientLimit } from '../core/client-limit.js';
import type { OperationId } from '../generated/operations.js';
import type { BeforeBodyRequest, LimitPolicy, PolicyMap } from '../http/policy.js';
import { createConcurrencyLimiter } from '../services/limits/concurrency-limit.js';
import { createRateLimiter } from '../services/limits/rate-limit.js';

const MINUTE_MS = 60_000;

function build<D>(policy: LimitPolicy<D>, deps: D, config: Config): ClientLimit {
  if (policy.kind === 'concurrency') return createConcurrencyLimiter(policy.perClient, policy.message);
  const limiter = createRateLimiter({
    limit: config[policy.perMinute] * (policy.pollingMultiplier ?? 1),
    windowMs: MINUTE_MS,
  });
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

/** Per operation, its limit; operations that name one declaration share one limiter (one count per client). */
export function clientLimits<D>(
  policies: PolicyMap<D>,
  deps: D,
  config: Config,
): Partial<Record<OperationId, ClientLimit>> {
  const built = new Map<LimitPolicy<D>, ClientLimit>();
  const limits: Partial<Record<OperationId, ClientLimit>> = {};
  for (const operationId of Object.keys(policies) as OperationId[]) {
    const policy = policies[operationId].limit;
    if (!policy) continue;
    let limit = built.get(policy);
    if (!limit) built.set(policy, (limit = build(policy, deps, config)));
    limits[operationId] = limit;
  }
  return limits;
}
