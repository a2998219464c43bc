// Distributions: occurrence records, overview, per-node aggregates and vector tiles.
import { ApiError } from '../core/errors.js';
import {
  decodeCursor,
  filterEcho,
  parseOccurrenceFilter,
  type DistributionsRepo,
  type FacetName,
} from '../db/distributions/index.js';
import { notModified } from '../http/conditional.js';
import type { TagHandlers } from '../http/operation.js';
import { pathOf } from '../http/paths.js';
import type { TagModule } from '../http/policy.js';
import { pageRequest, pagination } from '../http/pagination.js';
import { empty, json, raw } from '../http/reply.js';
import type { BasemapService, TileRequest, TileService } from '../services/distributions/index.js';

export interface DistributionsDeps {
  readonly distributions: DistributionsRepo;
  readonly tiles: TileService;
  readonly basemap: BasemapService;
  /** The loaded data version (a cursor carries it). */
  readonly dataVersion: () => Promise<string | null>;
}

export const distributionsModule: TagModule<'Distributions', DistributionsDeps> = {
  handlers: createDistributionsHandlers,
  policy: {
    listDistributions: { cache: true, warmUp: 'once', listedAtRoot: true },
    getDistributionOverview: { cache: true, warmUp: 'once', listedAtRoot: true },
    getDistributionTile: { cache: true },
    // the basemap is the same for every data version; kept like the occurrence tiles (encoded once, then a lookup)
    getBasemapTile: { cache: true },
    // the biggest subtrees' aggregates: in memory (db/distributions/node-aggregates.ts), the largest few milliseconds each
    getDistributionsByNode: {
      cache: true,
      warmUp: async ({ deps }) =>
        (await deps.distributions.largestSubtrees(LARGEST_SUBTREES)).map((nodeId) => ({ params: { nodeId } })),
    },
  },
};

/** Per-node aggregates requested at start: the subtrees with the most records. */
const LARGEST_SUBTREES = 25;

export const TILE_CONTENT_TYPE = 'application/vnd.mapbox-vector-tile';
/** Tiles change only with a data reload (the ETag follows it): an hour fresh, then revalidated with If-None-Match. */
const TILE_CACHE_CONTROL = 'public, max-age=3600';

export function createDistributionsHandlers(deps: DistributionsDeps): TagHandlers<'Distributions'> {
  const { distributions, tiles, basemap } = deps;
  return {
    async listDistributions({ query }) {
      const filter = parseOccurrenceFilter(query);
      let page = pageRequest(query);
      let after: string | undefined;
      if (query.cursor !== undefined) {
        const position = decodeCursor(query.cursor, (await deps.dataVersion()) ?? 'none', filter);
        after = position.after;
        // the page the cursor's position falls in (exact when the walk keeps one pageSize)
        page = {
          page: Math.floor(position.offset / page.pageSize) + 1,
          pageSize: page.pageSize,
          offset: position.offset,
        };
      }
      const wanted = (query.facet ?? []) as FacetName[];
      const [{ total, items, nextCursor }, facets] = await Promise.all([
        distributions.list(filter, { limit: page.pageSize, offset: page.offset, after }),
        wanted.length > 0
          ? distributions.facets(filter, { names: wanted, limit: query.facetLimit, rank: query.facetRank })
          : undefined,
      ]);
      const window = pagination(page, total);
      if (after !== undefined) {
        window.hasPrev = page.offset > 0;
        window.hasNext = page.offset + items.length < total;
      }
      return json({
        items,
        pagination: { ...window, nextCursor },
        query: filterEcho(filter),
        ...(facets ? { facets } : {}),
      });
    },

    async getDistributionOverview({ query }) {
      return json(await distributions.overview(parseOccurrenceFilter(query)));
    },

    async getDistributionsByNode({ params: { nodeId } }) {
      const found = await distributions.node(nodeId);
      if (!found)
        throw new ApiError('NODE_NOT_FOUND', `Taxonomy node ${nodeId} does not exist.`, { nodeId: 'not found' });
      if (found.isRoot) {
        const overview = pathOf('getDistributionOverview');
        throw new ApiError(
          'ROOT_NODE_UNSUPPORTED',
          `Node ${nodeId} is a root node; use ${overview} for root-level aggregation.`,
          { nodeId: 'root node', overview },
        );
      }
      return json(await distributions.byNode(found.node));
    },

    async getDistributionTile(ctx) {
      const { params, query } = ctx;
      const { mode, geometry, within, ...filters } = query;
      const request: TileRequest = {
        z: params.z,
        x: params.x,
        y: params.y,
        mode,
        geometry,
        // `geometry` chooses the features' shape here: the list's polygon filter is named `within`
        filter: parseOccurrenceFilter(
          { ...filters, geometry: within },
          { nameOf: (name) => (name === 'geometry' ? 'within' : name) },
        ),
      };
      const etag = await tiles.etag(request);
      const caching = { 'Cache-Control': TILE_CACHE_CONTROL };
      const unchanged = notModified(ctx, etag, caching);
      if (unchanged) return unchanged;
      const headers = { ...caching, ETag: etag };
      const { body } = await tiles.tile(request);
      if (!body) return empty(204, headers);
      return raw(Buffer.from(body.buffer, body.byteOffset, body.byteLength), TILE_CONTENT_TYPE, 200, headers);
    },

    async getBasemapTile(ctx) {
      const { z, x, y } = ctx.params;
      const etag = basemap.etag(z, x, y);
      const caching = { 'Cache-Control': TILE_CACHE_CONTROL };
      const unchanged = notModified(ctx, etag, caching);
      if (unchanged) return unchanged;
      const headers = { ...caching, ETag: etag };
      const body = await basemap.tile(z, x, y);
      if (!body) return empty(204, headers);
      return raw(Buffer.from(body.buffer, body.byteOffset, body.byteLength), TILE_CONTENT_TYPE, 200, headers);
    },
  };
}
