// Tile index: Z-order keys, tile ranges, pyramid vs point scan agreement, filters and margins.
import { describe, expect, it } from 'vitest';
import { TileIndex } from '../../services/distributions/tile-index.js';
import { interleave, keyAt, tileKeyRange, worldCoord } from '../../services/distributions/morton.js';
import { TileCache } from '../../services/distributions/tile-cache.js';
import { checkTileAddress, tileEtag } from '../../services/distributions/tile-service.js';
import { countryNameOf, parseTilePoint, type TilePoint } from '../../db/distributions/repo.js';
import { NO_FILTER, parseOccurrenceFilter } from '../../db/distributions/occurrence-filter.js';

const HALF = 20037508.342789244;
const SOURCES = ['iodatabase', 'gbif', 'sierra-nevada-monitoring', 'nichebarcoding'];

/** Deterministic pseudo-random points (a small LCG) spread over the world and two dense clusters. */
function points(n: number): TilePoint[] {
  let seed = 7;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: n }, (_, i) => {
    const cluster = i % 3;
    const mx =
      cluster === 0 ? (rnd() * 2 - 1) * HALF : cluster === 1 ? 1_000_000 + rnd() * 50_000 : -8_000_000 + rnd() * 1000;
    const my =
      cluster === 0 ? (rnd() * 2 - 1) * HALF : cluster === 1 ? 5_000_000 + rnd() * 50_000 : 4_000_000 + rnd() * 1000;
    return {
      mercX: mx,
      mercY: my,
      source: SOURCES[i % 4]!,
      family: i % 5 === 0 ? null : `Fam${i % 7}`,
      countryCode: i % 2 ? 'SE' : null,
      country: i % 2 ? null : i % 4 === 0 ? 'Italy' : null,
      taxonId: i % 11 || null,
      seq: i + 1,
    };
  });
}

const rows = points(20_000);
const index = TileIndex.from(rows, SOURCES);
const NONE = { source: null, families: null, countries: null, taxa: null };
const none = index.filter(NONE);

function sum(cells: { total: Float64Array }): number {
  return cells.total.reduce((s, v) => s + v, 0);
}

/** Brute force: points of the rows inside tile z/x/y that pass `keep`. */
function brute(z: number, x: number, y: number, keep: (r: TilePoint) => boolean = () => true): number {
  return rows.filter((r) => {
    const wx = worldCoord(r.mercX, false) / 2 ** (32 - z),
      wy = worldCoord(r.mercY, true) / 2 ** (32 - z);
    return Math.floor(wx) === x && Math.floor(wy) === y && keep(r);
  }).length;
}

describe('Morton keys', () => {
  it('interleaves x in even bits and y in odd bits, exactly up to 26 bits', () => {
    expect(interleave(0b11, 0b00, 2)).toBe(0b0101);
    expect(interleave(0b00, 0b11, 2)).toBe(0b1010);
    expect(interleave(2 ** 20 - 1, 2 ** 20 - 1, 20)).toBe(2 ** 40 - 1);
    expect(interleave(2 ** 26 - 1, 0, 26)).toBe((4 ** 26 - 1) / 3);
  });

  it('puts every point of a tile inside the tile key range', () => {
    for (const r of rows.slice(0, 500)) {
      const wx = worldCoord(r.mercX, false),
        wy = worldCoord(r.mercY, true);
      for (const z of [0, 3, 9, 15, 20]) {
        const [from, to] = tileKeyRange(z, Math.floor(wx / 2 ** (32 - z)), Math.floor(wy / 2 ** (32 - z)), 20);
        const key = keyAt(wx, wy, 20);
        expect(key >= from && key < to).toBe(true);
      }
    }
  });

  it('clamps coordinates into the world and flips y (north is 0)', () => {
    expect(worldCoord(-HALF * 2, false)).toBe(0);
    expect(worldCoord(HALF * 2, false)).toBe(2 ** 32 - 1);
    expect(worldCoord(HALF * 0.999, true)).toBeLessThan(2 ** 24);
  });
});

describe('TileIndex', () => {
  it('counts every point once at z0 (pyramid) and agrees with a brute-force count on every tile of z1–z8', () => {
    expect(sum(index.pixels(0, 0, 0, none))).toBe(rows.length);
    for (const z of [1, 2, 6, 7, 8]) {
      const n = 2 ** z;
      for (const [x, y] of [
        [0, 0],
        [n - 1, n - 1],
        [Math.floor(n / 2), Math.floor(n / 2) - 1],
        [Math.floor(n * 0.52), Math.floor(n * 0.37)],
      ]) {
        expect(sum(index.pixels(z, x!, y!, none))).toBe(brute(z, x!, y!));
      }
    }
  });

  it('gives the same pixels from the pyramid and from the points (taxon filter forces the scan)', () => {
    const allTaxa = index.filter({ ...NONE, taxa: Array.from({ length: 11 }, (_, i) => i) });
    for (const [z, x, y] of [
      [0, 0, 0],
      [4, 8, 6],
      [6, 33, 24],
    ] as const) {
      const fromPyramid = index.pixels(z, x, y, none);
      const fromPoints = index.pixels(z, x, y, allTaxa);
      const asMap = (c: typeof fromPyramid) => new Map([...c.x].map((px, i) => [`${px},${c.y[i]}`, c.total[i]]));
      expect(asMap(fromPoints)).toEqual(asMap(fromPyramid));
    }
  });

  it('filters by source, family (lower case), country code and taxon set', () => {
    const check = (params: Partial<Parameters<typeof index.filter>[0]>, keep: (r: TilePoint) => boolean) => {
      const filter = index.filter({ ...NONE, ...params });
      expect(sum(index.pixels(0, 0, 0, filter))).toBe(rows.filter(keep).length);
      expect(sum(index.pixels(9, 261, 195, filter))).toBe(brute(9, 261, 195, keep));
    };
    check({ source: 'gbif' }, (r) => r.source === 'gbif');
    check({ families: ['fam3'] }, (r) => r.family === 'Fam3');
    check({ families: ['fam3', 'fam4'] }, (r) => r.family === 'Fam3' || r.family === 'Fam4');
    check({ countries: ['SE'] }, (r) => r.countryCode === 'SE');
    check({ countries: ['SE'], source: 'iodatabase' }, (r) => r.countryCode === 'SE' && r.source === 'iodatabase');
    check({ taxa: [3, 4] }, (r) => r.taxonId === 3 || r.taxonId === 4);
    expect(index.pixels(0, 0, 0, index.filter({ ...NONE, families: ['nope'] })).total.length).toBe(0);
    expect(index.pixels(0, 0, 0, index.filter({ ...NONE, source: 'unknown' })).total.length).toBe(0);
  });

  it('draws exactly the points of a selection (by seq), at every zoom, and nothing for an empty one', () => {
    const keep = (r: TilePoint) => r.seq % 3 === 0 && r.source !== 'gbif';
    const selection = index.selection(Int32Array.from(rows.filter(keep).map((r) => r.seq)));
    expect(sum(index.pixels(0, 0, 0, selection))).toBe(rows.filter(keep).length);
    expect(sum(index.pixels(4, 8, 6, selection))).toBe(brute(4, 8, 6, keep));
    expect(sum(index.pixels(9, 261, 195, selection))).toBe(brute(9, 261, 195, keep));
    // seqs the index does not hold (records without coordinates, another version) select nothing
    expect(index.pixels(0, 0, 0, index.selection(Int32Array.from([0, 10 ** 7]))).total.length).toBe(0);
  });

  it('adds a margin from the neighbouring tiles, never beyond it', () => {
    const z = 9,
      x = 261,
      y = 195;
    const cells = index.pixels(z, x, y, none, 25);
    expect(Math.min(...cells.x)).toBeGreaterThanOrEqual(-25);
    expect(Math.max(...cells.x)).toBeLessThan(256 + 25);
    expect(sum(cells)).toBeGreaterThanOrEqual(sum(index.pixels(z, x, y, none)));
  });
});

describe('tile index input', () => {
  it('parses COPY text rows: \\N is null, backslash escapes are undone', () => {
    expect(parseTilePoint('1.5\t-2\tgbif\tNymphalidae\tSE\t\\N\t24870\t17')).toEqual({
      mercX: 1.5,
      mercY: -2,
      source: 'gbif',
      family: 'Nymphalidae',
      countryCode: 'SE',
      country: null,
      taxonId: 24870,
      seq: 17,
    });
    expect(parseTilePoint('0\t0\tiodatabase\t\\N\t\\N\tC\\\\ote d\\tIvoire\t\\N')).toMatchObject({
      family: null,
      countryCode: null,
      country: 'C\\ote d\tIvoire',
      taxonId: null,
    });
  });

  it('names ISO codes from the ICU data shipped with Node and nothing else', () => {
    expect(countryNameOf('SE')).toBe('Sweden');
    expect(countryNameOf('XK')).toBe('Kosovo');
    expect(countryNameOf('not a code')).toBeNull();
  });
});

describe('tile addressing, ETag and cache', () => {
  it('accepts z 0..20 with x, y inside 0..2^z−1 and refuses the rest with INVALID_TILE', () => {
    expect(() => checkTileAddress(20, 2 ** 20 - 1, 0)).not.toThrow();
    for (const [z, x, y] of [
      [21, 0, 0],
      [-1, 0, 0],
      [2, 4, 0],
      [2, 0, 4],
      [0, -1, 0],
      [1.5, 0, 0],
    ]) {
      expect(() => checkTileAddress(z!, x!, y!)).toThrow(
        expect.objectContaining({ code: 'INVALID_TILE', status: 400 }),
      );
    }
  });

  it('derives the ETag from the data version and every parameter', () => {
    const base = { z: 1, x: 0, y: 1, mode: 'grid', geometry: 'point', filter: NO_FILTER } as const;
    expect(tileEtag('v1', base)).toBe(tileEtag('v1', { ...base }));
    expect(tileEtag('v2', base)).not.toBe(tileEtag('v1', base));
    expect(tileEtag('v1', { ...base, mode: 'hex' })).not.toBe(tileEtag('v1', base));
    const family = (...family: string[]) => ({ ...base, filter: parseOccurrenceFilter({ family }) });
    expect(tileEtag('v1', family('Nymphalidae'))).toBe(tileEtag('v1', family('nymphalidae ')));
    expect(tileEtag('v1', family('Nymphalidae'))).not.toBe(tileEtag('v1', base));
    const year = (y: string) => ({ ...base, filter: parseOccurrenceFilter({ year: y }) });
    expect(tileEtag('v1', year('1990,2000'))).toBe(tileEtag('v1', year(' 1990 , 2000 ')));
    expect(tileEtag('v1', year('1990,2000'))).not.toBe(tileEtag('v1', year('1990,2001')));
  });

  it('evicts least recently used tiles beyond its byte or entry bound', () => {
    const cache = new TileCache(100, 3);
    cache.set('a', new Uint8Array(40));
    cache.set('b', new Uint8Array(40));
    expect(cache.get('a')?.length).toBe(40); // a is now the most recent
    cache.set('c', new Uint8Array(40)); // over 100 bytes: b goes
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    cache.set('d', null);
    cache.set('e', null); // over 3 entries
    expect(cache.size).toBe(3);
    expect(cache.get('d')).toBeNull();
    cache.set('huge', new Uint8Array(1000));
    expect(cache.get('huge')).toBeUndefined();
  });
});
