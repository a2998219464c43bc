// Coordinates: validation and the Web Mercator (EPSG:3857) projection used by the vector tiles.

const EARTH_RADIUS_M = 6378137;
/** Web Mercator is undefined at the poles; tiles cover ±85.0511° (the square world). */
export const MERCATOR_MAX_LAT = 85.0511287798066;

/** True for a WGS84 pair inside the valid ranges. */
export function isValidLatLon(lat: number | null, lon: number | null): lat is number {
  return lat !== null && lon !== null && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
}

/** [x, y] in metres; latitudes beyond the Mercator limit are clamped to it (as tile servers do). */
export function toWebMercator(lat: number, lon: number): [number, number] {
  const clamped = Math.max(-MERCATOR_MAX_LAT, Math.min(MERCATOR_MAX_LAT, lat));
  const x = (EARTH_RADIUS_M * lon * Math.PI) / 180;
  const y = EARTH_RADIUS_M * Math.log(Math.tan(Math.PI / 4 + (clamped * Math.PI) / 360));
  return [x, y];
}
