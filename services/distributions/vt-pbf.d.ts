// Types for vt-pbf (the package ships none): geojson-vt tile objects → Mapbox Vector Tile bytes.
declare module 'vt-pbf' {
  export interface VtFeature {
    type: 1 | 2 | 3;
    geometry: number[][] | number[][][];
    tags: Record<string, string | number | boolean>;
    id?: number;
  }
  export function fromGeojsonVt(
    layers: Record<string, { features: VtFeature[] }>,
    options?: { version?: number; extent?: number },
  ): Uint8Array;
}
