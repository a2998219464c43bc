// Barcodes: COI barcode records per species and each record's sequences as FASTA.
import type { BarcodesRepo } from '../db/repos/barcodes.js';
import type { HandlerMap } from '../http/context.js';
import { ApiError } from '../http/errors.js';
import { pageRequest, pagination } from '../http/pagination.js';
import { json, raw } from '../http/reply.js';

export interface BarcodesDeps {
  readonly barcodes: BarcodesRepo;
}

export function createBarcodesHandlers(deps: BarcodesDeps): HandlerMap {
  const { barcodes } = deps;
  return {
    async listBarcodes(ctx) {
      const page = pageRequest(ctx.query);
      const result = await barcodes.list({
        q: ctx.query.q as string | undefined,
        limit: page.pageSize,
        offset: page.offset,
      });
      return json({ items: result.items, pagination: pagination(page, result.total) });
    },

    async getBarcodeFasta(ctx) {
      const id = String(ctx.params.barcodeId);
      const fasta = await barcodes.fasta(id);
      if (fasta === null)
        throw new ApiError('BARCODE_NOT_FOUND', `Barcode record ${id} does not exist.`, { barcodeId: id });
      return raw(fasta, 'text/x-fasta; charset=utf-8', 200, {
        'Content-Disposition': `attachment; filename="${id}.fasta"`,
      });
    },
  };
}
