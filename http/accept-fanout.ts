// Listens with several accepting descriptors on one socket, so a flood of new connections is accepted in seconds even
// while the event loop is busy (libuv accepts one connection per descriptor and loop turn).
import { spawn } from 'node:child_process';
import { createServer as createNetServer, type Server as NetServer, type Socket } from 'node:net';
import type { Server } from 'node:http';

export interface ListenOptions {
  readonly port: number;
  readonly host: string;
  readonly backlog: number;
  /** Descriptors accepting on the socket; 1 is node's own behaviour. */
  readonly acceptors: number;
}

/**
 * The child that hands a listening handle back: every handle passed over IPC arrives as a new descriptor of the same
 * socket. Node makes the child listen on it as it arrives, so a client connecting in those milliseconds may be
 * accepted here: such a connection is passed on unread (paused) to the parent. The child exits once all is sent.
 */
const RELAY = `process.on('message', (m, server) => {
  server.pauseOnConnect = true;
  server.on('connection', (socket) => process.send({ connection: true }, socket));
  let sent = 0;
  for (let i = 0; i < m.copies; i++)
    process.send({ copy: i }, server, () => {
      if (++sent === m.copies) server.close(() => process.disconnect());
    });
});`;

/** Socket options node reads from a net.Server as it accepts (plain properties in node 20). */
const SOCKET_OPTIONS = ['allowHalfOpen', 'noDelay', 'keepAlive', 'keepAliveInitialDelay', 'highWaterMark'] as const;

/**
 * A copy accepts with the HTTP server's socket options, as the server's own descriptor does: a plain net.Server would
 * leave Nagle's algorithm on (the HTTP server sets no-delay) and end a socket when its client half-closes.
 */
function sameSocketOptions(copy: NetServer, server: Server): void {
  const from = server as unknown as Record<string, unknown>;
  const to = copy as unknown as Record<string, unknown>;
  for (const option of SOCKET_OPTIONS) to[option] = from[option];
}

/**
 * `copies` new descriptors of the socket `seed` listens on, each a listening net.Server of this process; connections
 * the relay or a copy accepts before the caller is ready go to `accepted`.
 */
function copiesOf(
  seed: NetServer,
  copies: number,
  accepted: (socket: Socket) => void,
  server: Server,
): Promise<NetServer[]> {
  return new Promise((resolve, reject) => {
    const relay = spawn(process.execPath, ['-e', RELAY], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    const received: NetServer[] = [];
    relay.on('error', reject);
    relay.on('message', (message: { copy?: number }, handle) => {
      if (message.copy === undefined) return accepted(handle as Socket);
      const copy = handle as NetServer;
      sameSocketOptions(copy, server);
      copy.on('connection', accepted);
      received.push(copy);
      if (received.length === copies) resolve(received);
    });
    relay.on('exit', (code) => {
      if (received.length < copies)
        reject(new Error(`the accept relay exited (${code}) after ${received.length} of ${copies}`));
    });
    relay.send({ copies }, seed);
  });
}

/**
 * Why: since libuv 1.45 (node 20) a listening descriptor accepts one connection per event-loop turn. Under load a turn
 * takes 20–50 ms, so 2,000 connections opened at once (the soak's non-reading clients) sat in the kernel's accept
 * queue for 30–50 s, and every new client of anyone waited behind them. Each extra descriptor accepts one more per
 * turn. The HTTP server still owns the socket (its `address()`, `close()`); the copies only pass on what they accept.
 */
export async function listenWithAcceptors(server: Server, options: ListenOptions): Promise<void> {
  // connections accepted before the server listens wait for it (node's http server tracks connections from then)
  let early: Socket[] | null = [];
  const accepted = (socket: Socket) => (early ? early.push(socket) : server.emit('connection', socket));
  const seed = createNetServer();
  sameSocketOptions(seed, server);
  // until the server takes the handle over, what the seed accepts waits with the rest
  seed.on('connection', accepted);
  await new Promise<void>((resolve, reject) => {
    seed.once('error', reject);
    seed.listen({ port: options.port, host: options.host, backlog: options.backlog }, () => resolve());
  });
  let copies: NetServer[] = [];
  try {
    if (options.acceptors > 1) copies = await copiesOf(seed, options.acceptors - 1, accepted, server);
  } catch (error) {
    seed.close();
    throw error;
  }
  // each copy's listen() set node's default backlog (511) on the shared socket: the server's listen, the last one,
  // sets the configured backlog again (listen() on a listening socket only changes its backlog)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(seed, options.backlog, () => resolve());
  });
  for (const socket of early) server.emit('connection', socket);
  early = null;
  // stop accepting on every descriptor at once when the server stops
  const close = server.close.bind(server);
  server.close = ((callback?: (error?: Error) => void) => {
    for (const copy of copies) copy.close();
    return close(callback);
  }) as Server['close'];
}
