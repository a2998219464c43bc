// A process-wide budget of request-body bytes held in memory at once, with a share per client: a body is read only
// when its bytes fit both, else 429 (the client's share: its own limit) or 503 (the whole budget: the server is busy).
import { ApiError } from '../core/errors.js';
import { ClientShares, overShareHeaders } from './client-shares.js';

/**
 * Bodies are read into memory (photos, niche input files, JSON). Each request's limit bounds one body; this bounds
 * all of them together, so N concurrent large uploads cannot grow the process without bound. A body reserves its
 * declared Content-Length (or its type's limit when it is chunked) before a byte is read and gives it back when
 * the answer is done; one that does not fit is refused at once with 503 SERVICE_BUSY and Retry-After.
 *
 * One client may hold at most `perClientBytes` of it (beyond its first body, which is always admitted when the budget
 * has room), so a client that opens slow uploads — a 20 MB body declared, one byte sent — holds its own share, not
 * everyone's: the others' validations, searches and identifications are still read. Going over its share is that
 * client's own limit, like its requests in progress: 429 CONCURRENT_LIMIT_REACHED, not a 503 that would tell it (and
 * a client's retry logic, and the operator's alerts) that the server is overloaded.
 */
export class BodyBudget {
  private readonly shares = new ClientShares();

  constructor(
    readonly totalBytes: number,
    readonly perClientBytes: number,
  ) {}

  inUse(): number {
    return this.shares.inUse();
  }

  /** Reserves `bytes` for `client`; the returned function gives them back (once, however often it is called). */
  reserve(bytes: number, client: string): () => void {
    const mine = this.shares.heldBy(client);
    if (mine > 0 && mine + bytes > this.perClientBytes) {
      throw new ApiError(
        'CONCURRENT_LIMIT_REACHED',
        "Your uploads in progress already hold your share of the server's upload memory; retry when one is done.",
        { shareBytes: this.perClientBytes },
        overShareHeaders(this.perClientBytes),
      );
    }
    // an idle budget admits any one body within its own limit, so a budget below the largest limit still makes progress
    const used = this.shares.inUse();
    if (used > 0 && used + bytes > this.totalBytes) {
      throw new ApiError(
        'SERVICE_BUSY',
        'The server is reading too many uploads at once; retry in a few seconds.',
        undefined,
        { 'Retry-After': '2' },
      );
    }
    return this.shares.hold(bytes, client);
  }
}
