// Graceful HTTP shutdown: stop accepting, finish the requests in flight with `Connection: close` so keep-alive clients
// reconnect elsewhere, close idle connections at once, and cut only the connections still busy at the grace limit.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface Drainable {
  /** Resolves when every connection is closed (at the latest at the grace limit). */
  drain(graceMs: number): Promise<void>;
}

/** Follows the server's responses from its start, so a shutdown can reach the ones already in flight. */
export function drainable(server: Server): Drainable {
  const inFlight = new Set<ServerResponse>();
  let whenNoneInFlight: (() => void) | null = null;
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      if (inFlight.size === 0) whenNoneInFlight?.();
    });
  });

  /** This answer is the connection's last: a client that keeps connections alive opens a new one (to another instance). */
  function lastOnItsConnection(res: ServerResponse): void {
    if (!res.headersSent) {
      // Node ends the connection gracefully (after the response is flushed) when the answer says so
      res.setHeader('Connection', 'close');
      return;
    }
    // headers already sent (a stream in progress): end the connection once the response is complete
    const socket = res.socket;
    if (!socket) return;
    if (res.writableFinished) socket.end();
    else res.once('finish', () => socket.end());
  }

  return {
    drain(graceMs) {
      return new Promise<void>((resolve) => {
        for (const res of inFlight) lastOnItsConnection(res);
        // before the application's listener, so even an answer sent synchronously carries the header
        server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => lastOnItsConnection(res));
        // only connections still busy at the grace limit are left to cut: idle ones are closed now, busy ones close
        // themselves after their answer
        const force = setTimeout(() => server.closeAllConnections(), graceMs);
        const done = () => {
          clearTimeout(force);
          resolve();
        };
        // stops accepting and closes the idle keep-alive connections (Node ≥ 19); its callback waits only for the
        // connections of the server's own descriptor (http/accept-fanout.ts accepts on more), so the answers in
        // flight are awaited here as well
        server.close(() => (inFlight.size === 0 ? done() : (whenNoneInFlight = done)));
        server.closeIdleConnections();
      });
    },
  };
}
