// Distributions: records, overview, per-node aggregates and vector tiles against the real loaded occurrences.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { VectorTile } from '@mapbox/vector-tile';
import Pbf from 'pbf';
import { describe, expect, it } from 'vitest';
import { hexOf } from '../../workers/tiles.js';
import { errorOf, useTestDatabase, useTestService } from '../support/service.js';
import { requirePart, SYSTEM_PARTS } from '../support/system-parts.js';

const withGdal = requirePart(SYSTEM_PARTS.gdal, 'GDAL check of a tile (distributions.test.ts)');
const service = useTestService();
const database = useTestDatabase();

const LOCATED = 'merc_x IS NOT NULL AND merc_y IS NOT NULL';

async function count(where: string, params: unknown[] = []): Promise<number> {
  return (await database().one(`SELECT count(*)::int AS n FROM occurrence o WHERE ${where}`, params)).n;
}

async function list(query: Record<string, string | number>) {
  const { data, response } = await service().client.GET('/api/v1/distributions', { params: { query: query as never } });
  expect(response.status).toBe(200);
  return data!.data;
}

interface DecodedFeature {
  type: number;
  total: number;
  geometry: { x: number; y: number }[][];
}

async function tile(path: string, init?: RequestInit) {
  const response = await service().fetch(`/api/v1/distributions/tiles/${path}`, init);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes };
}

function decode(bytes: Buffer): { extent: number; version: number; features: DecodedFeature[] } {
  const vt = new VectorTile(new Pbf(bytes));
  expect(Object.keys(vt.layers)).toEqual(['occurrence']);
  const layer = vt.layers.occurrence!;
  const features: DecodedFeature[] = [];
  for (let i = 0; i < layer.length; i++) {
    const f = layer.feature(i);
    expect(typeof f.properties.total).toBe('number');
    features.push({ type: f.type, total: f.properties.total as number, geometry: f.loadGeometry() });
  }
  return { extent: layer.extent, version: layer.version, features };
}

async function tileTotal(path: string): Promise<number> {
  const { response, bytes } = await tile(path);
  if (response.status === 204) return 0;
  expect(response.status).toBe(200);
  return decode(bytes).features.reduce((sum, f) => sum + f.total, 0);
}

describe('GET /api/v1/distributions', () => {
  it('pages every record in id order with the spec default page size and the real total', async () => {
    const { items, pagination, query } = await list({});
    expect(pagination).toMatchObject({
      page: 1,
      pageSize: 20,
      total: await count('true'),
      hasPrev: false,
      hasNext: true,
    });
    expect(query).toMatchObject({
      q: null,
      source: null,
      hasCoordinate: null,
      taxonId: null,
      country: null,
      year: null,
    });
    const ids = await database().map('SELECT id FROM occurrence ORDER BY id LIMIT 20', [], (r: { id: string }) => r.id);
    expect(items.map((i) => i.id)).toEqual(ids);
  });

  it('maps a record field by field, species and family from the taxonomy', async () => {
    const row = await database().one(
      `SELECT o.*, t.name AS taxon_name, f.name AS family_name FROM occurrence o JOIN taxon t ON t.id = o.taxon_id
       JOIN taxon f ON f.id = t.family_id WHERE o.source = 'iodatabase' AND o.country IS NOT NULL ORDER BY o.id LIMIT 1`,
    );
    const { items } = await list({ q: row.id.split(':')[1], pageSize: 100 });
    expect(items.find((i) => i.id === row.id)).toEqual({
      id: row.id,
      taxonId: row.taxon_id,
      species: row.taxon_name,
      family: row.family_name,
      latitude: row.latitude,
      longitude: row.longitude,
      coordinateUncertaintyInMeters: row.coordinate_uncertainty_m,
      countryCode: row.country_code,
      country: row.country,
      stateProvince: row.state_province,
      county: row.county,
      locality: row.locality,
      source: 'iodatabase',
      basisOfRecord: row.basis_of_record,
      institutionCode: row.institution_code,
      collectionCode: row.collection_code,
      catalogNumber: row.catalog_number,
      eventDate: row.event_date,
      year: row.year,
      month: row.month,
      day: row.day,
      dayOfYear: row.day_of_year,
      samplingProtocol: row.sampling_protocol,
      dataset: row.dataset,
      licence: row.licence,
      recordedBy: row.recorded_by,
    });
  });

  it('names the country of records that give only its ISO code (GBIF) and finds them by that name', async () => {
    const sweden = await count(`source = 'gbif' AND country_code = 'SE'`);
    expect(sweden).toBeGreaterThan(0);
    const { items, pagination } = await list({ q: 'Sweden', source: 'gbif', pageSize: 100 });
    expect(pagination.total).toBe(sweden);
    expect(items.every((i) => i.countryCode === 'SE' && i.country === 'Sweden' && i.source === 'gbif')).toBe(true);
  });

  it('filters by q over species, family and country (every word must match, case-insensitively)', async () => {
    const morocco = await count(`country_code = 'MA'`);
    expect((await list({ q: 'MOROCCO' })).pagination.total).toBe(morocco);
    const expected = await database().one(
      `SELECT count(*)::int AS n FROM occurrence o JOIN taxon t ON t.id = o.taxon_id WHERE t.name = 'Nymphalis xanthomelas' AND o.country_code = 'SE'`,
    );
    const both = await list({ q: 'xanthomelas sweden', pageSize: 100 });
    expect(both.pagination.total).toBe(expected.n);
    const family = await database().one(
      `SELECT count(*)::int AS n FROM occurrence o LEFT JOIN taxon t ON t.id = o.taxon_id LEFT JOIN taxon f ON f.id = t.family_id
       WHERE coalesce(f.name, o.verbatim_family) = 'Lasiocampidae'`,
    );
    expect(family.n).toBeGreaterThan(0);
    expect((await list({ q: 'lasiocampidae' })).pagination.total).toBeGreaterThanOrEqual(family.n);
    // LIKE metacharacters are literal
    expect((await list({ q: '%_%' })).pagination.total).toBe(
      await count(`concat_ws(' ', verbatim_name, locality, dataset, country) LIKE '%\\%\\_\\%%'`),
    );
  });

  it('filters by the documented source values and refuses others', async () => {
    for (const source of [
      'iodatabase',
      'gbif',
      'sierra-nevada-monitoring',
      'nichebarcoding',
      'nef-norway',
      'larsen-shirey',
    ]) {
      const data = await list({ source, pageSize: 5 });
      expect(data.pagination.total).toBe(await count('source = $1', [source]));
      expect(data.items.every((i) => i.source === source)).toBe(true);
      expect(data.query.source).toBe(source);
    }
    const response = await service().fetch('/api/v1/distributions?source=inaturalist');
    expect(response.status).toBe(400);
    const body = await errorOf(response);
    expect(body.error.code).toBe('INVALID_QUERY');
    expect(body.error.details).toHaveProperty('source');
  });

  it('paginates: later pages, a page past the end, and page size bounds', async () => {
    const ids = await database().map(
      'SELECT id FROM occurrence WHERE source = $1 ORDER BY id LIMIT 10',
      ['nichebarcoding'],
      (r: { id: string }) => r.id,
    );
    const second = await list({ source: 'nichebarcoding', page: 2, pageSize: 5 });
    expect(second.items.map((i) => i.id)).toEqual(ids.slice(5, 10));
    expect(second.pagination).toMatchObject({ page: 2, pageSize: 5, hasPrev: true, hasNext: true });
    const past = await list({ source: 'nichebarcoding', page: 100000 });
    expect(past.items).toEqual([]);
    expect(past.pagination.total).toBe(await count(`source = 'nichebarcoding'`));
    for (const bad of ['pageSize=101', 'pageSize=0', 'page=0', `q=${'x'.repeat(201)}`]) {
      const response = await service().fetch(`/api/v1/distributions?${bad}`);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).error.code).toBe('INVALID_QUERY');
    }
  });
});

describe('GET /api/v1/distributions/overview', () => {
  it('summarises all records: totals, countries, sources with their bounding boxes and a bounded heatmap', async () => {
    const { data, response } = await service().client.GET('/api/v1/distributions/overview');
    expect(response.status).toBe(200);
    const o = data!.data;
    const totals = await database().one(
      `SELECT count(*)::int AS records, (count(*) FILTER (WHERE latitude IS NULL))::int AS "recordsWithoutCoordinates",
              count(DISTINCT taxon_id)::int AS species, count(DISTINCT coalesce(country_code, country))::int AS countries FROM occurrence`,
    );
    expect(o.totals).toEqual(totals);
    const top = await database().one(
      `SELECT country_code, count(*)::int AS records, count(DISTINCT taxon_id)::int AS species FROM occurrence
       WHERE country_code IS NOT NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    );
    expect(o.countries[0]).toMatchObject({ countryCode: top.country_code, records: top.records, species: top.species });
    expect(o.countries.map((c) => c.records)).toEqual([...o.countries.map((c) => c.records)].sort((a, b) => b - a));
    expect(o.sources.map((s) => s.source).sort()).toEqual([
      'gbif',
      'iodatabase',
      'larsen-shirey',
      'nef-norway',
      'nichebarcoding',
      'sierra-nevada-monitoring',
    ]);
    for (const s of o.sources) {
      const expected = await database().one(
        `SELECT count(*)::int AS records, count(DISTINCT taxon_id)::int AS species, min(longitude) AS w, min(latitude) AS s, max(longitude) AS e, max(latitude) AS n
         FROM occurrence WHERE source = $1`,
        [s.source],
      );
      expect(s.records).toBe(expected.records);
      expect(s.species).toBe(expected.species);
      expect(s.bbox).toEqual(expected.w === null ? null : [expected.w, expected.s, expected.e, expected.n]);
    }
    // the survey gives zones, not coordinates: no bounding box is invented for it
    expect(o.sources.find((s) => s.source === 'sierra-nevada-monitoring')!.bbox).toBeNull();
    expect(o.heatmap.points.length).toBeGreaterThan(0);
    expect(o.heatmap.points.length).toBeLessThanOrEqual(5000);
    expect(o.heatmap.points.reduce((sum, p) => sum + p.weight, 0)).toBe(
      await count('latitude IS NOT NULL AND longitude IS NOT NULL'),
    );
    const size = o.heatmap.cellSizeDegrees;
    for (const p of o.heatmap.points.slice(0, 50))
      expect(Math.abs((((p.lat / size - 0.5) % 1) + 1) % 1)).toBeLessThan(1e-6 + (p.lat === 90 ? 1 : 0));
  });

  it('applies the source and q filters', async () => {
    const { data } = await service().client.GET('/api/v1/distributions/overview', {
      params: { query: { source: 'gbif' } },
    });
    const o = data!.data;
    expect(o.totals.records).toBe(await count(`source = 'gbif'`));
    expect(o.sources.map((s) => s.source)).toEqual(['gbif']);
    const se = o.countries.find((c) => c.countryCode === 'SE')!;
    expect(se).toEqual({
      countryCode: 'SE',
      country: 'Sweden',
      records: await count(`source = 'gbif' AND country_code = 'SE'`),
      species: expect.any(Number),
    });
    const q = await service().client.GET('/api/v1/distributions/overview', { params: { query: { q: 'Morocco' } } });
    expect(q.data!.data.totals.records).toBe(await count(`country_code = 'MA'`));
    expect(q.data!.data.countries.map((c) => c.countryCode)).toEqual(['MA']);
    const none = await service().client.GET('/api/v1/distributions/overview', {
      params: { query: { q: 'zzzznotathing' } },
    });
    expect(none.data!.data).toMatchObject({
      countries: [],
      sources: [],
      totals: { records: 0, recordsWithoutCoordinates: 0, species: 0, countries: 0 },
      heatmap: { points: [] },
    });
    const bad = await service().fetch('/api/v1/distributions/overview?source=GBIF');
    expect(bad.status).toBe(400);
  });
});

describe('GET /api/v1/distributions/by-node/{nodeId}', () => {
  it('aggregates a family and all its descendants', async () => {
    const node = await database().one(`SELECT id, name, rank FROM taxon WHERE rank = 'family' AND name = 'Lycaenidae'`);
    const where = `taxon_id IN (SELECT id FROM taxon WHERE path @> ARRAY[$1::int])`;
    const expected = await database().one(
      `SELECT count(*)::int AS records, (count(*) FILTER (WHERE latitude IS NULL))::int AS unplaced, count(DISTINCT taxon_id)::int AS species,
              min(longitude) AS w, min(latitude) AS s, max(longitude) AS e, max(latitude) AS n, min(year) AS ymin, max(year) AS ymax
       FROM occurrence WHERE ${where}`,
      [node.id],
    );
    expect(expected.records).toBeGreaterThan(0);
    const { data, response } = await service().client.GET('/api/v1/distributions/by-node/{nodeId}', {
      params: { path: { nodeId: node.id } },
    });
    expect(response.status).toBe(200);
    const d = data!.data;
    expect(d.node).toEqual({ id: node.id, name: 'Lycaenidae', rank: 'family' });
    expect(d.totals).toEqual({
      records: expected.records,
      recordsWithoutCoordinates: expected.unplaced,
      species: expected.species,
    });
    expect(d.bbox).toEqual([expected.w, expected.s, expected.e, expected.n]);
    expect(d.yearRange).toEqual({ min: expected.ymin, max: expected.ymax });
    expect(d.sources.reduce((sum, s) => sum + s.records, 0)).toBe(expected.records);
    const distinct = await database().one(
      `SELECT count(DISTINCT (round(latitude::numeric, 2), round(longitude::numeric, 2)))::int AS n, count(*)::int AS located FROM occurrence
       WHERE ${where} AND latitude IS NOT NULL AND longitude IS NOT NULL`,
      [node.id],
    );
    expect(d.points.length).toBe(Math.min(5000, distinct.n));
    expect(d.truncated).toBe(distinct.n > 5000);
    if (!d.truncated) expect(d.points.reduce((sum, p) => sum + p.count, 0)).toBe(distinct.located);
    expect(d.countries[0]!.records).toBeGreaterThanOrEqual(d.countries.at(-1)!.records);
  });

  it('answers an empty aggregate for a node without records', async () => {
    const node = await database().one(
      `SELECT t.id FROM taxon t WHERE t.rank = 'species' AND t.parent_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM occurrence o WHERE o.taxon_id = t.id) ORDER BY t.id LIMIT 1`,
    );
    const { data } = await service().client.GET('/api/v1/distributions/by-node/{nodeId}', {
      params: { path: { nodeId: node.id } },
    });
    expect(data!.data).toMatchObject({
      totals: { records: 0, recordsWithoutCoordinates: 0, species: 0 },
      countries: [],
      sources: [],
      bbox: null,
      yearRange: { min: null, max: null },
      points: [],
      truncated: false,
    });
  });

  it('refuses a root node with 400 ROOT_NODE_UNSUPPORTED pointing to the overview, 404 for an unknown node', async () => {
    const root = await database().one('SELECT id FROM taxon WHERE parent_id IS NULL ORDER BY id LIMIT 1');
    const response = await service().fetch(`/api/v1/distributions/by-node/${root.id}`);
    expect(response.status).toBe(400);
    const body = await errorOf(response);
    expect(body.error.code).toBe('ROOT_NODE_UNSUPPORTED');
    expect(body.error.details).toMatchObject({ overview: '/api/v1/distributions/overview' });
    const unknown = await service().fetch('/api/v1/distributions/by-node/2000000000');
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).error.code).toBe('NODE_NOT_FOUND');
    const invalid = await service().fetch('/api/v1/distributions/by-node/abc');
    expect(invalid.status).toBe(400);
    expect((await errorOf(invalid)).error.code).toBe('INVALID_QUERY');
  });
});

describe('GET /api/v1/distributions/tiles/{z}/{x}/{y}.mvt', () => {
  it('encodes z0 in points mode: one layer `occurrence`, MVT 2, every located record counted once', async () => {
    const { response, bytes } = await tile('0/0/0.mvt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.mapbox-vector-tile');
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(response.headers.get('etag')).toMatch(/^"[^"]+"$/);
    const { extent, version, features } = decode(bytes);
    expect(extent).toBe(4096);
    expect(version).toBe(2);
    expect(features.every((f) => f.type === 1)).toBe(true);
    expect(features.reduce((sum, f) => sum + f.total, 0)).toBe(await count(LOCATED));
    expect(bytes.length).toBeLessThanOrEqual(500 * 1024);
  });

  it('puts a real record in its pixel at z14', async () => {
    const row = await database().one(`SELECT merc_x, merc_y FROM occurrence WHERE source = 'gbif' ORDER BY id LIMIT 1`);
    const z = 14,
      world = 2 * 20037508.342789244,
      n = 2 ** z;
    const fx = ((row.merc_x + world / 2) / world) * n,
      fy = (1 - (row.merc_y + world / 2) / world) * n;
    const [x, y] = [Math.floor(fx), Math.floor(fy)];
    const { features } = decode((await tile(`${z}/${x}/${y}.mvt`)).bytes);
    const px = Math.floor((fx - x) * 256),
      py = Math.floor((fy - y) * 256);
    const hit = features.find((f) => f.geometry[0]![0]!.x === px * 16 + 8 && f.geometry[0]![0]!.y === py * 16 + 8);
    expect(hit?.total).toBeGreaterThanOrEqual(1);
  });

  it('bins into squares (grid) as points and as clockwise polygon outlines, and clusters, keeping every record', async () => {
    const located = await count(LOCATED);
    expect(await tileTotal('0/0/0.mvt?mode=grid')).toBe(located);
    expect(await tileTotal('0/0/0.mvt?mode=cluster')).toBe(located);
    expect(await tileTotal('0/0/0.mvt?mode=points&geometry=polygon')).toBe(located);
    const { features } = decode((await tile('0/0/0.mvt?mode=grid&geometry=polygon')).bytes);
    expect(features.every((f) => f.type === 3 && f.geometry.length === 1 && f.geometry[0]!.length === 5)).toBe(true);
    const [a, b, c] = features[0]!.geometry[0]!;
    expect(b!.x - a!.x).toBe(256); // 16-pixel bins in 4096 units
    expect(c!.y - b!.y).toBe(256);
  });

  it('draws hexagons on one world grid: neighbouring tiles draw edge hexagons identically and count every record once', async () => {
    const z = 1;
    const rows = await database().any(`SELECT merc_x, merc_y FROM occurrence WHERE ${LOCATED}`);
    const world = 2 * 20037508.342789244,
      size = 256 * 2 ** z;
    const expected = new Map<string, number>();
    for (const r of rows) {
      const px = Math.floor(((r.merc_x + world / 2) / world) * size) + 0.5;
      const py = Math.floor((1 - (r.merc_y + world / 2) / world) * size) + 0.5;
      const [q, rr] = hexOf(Math.min(px, size - 0.5), Math.min(py, size - 0.5));
      const key = `${q},${rr}`;
      expected.set(key, (expected.get(key) ?? 0) + 1);
    }
    const outlines = new Map<string, { total: number; ring: string }>();
    let drawnTwice = 0;
    for (const [x, y] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ]) {
      const { response, bytes } = await tile(`${z}/${x}/${y}.mvt?mode=hex&geometry=polygon`);
      if (response.status === 204) continue;
      for (const f of decode(bytes).features) {
        expect(f.type).toBe(3);
        const ring = f.geometry[0]!;
        expect(ring).toHaveLength(7);
        const world = ring.map((p) => `${x * 4096 + p.x},${y * 4096 + p.y}`).join(' ');
        const cx = x * 256 + ring.slice(0, 6).reduce((s, p) => s + p.x, 0) / 6 / 16;
        const cy = y * 256 + ring.slice(0, 6).reduce((s, p) => s + p.y, 0) / 6 / 16;
        const key = hexOf(cx, cy).join(',');
        const other = outlines.get(key);
        if (other) {
          // the same hexagon from the neighbouring tile: same outline in world units, same total
          expect(world).toBe(other.ring);
          expect(f.total).toBe(other.total);
          drawnTwice++;
        }
        outlines.set(key, { total: f.total, ring: world });
        expect(f.total).toBe(expected.get(key));
      }
    }
    expect(outlines.size).toBeGreaterThan(10);
    expect(drawnTwice).toBeGreaterThan(0);
    // centres: each hexagon once, in the tile holding its centre; together every record inside the world's hexagons
    let centres = 0;
    const inWorld = [...expected].filter(([key]) => {
      const [q, r] = key.split(',').map(Number) as [number, number];
      const cx = 12 * Math.sqrt(3) * (q + r / 2),
        cy = 18 * r;
      return cx >= 0 && cy >= 0 && cx < 512 && cy < 512;
    });
    for (const [x, y] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ]) {
      const points = await tile(`${z}/${x}/${y}.mvt?mode=hex`);
      if (points.response.status === 204) continue;
      const features = decode(points.bytes).features;
      expect(features.every((f) => f.type === 1)).toBe(true);
      centres += features.reduce((s, f) => s + f.total, 0);
    }
    expect(centres).toBe(inWorld.reduce((s, [, n]) => s + n, 0));
  });

  it('filters by source, family, country (code or name) and taxon', async () => {
    expect(await tileTotal('0/0/0.mvt?source=gbif')).toBe(await count(`source = 'gbif' AND ${LOCATED}`));
    const se = await count(`country_code = 'SE' AND ${LOCATED}`);
    expect(se).toBeGreaterThan(0);
    expect(await tileTotal('0/0/0.mvt?country=SE')).toBe(se);
    expect(await tileTotal('0/0/0.mvt?country=sweden&mode=grid')).toBe(se);
    const family = await database().one(
      `SELECT count(*)::int AS n FROM occurrence o LEFT JOIN taxon t ON t.id = o.taxon_id LEFT JOIN taxon f ON f.id = t.family_id
       WHERE coalesce(f.name, o.verbatim_family) = 'Lasiocampidae' AND o.merc_x IS NOT NULL`,
    );
    expect(await tileTotal('0/0/0.mvt?family=Lasiocampidae')).toBe(family.n);
    const node = await database().one(`SELECT id FROM taxon WHERE rank = 'family' AND name = 'Lycaenidae'`);
    const inNode = await count(`taxon_id IN (SELECT id FROM taxon WHERE path @> ARRAY[$1::int]) AND ${LOCATED}`, [
      node.id,
    ]);
    expect(await tileTotal(`0/0/0.mvt?taxonId=${node.id}&mode=cluster`)).toBe(inNode);
    expect(await tileTotal(`3/4/2.mvt?taxonId=${node.id}&mode=hex`)).toBeGreaterThan(0);
    expect((await tile('0/0/0.mvt?taxonId=2000000000')).response.status).toBe(204);
    // a country that is no ISO code nor an English country name is a bad value (it drew an empty tile before #25)
    expect((await tile('0/0/0.mvt?country=Atlantis')).response.status).toBe(400);
  });

  it('answers 204 with ETag for an empty tile, 304 on If-None-Match, and a different ETag per parameters', async () => {
    const empty = await tile('10/0/300.mvt');
    expect(empty.response.status).toBe(204);
    expect(empty.response.headers.get('etag')).toBeTruthy();
    const first = await tile('2/2/1.mvt?mode=grid');
    expect(first.response.status).toBe(200);
    const etag = first.response.headers.get('etag')!;
    const again = await tile('2/2/1.mvt?mode=grid', { headers: { 'If-None-Match': etag } });
    expect(again.response.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.response.headers.get('etag')).toBe(etag);
    expect((await tile('2/2/1.mvt?mode=grid', { headers: { 'If-None-Match': '"other"' } })).response.status).toBe(200);
    expect((await tile('2/2/1.mvt?mode=hex')).response.headers.get('etag')).not.toBe(etag);
    const cached = await tile('2/2/1.mvt?mode=grid');
    expect(cached.bytes.equals(first.bytes)).toBe(true);
  });

  it('refuses tiles outside the zoom range with 400 INVALID_TILE and bad parameters with INVALID_QUERY', async () => {
    for (const path of [
      '21/0/0.mvt',
      '-1/0/0.mvt',
      '1/2/0.mvt',
      '1/0/2.mvt',
      '0/0/1.mvt',
      '20/1048576/0.mvt',
      '3/-1/0.mvt',
    ]) {
      const { response, bytes } = await tile(path);
      expect(response.status, path).toBe(400);
      expect(JSON.parse(bytes.toString()).error.code, path).toBe('INVALID_TILE');
    }
    for (const query of ['mode=heat', 'geometry=line', 'source=x', 'taxonId=0', 'taxonId=abc']) {
      const { response, bytes } = await tile(`0/0/0.mvt?${query}`);
      expect(response.status, query).toBe(400);
      expect(JSON.parse(bytes.toString()).error.code, query).toBe('INVALID_QUERY');
    }
    expect((await tile('20/1048575/1048575.mvt')).response.status).toBe(204);
  });

  it.skipIf(!withGdal)('is readable by GDAL ogrinfo, an independent MVT reader', async () => {
    const dir = join('test-output', 'tiles', '0', '0');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, '0.pbf');
    writeFileSync(file, (await tile('0/0/0.mvt?mode=grid&geometry=polygon')).bytes);
    const out = execFileSync('ogrinfo', ['-ro', '-al', '-so', '-oo', 'Z=0', '-oo', 'X=0', '-oo', 'Y=0', file], {
      encoding: 'utf8',
    });
    expect(out).toMatch(/Layer name: occurrence/);
    expect(out).toMatch(/Geometry: (Multi )?Polygon/i);
    expect(out).toMatch(/total: (Integer|Real)/);
    const { features } = decode((await tile('0/0/0.mvt?mode=grid&geometry=polygon')).bytes);
    expect(out).toMatch(new RegExp(`Feature Count: ${features.length}\\b`));
  });
});
