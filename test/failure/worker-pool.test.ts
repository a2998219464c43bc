// The worker pool (workers/pool.ts) with real threads and real tasks: a vector tile answers at once while niche
// analyses fill their slot and queue, a full niche queue answers SERVICE_BUSY for niche analyses only, and identifications
// (the threads holding the model) have a lane of their own; a thread dying under its task answers 503 and is replaced.
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../config.js';
import { ApiError } from '../../core/errors.js';
import { lappetMothsInput } from '../../tools/bench/lappet-moths.js';
import { createWorkerPool, type WorkerPool } from '../../workers/pool.js';
import type { NicheInput } from '../../workers/niche-analysis.js';
import type { TileTask } from '../../workers/tiles.js';

/** A busy hexagon tile: 4,000 occupied pixels (with the margin hexagons reach into). */
function tileTask(): TileTask {
  const n = 4000;
  const x = new Int32Array(n);
  const y = new Int32Array(n);
  const total = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    x[i] = ((i * 7919) % 300) - 22;
    y[i] = ((i * 104729) % 300) - 22;
    total[i] = 1 + (i % 13);
  }
  return { z: 6, x: 33, y: 21, mode: 'hex', geometry: 'polygon', cells: { x, y, total } };
}

/** Resolves with the task's result and when it settled (ms on the performance clock). */
async function timed<T>(task: Promise<T>): Promise<{ value: T; at: number }> {
  const value = await task;
  return { value, at: performance.now() };
}

describe('worker pool', () => {
  let pool: WorkerPool;
  let input: NicheInput;
  const tile = tileTask();

  beforeAll(async () => {
    input = await lappetMothsInput();
    // one background slot (as NICHE_MAX_RUNNING would give), two tile threads, two analyses may wait
    pool = createWorkerPool({ threads: 2, identifyThreads: 1, maxQueue: 2, nicheSlots: 1 });
    // the tile threads load the tile encoder once, as a running server's threads already have
    await Promise.all([pool.run('tiles', tile), pool.run('tiles', tile)]);
  }, 60_000);

  afterAll(async () => {
    await pool?.close();
  });

  it('answers tiles at once while niche analyses hold their slot and fill their queue', async () => {
    const analyses = [0, 1, 2].map(() => timed(pool.run('niche-analysis', input)));
    expect(pool.stats()['niche-analysis']).toEqual({ running: 1, queued: 2 });

    // the queue of niche analyses is full: one more is refused at once, naming its kind…
    const refused = await pool.run('niche-analysis', input).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      code: 'SERVICE_BUSY',
      status: 503,
      details: { task: 'niche-analysis' },
      headers: { 'Retry-After': '10' },
    });
    // …while tiles, with their own slots and queue, are not refused
    const encoded = await pool.run('tiles', tile);
    expect(encoded?.byteLength).toBeGreaterThan(1000);

    // once the first analysis is done the background thread is warm and the second one computes; the third waits
    const first = await analyses[0];
    expect(first.value.results).toHaveLength(50);
    expect(pool.stats()['niche-analysis']).toEqual({ running: 1, queued: 1 });

    const latencies: number[] = [];
    let lastTileAt = 0;
    for (let i = 0; i < 10; i += 1) {
      const started = performance.now();
      const bytes = await pool.run('tiles', tile);
      lastTileAt = performance.now();
      latencies.push(lastTileAt - started);
      expect(bytes).toEqual(encoded);
    }
    // every tile answered while an analysis was still computing and another still waited for the slot
    expect(pool.stats()['niche-analysis'].running).toBe(1);
    const [second, third] = await Promise.all([analyses[1], analyses[2]]);
    expect(lastTileAt).toBeLessThan(second.at);
    expect(lastTileAt).toBeLessThan(third.at);
    expect(Math.max(...latencies)).toBeLessThan(2_000);
    // one background slot: the analyses ran one after another, all of them to the end
    expect(first.at).toBeLessThan(second.at);
    expect(second.at).toBeLessThan(third.at);
    expect(third.value.results).toEqual(first.value.results);
    expect(pool.stats()).toEqual({
      tiles: { running: 0, queued: 0 },
      identify: { running: 0, queued: 0 },
      'niche-analysis': { running: 0, queued: 0 },
    });
  }, 180_000);

  it('refuses beyond the queue per kind: a full tile queue leaves niche analyses alone', async () => {
    // two tile slots (threads) and two waiting: the fifth tile asked at once is refused
    const tiles = Array.from({ length: 4 }, () => pool.run('tiles', tile));
    expect(pool.stats().tiles).toEqual({ running: 2, queued: 2 });
    await expect(pool.run('tiles', tile)).rejects.toMatchObject({ code: 'SERVICE_BUSY', details: { task: 'tiles' } });
    const analysis = pool.run('niche-analysis', input);
    expect(pool.stats()['niche-analysis']).toEqual({ running: 1, queued: 0 });
    await Promise.all(tiles);
    expect((await analysis).results).toHaveLength(50);
  }, 120_000);

  it('identifies on a lane of its own: a tile thread answers while the only identification thread loads the model', async () => {
    const lanes = createWorkerPool({ threads: 1, identifyThreads: 1, maxQueue: 8, nicheSlots: 1 });
    try {
      await lanes.run('tiles', tile);
      const modelDir = join(PROJECT_ROOT, 'models', 'identification');
      // loading the model takes ~1 s; on a shared lane of one thread every tile would wait for it
      const loading = timed(lanes.run('identify', { kind: 'warm-up', modelDir }));
      expect(lanes.stats().identify).toEqual({ running: 1, queued: 0 });
      let lastTileAt = 0;
      for (let i = 0; i < 5; i += 1) {
        await lanes.run('tiles', tile);
        lastTileAt = performance.now();
      }
      const loaded = await loading;
      expect(loaded.value).toMatchObject({ ok: true });
      expect(lastTileAt).toBeLessThan(loaded.at);
      expect(lanes.identifyThreads).toBe(1);
    } finally {
      await lanes.close();
    }
  }, 60_000);

  it('an identification thread dying under its task answers 503 (retry), and the next one runs on a new thread', async () => {
    const lost: string[] = [];
    const lane = createWorkerPool({
      threads: 1,
      identifyThreads: 1,
      maxQueue: 8,
      nicheSlots: 1,
      onThreadLost: (kind, error) => lost.push(`${kind}: ${error.message}`),
    });
    try {
      const modelDir = join(PROJECT_ROOT, 'models', 'identification');
      const image = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#7a5' } })
        .jpeg()
        .toBuffer();
      const task = { kind: 'identify', modelDir, image, sequence: null, classifyImage: true } as const;
      expect(await lane.run('identify', task)).toMatchObject({ ok: true });
      const [first] = lane.threadsOf('identify');

      // the only identification thread dies (as a crash in native code would end it) with a task handed to it
      const running = lane.run('identify', task);
      await new Promise((resolve) => setImmediate(resolve));
      expect(lane.stats().identify).toEqual({ running: 1, queued: 0 });
      await first!.terminate();
      await expect(running).rejects.toMatchObject({
        status: 503,
        code: 'SERVICE_BUSY',
        message: 'The worker thread running this task stopped; retry shortly.',
        details: { task: 'identify' },
        headers: { 'Retry-After': '5' },
      });
      expect(lost).toEqual([expect.stringMatching(/^identify: worker exited/)]);
      expect(lane.stats().identify).toEqual({ running: 0, queued: 0 });

      // the next identification: a new thread, which loads the model on its first task, answers it
      expect(await lane.run('identify', task)).toMatchObject({ ok: true });
      expect(lane.threadsOf('identify')).toHaveLength(1);
      expect(lane.threadsOf('identify')[0]).not.toBe(first);
    } finally {
      await lane.close();
    }
  }, 60_000);

  it('closing under queued tasks answers them 503 "stopping", not a raw abort logged as a fault', async () => {
    // one thread; the service stops while tiles of clients already gone still wait (seen at the end of bench-scale)
    const closing = createWorkerPool({ threads: 1, identifyThreads: 1, maxQueue: 8, nicheSlots: 1 });
    await closing.run('tiles', tile);
    const settled = Array.from({ length: 6 }, () =>
      closing.run('tiles', tile).then(
        () => 'done',
        (error: unknown) =>
          error instanceof ApiError ? `${error.status} ${error.code}: ${error.message}` : String(error),
      ),
    );
    await closing.close();
    const outcomes = await Promise.all(settled);
    // what was running when the pool closed may finish; every other one is the envelope's 503, nothing else
    expect(outcomes.filter((o) => o !== 'done').length).toBeGreaterThan(0);
    for (const outcome of outcomes)
      expect(['done', '503 SERVICE_BUSY: The service is stopping; retry shortly.']).toContain(outcome);
    await expect(closing.run('tiles', tile)).rejects.toMatchObject({ code: 'SERVICE_BUSY' });
  }, 60_000);
});
