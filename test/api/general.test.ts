// General endpoints against the real service and the real loaded dataset.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT_PATHS } from '../../handlers/index.js';
import { DOCUMENT_PATH } from '../../app/document.js';
import { errorOf, startTestService, useTestDatabase, useTestService } from '../support/service.js';

const service = useTestService();
const database = useTestDatabase();

describe('GET /api/v1', () => {
  it('names the service, version v1 and exactly the public endpoint list, in its order', async () => {
    const { data, response } = await service().client.GET('/api/v1');
    expect(response.status).toBe(200);
    expect(data?.data.version).toBe('v1');
    expect(data?.data.name).toMatch(/Lepidoptera/);
    // the operations whose policy says listedAtRoot (handlers/<tag>.ts), in the handler modules' order
    const endpoints = [
      '/api/v1/health',
      '/api/v1/version',
      '/api/v1/stats',
      '/api/v1/meta/summary',
      '/api/v1/search/suggestions',
      '/api/v1/taxonomy/tree/roots',
      '/api/v1/genomes',
      '/api/v1/omics/transcriptomes',
      '/api/v1/proteins',
      '/api/v1/barcodes',
      '/api/v1/distributions',
      '/api/v1/distributions/overview',
      '/api/v1/hostplants',
      '/api/v1/literature',
      '/api/v1/downloads',
      '/api/v1/tools',
      '/api/v1/blast/databases',
      '/api/v1/mmnet/health',
      '/api/v1/niche-barcoding/schemas',
    ];
    expect(data?.data.endpoints).toEqual(endpoints);
    expect(ROOT_PATHS).toEqual(endpoints);
  });

  it('answers under the /v1 alias too', async () => {
    const response = await service().fetch('/v1/health');
    expect(response.status).toBe(200);
  });
});

describe('GET /api/v1/health', () => {
  it('is ok when the database answers, with each subsystem beside it', async () => {
    const { data, response } = await service().client.GET('/api/v1/health');
    expect(response.status).toBe(200);
    expect(data?.data).toMatchObject({ version: 'v1', service: 'lepidoptera-data-service' });
    // `ok` needs the database; an optional subsystem that is still loading or failing makes it `degraded`.
    const { database: _database, ...optional } = data!.data.subsystems;
    const optionalHealthy = Object.values(optional).every((s) =>
      ['ok', 'disabled', 'not_configured'].includes(s.status),
    );
    expect(data?.data.status).toBe(optionalHealthy ? 'ok' : 'degraded');
    expect(data?.data.subsystems.database.status).toBe('ok');
    expect(data?.data.subsystems.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(Object.keys(data?.data.subsystems ?? {}).sort()).toEqual([
      'blast',
      'database',
      'derivedData',
      'identification',
      'jobs',
    ]);
    // the test services build derived data on request (WARM_UP=false); test/api/derived-data-warm-up.test.ts builds it ahead
    expect(data?.data.subsystems.derivedData.status).toBe('disabled');
  });
});

describe('GET /api/v1/version', () => {
  it('reports API version, package version, commit, runtime and data version', async () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    const { data } = await service().client.GET('/api/v1/version');
    expect(data?.data.apiVersion).toBe('v1');
    expect(data?.data.version).toBe(pkg.version);
    expect(data?.data.node).toBe(process.version);
    expect(data?.data.dataVersion).toMatch(/^[0-9a-f]{16}$/);
    expect(data?.data.gitCommit === null || /^[0-9a-f]{40}$/.test(data?.data.gitCommit ?? '')).toBe(true);
  });
});

describe('GET /api/v1/stats', () => {
  it('counts records per domain and per source, matching the database', async () => {
    const { data } = await service().client.GET('/api/v1/stats');
    const stats = data!.data;
    const domains = stats.domains.map((d) => d.domain);
    for (const domain of [
      'taxonomy',
      'barcodes',
      'occurrences',
      'hostplants',
      'genomes',
      'proteins',
      'omics',
      'literature',
    ]) {
      expect(domains).toContain(domain);
    }
    for (const domain of stats.domains) {
      expect(domain.records).toBe(domain.sources.reduce((sum, s) => sum + s.records, 0));
    }
    expect(stats.totals.records).toBe(stats.domains.reduce((sum, d) => sum + d.records, 0));
    const dbTotal = await database().one('SELECT sum(records)::int AS n FROM data_source');
    expect(stats.totals.records).toBe(dbTotal.n);
    expect(new Date(stats.updatedAt!).getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('GET /api/v1/meta/summary and /about', () => {
  it('summarises the real Lepitaxa families and species and the barcodes', async () => {
    const { data } = await service().client.GET('/api/v1/meta/summary');
    const counts = await database().one(
      "SELECT (SELECT count(*)::int FROM taxon WHERE rank='family') AS families, (SELECT count(*)::int FROM taxon WHERE rank='species') AS species, (SELECT count(*)::int FROM barcode_sequence) AS barcodes",
    );
    expect(data?.data.families).toBe(counts.families);
    expect(data?.data.species).toBe(counts.species);
    expect(data?.data.barcodes).toBe(counts.barcodes);
    // The shipped IOdatabase file alone carries 34,420 COI sequences.
    expect(data?.data.barcodes).toBeGreaterThanOrEqual(34420);
    expect(data?.data.families).toBeGreaterThan(100);
    expect(data?.data.dataDomains).toBeGreaterThanOrEqual(8);
  });

  it('cites every data source with its licence', async () => {
    const { data } = await service().client.GET('/api/v1/about');
    const about = data!.data;
    expect(about.genomeCount).toBeGreaterThan(1000);
    expect(about.speciesCount).toBeGreaterThan(10000);
    const ids = about.sources.map((s) => s.id);
    expect(ids.some((id) => id.startsWith('lepitaxa'))).toBe(true);
    for (const source of about.sources) {
      expect(source.licence?.length, source.id).toBeGreaterThan(1);
      expect(source.citation.length, source.id).toBeGreaterThan(5);
    }
  });
});

describe('documentation', () => {
  it('serves the bundled OpenAPI document', async () => {
    const response = await service().fetch('/api/v1/openapi.json');
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    // ASCII JSON: the document's dashes and signs as \u escapes, the same document once parsed
    expect(bytes.every((byte) => byte < 0x80)).toBe(true);
    expect(readFileSync(DOCUMENT_PATH).some((byte) => byte >= 0x80)).toBe(true); // it has characters to escape
    expect(JSON.parse(bytes.toString('utf8'))).toEqual(JSON.parse(readFileSync(DOCUMENT_PATH, 'utf8')));
  });

  it('serves Swagger UI from the local package, pointed at the document, with no CDN', async () => {
    const index = await service().fetch('/swagger/index.html');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/text\/html/);
    const html = await index.text();
    expect(html).toContain('swagger-ui');
    expect(html).not.toMatch(/src="https?:\/\//);
    const init = await service().fetch('/swagger/swagger-initializer.js');
    expect(await init.text()).toContain("url: '/api/v1/openapi.json'");
    const bundle = await service().fetch('/swagger/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(index.headers.get('content-security-policy')).toContain("script-src 'self'");
    for (const path of ['/swagger', '/swagger/']) {
      const redirect = await service().fetch(path, { redirect: 'manual' });
      expect(redirect.status, path).toBe(301);
      expect(redirect.headers.get('location')).toBe('/swagger/index.html');
    }
    for (const path of ['/swaggerx', '/swagger/nothing.js', '/demox/map']) {
      const missing = await service().fetch(path);
      expect(missing.status, path).toBe(404);
      expect((await errorOf(missing)).error.code).toBe('NOT_FOUND');
    }
  });
});

describe('metrics', () => {
  it('are off by default (404 in the envelope)', async () => {
    const response = await service().fetch('/metrics');
    expect(response.status).toBe(404);
    expect((await errorOf(response)).error.code).toBe('NOT_FOUND');
  });

  it('count requests by operationId and status when METRICS_ENABLED=true', async () => {
    const withMetrics = await startTestService({ METRICS_ENABLED: 'true' });
    try {
      await withMetrics.fetch('/api/v1/health');
      await withMetrics.fetch('/api/v1/taxonomy/tree/roots?pageSize=0');
      const text = await (await withMetrics.fetch('/metrics')).text();
      const series = (name: string, labels: Record<string, string>) =>
        text
          .split('\n')
          .find(
            (line) =>
              line.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`)),
          );
      expect(series('http_requests_total', { operation: 'getHealth', method: 'GET', status: '200' })).toMatch(/ 1$/);
      expect(series('http_requests_total', { operation: 'getTaxonomyRoots', method: 'GET', status: '400' })).toMatch(
        / 1$/,
      );
      expect(series('http_request_duration_seconds_count', { operation: 'getHealth', status: '200' })).toMatch(/ 1$/);
      expect(text).toMatch(/db_pool_connections\{state="total"\}/);
      expect(text).toContain('# TYPE jobs gauge');
    } finally {
      await withMetrics.close();
    }
  });
});

describe('cross-origin access', () => {
  it('allows any origin on the public read API and answers preflights', async () => {
    const response = await service().fetch('/api/v1/health');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await fetch(`${service().url}/api/v1/genomes`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
  });
});
