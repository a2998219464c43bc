// Tile benchmark: a labelled synthetic set of 5,000,000 occurrences in a separate PostgreSQL 15 + PostGIS
// cluster; the same realistic z0–z14 tile mix over every mode from the service's tile index (cold, then
// cached) and from PostGIS ST_AsMVT, side by side. Run: npx tsx tools/bench-tiles.ts [points] [tilesPerZoom]
// Needs (for the PostGIS side only; nothing else is prepared): the Debian packages postgresql-15 and
// postgresql-15-postgis-3 — `apt-get install postgresql-15-postgis-3`; without them it says so and stops.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pgPromise from 'pg-promise';
import { DISTRIBUTION_SOURCES, NO_FILTER, parseOccurrenceFilter } from '../db/distributions/occurrence-filter.js';
import { parseTilePoint } from '../db/distributions/repo.js';
import { createTileService, type TileRequest } from '../services/distributions/tile-service.js';
import { createWorkerPool } from '../workers/pool.js';
import type { TileTask } from '../workers/tiles.js';
import { CLUSTER_RADIUS, GRID_PIXELS, HEX_RADIUS } from '../workers/tiles.js';
import { to as copyTo, type CopyToStreamQuery } from 'pg-copy-streams';
import { StringDecoder } from 'node:string_decoder';
import { percentile } from './bench/stats.js';

const POINTS = Number(process.argv[2] ?? 5_000_000);
const TILES_PER_ZOOM = Number(process.argv[3] ?? 8);
const MAX_ZOOM = 14;
const GBIF_ONLY = parseOccurrenceFilter({ source: 'gbif' });
const PG_BIN = '/usr/lib/postgresql/15/bin';
const PORT = 54391;
const MAX_TILE_BYTES = 500 * 1024;
const MODES: TileRequest['mode'][] = ['points', 'cluster', 'grid', 'hex'];

function asPostgres(cmd: string, args: string[]): string {
  return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', [cmd, ...args].map((a) => `'${a}'`).join(' ')], {
    encoding: 'utf8',
  });
}

function summary(label: string, ms: number[], bytes: number[], wallMs: number): string {
  return `${label.padEnd(28)} p50 ${percentile(ms, 50).toFixed(2).padStart(8)} ms  p95 ${percentile(ms, 95).toFixed(2).padStart(8)} ms  max ${Math.max(
    ...ms,
  )
    .toFixed(1)
    .padStart(
      8,
    )} ms  ${(ms.length / (wallMs / 1000)).toFixed(1).padStart(8)} tiles/s  largest ${(Math.max(...bytes) / 1024).toFixed(1)} KB`;
}

/** Synthetic occurrences: Gaussian clusters around 400 seeded centres (70% in Europe), labelled `synthetic-bench`. */
const GENERATE = `
SELECT setseed(0.42);
CREATE TABLE centre AS
  SELECT c AS id,
         CASE WHEN c % 10 < 7 THEN -10 + random() * 40 ELSE -170 + random() * 340 END AS lon,
         CASE WHEN c % 10 < 7 THEN 36 + random() * 30 ELSE -50 + random() * 110 END AS lat,
         0.05 + random() * random() * 3 AS spread
  FROM generate_series(0, 399) AS c;
CREATE TABLE synthetic_occurrence AS
  SELECT 'synthetic-bench:' || i AS id, (ARRAY['iodatabase','gbif','sierra-nevada-monitoring','nichebarcoding'])[1 + i % 4] AS source,
         'Family' || (c.id % 40) AS family, 'C' || chr(65 + c.id % 26) AS country_code, NULL::text AS country,
         1000 + (i % 997) AS taxon_id,
         ST_Transform(ST_SetSRID(ST_MakePoint(
           greatest(-179.9, least(179.9, c.lon + c.spread * sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random()))),
           greatest(-84, least(84, c.lat + c.spread * sqrt(-2 * ln(1 - random())) * sin(2 * pi() * random())))), 4326), 3857) AS geom
  FROM generate_series(1, $1) AS i
  JOIN centre c ON c.id = (i::bigint * 7919) % 400;
CREATE INDEX synthetic_geom_idx ON synthetic_occurrence USING gist (geom);
ANALYZE synthetic_occurrence;`;

/** PostGIS equivalent of each mode: pixel cells, square bins, ST_HexagonGrid bins, and cluster-radius cells. */
function postgisQuery(r: TileRequest): string {
  const env = `ST_TileEnvelope(${r.z}, ${r.x}, ${r.y})`;
  const filter = r.filter.source ? ` AND o.source = '${r.filter.source}'` : ''; // values from this file's request list only
  const polygon = r.geometry === 'polygon' && r.mode !== 'cluster';
  if (r.mode === 'hex') {
    const size = (HEX_RADIUS * 40075016.68557849) / (256 * 2 ** r.z);
    return `SELECT ST_AsMVT(t, 'occurrence', 4096, 'g') FROM (
      SELECT ST_AsMVTGeom(${polygon ? 'h.geom' : 'ST_Centroid(h.geom)'}, ${env}, 4096, 64) AS g, count(*)::int AS total
      FROM ST_HexagonGrid(${size}, ${env}) h JOIN synthetic_occurrence o ON o.geom && h.geom AND ST_Intersects(o.geom, h.geom)${filter}
      GROUP BY h.geom) t`;
  }
  const cell =
    ({ points: 1, grid: GRID_PIXELS, cluster: CLUSTER_RADIUS }[r.mode] * 40075016.68557849) / (256 * 2 ** r.z);
  const geom = polygon
    ? `ST_MakeEnvelope(cx * ${cell}, cy * ${cell}, (cx + 1) * ${cell}, (cy + 1) * ${cell}, 3857)`
    : 'ST_Centroid(ST_Collect(geom))';
  return `SELECT ST_AsMVT(t, 'occurrence', 4096, 'g') FROM (
    SELECT ST_AsMVTGeom(${geom}, ${env}, 4096, 64) AS g, count(*)::int AS total
    FROM (SELECT geom, floor(ST_X(geom) / ${cell}) AS cx, floor(ST_Y(geom) / ${cell}) AS cy
          FROM synthetic_occurrence o WHERE o.geom && ${env}${filter}) p
    GROUP BY cx, cy) t`;
}

/** PostgreSQL 15 with PostGIS, or a clear word on what to install (instead of initdb's or CREATE EXTENSION's error). */
function requirePostgis(): void {
  const missing = [`${PG_BIN}/initdb`, '/usr/share/postgresql/15/extension/postgis.control'].filter(
    (f) => !existsSync(f),
  );
  if (missing.length === 0) return;
  console.error(
    `bench-tiles compares the tile index with PostGIS in a PostgreSQL 15 cluster of its own; missing ${missing.join(', ')}: install the Debian packages postgresql-15 and postgresql-15-postgis-3 (apt-get install postgresql-15-postgis-3)`,
  );
  process.exit(2);
}

async function main(): Promise<void> {
  requirePostgis();
  console.log(
    `bench-tiles: ${POINTS.toLocaleString('en')} synthetic points, ${TILES_PER_ZOOM} tiles per zoom z0–z${MAX_ZOOM} per pass; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (shared machine)`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'bench-tiles-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const pool = createWorkerPool({ threads: 0, identifyThreads: 1, maxQueue: 1000, nicheSlots: 1 });
  const pgp = pgPromise();
  try {
    asPostgres(`${PG_BIN}/initdb`, ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
    asPostgres(`${PG_BIN}/pg_ctl`, [
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-w',
      '-o',
      `-p ${PORT} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c shared_buffers=512MB -c max_parallel_workers_per_gather=2`,
      'start',
    ]);
    const db = pgp({ host: '127.0.0.1', port: PORT, user: 'postgres', database: 'postgres' });
    await db.none('CREATE EXTENSION postgis');
    let t = performance.now();
    await db.multi(GENERATE.replace('$1', String(POINTS)));
    console.log(
      `generated and indexed ${POINTS.toLocaleString('en')} points in PostGIS in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );

    // the service's tile index, fed exactly like the service (COPY text rows → parseTilePoint)
    let lastEncode = { ms: 0, cells: 0 };
    const tiles = createTileService({
      dataVersion: async () => 'synthetic-bench',
      loadPoints: async (onRow) => {
        const connection = await db.connect();
        try {
          const stream = connection.client.query(
            copyTo(
              `COPY (SELECT ST_X(geom), ST_Y(geom), source, family, country_code, country, taxon_id, row_number() OVER () FROM synthetic_occurrence) TO STDOUT`,
            ),
          ) as unknown as CopyToStreamQuery;
          const decoder = new StringDecoder('utf8');
          let rest = '';
          for await (const chunk of stream as AsyncIterable<Buffer>) {
            const lines = (rest + decoder.write(chunk)).split('\n');
            rest = lines.pop() ?? '';
            for (const line of lines) onRow(parseTilePoint(line));
          }
        } finally {
          await connection.done();
        }
      },
      subtreeTaxa: async (ids) => [...ids],
      locatedSeqs: () => Promise.reject(new Error('the tile mix uses per-point filters only')),
      encode: async (task: TileTask) => {
        const started = performance.now();
        const bytes = await pool.run('tiles', task);
        lastEncode = { ms: performance.now() - started, cells: task.cells.total.length };
        return bytes;
      },
      sources: DISTRIBUTION_SOURCES,
      cacheBytes: 512 * 1024 * 1024,
    });
    t = performance.now();
    await tiles.warm();
    console.log(
      `tile index (Z-order points + z0–z6 pixel pyramid) built in ${((performance.now() - t) / 1000).toFixed(1)} s, heap ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MB, rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`,
    );

    // realistic mix: tiles around sampled points (where maps are looked at), every zoom, every mode and geometry
    const sample = await db.any<{ x: number; y: number }>(
      `SELECT ST_X(geom) AS x, ST_Y(geom) AS y FROM synthetic_occurrence TABLESAMPLE SYSTEM (0.1) REPEATABLE (7) LIMIT $1`,
      [TILES_PER_ZOOM * (MAX_ZOOM + 1)],
    );
    const requests: TileRequest[] = [];
    const W = 2 * 20037508.342789244;
    sample.forEach((p, i) => {
      const z = i % (MAX_ZOOM + 1);
      const n = 2 ** z;
      const x = Math.min(n - 1, Math.floor(((p.x + W / 2) / W) * n));
      const y = Math.min(n - 1, Math.floor((1 - (p.y + W / 2) / W) * n));
      const mode = MODES[Math.floor(i / (MAX_ZOOM + 1)) % MODES.length]!;
      const geometry = i % 3 === 2 && mode !== 'cluster' ? 'polygon' : 'point';
      requests.push({ z, x, y, mode, geometry, filter: i % 5 === 4 ? GBIF_ONLY : NO_FILTER });
    });
    // warm the worker threads and their JIT on tiles outside the mix (thread start-up is not a tile cost)
    for (const mode of MODES) {
      await Promise.all(
        Array.from({ length: pool.threads * 2 }, (_, i) =>
          tiles.tile({
            z: 2,
            x: i % 4,
            y: 1,
            mode,
            geometry: i % 2 ? 'polygon' : 'point',
            filter: parseOccurrenceFilter({ source: 'nichebarcoding' }),
          }),
        ),
      );
    }

    const run = async (label: string, produce: (r: TileRequest) => Promise<number>) => {
      const ms: number[] = [];
      const bytes: number[] = [];
      const started = performance.now();
      for (const r of requests) {
        const s = performance.now();
        bytes.push(await produce(r));
        ms.push(performance.now() - s);
      }
      const wall = performance.now() - started;
      console.log(summary(label, ms, bytes, wall));
      const low = requests.map((r, i) => (r.z <= 6 ? ms[i]! : -1)).filter((v) => v >= 0);
      console.log(
        `${''.padEnd(28)} z0–z6 p95 ${percentile(low, 95).toFixed(2)} ms, z7–z14 p95 ${percentile(
          requests.map((r, i) => (r.z > 6 ? ms[i]! : -1)).filter((v) => v >= 0),
          95,
        ).toFixed(2)} ms`,
      );
      return bytes;
    };
    const service = async (r: TileRequest) => (await tiles.tile(r)).body?.byteLength ?? 0;
    const slowest: string[] = [];
    const cold = await run('service cold (index+worker)', async (r) => {
      lastEncode = { ms: 0, cells: 0 };
      const started = performance.now();
      const bytes = await service(r);
      const ms = performance.now() - started;
      slowest.push(
        `${ms.toFixed(1).padStart(7)} ms  z${r.z} ${r.mode}/${r.geometry}${r.filter.source ? ' source' : ''}: ${lastEncode.cells} pixels, encode ${lastEncode.ms.toFixed(1)} ms, ${(bytes / 1024).toFixed(1)} KB`,
      );
      return bytes;
    });
    console.log('slowest cold tiles:\n  ' + slowest.sort().reverse().slice(0, 6).join('\n  '));
    await run('service cached (LRU)', service);
    const postgis = await run('PostGIS ST_AsMVT', async (r) => {
      const row = await db.one<{ st_asmvt: Buffer | null }>(postgisQuery(r));
      return row.st_asmvt?.byteLength ?? 0;
    });
    const over = cold.filter((b) => b > MAX_TILE_BYTES).length;
    console.log(
      `tiles over 500 KB: service ${over}, PostGIS ${postgis.filter((b) => b > MAX_TILE_BYTES).length}; non-empty service tiles ${cold.filter((b) => b > 0).length}/${cold.length}`,
    );
    console.log(
      `(PostGIS equivalents: points = 1-pixel cells, grid = ${GRID_PIXELS}-pixel cells, hex = ST_HexagonGrid, cluster = ${CLUSTER_RADIUS}-pixel cells; same source filter)`,
    );
  } finally {
    await pool.close();
    pgp.end();
    try {
      asPostgres(`${PG_BIN}/pg_ctl`, ['-D', data, '-m', 'immediate', 'stop']);
    } catch {
      // not started
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
