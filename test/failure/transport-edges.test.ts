// Issue 24, rows 8 and 9 against a real service: an integer parameter is decimal digits only (no hex, exponent, sign,
// blank or padded value), and every answer — node's own parser refusals, CONNECT, `/swagger` — is in the envelope or
// a redirect to a page that exists.
import { describe, expect, it } from 'vitest';
import { errorOf, useTestService } from '../support/service.js';
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
