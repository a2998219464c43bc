// Bounds what clients that stop reading or pipeline can hold: a write timeout per socket once its answer is being
// written, a cap on open connections, on requests waiting on one connection and on the bytes of answers waiting in all;
// answers queued on a closed one close.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { HeldAnswers } from './held-answers.js';

export interface SocketGuardOptions {
  /** An answer being written that makes no progress (the client reads nothing) for this long loses its socket. */
  readonly writeTimeoutMs: number;
  /** Connections open at once; further ones are closed as they arrive (they are not queued). */
  readonly maxConnections: number;
  /** Requests one connection may have waiting for their answers (HTTP/1.1 pipelining); one more closes it. */
  readonly maxPipelined: number;
  /** Bytes of answers written but not taken by their clients, in all; over it the largest holders are closed. */
  readonly maxHeldBytes: number;
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
export function guardSockets(server: Server, options: SocketGuardOptions): HeldAnswers {
  const held = new HeldAnswers(options.maxHeldBytes);
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
  // Per connection, its answers not yet closed. node runs every pipelined request at once (each waits only for its turn
  // to be written), and when the connection closes it emits 'close' only on the answer being written: those queued
  // behind it would never close, and what they hold (file-stream and client slots, a shutdown's count) never be freed.
  const waiting = new WeakMap<Socket, Set<ServerResponse>>();
  // before the application's listener: a connection closed here is seen as closed by the request's handling
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    const answers = waiting.get(socket) ?? answersOf(socket);
    answers.add(res);
    res.once('close', () => answers.delete(res));
    // its bytes went to the kernel: the socket holds less (node emits no 'drain' for a buffer that never filled)
    res.once('finish', () => held.measure(socket, answers));
    if (answers.size > options.maxPipelined) socket.destroy();
  });
  /** A connection's first request: its set of answers, closed with it. */
  const answersOf = (socket: Socket): Set<ServerResponse> => {
    const answers = new Set<ServerResponse>();
    waiting.set(socket, answers);
    socket.on('drain', () => held.measure(socket, answers));
    socket.once('close', () => {
      held.forget(socket);
      // after node's own 'close' on the answer being written (it leaves the set then): the rest never had a socket
      setImmediate(() => {
        for (const answer of answers) {
          answer.destroy();
          answer.emit('close');
        }
      });
    });
    return answers;
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    let armed = false;
    const arm = () => {
      if (armed) return;
      armed = true;
      socket.setTimeout(options.writeTimeoutMs);
    };
    const answers = waiting.get(socket)!;
    const { write, end } = res;
    res.write = function (this: ServerResponse, ...args: Parameters<ServerResponse['write']>) {
      arm();
      const taken = write.apply(this, args);
      held.measure(socket, answers);
      return taken;
    } as ServerResponse['write'];
    res.end = function (this: ServerResponse, ...args: Parameters<ServerResponse['end']>) {
      arm();
      const ended = end.apply(this, args);
      held.measure(socket, answers);
      return ended;
    } as ServerResponse['end'];
  });
  return held;
}
