// Distributions: occurrence records, overview, per-node aggregates and vector tiles.
import type { DistributionSource, DistributionsRepo } from '../db/repos/distributions.js';
import type { HandlerMap } from '../http/context.js';
import { ApiError } from '../http/errors.js';
import { pageRequest, pagination } from '../http/pagination.js';
import { empty, json, raw } from '../http/reply.js';
import type { TileRequest, TileService } from '../services/tiles/service.js';
import type { TileGeometry, TileMode } from '../workers/tiles.js';

export interface DistributionsDeps {
  readonly distributions: DistributionsRepo;
  readonly tiles: TileService;
}

export const TILE_CONTENT_TYPE = 'application/vnd.mapbox-vector-tile';
/** Tiles change only with a data reload (the ETag follows it): an hour fresh, then revalidated with If-None-Match. */
const TILE_CACHE_CONTROL = 'public, max-age=3600';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return false;
  return value.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

export function createDistributionsHandlers(deps: DistributionsDeps): HandlerMap {
  const { distributions, tiles } = deps;
  return {
    async listDistributions(ctx) {
      const page = pageRequest(ctx.query);
      const q = text(ctx.query.q);
      const source = ctx.query.source as DistributionSource | undefined;
      const { total, items } = await distributions.list({ q, source, limit: page.pageSize, offset: page.offset });
      return json({ items, pagination: pagination(page, total), query: { q: q ?? null, source: source ?? null } });
    },

    async getDistributionOverview(ctx) {
      return json(
        await distributions.overview({
          q: text(ctx.query.q),
          source: ctx.query.source as DistributionSource | undefined,
        }),
      );
    },

    async getDistributionsByNode(ctx) {
      const nodeId = ctx.params.nodeId as number;
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
      return json(await distributions.byNode(node, await distributions.subtreeTaxa(nodeId)));
    },

    async getDistributionTile(ctx) {
      const request: TileRequest = {
        z: ctx.params.z as number,
        x: ctx.params.x as number,
        y: ctx.params.y as number,
        mode: ctx.query.mode as TileMode,
        geometry: ctx.query.geometry as TileGeometry,
        source: ctx.query.source as string | undefined,
        family: text(ctx.query.family),
        country: text(ctx.query.country),
        taxonId: ctx.query.taxonId as number | undefined,
      };
      const etag = await tiles.etag(request);
      const headers = { ETag: etag, 'Cache-Control': TILE_CACHE_CONTROL };
      if (etagMatches(ctx.headers['if-none-match'], etag)) return empty(304, headers);
      const { body } = await tiles.tile(request);
      if (!body) return empty(204, headers);
      return raw(Buffer.from(body.buffer, body.byteOffset, body.byteLength), TILE_CONTENT_TYPE, 200, headers);
    },
  };
}
