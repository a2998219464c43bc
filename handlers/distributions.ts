// Distributions: occurrence records, overview, per-node aggregates and vector tiles.
import { ApiError } from '../core/errors.js';
import type { DistributionsRepo } from '../db/distributions/index.js';
import { notModified } from '../http/conditional.js';
import type { TagHandlers } from '../http/operation.js';
import { pathOf } from '../http/paths.js';
import type { TagModule } from '../http/policy.js';
import { pageRequest, pagination } from '../http/pagination.js';
import { empty, json, raw } from '../http/reply.js';
import type { TileRequest, TileService } from '../services/distributions/index.js';

export interface DistributionsDeps {
  readonly distributions: DistributionsRepo;
  readonly tiles: TileService;
}

export const distributionsModule: TagModule<'Distributions', DistributionsDeps> = {
  handlers: createDistributionsHandlers,
  policy: {
    listDistributions: { cache: true, warmUp: 'once', listedAtRoot: true },
    getDistributionOverview: { cache: true, warmUp: 'once', listedAtRoot: true },
    getDistributionTile: { cache: true },
    // the biggest subtrees' aggregates: read from the per-taxon rollups, still 0.1–0.2 s each
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

/** A text filter as applied: absent and blank mean "no filter". */
function text(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== '' ? value : undefined;
}

export function createDistributionsHandlers(deps: DistributionsDeps): TagHandlers<'Distributions'> {
  const { distributions, tiles } = deps;
  return {
    async listDistributions({ query }) {
      const page = pageRequest(query);
      const q = text(query.q);
      const { source, hasCoordinate } = query;
      const { total, items } = await distributions.list({
        q,
        source,
        hasCoordinate,
        limit: page.pageSize,
        offset: page.offset,
      });
      return json({
        items,
        pagination: pagination(page, total),
        query: { q: q ?? null, source: source ?? null, hasCoordinate: hasCoordinate ?? null },
      });
    },

    async getDistributionOverview({ query }) {
      return json(await distributions.overview({ q: text(query.q), source: query.source }));
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
      const request: TileRequest = {
        z: params.z,
        x: params.x,
        y: params.y,
        mode: query.mode,
        geometry: query.geometry,
        source: query.source,
        family: text(query.family),
        country: text(query.country),
        taxonId: query.taxonId,
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
  };
}
