// Filtering candidate positions of the specimen index (specimen-index.ts): posting lists and tight loops over typed
// arrays — each `keep…` a monomorphic pass that compacts candidates in place — and the keys records are filed under.

/** `minLon,minLat,maxLon,maxLat`; minLon > maxLon crosses the antimeridian. */
export interface BoundingBox {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

export const EMPTY = new Int32Array(0);

export function push<K>(map: Map<K, number[]>, key: K, position: number): void {
  const list = map.get(key);
  if (list) list.push(position);
  else map.set(key, [position]);
}

export function postings<K>(map: Map<K, number[]>): Map<K, Int32Array> {
  return new Map([...map].map(([key, list]) => [key, Int32Array.from(list)]));
}

// Each `keep…` writes the first `n` candidates of `source` that pass its test to `out`, in order, and returns how many
// it wrote; `out` may be `source` (filtering in place).

export function keepLengths(
  source: Int32Array,
  n: number,
  out: Int32Array,
  lengths: Int32Array,
  min: number,
  max: number,
): number {
  let kept = 0;
  for (let i = 0; i < n; i++) {
    const p = source[i];
    const length = lengths[p];
    if (length >= min && length <= max) out[kept++] = p;
  }
  return kept;
}

/** Inside the box, edges included; NaN (no coordinates) fails every comparison, so such records never are. */
export function keepInBox(
  source: Int32Array,
  n: number,
  out: Int32Array,
  lat: Float64Array,
  lon: Float64Array,
  box: BoundingBox,
): number {
  const crosses = box.minLon > box.maxLon; // across the antimeridian
  let kept = 0;
  for (let i = 0; i < n; i++) {
    const p = source[i];
    const y = lat[p];
    const x = lon[p];
    if (!(y >= box.minLat && y <= box.maxLat)) continue;
    if (crosses ? x >= box.minLon || x <= box.maxLon : x >= box.minLon && x <= box.maxLon) out[kept++] = p;
  }
  return kept;
}

/** Also in the ascending `list`: a merge of the two sorted sequences. */
export function keepIn(source: Int32Array, n: number, out: Int32Array, list: Int32Array): number {
  let kept = 0;
  let j = 0;
  for (let i = 0; i < n && j < list.length; i++) {
    const p = source[i];
    while (j < list.length && list[j] < p) j++;
    if (list[j] === p) out[kept++] = p;
  }
  return kept;
}

export function keepContaining(
  source: Int32Array,
  n: number,
  out: Int32Array,
  search: readonly string[],
  word: string,
): number {
  let kept = 0;
  for (let i = 0; i < n; i++) {
    const p = source[i];
    if (search[p].includes(word)) out[kept++] = p;
  }
  return kept;
}

/** The distinct three-character windows of a folded text, each packed into one number (three UTF-16 units). */
export function trigrams(text: string): Set<number> {
  const codes = new Set<number>();
  for (let i = 0; i + 3 <= text.length; i++)
    codes.add((text.charCodeAt(i) * 65536 + text.charCodeAt(i + 1)) * 65536 + text.charCodeAt(i + 2));
  return codes;
}

/** The one-degree grid cell of a point (floored degrees); longitudes wrap, so a box across the antimeridian finds its cells. */
export function cellOf(latDegree: number, lonDegree: number): number {
  return (latDegree + 90) * 360 + ((((lonDegree + 180) % 360) + 360) % 360);
}

/** Index of the first of the `n` ascending positions of `list` after `position`. */
export function firstAfter(list: Int32Array, n: number, position: number): number {
  let low = 0;
  let high = n;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (list[mid] <= position) low = mid + 1;
    else high = mid;
  }
  return low;
}
