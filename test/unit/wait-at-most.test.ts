// A request's bounded wait on shared work: the request answers when its budget runs out and the work goes on — the
// tile service's wait for its index being built, with real points and the real encoder, is the case that needs it.
import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from '../../core/errors.js';
import { waitAtMost } from '../../core/wait-at-most.js';
import { createTileService } from '../../services/distributions/tile-service.js';
import { NO_FILTER } from '../../db/distributions/occurrence-filter.js';
import type { TilePoint } from '../../db/distributions/repo.js';
import encodeTile from '../../workers/tiles.js';

const late = () => new ApiError('SERVICE_BUSY', 'late');
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('waitAtMost', () => {
  it('gives the work’s result or error when it settles in time', async () => {
    await expect(waitAtMost(Promise.resolve(7), 1000, late)).resolves.toBe(7);
    await expect(waitAtMost(Promise.reject(new Error('failed')), 1000, late)).rejects.toThrow('failed');
  });

  it('throws the timeout’s error when the work is late, and the work still finishes for the next caller', async () => {
    const work = sleep(300).then(() => 'built');
    const started = performance.now();
    await expect(waitAtMost(work, 50, late)).rejects.toMatchObject({ code: 'SERVICE_BUSY' });
    expect(performance.now() - started).toBeLessThan(250);
    await expect(work).resolves.toBe('built');
  });
});

describe('a tile request while the index is being built', () => {
  it('answers 503 SERVICE_BUSY with Retry-After after its wait, and the tile once the build is done', async () => {
    // points of a small real-looking set: 2,000 around Madrid (Web Mercator metres)
    const points: TilePoint[] = Array.from({ length: 2000 }, (_, i) => ({
      mercX: -410_000 + (i % 50) * 200,
      mercY: 4_926_000 + Math.floor(i / 50) * 200,
      source: 'gbif',
      family: 'Pieridae',
      countryCode: 'ES',
      country: 'Spain',
      taxonId: 1 + (i % 7),
      seq: i + 1,
    }));
    let release!: () => void;
    const gate = new Promise<void>((done) => (release = done));
    const tiles = createTileService({
      dataVersion: async () => 'wait-test',
      // the build streams its points only once the gate opens: a slow build, as at 10× the records
      loadPoints: async (onRow) => {
        await gate;
        for (const point of points) onRow(point);
      },
      subtreeTaxa: async () => [],
      locatedSeqs: async () => new Int32Array(0),
      encode: async (task) => encodeTile(task),
      sources: ['gbif'],
      indexWaitMs: 200,
    });
    const request = { z: 0, x: 0, y: 0, mode: 'grid', geometry: 'polygon', filter: NO_FILTER } as const;
    const started = performance.now();
    const refused = await tiles.tile(request).catch((error: unknown) => error);
    expect(isApiError(refused) && refused.code).toBe('SERVICE_BUSY');
    expect(isApiError(refused) && refused.headers['Retry-After']).toBe('5');
    expect(performance.now() - started).toBeLessThan(2000);
    release();
    const answered = await tiles.tile(request);
    expect(answered.body?.length).toBeGreaterThan(0);
  });
});
