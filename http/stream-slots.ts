// Bounds the file streams being sent at once, in all and per client: 429 for a client over its share, 503 when full.
import { ApiError } from '../core/errors.js';
import { ClientShares, overShareHeaders } from './client-shares.js';

/**
 * A file answer that its client does not read keeps the server's socket send buffer full (up to megabytes per socket,
 * in the kernel, outside this process's RSS). Two thousand such clients pushed the kernel's TCP memory over its
 * pressure mark in the soak: every connection of the host then dropped packets, and other clients' answers waited on
 * retransmissions for 15 s. The write timeout (http/socket-guard.ts) cuts such clients after a while; this bounds how
 * many file streams exist meanwhile: at most `perClient` per client (beyond that, 429 CONCURRENT_LIMIT_REACHED — its
 * own limit) and `total` in all (503 SERVICE_BUSY with Retry-After).
 */
export class StreamSlots {
  private readonly shares = new ClientShares();

  constructor(
    readonly total: number,
    readonly perClient: number,
  ) {}

  inUse(): number {
    return this.shares.inUse();
  }

  /** Takes a slot for `client`; the returned function gives it back (once, however often it is called). */
  take(client: string): () => void {
    const mine = this.shares.heldBy(client);
    if (mine >= this.perClient) {
      throw new ApiError(
        'CONCURRENT_LIMIT_REACHED',
        `You are already being sent ${mine} files at once (the most one client may receive); retry when one is done.`,
        { fileStreamsPerClient: this.perClient },
        overShareHeaders(this.perClient),
      );
    }
    if (this.shares.inUse() >= this.total) {
      throw new ApiError(
        'SERVICE_BUSY',
        'The server is sending as many files as it can at once; retry in a few seconds.',
        undefined,
        { 'Retry-After': '2' },
      );
    }
    return this.shares.hold(1, client);
  }
}
