// Pure tile encoding (runs in the worker pool): occupied pixels of a tile in, one `occurrence` layer of
// Mapbox Vector Tile 2.1 bytes out, every feature with a numeric `total`; binned per mode, clustered with supercluster.
import Supercluster from 'supercluster';
import { fromGeojsonVt, type VtFeature } from 'vt-pbf';
import type { OperationTypes } from '../generated/operations.js';

/** The contract's tile modes and geometries (query parameters of getDistributionTile). */
export type TileMode = OperationTypes['getDistributionTile']['query']['mode'];
export type TileGeometry = OperationTypes['getDistributionTile']['query']['geometry'];

export interface TileTask {
  z: number;
  x: number;
  y: number;
  mode: TileMode;
  geometry: TileGeometry;
  /** Occupied pixels (256 per tile edge at zoom z) relative to the tile's top-left pixel; may lie in the margin. */
  cells: { x: Int32Array; y: Int32Array; total: Float64Array };
}

/** MVT coordinate units per tile edge, and per pixel of the 256-pixel tile. */
export const EXTENT = 4096;
const UNIT = EXTENT / 256;
/** Square bin edge in pixels (divides 256, so bins are the same world squares in every tile). */
export const GRID_PIXELS = 16;
/** Hexagon circumradius in pixels; the hexagon grid is anchored at the world origin of the zoom. */
export const HEX_RADIUS = 12;
/** Cluster radius in pixels. */
export const CLUSTER_RADIUS = 40;
/**
 * Most features a tile carries: beyond them `points` and `grid` bins double their edge until they fit. It
 * keeps every tile far under 500 KB (≈ 16 bytes per point, ≈ 20 per square) and its encoding time bounded
 * (vt-pbf costs a few microseconds per feature).
 */
export const MAX_FEATURES = { point: 8192, polygon: 8192 } as const;
/** Pixels are pre-summed into cells of this edge before clustering (far below the cluster radius). */
const CLUSTER_INPUT_PIXELS = 8;
/** Pixels around the tile the caller must include: hexagons and clusters reach across tile edges. */
export const MARGIN: Record<TileMode, number> = {
  points: 0,
  grid: 0,
  hex: 2 * HEX_RADIUS + 1,
  cluster: CLUSTER_RADIUS,
};

const SQRT3 = Math.sqrt(3);

/** Encodes the tile; null when it has no features (the service answers 204). */
export default function encodeTile(task: TileTask): Uint8Array | null {
  const features = featuresOf(task);
  if (features.length === 0) return null;
  return fromGeojsonVt({ occurrence: { features } }, { version: 2, extent: EXTENT });
}

export function featuresOf(task: TileTask): VtFeature[] {
  switch (task.mode) {
    case 'points':
      return squares(task, 1, MAX_FEATURES[task.geometry]);
    case 'grid':
      return squares(task, GRID_PIXELS, MAX_FEATURES[task.geometry]);
    case 'hex':
      return hexagons(task);
    case 'cluster':
      return clusters(task);
  }
}

/** Sums the pixels inside the tile into square bins of `size` pixels (doubled while there are more than `max`). */
function squares(task: TileTask, size: number, max: number): VtFeature[] {
  let bins = squareBins(task.cells, size, 0);
  while (bins.size > max && size < 256) bins = squareBins(task.cells, (size *= 2), 0);
  const perRow = 256 / size;
  const features: VtFeature[] = [];
  const edge = size * UNIT;
  for (const [k, count] of bins) {
    const x0 = (k % perRow) * edge,
      y0 = Math.floor(k / perRow) * edge;
    features.push(
      task.geometry === 'point'
        ? { type: 1, geometry: [[x0 + edge / 2, y0 + edge / 2].map(Math.floor)], tags: { total: count } }
        : {
            type: 3,
            geometry: [
              [
                [x0, y0],
                [x0 + edge, y0],
                [x0 + edge, y0 + edge],
                [x0, y0 + edge],
                [x0, y0],
              ],
            ],
            tags: { total: count },
          },
    );
  }
  return features;
}

/** Bin index (row-major, `size`-pixel squares over the tile and `margin` pixels around it) → summed total. */
export function squareBins(cells: TileTask['cells'], size: number, margin: number): Map<number, number> {
  const bins = new Map<number, number>();
  const { x, y, total } = cells;
  const perRow = (256 + 2 * margin) / size;
  for (let i = 0; i < total.length; i++) {
    const bx = x[i]! + margin,
      by = y[i]! + margin;
    if (bx < 0 || by < 0 || bx >= 256 + 2 * margin || by >= 256 + 2 * margin) continue;
    const k = Math.floor(by / size) * perRow + Math.floor(bx / size);
    bins.set(k, (bins.get(k) ?? 0) + total[i]!);
  }
  return bins;
}

/**
 * Pointy-top hexagons on a grid anchored at the zoom's world origin, counted from the tile and its margin,
 * so neighbouring tiles draw the same hexagons with the same totals. Outlines: every hexagon reaching into
 * the tile (renderers clip each tile to its square, so a hexagon on an edge is drawn by both tiles);
 * centres: only those inside the tile, so each hexagon is one point.
 */
function hexagons(task: TileTask): VtFeature[] {
  const ox = task.x * 256,
    oy = task.y * 256;
  const bins = new Map<number, { q: number; r: number; total: number }>();
  const { x, y, total } = task.cells;
  for (let i = 0; i < total.length; i++) {
    const [q, r] = hexOf(ox + x[i]! + 0.5, oy + y[i]! + 0.5);
    const key = (q + 2 ** 25) * 2 ** 26 + (r + 2 ** 25); // |q|, |r| < 2^24 at every zoom ≤ 20: exact in a double
    const bin = bins.get(key);
    if (bin) bin.total += total[i]!;
    else bins.set(key, { q, r, total: total[i]! });
  }
  const features: VtFeature[] = [];
  for (const { q, r, total: count } of bins.values()) {
    const cx = HEX_RADIUS * SQRT3 * (q + r / 2),
      cy = HEX_RADIUS * 1.5 * r;
    const reach = task.geometry === 'polygon' ? HEX_RADIUS : 0;
    if (cx < ox - reach || cy < oy - reach || cx >= ox + 256 + reach || cy >= oy + 256 + reach) continue;
    const toTile = (wx: number, wy: number) => [Math.round((wx - ox) * UNIT), Math.round((wy - oy) * UNIT)];
    if (task.geometry === 'point') {
      features.push({ type: 1, geometry: [toTile(cx, cy)], tags: { total: count } });
    } else {
      // angles increasing with y pointing down: clockwise on screen, the exterior winding MVT 2.1 requires
      const ring = [0, 1, 2, 3, 4, 5, 0].map((k) =>
        toTile(
          cx + HEX_RADIUS * Math.cos((Math.PI / 3) * k + Math.PI / 6),
          cy + HEX_RADIUS * Math.sin((Math.PI / 3) * k + Math.PI / 6),
        ),
      );
      features.push({ type: 3, geometry: [ring], tags: { total: count } });
    }
  }
  return features;
}

/** Axial hexagon coordinates of a world pixel (cube rounding). */
export function hexOf(px: number, py: number): [number, number] {
  const qf = ((SQRT3 / 3) * px - py / 3) / HEX_RADIUS;
  const rf = ((2 / 3) * py) / HEX_RADIUS;
  const sf = -qf - rf;
  let q = Math.round(qf),
    r = Math.round(rf);
  const s = Math.round(sf);
  const dq = Math.abs(q - qf),
    dr = Math.abs(r - rf),
    ds = Math.abs(s - sf);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  return [q, r];
}

/** Clusters the pixels (weighted by their totals) at the tile's zoom; a cluster's total is the sum of its pixels. */
function clusters(task: TileTask): VtFeature[] {
  const { z, x: tx, y: ty } = task;
  const world = 256 * 2 ** z;
  const margin = MARGIN.cluster;
  const perRow = (256 + 2 * margin) / CLUSTER_INPUT_PIXELS;
  const points: Supercluster.PointFeature<{ total: number }>[] = [];
  for (const [k, count] of squareBins(task.cells, CLUSTER_INPUT_PIXELS, margin)) {
    const wx = tx * 256 - margin + ((k % perRow) + 0.5) * CLUSTER_INPUT_PIXELS;
    const wy = ty * 256 - margin + (Math.floor(k / perRow) + 0.5) * CLUSTER_INPUT_PIXELS;
    const lon = (wx / world) * 360 - 180;
    const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * wy) / world))) * 180) / Math.PI;
    points.push({
      type: 'Feature',
      properties: { total: count },
      geometry: { type: 'Point', coordinates: [lon, lat] },
    });
  }
  const index = new Supercluster<{ total: number }, { total: number }>({
    minZoom: z,
    maxZoom: z,
    radius: CLUSTER_RADIUS * UNIT,
    extent: EXTENT,
    map: (p) => ({ total: p.total }),
    reduce: (acc, p) => {
      acc.total += p.total;
    },
  });
  index.load(points);
  const tile = index.getTile(z, tx, ty);
  return (tile?.features ?? [])
    .map((f) => ({
      type: 1 as const,
      geometry: f.geometry as number[][],
      tags: { total: Number((f.tags as { total: number }).total) },
    }))
    .filter((f) => {
      const [px, py] = f.geometry[0]!;
      return px! >= 0 && py! >= 0 && px! < EXTENT && py! < EXTENT;
    });
}
