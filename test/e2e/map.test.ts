// End to end: the /demo/map page in headless Chromium renders occurrence features from the real tiles in every mode.
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
});
