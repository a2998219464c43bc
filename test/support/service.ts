// Starts the real service on the shared test database and gives tests a typed, contract-checking client.
import pgPromise, { type IDatabase } from 'pg-promise';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApiClient, type ApiClient, type components } from '../../client/index.js';
import { startService, type RunningService } from '../../app/start.js';
import { assertMatchesContract } from './contract.js';
import { forgetClientLimits } from './fresh-limits.js';
import { silentLogger, testConfig } from './test-config.js';

export type ErrorResponse = components['schemas']['ErrorResponse'];

/** The error envelope of a response (tests assert on its code, details and request_id). */
export async function errorOf(
  response: Response,
): Promise<ErrorResponse & { error: { details?: Record<string, any> } }> {
  return (await response.json()) as ErrorResponse;
}

export interface TestService {
  readonly service: RunningService;
  readonly url: string;
  /** The SDK users get; every JSON response it receives is checked against the contract. */
  readonly client: ApiClient;
  /** Plain fetch against the service (raw paths, malformed bodies); JSON answers are contract-checked too. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

async function checkResponse(request: Request, response: Response): Promise<void> {
  const type = response.headers.get('content-type') ?? '';
  if (request.method === 'HEAD' || !type.includes('application/json')) return;
  const url = new URL(request.url);
  // Only documented operations are checked; unknown paths answer NOT_FOUND outside the contract.
  if (response.status === 404 || response.status === 405) {
    const body = (await response.clone().json()) as ErrorResponse;
    if (body.error?.code === 'NOT_FOUND' || body?.error?.code === 'METHOD_NOT_ALLOWED') return;
  }
  await assertMatchesContract(
    request.method,
    url.pathname.replace(/^\/v1(\/|$)/, '/api/v1$1'),
    response.status,
    await response.clone().json(),
  );
}

/**
 * The identification model loads in the worker threads after the server listens (/health says `degraded` meanwhile);
 * tests start from a settled service, as an orchestrator's readiness probe would wait for one.
 */
async function identificationSettled(url: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    // Connection: close leaves no idle pooled socket behind for a later test to race the server's keep-alive timeout
    const response = await fetch(`${url}/api/v1/mmnet/health`, { headers: { Connection: 'close' } });
    const body = (await response.json()) as { data: { status: string } };
    if (body.data.status !== 'loading') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the identification model is still loading after 60 s');
}

/** True for a connection reset or closed by the server before any answer (undici's `fetch failed` and its cause). */
function resetBeforeAnswer(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return error instanceof TypeError && ['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE'].includes(cause?.code ?? '');
}

/**
 * fetch, sending a GET or HEAD once more when its connection was reset before any answer: a pooled keep-alive socket
 * the server closed at its keep-alive timeout just as the client reused it (the test's process, which also runs the
 * service, was busy past both timers — a CI run met it once). RFC 9112 §9.3.1 lets a client retry idempotent requests
 * so; a server that resets every such request still fails the test.
 */
async function fetchRetryingStaleConnection(request: Request): Promise<Response> {
  const again = request.method === 'GET' || request.method === 'HEAD' ? request.clone() : null;
  try {
    return await fetch(request);
  } catch (error) {
    if (!again || !resetBeforeAnswer(error)) throw error;
    return fetch(again);
  }
}

export async function startTestService(overrides: Record<string, string> = {}): Promise<TestService> {
  const config = testConfig({ DATABASE_URL: inject('databaseUrl'), ...overrides });
  const service = await startService(config, silentLogger);
  await forgetClientLimits(service.database.url);
  await identificationSettled(service.url);
  const client = createApiClient(service.url, { fetch: fetchRetryingStaleConnection });
  client.use({
    async onResponse({ request, response }) {
      await checkResponse(request, response);
      return undefined;
    },
  });
  return {
    service,
    url: service.url,
    client,
    async fetch(path, init) {
      const request = new Request(`${service.url}${path}`, init);
      const response = await fetchRetryingStaleConnection(request);
      await checkResponse(request, response);
      return response;
    },
    close: () => service.close(),
  };
}

/** One service for the whole test file: started before its tests, closed after. Call the getter inside tests. */
export function useTestService(overrides: Record<string, string> = {}): () => TestService {
  let started: TestService | undefined;
  beforeAll(async () => {
    started = await startTestService(overrides);
  });
  afterAll(async () => {
    await started?.close();
  });
  return () => {
    if (!started) throw new Error('the test service is not started yet (use it inside a test or hook)');
    return started;
  };
}

type Health = { data: { status: string; subsystems: Record<string, { status: string; message: string | null }> } };

/** Waits (up to 120 s) until /health no longer reports the derived data (app/warm-up.ts) loading; its health then. */
export async function derivedDataReady(service: TestService): Promise<Health['data']> {
  for (let attempt = 0; attempt < 1200; attempt++) {
    const response = await service.fetch('/api/v1/health');
    const health = (await response.json()) as Health;
    // a 503 says the database's ping did not answer within the health check's 2 s (the warm-up's builds hold the pool
    // on a loaded machine); it says nothing of the derived data, which the next poll reads
    if (response.status === 503) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    if (health.data.subsystems.derivedData!.status !== 'loading') return health.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('derived data still loading after 120 s');
}

/** Direct access to the shared test database, for expected values computed independently of the API. */
export function useTestDatabase(): () => IDatabase<unknown> {
  const pgp = pgPromise();
  const db = pgp(inject('databaseUrl'));
  // This pool only: pgp.end() would shut every pool in the process, the services' included.
  afterAll(() => db.$pool.end());
  return () => db;
}
