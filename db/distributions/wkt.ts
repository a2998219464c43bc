// WKT POLYGON / MULTIPOLYGON in WGS84 lon/lat: parsed and bounded for the occurrence `geometry` filter, re-written canonically.

/** A ring: [lon, lat] pairs, closed (first = last). */
export type Ring = [number, number][];
/** The outer ring first, then its holes. */
export type Polygon = Ring[];

/** Bounds of what one filter may cost: every record inside the box is tested against every edge. */
export const MAX_WKT_VERTICES = 500;

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** Splits `(a),(b)` at depth 0 into the parts inside the parentheses; null when they do not balance. */
function groups(text: string): string[] | null {
  const out: string[] = [];
  let depth = 0;
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') {
      if (depth === 0) start = i + 1;
      depth++;
    } else if (c === ')') {
      depth--;
      if (depth < 0) return null;
      if (depth === 0) out.push(text.slice(start, i));
    } else if (depth === 0 && c !== ',' && c !== ' ' && c !== '\t' && c !== '\n' && c !== '\r') {
      return null; // text between the groups
    }
  }
  return depth === 0 ? out : null;
}

function ring(text: string): Ring | string {
  const points: Ring = [];
  for (const pair of text.split(',')) {
    const parts = pair.trim().split(/\s+/);
    if (parts.length !== 2 || !parts.every((p) => NUMBER.test(p))) return `'${pair.trim()}' is not a 'lon lat' pair`;
    const [lon, lat] = parts.map(Number) as [number, number];
    if (Math.abs(lon) > 180 || Math.abs(lat) > 90) return `${lon} ${lat} is outside −180..180, −90..90`;
    points.push([lon, lat]);
  }
  if (points.length < 4) return 'a ring needs at least 4 points';
  const [first, last] = [points[0]!, points.at(-1)!];
  if (first[0] !== last[0] || first[1] !== last[1]) return 'a ring must end at its first point';
  return points;
}

function polygon(text: string): Polygon | string {
  const rings = groups(text);
  if (!rings || rings.length === 0) return 'unbalanced or empty parentheses';
  const out: Polygon = [];
  for (const r of rings) {
    const parsed = ring(r);
    if (typeof parsed === 'string') return parsed;
    out.push(parsed);
  }
  return out;
}

/** The polygons of a WKT POLYGON or MULTIPOLYGON, or the reason it is refused. */
export function parseWkt(wkt: string): Polygon[] | string {
  const match = /^\s*(MULTIPOLYGON|POLYGON)\s*(\(.*\))\s*$/is.exec(wkt);
  if (!match) return 'must be a WKT POLYGON((…)) or MULTIPOLYGON(((…)))';
  const outer = groups(match[2]!);
  if (!outer || outer.length !== 1) return 'unbalanced parentheses';
  // POLYGON((ring), (hole)): one polygon; MULTIPOLYGON(((ring)), ((ring), (hole))): a group per polygon
  const texts = match[1]!.toUpperCase() === 'MULTIPOLYGON' ? groups(outer[0]!) : [outer[0]!];
  if (!texts || texts.length === 0) return 'unbalanced or empty parentheses';
  const polygons: Polygon[] = [];
  for (const text of texts) {
    const p = polygon(text);
    if (typeof p === 'string') return p;
    polygons.push(p);
  }
  const vertices = polygons.reduce((n, p) => n + p.reduce((m, r) => m + r.length, 0), 0);
  if (vertices > MAX_WKT_VERTICES) return `has ${vertices} vertices; at most ${MAX_WKT_VERTICES}`;
  return polygons;
}

const ringText = (r: Ring) => `(${r.map(([lon, lat]) => `${lon} ${lat}`).join(', ')})`;

/** Canonical WKT of parsed polygons (one spacing, numbers as JavaScript writes them). */
export function toWkt(polygons: readonly Polygon[]): string {
  const body = (p: Polygon) => `(${p.map(ringText).join(', ')})`;
  return polygons.length === 1 ? `POLYGON${body(polygons[0]!)}` : `MULTIPOLYGON(${polygons.map(body).join(', ')})`;
}

/** A ring as a PostgreSQL `polygon` literal: '((lon,lat),…)'. */
export function pgPolygon(r: Ring): string {
  return `(${r.map(([lon, lat]) => `(${lon},${lat})`).join(',')})`;
}

/** [west, south, east, north] of a ring. */
export function ringBounds(r: Ring): [number, number, number, number] {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [lon, lat] of r) {
    w = Math.min(w, lon);
    e = Math.max(e, lon);
    s = Math.min(s, lat);
    n = Math.max(n, lat);
  }
  return [w, s, e, n];
}
