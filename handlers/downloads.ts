// Downloads: the asset list, fileId resolution (local link or pre-signed S3 URL), byte streaming with
// Range/ETag support (or a redirect to S3), and per-species genome/transcriptome/proteome files.
import { ApiError } from '../core/errors.js';
import type { DatasetType, DownloadFile, DownloadsRepo } from '../db/downloads/index.js';
import { notModified } from '../http/conditional.js';
import { contentDisposition, parseRange } from '../http/file-headers.js';
import type { TagHandlers } from '../http/operation.js';
import { pathOf } from '../http/paths.js';
import type { TagModule } from '../http/policy.js';
import { json, raw, redirect } from '../http/reply.js';
import { BUILDS_PER_REQUEST, vanishing, type DownloadAssets } from '../services/downloads/index.js';

export interface DownloadsDeps {
  readonly downloads: DownloadsRepo;
  readonly downloadAssets: DownloadAssets;
}

export const downloadsModule: TagModule<'Downloads', DownloadsDeps> = {
  handlers: createDownloadsHandlers,
  policy: {
    listDownloads: { cache: true, warmUp: 'once', listedAtRoot: true },
    // each file's detail builds its export, so no user waits for one
    getDownloadFile: {
      cache: true,
      warmUp: async ({ get }) =>
        (await get('listDownloads')).items.flatMap(({ fileId }) =>
          typeof fileId === 'number' ? [{ params: { fileId } }] : [],
        ),
    },
    // a stream is not kept
    streamDownloadFile: {},
    listSpeciesDownloads: { cache: true },
  },
};

const streamPath = (fileId: number) => pathOf('streamDownloadFile', { fileId });

/** What the bucket answers a pre-signed URL of the file with: its name and media type. */
const presignedHeaders = (file: DownloadFile) => ({
  contentDisposition: contentDisposition(file.fileName),
  contentType: file.contentType,
});

/**
 * The media type to send: the file's own unless the client accepts neither it nor any type, in which
 * case the bytes go out as `application/octet-stream` (what the contract documents for the stream).
 */
export function streamMediaType(accept: string | undefined, contentType: string): string {
  if (!accept) return contentType;
  const [type] = contentType.split('/');
  const accepted = accept.split(',').map((part) => part.split(';')[0].trim().toLowerCase());
  return accepted.some((range) => range === '*/*' || range === contentType || range === `${type}/*`)
    ? contentType
    : 'application/octet-stream';
}

export function createDownloadsHandlers(deps: DownloadsDeps): TagHandlers<'Downloads'> {
  const { downloads, downloadAssets: assets } = deps;

  async function requireFile(fileId: number): Promise<DownloadFile> {
    await assets.sync();
    const file = await downloads.file(fileId);
    if (!file) throw new ApiError('FILE_NOT_FOUND', `File with ID ${fileId} does not exist.`, { fileId });
    return file;
  }

  return {
    async listDownloads() {
      const items = (await downloads.assets()).map((file) => ({
        id: file.key,
        label: file.label,
        href: streamPath(file.id),
        type: file.assetType,
        fileId: file.id,
        description: file.description,
      }));
      return json({ items });
    },

    async getDownloadFile({ params }) {
      const file = await requireFile(params.fileId);
      const built = await assets.ensure(file);
      const location = assets.provider === 's3' ? await assets.presign(built, presignedHeaders(file)) : null;
      return json({
        fileId: file.id,
        datasetType: file.datasetType,
        storageProvider: assets.provider,
        downloadUrl: location?.url ?? streamPath(file.id),
        fileName: file.fileName,
        sizeBytes: built.size,
        contentType: file.contentType,
        expiresAt: location?.expiresAt.toISOString() ?? null,
      });
    },

    async streamDownloadFile(ctx) {
      const file = await requireFile(ctx.params.fileId);
      // a copy removed (or replaced) between ensure and read — storage cleaned by hand — is built and read again
      for (let reads = 1; ; reads++) {
        const built = await assets.ensure(file);
        if (assets.provider === 's3') {
          const location = await assets.presign(built, presignedHeaders(file));
          return redirect(location.url, 302, { 'Cache-Control': 'no-store' });
        }
        const unchanged = notModified(ctx, built.etag);
        if (unchanged) return unchanged;
        const headers = {
          ETag: built.etag,
          'Last-Modified': built.modifiedAt.toUTCString(),
          'Accept-Ranges': 'bytes',
          'Content-Disposition': contentDisposition(file.fileName),
          'Cache-Control': 'public, max-age=3600',
        };
        const range = parseRange(ctx.headers.range, built.size);
        const mediaType = streamMediaType(ctx.headers.accept, file.contentType);
        const body = await assets.read(built, range ?? undefined);
        if (!body) {
          if (reads >= BUILDS_PER_REQUEST) throw vanishing(file);
          continue;
        }
        if (!range) return raw(body, mediaType, 200, { ...headers, 'Content-Length': String(built.size) });
        return raw(body, mediaType, 206, {
          ...headers,
          'Content-Length': String(range.end - range.start + 1),
          'Content-Range': `bytes ${range.start}-${range.end}/${built.size}`,
        });
      }
    },

    async listSpeciesDownloads({ params, query }) {
      const slug = params.speciesSlug;
      const { datasetType } = query;
      const taxa = await downloads.speciesBySlug(slug);
      if (taxa.length === 0)
        throw new ApiError('SPECIES_NOT_FOUND', `No species with slug ${slug}.`, { speciesSlug: slug });
      await assets.sync();
      const files = await downloads.speciesFiles(slug);
      const count = (type: DatasetType) => files.filter((f) => f.datasetType === type).length;
      const groups = { genome: count('genome'), transcriptome: count('transcriptome'), proteome: count('proteome') };
      return json({
        speciesSlug: slug,
        scientificName: taxa[0].name,
        datasetType,
        items: files
          .filter((f) => datasetType === 'all' || f.datasetType === datasetType)
          .map((f) => ({
            datasetType: f.datasetType,
            datasetId: f.datasetId,
            datasetName: f.datasetName,
            source: f.source,
            file: { href: streamPath(f.fileId), label: f.label },
          })),
        groups,
      });
    },
  };
}
