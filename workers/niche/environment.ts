// Environment values at a coordinate from a regular grid layer.
import { GridEnvironment } from './types.js';

/** Nearest cell lookup on a regular grid: the cell containing the point, else the nearest within one ring. */
export function gridLookup(env: GridEnvironment): (lon: number, lat: number) => number[] | null {
  const { resolution: r, variables } = env;
  const v = variables.length;
  const cells = new Map<number, number>();
  const key = (i: number, j: number) => i * 100_000 + j;
  for (let c = 0; c < env.lon.length; c += 1) {
    let complete = true;
    for (let k = 0; k < v; k += 1) if (!Number.isFinite(env.values[c * v + k])) complete = false;
    if (complete) cells.set(key(Math.floor((env.lon[c] + 180) / r), Math.floor((env.lat[c] + 90) / r)), c);
  }
  return (lon, lat) => {
    const [i, j] = [Math.floor((lon + 180) / r), Math.floor((lat + 90) / r)];
    let cell = cells.get(key(i, j));
    for (let ring = 1; cell === undefined && ring <= 1; ring += 1) {
      for (let di = -ring; di <= ring && cell === undefined; di += 1) {
        for (let dj = -ring; dj <= ring && cell === undefined; dj += 1) cell = cells.get(key(i + di, j + dj));
      }
    }
    return cell === undefined ? null : Array.from(env.values.subarray(cell * v, cell * v + v));
  };
}
