// The basemap under the occurrence tiles: Natural Earth's 1:50m countries and land (public domain, as TopoJSON in the
// world-atlas package) cut into vector tiles with geojson-vt, layers `countries` and `land`; built once, on first use.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import geojsonvt from 'geojson-vt';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { fromGeojsonVt, type VtFeature } from 'vt-pbf';
import { ApiError } from '../../core/errors.js';
import { checkTileAddress } from './tile-service.js';

/** Beyond this zoom 1:50m outlines gain nothing: clients scale zoom-10 tiles up (the contract says so). */
export const BASEMAP_MAX_ZOOM = 10;

const require = createRequire(import.meta.url);
const ATLAS = require.resolve('world-atlas/countries-50m.json');
const ATLAS_VERSION = (require('world-atlas/package.json') as { version: string }).version;

type Index = ReturnType<typeof geojsonvt>;

function build(): { countries: Index; land: Index } {
  const topology = JSON.parse(readFileSync(ATLAS, 'utf8')) as Topology<{
    countries: GeometryCollection<{ name: string }>;
    land: GeometryCollection;
  }>;
  // geojson-vt simplifies per zoom (tolerance in tile pixels) and keeps only the tiles asked for
  const options = { maxZoom: BASEMAP_MAX_ZOOM, indexMaxZoom: 4, tolerance: 3, extent: 4096, buffer: 64 };
  return {
    countries: geojsonvt(feature(topology, topology.objects.countries), options),
    land: geojsonvt(feature(topology, topology.objects.land), options),
  };
}

export function createBasemapService() {
  let indexes: { countries: Index; land: Index } | null = null;
  const check = (z: number, x: number, y: number) => {
    if (Number.isInteger(z) && z > BASEMAP_MAX_ZOOM)
      throw new ApiError('INVALID_TILE', `Zoom ${z} is outside 0..${BASEMAP_MAX_ZOOM} for the basemap.`, {
        z: `must be between 0 and ${BASEMAP_MAX_ZOOM}`,
      });
    checkTileAddress(z, x, y);
  };
  return {
    /** Depends only on the atlas and the address: the bytes change with the world-atlas version alone. */
    etag(z: number, x: number, y: number): string {
      check(z, x, y);
      return `"${createHash('sha1').update(`basemap ${ATLAS_VERSION} ${z}/${x}/${y}`).digest('base64url')}"`;
    },

    /** The encoded tile, or null when it holds no land (open sea). */
    tile(z: number, x: number, y: number): Promise<Uint8Array | null> {
      check(z, x, y);
      indexes ??= build();
      const countries = indexes.countries.getTile(z, x, y);
      const land = indexes.land.getTile(z, x, y);
      if (!countries?.features.length && !land?.features.length) return Promise.resolve(null);
      const layer = (tile: typeof countries) => ({ features: (tile?.features ?? []) as unknown as VtFeature[] });
      return Promise.resolve(
        fromGeojsonVt({ countries: layer(countries), land: layer(land) }, { version: 2, extent: 4096 }),
      );
    },
  };
}

export type BasemapService = ReturnType<typeof createBasemapService>;
