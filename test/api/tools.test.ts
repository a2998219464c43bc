// Tools: the static catalog of analysis tools and resources.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOOLS } from '../../services/tools/catalog.js';
import { startTestService, type TestService } from '../support/service.js';

let t: TestService;

beforeAll(async () => {
  t = await startTestService();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/tools', () => {
  it('lists the catalog with status, language, repository, tags, links and resources', async () => {
    const { data, response } = await t.client.GET('/api/v1/tools');
    expect(response.status).toBe(200);
    const { items, resources } = data!.data;
    expect(items).toEqual(TOOLS);
    const ids = items.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [
      'blast-plus',
      'busco',
      'nichebarcoding',
      'identification-model',
      'jbrowse',
      'geojson-vt',
      'vt-pbf',
      'supercluster',
      'pg-trgm',
    ]) {
      expect(ids).toContain(id);
    }
    for (const item of items) {
      expect(
        item.repository === null || /^https:\/\/(github\.com|gitlab\.com)\/[\w.-]+\/[\w.-]+$/.test(item.repository),
      ).toBe(true);
      expect(item.description.length).toBeGreaterThan(10);
    }
    expect(resources.length).toBeGreaterThan(0);
    expect(resources.every((r) => r.href.startsWith('https://') || r.href.startsWith('/'))).toBe(true);
  });

  it('rejects other methods with 405', async () => {
    const response = await t.fetch('/api/v1/tools', { method: 'POST' });
    expect(response.status).toBe(405);
  });
});
