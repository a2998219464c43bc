// The floors a benchmark compares the service to, each in its own process: a bare node:http server with a fixed JSON answer,
// and a plain express route that answers a JSON of any requested size (/json/<bytes>) — what HTTP alone, and express alone, cost.
import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import express from 'express';

export interface Floor {
  readonly url: string;
  readonly pid: number;
  stop(): void;
}

const FIXED = JSON.stringify({ success: true, data: { status: 'ok' }, timestamp: new Date(0).toISOString() });

/** A JSON body of exactly `bytes` bytes shaped like the envelope (padding in one string field). */
export function jsonOfSize(bytes: number): string {
  const shell = JSON.stringify({ success: true, data: { pad: '' }, timestamp: new Date(0).toISOString() });
  return shell.replace('"pad":""', `"pad":"${'x'.repeat(Math.max(0, bytes - shell.length))}"`);
}

function serve(kind: string): void {
  const bodies = new Map<number, string>();
  const server =
    kind === 'bare'
      ? createServer((_req, res) => {
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(FIXED);
        })
      : createServer(
          express()
            .disable('x-powered-by')
            .get('/json/:bytes', (req, res) => {
              const size = Number(req.params.bytes);
              let body = bodies.get(size);
              if (body === undefined) bodies.set(size, (body = jsonOfSize(size)));
              res.type('application/json').send(body);
            }),
        );
  server.keepAliveTimeout = 5000;
  server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as { port: number }).port }));
}

export function startFloor(kind: 'bare' | 'express'): Promise<Floor> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--floor', kind], {
    execArgv: process.execArgv,
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => {
      const { port } = message as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill() });
    });
    child.once('exit', (code) => reject(new Error(`${kind} floor exited (${code})`)));
  });
}

if (process.argv[2] === '--floor') serve(process.argv[3]);
