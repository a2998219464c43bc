// End to end: the /demo/map page in headless Chromium renders the basemap and occurrence features from the real tiles in
// every mode, filters them by taxon, years and countries as the list does, shows its legend and a clicked feature's records.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestService } from '../support/service.js';
import { CHROMIUM_PATH, requirePart, SYSTEM_PARTS } from '../support/system-parts.js';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // WebGL without a GPU: SwiftShader through ANGLE
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];
const OUTPUT = join('test-output', 'e2e');

const withChromium = requirePart(SYSTEM_PARTS.chromium, 'map test (test/e2e/map.test.ts)');
const service = useTestService();
let browser: Browser | undefined;

beforeAll(async () => {
  if (withChromium) browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS, headless: true });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** Rendered features of the occurrence layers once the map has settled. */
async function renderedFeatures(page: Page, layer: string): Promise<{ count: number; total: number }> {
  await page.waitForFunction(
    (id) => {
      const map = (
        globalThis as unknown as {
          map?: { loaded(): boolean; areTilesLoaded(): boolean; queryRenderedFeatures(o: object): unknown[] };
        }
      ).map;
      return Boolean(
        map && map.loaded() && map.areTilesLoaded() && map.queryRenderedFeatures({ layers: [id] }).length > 0,
      );
    },
    layer,
    { timeout: 30_000, polling: 250 },
  );
  return page.evaluate((id) => {
    const map = (
      globalThis as unknown as { map: { queryRenderedFeatures(o: object): { properties: { total: number } }[] } }
    ).map;
    const features = map.queryRenderedFeatures({ layers: [id] });
    return { count: features.length, total: features.reduce((sum, f) => sum + f.properties.total, 0) };
  }, layer);
}

describe.skipIf(!withChromium)('GET /demo/map', () => {
  it('renders occurrence features in headless Chromium, switches modes and saves screenshots', async () => {
    if (!browser) throw new Error('Chromium did not start');
    mkdirSync(OUTPUT, { recursive: true });
    const page = await browser.newPage({ viewport: { width: 1024, height: 700 } });
    const tileStatuses: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/distributions/tiles/')) tileStatuses.push(r.status());
    });
    const response = await page.goto(`${service().url}/demo/map`);
    expect(response?.status()).toBe(200);
    expect(await page.evaluate(() => typeof (globalThis as unknown as { maplibregl?: unknown }).maplibregl)).toBe(
      'object',
    );

    const points = await renderedFeatures(page, 'occurrence-circle');
    expect(points.count).toBeGreaterThan(10);
    expect(points.total).toBeGreaterThan(0);
    expect(tileStatuses.length).toBeGreaterThan(0);
    expect(tileStatuses.every((s) => s === 200 || s === 204)).toBe(true);
    await page.screenshot({ path: join(OUTPUT, 'map-points.png') });

    await page.selectOption('#mode', 'hex');
    await page.check('#polygon');
    const hexes = await renderedFeatures(page, 'occurrence-fill');
    expect(hexes.count).toBeGreaterThan(0);
    await page.screenshot({ path: join(OUTPUT, 'map-hex.png') });

    await page.uncheck('#polygon');
    await page.selectOption('#mode', 'cluster');
    expect((await renderedFeatures(page, 'occurrence-circle')).count).toBeGreaterThan(0);
    await page.screenshot({ path: join(OUTPUT, 'map-cluster.png') });
    await page.close();
  }, 90_000);

  it('draws the Natural Earth basemap, a legend, filters by taxon, years and countries, and lists a clicked point', async () => {
    if (!browser) throw new Error('Chromium did not start');
    const page = await browser.newPage({ viewport: { width: 1024, height: 700 } });
    const tileUrls: string[] = [];
    const basemapStatuses: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/distributions/tiles/')) tileUrls.push(r.url());
      if (r.url().includes('/distributions/basemap/')) basemapStatuses.push(r.status());
    });
    await page.goto(`${service().url}/demo/map`);
    // the basemap: land polygons, country borders and coastlines from the service's own tiles
    for (const layer of ['land', 'country-borders', 'coastline'])
      expect((await renderedFeatures(page, layer)).count, layer).toBeGreaterThan(0);
    expect(basemapStatuses.length).toBeGreaterThan(0);
    expect(basemapStatuses.every((s) => s === 200 || s === 204)).toBe(true);
    const legend = await page.textContent('#legend');
    expect(legend).toContain('Records per feature');
    expect(legend).toContain('Natural Earth');
    expect(await page.isVisible('#legend')).toBe(true);
    const unfiltered = (await renderedFeatures(page, 'occurrence-circle')).total;

    // filters: the tiles and the list get the same parameters; the count shown is the list's total for them
    await page.fill('#taxon', 'Erebia');
    await page.fill('#yearFrom', '1990');
    await page.fill('#country', 'NO, SE');
    tileUrls.length = 0;
    await page.click('#apply');
    await page.waitForFunction(
      () =>
        (
          globalThis as unknown as {
            document: { getElementById(id: string): { dataset: Record<string, string> } | null };
          }
        ).document.getElementById('status')?.dataset.total !== undefined,
      undefined,
      {
        timeout: 30_000,
      },
    );
    const erebia = await service().fetch('/api/v1/taxonomy/search?q=Erebia&limit=1');
    const taxonId = ((await erebia.json()) as { data: { items: { id: number }[] } }).data.items[0]!.id;
    const expected = await service().fetch(
      `/api/v1/distributions?pageSize=1&taxonId=${taxonId}&year=1990,*&country=NO&country=SE`,
    );
    const total = ((await expected.json()) as { data: { pagination: { total: number } } }).data.pagination.total;
    expect(total).toBeGreaterThan(0);
    expect(Number(await page.getAttribute('#status', 'data-total'))).toBe(total);
    await page.waitForFunction(() => {
      const map = (globalThis as unknown as { map: { areTilesLoaded(): boolean } }).map;
      return map.areTilesLoaded();
    });
    const filtered = await renderedFeatures(page, 'occurrence-circle');
    expect(tileUrls.length).toBeGreaterThan(0);
    for (const url of tileUrls) {
      const query = new URL(url).searchParams;
      expect(query.get('taxonId')).toBe(String(taxonId));
      expect(query.get('year')).toBe('1990,*');
      expect(query.getAll('country')).toEqual(['NO', 'SE']);
    }
    expect(filtered.total).toBeLessThan(unfiltered);
    expect(filtered.total).toBeLessThanOrEqual(total);
    await page.screenshot({ path: join(OUTPUT, 'map-filtered.png') });

    // a click on a drawn point lists the records under it, with the same filters
    const point = await page.evaluate(() => {
      const map = (
        globalThis as unknown as {
          map: {
            queryRenderedFeatures(o: object): { geometry: { coordinates: [number, number] } }[];
            project(c: [number, number]): { x: number; y: number };
          };
        }
      ).map;
      const feature = map.queryRenderedFeatures({ layers: ['occurrence-circle'] })[0]!;
      const p = map.project(feature.geometry.coordinates);
      return { x: p.x, y: p.y };
    });
    await page.mouse.click(point.x, point.y);
    await page.waitForSelector('#records:not([hidden]) #recordsTotal', { timeout: 30_000 });
    expect(Number(await page.getAttribute('#recordsTotal', 'data-total'))).toBeGreaterThan(0);
    const records = await page.$$eval('#records li.record', (items) => items.map((li) => li.textContent ?? ''));
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((text) => text.startsWith('Erebia'))).toBe(true);
    await page.screenshot({ path: join(OUTPUT, 'map-records.png') });
    await page.close();
  }, 120_000);
});
