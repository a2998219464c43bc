// Distributions: occurrence records, overview, per-node aggregates and vector tiles.
import { ApiError } from '../core/errors.js';
import type { DistributionsRepo } from '../db/distributions/index.js';
import { notModified } from '../http/conditional.js';
import type { TagHandlers } from '../http/operation.js';
import { pageRequest, pagination } from '../http/pagination.js';
import { empty, json, raw } from '../http/reply.js';
import type { TileRequest, TileService } from '../services/distributions/index.js';

export interface DistributionsDeps {
  readonly distributions: DistributionsRepo;
  readonly tiles: TileService;
}

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
      const node = await distributions.node(nodeId);
      if (!node)
        throw new ApiError('NODE_NOT_FOUND', `Taxonomy node ${nodeId} does not exist.`, { nodeId: 'not found' });
      if (node.is_root) {
        throw new ApiError(
          'ROOT_NODE_UNSUPPORTED',
          `Node ${nodeId} is a root node; use /api/v1/distributions/overview for root-level aggregation.`,
          {
            nodeId: 'root node',
            overview: '/api/v1/distributions/overview',
          },
        );
      }
      return json(await distributions.byNode(node));
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
