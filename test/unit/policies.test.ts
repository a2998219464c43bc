// Operation policies (handlers/<tag>.ts): what they declare, typed paths, the limits built from them, and the warm-up
// they drive — a warm-up request that does not answer 2xx turns /health's derivedData to `error`.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientLimits } from '../../app/limits.js';
import { createWarmUp, declaredRequests } from '../../app/warm-up.js';
import { ApiError } from '../../core/errors.js';
import { OPERATIONS, type OperationId } from '../../generated/operations.js';
import { POLICIES } from '../../handlers/index.js';
import { pathOf } from '../../http/paths.js';
import type { PolicyMap, RateLimitPolicy } from '../../http/policy.js';
import { silentLogger, testConfig } from '../support/test-config.js';

const ids = Object.keys(POLICIES) as OperationId[];

describe('the declared policies', () => {
  it('cover every operation of the contract and no other', () => {
    expect([...ids].sort()).toEqual((Object.keys(OPERATIONS) as OperationId[]).sort());
  });

  it('keep per data version exactly the reads that depend only on the request and the data', () => {
    expect(ids.filter((id) => POLICIES[id].cache).sort()).toEqual(
      [
        'getApiRoot',
        'getVersion',
        'getStats',
        'getMetaSummary',
        'getAbout',
        'getOpenApiDocument',
        'getSwaggerUi',
        'getSearchSuggestions',
        'getTaxonomyRoots',
        'getTaxonomyChildren',
        'searchTaxonomy',
        'getTaxonomyTypeahead',
        'getTaxonomyNode',
        'getTaxonomyNodeLiterature',
        'listDownloads',
        'getDownloadFile',
        'listSpeciesDownloads',
        'listDistributions',
        'getDistributionOverview',
        'getDistributionTile',
        'getBasemapTile',
        'getDistributionsByNode',
        'listProteins',
        'getProtein',
        'getProteinStructure',
        'listLiterature',
        'getLiterature',
        'listTranscriptomes',
        'getTranscriptomeInsights',
        'listPopulationGenomes',
        'listGenomes',
        'getGenome',
        'listHostplants',
        'listBarcodes',
        'getBarcodeFasta',
        'getBarcodeSpecimen',
        'listTools',
        'listBlastDatabases',
        'getNicheSchemas',
      ].sort(),
    );
  });

  it('warm up the first pages once, and the details read from the data', () => {
    expect(ids.filter((id) => POLICIES[id].warmUp === 'once').map((id) => OPERATIONS[id].path)).toEqual([
      '/api/v1',
      '/api/v1/stats',
      '/api/v1/meta/summary',
      '/api/v1/about',
      '/api/v1/openapi.json',
      '/api/v1/taxonomy/tree/roots',
      '/api/v1/genomes',
      '/api/v1/omics/transcriptomes',
      '/api/v1/omics/population-genomes',
      '/api/v1/proteins',
      '/api/v1/barcodes',
      '/api/v1/distributions',
      '/api/v1/distributions/overview',
      '/api/v1/hostplants',
      '/api/v1/literature',
      '/api/v1/downloads',
      '/api/v1/tools',
    ]);
    expect(ids.filter((id) => typeof POLICIES[id].warmUp === 'function')).toEqual([
      'getTaxonomyNode',
      'getDistributionsByNode',
      'getDownloadFile',
      'listBlastDatabases',
    ]);
  });

  it('limit BLAST, identification and every niche barcoding and export operation, and nothing else', () => {
    expect(ids.filter((id) => POLICIES[id].limit)).toEqual([
      'runBlastSearch',
      'getBlastJob',
      'cancelBlastJob',
      'identifySpecies',
      'getNicheSchemas',
      'validateNicheConfig',
      'createNicheJob',
      'uploadNicheJobFile',
      'confirmNicheJob',
      'getNicheJob',
      'getNicheJobResults',
      'getNicheJobVisualizations',
      'downloadNicheJobFile',
      'createExport',
      'getExport',
      'getExportFile',
    ]);
  });
});

describe('pathOf', () => {
  it('fills path parameters and appends the query, percent-encoded', () => {
    expect(pathOf('getApiRoot')).toBe('/api/v1');
    expect(pathOf('getDistributionTile', { z: 3, x: 4, y: 5 })).toBe('/api/v1/distributions/tiles/3/4/5.mvt');
    expect(pathOf('uploadNicheJobFile', { jobId: 'j1' }, { fileName: 'a b&c.fasta' })).toBe(
      '/api/v1/niche-barcoding/jobs/j1/upload?fileName=a%20b%26c.fasta',
    );
    expect(pathOf('getTaxonomyChildren', {}, { parentId: 7, page: undefined })).toBe(
      '/api/v1/taxonomy/tree/children?parentId=7',
    );
  });
});

describe('clientLimits', () => {
  const config = testConfig({ NICHE_RATE_LIMIT: '2', BLAST_RATE_LIMIT: '1' });
  const none = Object.fromEntries(ids.map((id) => [id, {}])) as PolicyMap<{ blastOff: boolean }>;
  const submissions: RateLimitPolicy = { kind: 'rate', perMinute: 'nicheRateLimit' };
  const reads: RateLimitPolicy = { ...submissions, pollingMultiplier: 10 };
  const searches: RateLimitPolicy<{ blastOff: boolean }> = {
    kind: 'rate',
    perMinute: 'blastRateLimit',
    before: ({ blastOff }) => {
      if (blastOff) throw new ApiError('BLAST_NOT_CONFIGURED', 'off');
    },
  };
  const policies: PolicyMap<{ blastOff: boolean }> = {
    ...none,
    createNicheJob: { limit: submissions },
    confirmNicheJob: { limit: submissions },
    getNicheJob: { limit: reads },
    runBlastSearch: { limit: searches },
  };
  const codeOf = async (admit: () => unknown) => {
    try {
      await admit();
      return 'admitted';
    } catch (error) {
      return (error as ApiError).code;
    }
  };

  it('gives the operations of one declaration one count per client, another declaration its own', async () => {
    const limits = clientLimits(policies, { blastOff: false }, config);
    expect(limits.createNicheJob).toBe(limits.confirmNicheJob);
    expect(await codeOf(() => limits.createNicheJob!.admit('a'))).toBe('admitted');
    expect(await codeOf(() => limits.confirmNicheJob!.admit('a'))).toBe('admitted');
    expect(await codeOf(() => limits.createNicheJob!.admit('a'))).toBe('RATE_LIMITED');
    expect(await codeOf(() => limits.createNicheJob!.admit('b'))).toBe('admitted');
    // the reads: ten times the setting, counted apart from the submissions
    for (let i = 0; i < 20; i++) expect(await codeOf(() => limits.getNicheJob!.admit('a'))).toBe('admitted');
    expect(await codeOf(() => limits.getNicheJob!.admit('a'))).toBe('RATE_LIMITED');
    expect(limits.listGenomes).toBeUndefined();
  });

  it('answers what `before` throws without counting the request', async () => {
    const deps = { blastOff: true };
    const limits = clientLimits(policies, deps, config);
    expect(await codeOf(() => limits.runBlastSearch!.admit('a'))).toBe('BLAST_NOT_CONFIGURED');
    expect(await codeOf(() => limits.runBlastSearch!.admit('a'))).toBe('BLAST_NOT_CONFIGURED');
    deps.blastOff = false;
    expect(await codeOf(() => limits.runBlastSearch!.admit('a'))).toBe('admitted');
    expect(await codeOf(() => limits.runBlastSearch!.admit('a'))).toBe('RATE_LIMITED');
  });
});

describe('the warm-up of the declared requests', () => {
  // a real HTTP server standing in for the service: /stats and the download list answer, a detail is missing
  let server: Server;
  let url = '';
  const requested: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      requested.push(req.url ?? '');
      const body: Record<string, unknown> = {
        '/api/v1/stats': { data: {} },
        '/api/v1/downloads': { data: { items: [{ fileId: 1 }, { fileId: 2 }] } },
        '/api/v1/downloads/1': { data: {} },
      };
      const answer = body[req.url ?? ''];
      res.writeHead(answer ? 200 : 404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer ?? { success: false }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const none = Object.fromEntries(ids.map((id) => [id, {}])) as PolicyMap<null>;

  it('is ok when every request answers 2xx', async () => {
    const warmUp = createWarmUp(
      declaredRequests({ ...none, getStats: { cache: true, warmUp: 'once' } }, null, () => url),
      silentLogger,
    );
    expect(warmUp.status().status).toBe('loading');
    await warmUp.start();
    expect(warmUp.status()).toMatchObject({ status: 'ok', message: expect.stringMatching(/^derived data ready in/) });
  });

  it('says `error` and names the request when one answers non-2xx', async () => {
    requested.length = 0;
    const policies: PolicyMap<null> = {
      ...none,
      getStats: { cache: true, warmUp: 'once' },
      getDownloadFile: {
        cache: true,
        warmUp: async ({ get }) =>
          (await get('listDownloads')).items.flatMap(({ fileId }) => (fileId ? [{ params: { fileId } }] : [])),
      },
    };
    const warmUp = createWarmUp(
      declaredRequests(policies, null, () => url),
      silentLogger,
    );
    await warmUp.start();
    expect(requested).toEqual(['/api/v1/stats', '/api/v1/downloads', '/api/v1/downloads/1', '/api/v1/downloads/2']);
    expect(warmUp.status()).toMatchObject({
      status: 'error',
      message: expect.stringContaining('1 warm-up request(s) did not answer 2xx: GET /api/v1/downloads/2 → 404'),
    });
  });

  it('says `error` when a request a declaration reads its requests from fails', async () => {
    const policies: PolicyMap<null> = {
      ...none,
      getTaxonomyNode: {
        cache: true,
        warmUp: async ({ get }) => (await get('getTaxonomyRoots')).items.map(({ id }) => ({ params: { nodeId: id } })),
      },
    };
    const warmUp = createWarmUp(
      declaredRequests(policies, null, () => url),
      silentLogger,
    );
    await warmUp.start();
    expect(warmUp.status()).toMatchObject({
      status: 'error',
      message: expect.stringContaining('GET /api/v1/taxonomy/tree/roots → 404'),
    });
  });
});
