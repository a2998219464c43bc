// Occurrence search (#25): every filter of /distributions against SQL over the real records, the list, the overview
// and the tiles agreeing on a filter, facets over exactly the filtered set, cursors and their expiry, the basemap.
import { VectorTile } from '@mapbox/vector-tile';
import Pbf from 'pbf';
import { describe, expect, it } from 'vitest';
import { encodeCursor, parseOccurrenceFilter } from '../../db/distributions/index.js';
import { errorOf, useTestDatabase, useTestService } from '../support/service.js';

const service = useTestService();
const database = useTestDatabase();

interface ListData {
  items: { id: string; [field: string]: unknown }[];
  pagination: {
    page: number;
    pageSize: number;
    total: number;
    hasNext: boolean;
    hasPrev: boolean;
    nextCursor: string | null;
  };
  query: Record<string, unknown>;
  facets?: Record<string, { value: string; count: number; label: string | null }[]>;
}

async function get<T>(path: string, status = 200): Promise<T> {
  const response = await service().fetch(path);
  expect(response.status, path).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

const list = (query: string) => get<ListData>(`/api/v1/distributions?${query}`);

async function count(where: string, params: unknown[] = []): Promise<number> {
  return (
    await database().one(
      `SELECT count(*)::int AS n FROM occurrence o LEFT JOIN taxon t ON t.id = o.taxon_id
       LEFT JOIN taxon fam ON fam.id = t.family_id WHERE ${where}`,
      params,
    )
  ).n;
}

const taxonId = async (name: string): Promise<number> =>
  (await database().one('SELECT id FROM taxon WHERE name = $1 ORDER BY rank_order LIMIT 1', [name])).id;
const subtree = (id: number) => `o.taxon_id IN (SELECT id FROM taxon WHERE path @> ARRAY[${id}])`;

async function tileTotal(query: string): Promise<number> {
  const response = await service().fetch(`/api/v1/distributions/tiles/0/0/0.mvt?${query}`);
  if (response.status === 204) return 0;
  expect(response.status, query).toBe(200);
  const layer = new VectorTile(new Pbf(Buffer.from(await response.arrayBuffer()))).layers.occurrence!;
  let total = 0;
  for (let i = 0; i < layer.length; i++) total += layer.feature(i).properties.total as number;
  return total;
}

describe('GET /api/v1/distributions filters', () => {
  it('selects what SQL selects for each filter over the real records', async () => {
    const erebia = await taxonId('Erebia');
    const lycaenidae = await taxonId('Lycaenidae');
    const cases: [string, string][] = [
      [`taxonId=${erebia}`, subtree(erebia)],
      [`taxonId=${erebia}&taxonId=${lycaenidae}`, `(${subtree(erebia)} OR ${subtree(lycaenidae)})`],
      ['country=no&country=SE', `o.country_code IN ('NO', 'SE')`],
      ['country=Sweden', `o.country_code = 'SE'`],
      [
        'family=nymphalidae&family=Lycaenidae',
        `lower(coalesce(fam.name, o.verbatim_family)) IN ('nymphalidae', 'lycaenidae')`,
      ],
      ['year=1990,2000', 'o.year BETWEEN 1990 AND 2000'],
      ['year=2010', 'o.year = 2010'],
      ['year=*,1950', 'o.year <= 1950'],
      ['month=6,8', 'o.month BETWEEN 6 AND 8'],
      ['dayOfYear=152,181', 'o.day_of_year BETWEEN 152 AND 181'],
      ['bbox=4,57,32,72', 'o.latitude BETWEEN 57 AND 72 AND o.longitude BETWEEN 4 AND 32'],
      // minLon > maxLon: the box across the antimeridian, everything east of 30°E and west of 10°W
      ['bbox=30,-90,-10,90', '(o.longitude >= 30 OR o.longitude <= -10)'],
      [
        'geometry=' +
          encodeURIComponent('POLYGON((5 58, 31 58, 31 71, 5 71, 5 58), (10 60, 20 60, 20 65, 10 65, 10 60))'),
        `point(o.longitude, o.latitude) <@ polygon '((5,58),(31,58),(31,71),(5,71))'
         AND NOT point(o.longitude, o.latitude) <@ polygon '((10,60),(20,60),(20,65),(10,65))'`,
      ],
      [
        'geometry=' +
          encodeURIComponent('MULTIPOLYGON(((-10 35, 5 35, 5 44, -10 44, -10 35)), ((20 50, 30 50, 25 55, 20 50)))'),
        `(point(o.longitude, o.latitude) <@ polygon '((-10,35),(5,35),(5,44),(-10,44))'
          OR point(o.longitude, o.latitude) <@ polygon '((20,50),(30,50),(25,55))')`,
      ],
      // the sources write PreservedSpecimen and PRESERVED_SPECIMEN: one GBIF value finds both
      ['basisOfRecord=PRESERVED_SPECIMEN', `o.basis_of_record IN ('PreservedSpecimen', 'PRESERVED_SPECIMEN')`],
      ['coordinateUncertaintyInMeters=0,100', 'o.coordinate_uncertainty_m BETWEEN 0 AND 100'],
      ['hasCoordinate=false', 'o.latitude IS NULL'],
    ];
    for (const [query, where] of cases) {
      const expected = await count(where);
      expect(expected, query).toBeGreaterThan(0);
      expect((await list(`${query}&pageSize=1`)).pagination.total, query).toBe(expected);
    }
  });

  it('combines filters with AND: Erebia in Norway and Sweden since 1990, with the query as understood', async () => {
    const erebia = await taxonId('Erebia');
    const data = await list(`taxonId=${erebia}&country=NO&country=se&year=1990,*&pageSize=100`);
    const expected = await count(`${subtree(erebia)} AND o.country_code IN ('NO', 'SE') AND o.year >= 1990`);
    expect(expected).toBeGreaterThan(0);
    expect(data.pagination.total).toBe(expected);
    expect(data.items.every((r) => ['NO', 'SE'].includes(r.countryCode as string) && (r.year as number) >= 1990)).toBe(
      true,
    );
    expect(data.query).toMatchObject({
      taxonId: [erebia],
      country: ['NO', 'SE'],
      year: { min: 1990, max: null },
      month: null,
      bbox: null,
      geometry: null,
    });
  });

  it('answers 400 INVALID_QUERY naming each bad parameter', async () => {
    const bad: [string, string][] = [
      ['country=XX', 'country'],
      ['country=Atlantis', 'country'],
      ['year=2000,1990', 'year'],
      ['year=abc', 'year'],
      ['month=13', 'month'],
      ['month=0,3', 'month'],
      ['dayOfYear=367', 'dayOfYear'],
      ['bbox=1,2,3', 'bbox'],
      ['bbox=0,10,10,5', 'bbox'],
      ['bbox=0,0,190,10', 'bbox'],
      ['geometry=POINT(1 2)', 'geometry'],
      ['geometry=POLYGON((0 0, 1 0, 1 1))', 'geometry'],
      ['geometry=POLYGON((0 0, 1 0, 1 1, 0 2))', 'geometry'],
      [`geometry=POLYGON((${Array.from({ length: 600 }, (_, i) => `${i / 10} 0`).join(',')}, 0 0))`, 'geometry'],
      ['basisOfRecord=FOSSIL', 'basisOfRecord'],
      ['coordinateUncertaintyInMeters=-5', 'coordinateUncertaintyInMeters'],
      ['taxonId=0', 'taxonId'],
      ['facet=colour', 'facet'],
      ['facetLimit=1001', 'facetLimit'],
      ['facetRank=kingdom', 'facetRank'],
      ['cursor=not-a-cursor', 'cursor'],
    ];
    for (const [query, name] of bad) {
      const response = await service().fetch(`/api/v1/distributions?${query.replace(/ /g, '%20')}`);
      expect(response.status, query).toBe(400);
      const body = await errorOf(response);
      expect(body.error.code, query).toBe('INVALID_QUERY');
      // an item of a repeatable parameter is named with its position (`basisOfRecord.0`)
      expect(
        Object.keys(body.error.details ?? {}).some((key) => key.split('.')[0] === name),
        query,
      ).toBe(true);
    }
  });
});

describe('a map and its list agree', () => {
  it('the filtered list total = the overview total = the z0 tile total, for located records', async () => {
    const erebia = await taxonId('Erebia');
    const polygon = encodeURIComponent('POLYGON((5 58, 31 58, 31 71, 5 71, 5 58))');
    for (const query of [
      'source=gbif',
      `taxonId=${erebia}&country=NO&country=SE`, // matched per point in the tile index
      'family=Nymphalidae&country=FI',
      'year=1990,2000&month=6,8', // a selection from the database
      `taxonId=${erebia}&year=1990,*&basisOfRecord=PRESERVED_SPECIMEN`,
      'q=Nymphalis&bbox=-10,35,30,60',
      'dayOfYear=100,200&coordinateUncertaintyInMeters=*,1000',
    ]) {
      const located = `hasCoordinate=true&${query}`;
      const total = (await list(`${located}&pageSize=1`)).pagination.total;
      expect(total, query).toBeGreaterThan(0);
      const overview = await get<{ totals: { records: number } }>(`/api/v1/distributions/overview?${located}`);
      expect(overview.totals.records, query).toBe(total);
      expect(await tileTotal(query), query).toBe(total);
    }
    const within = `/api/v1/distributions?hasCoordinate=true&geometry=${polygon}&pageSize=1`;
    expect(await tileTotal(`within=${polygon}`)).toBe((await get<ListData>(within)).pagination.total);
    // every located record: the unfiltered tile equals the located list
    expect(await tileTotal('hasCoordinate=true')).toBe((await list('hasCoordinate=true&pageSize=1')).pagination.total);
    expect(await tileTotal('hasCoordinate=false')).toBe(0);
  });
});

describe('facets', () => {
  it('count over exactly the filtered set: each facet whose every record has a value sums to the total', async () => {
    const erebia = await taxonId('Erebia');
    const data = await list(
      `taxonId=${erebia}&country=NO&country=SE&year=1950,*&month=1,12&basisOfRecord=PRESERVED_SPECIMEN&basisOfRecord=HUMAN_OBSERVATION` +
        '&facet=country&facet=year&facet=month&facet=source&facet=family&facet=basisOfRecord&facet=taxonId&facetRank=genus&facetLimit=1000',
    );
    const total = data.pagination.total;
    expect(total).toBeGreaterThan(0);
    const facets = data.facets!;
    expect(Object.keys(facets).sort()).toEqual([
      'basisOfRecord',
      'country',
      'family',
      'month',
      'source',
      'taxonId',
      'year',
    ]);
    for (const [name, values] of Object.entries(facets)) {
      expect(
        values.reduce((sum, v) => sum + v.count, 0),
        name,
      ).toBe(total);
      expect(
        values.map((v) => v.count),
        name,
      ).toEqual([...values.map((v) => v.count)].sort((a, b) => b - a));
    }
    expect(facets.taxonId).toEqual([{ value: String(erebia), count: total, label: 'Erebia' }]);
    expect(facets.family).toEqual([{ value: 'Nymphalidae', count: total, label: null }]);
    expect(facets.country!.find((c) => c.value === 'NO')).toMatchObject({ label: 'Norway' });
    // a facet value fed back as a filter selects its count
    for (const name of ['year', 'basisOfRecord', 'source'] as const) {
      const top = facets[name]![0]!;
      const narrowed = await list(
        `taxonId=${erebia}&country=NO&country=SE&year=${name === 'year' ? top.value : '1950,*'}&month=1,12` +
          `&basisOfRecord=${name === 'basisOfRecord' ? top.value : 'PRESERVED_SPECIMEN&basisOfRecord=HUMAN_OBSERVATION'}` +
          (name === 'source' ? `&source=${top.value}` : '') +
          '&pageSize=1',
      );
      expect(narrowed.pagination.total, name).toBe(top.count);
    }
  });

  it('match SQL group counts for the whole set, cut to facetLimit, most records first', async () => {
    const data = await list('facet=country&facet=source&facetLimit=5&pageSize=1');
    const rows = await database().any(
      `SELECT country_code AS value, count(*)::int AS count FROM occurrence WHERE country_code IS NOT NULL
       GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 5`,
    );
    expect(data.facets!.country!.map(({ value, count }) => ({ value, count }))).toEqual(rows);
    const sources = (await list('facet=source&pageSize=1')).facets!.source!;
    expect(sources).toHaveLength(6);
    expect(sources.reduce((sum, v) => sum + v.count, 0)).toBe(data.pagination.total);
    expect((await list('pageSize=1')).facets).toBeUndefined();
  });
});

describe('cursors', () => {
  it('walk the whole filtered set in id order without offsets, page by page as page/pageSize would', async () => {
    const query = 'country=DK&year=1995,2005';
    const ids = await database().map(
      `SELECT id FROM occurrence WHERE country_code = 'DK' AND year BETWEEN 1995 AND 2005 ORDER BY id`,
      [],
      (r: { id: string }) => r.id,
    );
    expect(ids.length).toBeGreaterThan(300);
    const walked: string[] = [];
    let data = await list(`${query}&pageSize=100`);
    let pages = 1;
    for (;;) {
      walked.push(...data.items.map((r) => r.id));
      expect(data.pagination.page).toBe(pages);
      if (!data.pagination.nextCursor) break;
      const second = await list(`${query}&pageSize=100&page=${pages + 1}`);
      data = await list(`${query}&pageSize=100&cursor=${data.pagination.nextCursor}`);
      expect(data.items.map((r) => r.id)).toEqual(second.items.map((r) => r.id));
      expect(data.pagination.hasPrev).toBe(true);
      pages++;
    }
    expect(walked).toEqual(ids);
    expect(data.pagination).toMatchObject({ hasNext: false, nextCursor: null, total: ids.length });
  });

  it('refuses a cursor of an older data version with 410 CURSOR_EXPIRED and one of other filters with 400', async () => {
    const filter = parseOccurrenceFilter({ country: ['SE'] });
    const old = encodeCursor('0000000000000000', filter, { after: 'gbif:1', offset: 20 });
    const response = await service().fetch(`/api/v1/distributions?country=SE&cursor=${old}`);
    expect(response.status).toBe(410);
    const body = await errorOf(response);
    expect(body.error.code).toBe('CURSOR_EXPIRED');
    expect(body.error.details).toHaveProperty('cursor');
    const { nextCursor } = (await list('country=SE&pageSize=5')).pagination;
    const other = await service().fetch(`/api/v1/distributions?country=NO&cursor=${nextCursor}`);
    expect(other.status).toBe(400);
    expect((await errorOf(other)).error.details).toHaveProperty('cursor');
    // a forged cursor with a NUL in its id is refused, never sent to PostgreSQL
    const version = (await database().one('SELECT data_version FROM data_load ORDER BY finished_at DESC LIMIT 1'))
      .data_version as string;
    const forged = encodeCursor(version, filter, { after: 'a\u0000b', offset: 0 });
    expect((await service().fetch(`/api/v1/distributions?country=SE&cursor=${forged}`)).status).toBe(400);
  });
});

describe('GET /api/v1/distributions/basemap/{z}/{x}/{y}.mvt', () => {
  it('serves Natural Earth countries and land as vector tiles, 204 at sea, INVALID_TILE beyond zoom 10', async () => {
    const response = await service().fetch('/api/v1/distributions/basemap/0/0/0.mvt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.mapbox-vector-tile');
    const etag = response.headers.get('etag')!;
    const tile = new VectorTile(new Pbf(Buffer.from(await response.arrayBuffer())));
    expect(Object.keys(tile.layers).sort()).toEqual(['countries', 'land']);
    const names = new Set<string>();
    for (let i = 0; i < tile.layers.countries!.length; i++) {
      const f = tile.layers.countries!.feature(i);
      expect(f.type).toBe(3);
      names.add(f.properties.name as string);
    }
    expect(names.has('Norway')).toBe(true);
    expect(names.size).toBeGreaterThan(150);
    expect(tile.layers.land!.length).toBeGreaterThan(0);
    const again = await service().fetch('/api/v1/distributions/basemap/0/0/0.mvt', {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    // the middle of the South Pacific at zoom 6
    expect((await service().fetch('/api/v1/distributions/basemap/6/2/40.mvt')).status).toBe(204);
    const deep = await service().fetch('/api/v1/distributions/basemap/11/0/0.mvt');
    expect(deep.status).toBe(400);
    expect((await errorOf(deep)).error.code).toBe('INVALID_TILE');
  });
});
