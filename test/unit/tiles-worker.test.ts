// Tile encoder (workers/tiles.ts): every mode and geometry decodes as MVT 2.1 with one `occurrence` layer and totals.
import { VectorTile } from '@mapbox/vector-tile';
import Pbf from 'pbf';
import { describe, expect, it } from 'vitest';
import encodeTile, { GRID_PIXELS, hexOf, HEX_RADIUS, MAX_FEATURES, type TileTask } from '../../workers/tiles.js';

function cells(list: [number, number, number][]): TileTask['cells'] {
  return {
    x: Int32Array.from(list.map((c) => c[0])),
    y: Int32Array.from(list.map((c) => c[1])),
    total: Float64Array.from(list.map((c) => c[2])),
  };
}

function decode(bytes: Uint8Array) {
  const tile = new VectorTile(new Pbf(bytes));
  expect(Object.keys(tile.layers)).toEqual(['occurrence']);
  const layer = tile.layers.occurrence!;
  expect(layer.version).toBe(2);
  expect(layer.extent).toBe(4096);
  return Array.from({ length: layer.length }, (_, i) => layer.feature(i)).map((f) => ({
    type: f.type,
    total: f.properties.total as number,
    geometry: f.loadGeometry(),
  }));
}

const sample = cells([
  [0, 0, 1],
  [1, 0, 2],
  [255, 255, 3],
  [100, 40, 5],
  [-5, 10, 7],
  [260, 3, 11],
]);
const task = (mode: TileTask['mode'], geometry: TileTask['geometry'] = 'point', c = sample, z = 3): TileTask => ({
  z,
  x: 4,
  y: 2,
  mode,
  geometry,
  cells: c,
});

describe('encodeTile', () => {
  it('points: one feature per occupied pixel inside the tile, at the pixel centre', () => {
    const features = decode(encodeTile(task('points'))!);
    expect(features.map((f) => f.total).sort((a, b) => a - b)).toEqual([1, 2, 3, 5]);
    const five = features.find((f) => f.total === 5)!;
    expect(five.geometry[0]![0]).toMatchObject({ x: 100 * 16 + 8, y: 40 * 16 + 8 });
  });

  it('points as polygons: pixel squares, exterior rings with positive (clockwise) area', () => {
    const features = decode(encodeTile(task('points', 'polygon'))!);
    expect(features.every((f) => f.type === 3)).toBe(true);
    const ring = features.find((f) => f.total === 5)!.geometry[0]!;
    let area = 0;
    for (let i = 0; i < ring.length - 1; i++) area += ring[i]!.x * ring[i + 1]!.y - ring[i + 1]!.x * ring[i]!.y;
    expect(area).toBe(2 * 16 * 16);
  });

  it('grid: sums pixels into 16-pixel squares', () => {
    const features = decode(encodeTile(task('grid'))!);
    const at = (x: number, y: number) =>
      features.find((f) => f.geometry[0]![0]!.x === x && f.geometry[0]![0]!.y === y)?.total;
    const centre = (bin: number) => bin * GRID_PIXELS * 16 + 128;
    expect(at(centre(0), centre(0))).toBe(3); // pixels (0,0) and (1,0)
    expect(at(centre(15), centre(15))).toBe(3);
    expect(at(centre(6), centre(2))).toBe(5);
    expect(features.reduce((s, f) => s + f.total, 0)).toBe(11); // margin pixels are not counted
  });

  it('hex: bins by a world-anchored hexagon grid, including margin pixels in hexagons centred inside', () => {
    const polygons = decode(encodeTile(task('hex', 'polygon'))!);
    expect(polygons.every((f) => f.type === 3 && f.geometry[0]!.length === 7)).toBe(true);
    const centres = decode(encodeTile(task('hex'))!);
    for (const f of centres) {
      const p = f.geometry[0]![0]!;
      expect(p.x >= 0 && p.y >= 0 && p.x < 4096 && p.y < 4096).toBe(true);
    }
    const [q, r] = hexOf(4 * 256 + 100.5, 2 * 256 + 40.5);
    const cx = HEX_RADIUS * Math.sqrt(3) * (q + r / 2) - 4 * 256,
      cy = HEX_RADIUS * 1.5 * r - 2 * 256;
    expect(
      centres.some(
        (f) =>
          Math.abs(f.geometry[0]![0]!.x - cx * 16) <= 1 &&
          Math.abs(f.geometry[0]![0]!.y - cy * 16) <= 1 &&
          f.total >= 5,
      ),
    ).toBe(true);
  });

  it('cluster: merges nearby pixels and sums their totals; clusters stay inside the tile', () => {
    const near = cells([
      [10, 10, 1],
      [12, 11, 2],
      [13, 9, 3],
      [200, 200, 4],
      [-30, 150, 100],
    ]);
    const features = decode(encodeTile(task('cluster', 'point', near))!);
    // the margin pixel forms a cluster centred in the neighbouring tile, which draws it
    expect(features.map((f) => f.total).sort((a, b) => a - b)).toEqual([4, 6]);
    // within the cluster radius of a margin pixel, the cluster centre decides which tile draws it
    expect(
      encodeTile(
        task(
          'cluster',
          'point',
          cells([
            [10, 10, 1],
            [-20, 10, 1],
            [-30, 12, 1],
          ]),
        ),
      ),
    ).toBeNull();
  });

  it('answers null for a tile without features and bounds the feature count', () => {
    expect(encodeTile(task('points', 'point', cells([])))).toBeNull();
    expect(encodeTile(task('points', 'point', cells([[-3, 4, 1]])))).toBeNull();
    const full: [number, number, number][] = [];
    for (let y = 0; y < 256; y++) for (let x = 0; x < 256; x++) full.push([x, y, 1 + ((x * y) % 1000)]);
    const bytes = encodeTile(task('points', 'polygon', cells(full)))!;
    const features = decode(bytes);
    expect(features.length).toBeLessThanOrEqual(MAX_FEATURES.polygon);
    expect(features.reduce((s, f) => s + f.total, 0)).toBe(full.reduce((s, c) => s + c[2], 0));
    expect(bytes.length).toBeLessThanOrEqual(500 * 1024);
    expect(encodeTile(task('points', 'point', cells(full)))!.length).toBeLessThanOrEqual(500 * 1024);
  });
});
