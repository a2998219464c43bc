// Issue 24, rows 8, 9, 11 and 13 against a real service: an integer parameter is decimal digits only (no hex,
// exponent, sign, blank or padded value); every answer — node's own parser refusals, CONNECT, `/swagger` — is in the
// envelope or a redirect to a page that exists; X-Forwarded-For is not trusted by default; /metrics can be restricted
// and has no CORS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestService, useTestService, type TestService } from '../support/service.js';
import { testConfig } from '../support/test-config.js';
import { rawExchange } from '../support/raw-http.js';

const service = useTestService();

describe('integers are decimal digits only (issue 24, row 8)', () => {
  // before: 0x10 read as 16, 1e3 as 1000, and +1, 5., " 1", "1\n" as numbers
  it.each(['0x10', '1e3', '%2B1', '5.', '%201', '1%0A', '', '%20', '0b1', '1_000'])(
    'refuses page=%s with 400 INVALID_QUERY naming page',
    async (raw) => {
      const response = await service().fetch(`/api/v1/literature?page=${raw}`);
      expect(response.status).toBe(400);
      const body = await errorOf(response);
      expect(body.error.code).toBe('INVALID_QUERY');
      expect(Object.keys(body.error.details ?? {})).toEqual(['page']);
    },
  );

  it('still takes a plain page number', async () => {
    const response = await service().fetch('/api/v1/literature?page=2&pageSize=5');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { pagination: { page: number } } }).data.pagination.page).toBe(2);
  });

  it('reads a blank tile coordinate as a bad request, not as 0', async () => {
    // before: /tiles/3/%20/2.mvt answered 204 (x read as 0)
    for (const path of ['/api/v1/distributions/tiles/3/%20/2.mvt', '/api/v1/distributions/tiles/3/0x1/2.mvt']) {
      const response = await service().fetch(path);
      expect(response.status, path).toBe(400);
      const body = await errorOf(response);
      expect(body.error.code, path).toBe('INVALID_QUERY');
      expect(body.error.details, path).toHaveProperty('x');
    }
    expect((await service().fetch('/api/v1/distributions/tiles/3/0/2.mvt')).status).not.toBe(400);
  });
});

describe('every answer is in the envelope or a redirect to a page that exists (issue 24, row 9)', () => {
  function expectEnvelope(answer: { headers: string; body: string }, code: string) {
    expect(answer.headers).toMatch(/content-type: application\/json/i);
    expect(answer.headers).toMatch(/x-content-type-options: nosniff/i);
    const body = JSON.parse(answer.body) as { success: boolean; error: { code: string }; request_id: string };
    expect(body).toMatchObject({ success: false, error: { code } });
    expect(answer.headers).toContain(`X-Request-Id: ${body.request_id}`);
  }

  it('answers an Expect it cannot meet with 417 EXPECTATION_FAILED', async () => {
    // before: 417 with an empty body
    const answer = await rawExchange(service().url, 'GET /api/v1/version HTTP/1.1\r\nHost: x\r\nExpect: foo\r\n\r\n');
    expect(answer.status).toBe(417);
    expectEnvelope(answer, 'EXPECTATION_FAILED');
  });

  it('answers HTTP/1.1 without Host with 400 BAD_REQUEST and closes the connection', async () => {
    // before: 400 with an empty body
    const answer = await rawExchange(service().url, 'GET /api/v1/version HTTP/1.1\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.headers).toMatch(/connection: close/i);
    expectEnvelope(answer, 'BAD_REQUEST');
    // HTTP/1.0 has no Host requirement
    const old = await rawExchange(service().url, 'GET /api/v1/version HTTP/1.0\r\n\r\n');
    expect(old.body).toContain('"success":true');
  });

  it('answers CONNECT with 405 METHOD_NOT_ALLOWED instead of closing silently', async () => {
    const answer = await rawExchange(
      service().url,
      'CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n',
    );
    expect(answer.status).toBe(405);
    expectEnvelope(answer, 'METHOD_NOT_ALLOWED');
  });

  it('redirects /swagger and /swagger/ to the UI page, which exists', async () => {
    // before: /swagger → 301 to /swagger/, itself a 404
    for (const path of ['/swagger', '/swagger/']) {
      const response = await service().fetch(path, { redirect: 'manual' });
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe('/swagger/index.html');
      const page = await service().fetch(response.headers.get('location')!);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
    }
  });
});

describe('TRUST_PROXY trusts no one by default (issue 24, row 11)', () => {
  it('ignores X-Forwarded-For from a local peer: three "clients" draw from one allowance', async () => {
    // before: the default `loopback` let any local process name any client, so each forwarded address had its own count
    const remaining: number[] = [];
    for (const ip of ['198.51.100.21', '198.51.100.22', '198.51.100.23']) {
      const response = await service().fetch('/api/v1/niche-barcoding/schemas', { headers: { 'X-Forwarded-For': ip } });
      expect(response.status).toBe(200);
      remaining.push(Number(response.headers.get('x-ratelimit-remaining')));
    }
    expect(remaining[1]).toBe(remaining[0]! - 1);
    expect(remaining[2]).toBe(remaining[0]! - 2);
  });
});

describe('/metrics can be restricted, and has no CORS (issue 24, row 13)', () => {
  const TOKEN = 'metrics-test-token-5f1c';
  let restricted: TestService;
  let loopbackOnly: TestService;
  beforeAll(async () => {
    [restricted, loopbackOnly] = await Promise.all([
      startTestService({ METRICS_ENABLED: 'true', METRICS_ALLOW: '10.0.0.0/8, 2001:db8::/32', METRICS_TOKEN: TOKEN }),
      startTestService({ METRICS_ENABLED: 'true', METRICS_ALLOW: '127.0.0.1' }),
    ]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([restricted?.close(), loopbackOnly?.close()]);
  });

  it('refuses a client neither on the allow-list nor with the token: 403 FORBIDDEN in the envelope', async () => {
    // before: public whenever enabled
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, TOKEN]) {
      const response = await restricted.fetch('/metrics', authorization ? { headers: { authorization } } : {});
      expect(response.status, authorization).toBe(403);
      expect((await errorOf(response)).error.code).toBe('FORBIDDEN');
    }
  });

  it('serves the token holder and an allowed address, without CORS headers', async () => {
    // before: Access-Control-Allow-Origin: *
    for (const response of [
      await restricted.fetch('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } }),
      await loopbackOnly.fetch('/metrics'),
    ]) {
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('http_requests_total');
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
    // the API itself keeps its CORS
    const api = await loopbackOnly.fetch('/api/v1/version');
    expect(api.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refuses to start with an allow-list entry that is not an address or subnet', () => {
    expect(() => testConfig({ METRICS_ALLOW: '10.0.0.0/8,intranet' })).toThrow(/METRICS_ALLOW: "intranet"/);
    expect(() => testConfig({ METRICS_ALLOW: '10.0.0.0/33' })).toThrow(/prefix length/);
  });
});
