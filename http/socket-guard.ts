// Bounds what clients that stop reading can hold: a write timeout per socket once its answer is being written, and a
// cap on open connections.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface SocketGuardOptions {
  /** An answer being written that makes no progress (the client reads nothing) for this long loses its socket. */
  readonly writeTimeoutMs: number;
  /** Connections open at once; further ones are closed as they arrive (they are not queued). */
  readonly maxConnections: number;
}

/**
 * node has no write timeout: a client that stops reading keeps its socket, the answer's buffered bytes and, for a
 * file stream, an open file for ever (keep-alive and request timers do not run while an answer is being written).
 * Once the handler starts writing, the socket gets an inactivity timeout; when it fires node destroys the socket
 * (no 'timeout' listener anywhere), which ends a piped file stream and frees its descriptor. A slow reader keeps its
 * socket: each chunk it takes is activity. The wait before the answer (a long query, a synchronous BLAST search) is
 * not covered — the socket is only armed once something is written. After the answer, node's keep-alive timer takes
 * the socket over, and the next request clears it.
 */
export function guardSockets(server: Server, options: SocketGuardOptions): void {
  // counted here, not by node's server.maxConnections: that counts only the connections of the server's own
  // descriptor, and http/accept-fanout.ts accepts on several
  let open = 0;
  server.on('connection', (socket: Socket) => {
    if (open >= options.maxConnections) {
      socket.destroy();
      return;
    }
    open++;
    socket.once('close', () => open--);
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    let armed = false;
    const arm = () => {
      if (armed) return;
      armed = true;
      socket.setTimeout(options.writeTimeoutMs);
    };
    const { write, end } = res;
    res.write = function (this: ServerResponse, ...args: Parameters<ServerResponse['write']>) {
      arm();
      return write.apply(this, args);
    } as ServerResponse['write'];
    res.end = function (this: ServerResponse, ...args: Parameters<ServerResponse['end']>) {
      arm();
      return end.apply(this, args);
    } as ServerResponse['end'];
  });
}
