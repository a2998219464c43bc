// Step 2 of NBSI: presence points per species, de-duplicated and topped up to ten inside their box.
import { PointKind } from './types.js';

export interface PresencePoint {
  lon: number;
  lat: number;
  kind: PointKind;
}

/** Points rounded to 2 decimals identify duplicates; the first occurrence is kept. */
export function dedupPoints<T extends { lon: number; lat: number }>(points: T[]): T[] {
  const seen = new Set<string>();
  return points.filter((p) => {
    const key = `${Math.round(p.lon * 100)}|${Math.round(p.lat * 100)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Longitude span (the shorter way round the antimeridian) and latitude span of a set of points. */
export function spans(points: { lon: number; lat: number }[]): { lon: number; lat: number } {
  const lons = points.map((p) => p.lon);
  const lats = points.map((p) => p.lat);
  const minLon = Math.min(...lons);
  const maxLon = Math.max(...lons);
  return {
    lon: Math.min(maxLon - minLon, Math.abs(minLon + 180) + Math.abs(maxLon - 180)),
    lat: Math.max(...lats) - Math.min(...lats),
  };
}

/**
 * Tops a species up to `target` points with random points in its bounding box (a lone point gets a box of
 * the mean species span) that fall on a cell with environment values; bounded attempts, never loops forever.
 */
export function fillPresences(
  points: PresencePoint[],
  target: number,
  meanSpan: { lon: number; lat: number },
  hasEnvironment: (lon: number, lat: number) => boolean,
  random: () => number,
): PresencePoint[] {
  if (points.length >= target || points.length === 0) return points;
  let [minLon, maxLon, minLat, maxLat] = [
    Math.min(...points.map((p) => p.lon)),
    Math.max(...points.map((p) => p.lon)),
    Math.min(...points.map((p) => p.lat)),
    Math.max(...points.map((p) => p.lat)),
  ];
  if (points.length === 1) {
    [minLon, maxLon] = [minLon - meanSpan.lon / 2, maxLon + meanSpan.lon / 2];
    [minLat, maxLat] = [minLat - meanSpan.lat / 2, maxLat + meanSpan.lat / 2];
  }
  [minLon, maxLon, minLat, maxLat] = [
    Math.max(-180, minLon),
    Math.min(180, maxLon),
    Math.max(-90, minLat),
    Math.min(90, maxLat),
  ];
  const out = points.slice();
  for (let attempt = 0; attempt < 2000 && out.length < target; attempt += 1) {
    const lon = minLon + random() * (maxLon - minLon);
    const lat = minLat + random() * (maxLat - minLat);
    if (hasEnvironment(lon, lat)) out.push({ lon, lat, kind: 'pseudo' });
  }
  return out;
}
