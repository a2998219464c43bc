// Barcodes: COI barcode records per species and each record's sequences as FASTA.
import { ApiError } from '../core/errors.js';
import type { BarcodesRepo } from '../db/barcodes/index.js';
import type { TagHandlers } from '../http/operation.js';
import type { TagModule } from '../http/policy.js';
import { pageRequest, pagination } from '../http/pagination.js';
import { json, raw } from '../http/reply.js';

export interface BarcodesDeps {
  readonly barcodes: BarcodesRepo;
}

export const barcodesModule: TagModule<'Barcodes', BarcodesDeps> = {
  handlers: createBarcodesHandlers,
  policy: {
    listBarcodes: { cache: true, warmUp: 'once', listedAtRoot: true },
    getBarcodeFasta: { cache: true },
  },
};

export function createBarcodesHandlers({ barcodes }: BarcodesDeps): TagHandlers<'Barcodes'> {
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
      return raw(fasta, 'text/x-fasta; charset=utf-8', 200, {
        'Content-Disposition': `attachment; filename="${id}.fasta"`,
      });
    },
  };
}
