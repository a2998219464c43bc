// Exports: request an export of a list's filtered records (a job), read it by id, stream its file with Range and ETag.
import { notModified } from '../http/conditional.js';
import { contentDisposition, parseRange } from '../http/file-headers.js';
import type { TagHandlers } from '../http/operation.js';
import { pathOf } from '../http/paths.js';
import type { RateLimitPolicy, TagModule } from '../http/policy.js';
import { json, raw } from '../http/reply.js';
import type { ExportsService } from '../services/exports/index.js';

export interface ExportsDeps {
  readonly exports: ExportsService;
}

/** EXPORT_RATE_LIMIT requests of an export per client per minute. */
const requests: RateLimitPolicy = { kind: 'rate', perMinute: 'exportRateLimit' };
/** Reads (status, file): a client polls an export, so ten times as many, counted apart. */
const reads: RateLimitPolicy = { kind: 'rate', perMinute: 'exportRateLimit', pollingMultiplier: 10 };

export const exportsModule: TagModule<'Exports', ExportsDeps> = {
  handlers: createExportsHandlers,
  // an export changes while it runs, whatever the data version: no answer is kept
  policy: {
    createExport: { limit: requests },
    getExport: { limit: reads },
    getExportFile: { limit: reads },
  },
};

export function createExportsHandlers({ exports }: ExportsDeps): TagHandlers<'Exports'> {
  return {
    async createExport(ctx) {
      const created = await exports.create(ctx.body, ctx.clientIp);
      return json(created.export, 202, { Location: pathOf('getExport', { exportId: created.export.exportId }) });
    },

    async getExport(ctx) {
      return json(await exports.get(ctx.params.exportId), 200, { 'Cache-Control': 'no-store' });
    },

    async getExportFile(ctx) {
      const file = await exports.file(ctx.params.exportId);
      const unchanged = notModified(ctx, file.etag);
      if (unchanged) return unchanged;
      const headers = {
        ETag: file.etag,
        'Accept-Ranges': 'bytes',
        'Content-Disposition': contentDisposition(file.name),
        // the file never changes under its id
        'Cache-Control': 'public, max-age=3600',
      };
      const range = file.ranges ? parseRange(ctx.headers.range, file.size) : null;
      if (!range)
        return raw(await file.open(), file.contentType, 200, { ...headers, 'Content-Length': String(file.size) });
      return raw(await file.open(range), file.contentType, 206, {
        ...headers,
        'Content-Length': String(range.end - range.start + 1),
        'Content-Range': `bytes ${range.start}-${range.end}/${file.size}`,
      });
    },
  };
}
