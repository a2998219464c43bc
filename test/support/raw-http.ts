// Raw HTTP/1.1 exchanges on a socket, for what fetch cannot send (a missing Host, CONNECT, broken request lines, pipelining).
import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  readonly status: number;
  readonly headers: string;
  readonly body: string;
  readonly ms: number;
}

/** Writes `request` on a raw socket (optionally more later) and resolves with everything the server sent until it closed. */
export function rawExchange(url: string, request: string, onConnect?: (socket: Socket) => void): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(request);
      onConnect?.(socket);
    });
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', () => undefined);
    socket.setTimeout(30_000, () => reject(new Error('the server kept the socket open for 30 s')));
    socket.on('close', () => {
      const split = text.indexOf('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
        headers: text.slice(0, split),
        body: text.slice(split + 4),
        ms: performance.now() - started,
      });
    });
  });
}

/** A connection that wrote its pipelined requests and reads nothing (paused); `closed` resolves when it closes. */
export interface PipeliningClient {
  readonly socket: Socket;
  readonly closed: Promise<void>;
}

/** Sends GETs of `paths` in one write on a new connection and reads nothing until the caller resumes the socket. */
export function pipeliner(url: string, paths: readonly string[]): Promise<PipeliningClient> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.pause();
      socket.write(paths.map((path) => `GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`).join(''));
      resolve({ socket, closed: new Promise((done) => socket.once('close', () => done())) });
    });
    socket.on('error', () => undefined);
  });
}
