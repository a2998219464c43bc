// Barcodes: COI barcode records per species and each record's sequences as FASTA; the specimen barcode records behind
// them (filtered, by page or cursor, as JSON or FASTA) and one specimen's record with its sequence.
import { ApiError } from '../core/errors.js';
import { specimenFasta, type BarcodesRepo, type SpecimensRepo } from '../db/barcodes/index.js';
import type { TagHandlers } from '../http/operation.js';
import type { TagModule } from '../http/policy.js';
import { pageRequest, pagination } from '../http/pagination.js';
import { json, raw } from '../http/reply.js';

export interface BarcodesDeps {
  readonly barcodes: BarcodesRepo;
  readonly specimens: SpecimensRepo;
}

const FASTA = 'text/x-fasta; charset=utf-8';

export const barcodesModule: TagModule<'Barcodes', BarcodesDeps> = {
  handlers: createBarcodesHandlers,
  policy: {
    listBarcodes: { cache: true, warmUp: 'once', listedAtRoot: true },
    getBarcodeFasta: { cache: true },
    // not kept: answered from the in-memory index in microseconds, and its many filter combinations would only push
    // out answers that are costly to rebuild
    listBarcodeSpecimens: {},
    getBarcodeSpecimen: { cache: true },
  },
};

export function createBarcodesHandlers({ barcodes, specimens }: BarcodesDeps): TagHandlers<'Barcodes'> {
  return {
    async listBarcodes({ query }) {
      const page = pageRequest(query);
      const result = await barcodes.list({ q: query.q, limit: page.pageSize, offset: page.offset });
      return json({ items: result.items, pagination: pagination(page, result.total) });
    },

    async getBarcodeFasta({ params }) {
      const id = params.barcodeId;
      const fasta = await barcodes.fasta(id);
      if (fasta === null)
        throw new ApiError('BARCODE_NOT_FOUND', `Barcode record ${id} does not exist.`, { barcodeId: id });
      return raw(fasta, FASTA, 200, {
        'Content-Disposition': `attachment; filename="${id}.fasta"`,
      });
    },

    async listBarcodeSpecimens({ query }) {
      const list = await specimens.list(query);
      const headers = {
        'X-Total-Count': String(list.total),
        ...(list.nextCursor && { 'X-Next-Cursor': list.nextCursor }),
      };
      if (query.format === 'fasta') return raw(await specimens.fasta(list.items), FASTA, 200, headers);
      // with a cursor the page is where the cursor left off, whatever `page` says
      const page = { page: Math.floor(list.skipped / query.pageSize) + 1, pageSize: query.pageSize };
      const window = query.cursor
        ? { ...pagination(page, list.total), hasNext: list.more, hasPrev: list.skipped > 0 }
        : pagination(pageRequest(query), list.total);
      return json({ items: list.items, pagination: window, nextCursor: list.nextCursor }, 200, headers);
    },

    async getBarcodeSpecimen({ params, query }) {
      const record = await specimens.get(params.sampleId, query.marker?.trim() || null);
      if (!record)
        throw new ApiError('BARCODE_NOT_FOUND', `No specimen barcode record '${params.sampleId}'.`, {
          sampleId: params.sampleId,
        });
      if (query.format === 'fasta')
        return raw(specimenFasta(record, record.sequence), FASTA, 200, {
          'Content-Disposition': `attachment; filename="${record.sampleId}.fasta"`,
        });
      return json(record);
    },
  };
}
