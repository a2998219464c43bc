// Vector tiles of the occurrences: validates the tile address, keeps one in-memory index per data
// version (built once, lazily), answers from an LRU of encoded tiles, and encodes misses in the worker pool.
import { createHash } from 'node:crypto';
import type { DataVersion } from '../../core/data-version.js';
import { ApiError } from '../../core/errors.js';
import { BUILD_WAIT_MS, stillBuilding, waitAtMost } from '../../core/wait-at-most.js';
import { filterKey, givenFilters, type OccurrenceFilter, type TilePoint } from '../../db/distributions/index.js';
import type { OperationTypes } from '../../generated/operations.js';
import type { TileTask } from '../../workers/tiles.js';
import { MARGIN } from '../../workers/tiles.js';
import { TileCache } from './tile-cache.js';
import { TileIndexBuilder, type TileFilter, type TileIndex } from './tile-index.js';

export const MAX_TILE_ZOOM = 20;

type TileOperation = OperationTypes['getDistributionTile'];

/** A tile as the contract addresses it: z/x/y, mode and geometry, and the records' filter (parsed once by the caller). */
export type TileRequest = TileOperation['params'] &
  Pick<TileOperation['query'], 'mode' | 'geometry'> & { filter: OccurrenceFilter };

/** Filters the index matches per point (and per pre-aggregated cell); any other takes a selection from the database. */
const PER_POINT_FILTERS: ReadonlySet<string> = new Set(['source', 'family', 'country', 'taxonId']);
/** Selections (a bit per located record, ~37 KB) kept per data version. */
const SELECTIONS_KEPT = 64;

export interface TileResult {
  /** Encoded tile, or null when it has no features (204). */
  body: Uint8Array | null;
  etag: string;
}

export interface TileServiceDeps {
  /** The current data version (null before the first load): `DataVersion.current`, which caches it briefly. */
  dataVersion: DataVersion['current'];
  /** Every located occurrence, streamed into the index builder. */
  loadPoints(onRow: (row: TilePoint) => void): Promise<void>;
  /** Nodes and their descendants (empty for unknown nodes). */
  subtreeTaxa(taxonIds: readonly number[]): Promise<number[]>;
  /** The seq of every located record a filter selects (the same records GET /distributions lists for it). */
  locatedSeqs(filter: OccurrenceFilter): Promise<Int32Array>;
  /** Runs the pure encoder (workers/tiles.ts) — in the worker pool in the service, inline in tools. */
  encode(task: TileTask): Promise<Uint8Array | null>;
  sources: readonly string[];
  cacheBytes?: number;
  /**
   * Longest a tile request waits for the index being built (after a start or a data load: minutes at 10× the
   * records) before it answers 503 SERVICE_BUSY with Retry-After; the build goes on. Default BUILD_WAIT_MS.
   */
  indexWaitMs?: number;
}

/** The answer of a tile request whose index is still being built past its wait. */
const indexNotReady = stillBuilding('The tile index is being built');

/** Throws INVALID_TILE unless z is 0..20 and x, y are inside the zoom's range. */
export function checkTileAddress(z: number, x: number, y: number): void {
  if (!Number.isInteger(z) || z < 0 || z > MAX_TILE_ZOOM) {
    throw new ApiError('INVALID_TILE', `Zoom ${z} is outside 0..${MAX_TILE_ZOOM}.`, {
      z: `must be between 0 and ${MAX_TILE_ZOOM}`,
    });
  }
  const max = 2 ** z - 1;
  const details: Record<string, string> = {};
  if (!Number.isInteger(x) || x < 0 || x > max) details.x = `must be 0..${max}`;
  if (!Number.isInteger(y) || y < 0 || y > max) details.y = `must be 0..${max}`;
  if (Object.keys(details).length > 0) {
    throw new ApiError(
      'INVALID_TILE',
      `Tile ${z}/${x}/${y} is outside zoom ${z} (x and y must be 0..${max}).`,
      details,
    );
  }
}

/** Strong ETag over the data version and every parameter that changes the bytes. */
export function tileEtag(dataVersion: string, request: TileRequest): string {
  const key = tileKey(dataVersion, request);
  return `"${createHash('sha1').update(key).digest('base64url')}"`;
}

function tileKey(dataVersion: string, r: TileRequest): string {
  return JSON.stringify([dataVersion, r.z, r.x, r.y, r.mode, r.geometry, filterKey(r.filter)]);
}

export function createTileService(deps: TileServiceDeps) {
  const cache = new TileCache(deps.cacheBytes ?? 64 * 1024 * 1024, 100_000);
  let current: { version: string; index: Promise<TileIndex> } | null = null;
  const inflight = new Map<string, Promise<Uint8Array | null>>();
  /** Filter key → its selection of the current version's index (Map order is the recency order). */
  const selections = new Map<string, Promise<TileFilter>>();

  async function build(): Promise<TileIndex> {
    const builder = new TileIndexBuilder(deps.sources);
    await deps.loadPoints((row) => builder.add(row));
    return builder.build();
  }

  function indexFor(dataVersion: string): Promise<TileIndex> {
    if (current?.version !== dataVersion) {
      cache.clear();
      selections.clear();
      const index = build();
      current = { version: dataVersion, index };
      index.catch(() => {
        if (current?.index === index) current = null; // a failed build is retried by the next request
      });
    }
    return current.index;
  }

  /** A filter's selection, computed once per data version and shared by every tile of the filter. */
  function selectionOf(index: TileIndex, filter: OccurrenceFilter): Promise<TileFilter> {
    const key = filterKey(filter);
    let selection = selections.get(key);
    if (selection) {
      selections.delete(key);
    } else {
      selection = deps.locatedSeqs(filter).then((seqs) => index.selection(seqs));
      selection.catch(() => selections.delete(key));
    }
    selections.set(key, selection);
    for (const oldest of selections.keys()) {
      if (selections.size <= SELECTIONS_KEPT) break;
      selections.delete(oldest);
    }
    return selection;
  }

  /** The request's filter against the index: per point where it can, else the database's selection. */
  async function tileFilter(index: TileIndex, filter: OccurrenceFilter): Promise<TileFilter> {
    // hasCoordinate=true asks for what every indexed point is
    const given = givenFilters(filter).filter((name) => !(name === 'hasCoordinate' && filter.hasCoordinate));
    if (!given.every((name) => PER_POINT_FILTERS.has(name))) return selectionOf(index, filter);
    return index.filter({
      source: filter.source,
      families: filter.family,
      countries: filter.country,
      taxa: filter.taxonId && (await deps.subtreeTaxa(filter.taxonId)),
    });
  }

  /** Pixels of the tile from the index, encoded in the worker; null when none pass the filters. */
  async function compute(dataVersion: string, request: TileRequest): Promise<Uint8Array | null> {
    const index = await waitAtMost(indexFor(dataVersion), deps.indexWaitMs ?? BUILD_WAIT_MS, indexNotReady);
    const filter = await tileFilter(index, request.filter);
    const cells = index.pixels(request.z, request.x, request.y, filter, MARGIN[request.mode]);
    if (cells.total.length === 0) return null;
    return deps.encode({
      z: request.z,
      x: request.x,
      y: request.y,
      mode: request.mode,
      geometry: request.geometry,
      cells,
    });
  }

  return {
    /** Builds the index of the current data version ahead of the first tile. */
    async warm(): Promise<void> {
      const v = await deps.dataVersion();
      if (v) await indexFor(v);
    },

    /** The ETag the tile would carry, without computing it (answers If-None-Match cheaply). */
    async etag(request: TileRequest): Promise<string> {
      checkTileAddress(request.z, request.x, request.y);
      return tileEtag((await deps.dataVersion()) ?? 'none', request);
    },

    async tile(request: TileRequest): Promise<TileResult> {
      checkTileAddress(request.z, request.x, request.y);
      const dataVersion = (await deps.dataVersion()) ?? 'none';
      const etag = tileEtag(dataVersion, request);
      const key = tileKey(dataVersion, request);
      const cached = cache.get(key);
      if (cached !== undefined) return { body: cached, etag };
      // concurrent requests for one uncached tile share a single computation
      let pending = inflight.get(key);
      if (!pending) {
        pending = compute(dataVersion, request).finally(() => inflight.delete(key));
        inflight.set(key, pending);
        void pending.then(
          (body) => cache.set(key, body),
          () => undefined,
        );
      }
      return { body: await pending, etag };
    },

    cacheSize: () => cache.size,
  };
}

export type TileService = ReturnType<typeof createTileService>;
