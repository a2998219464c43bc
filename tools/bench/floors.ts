// The floors a benchmark compares the service to, each in its own process: a bare node:http server with a fixed JSON answer,
// and a plain express route answering bytes the benchmark handed over (/same/<name>: an operation's own answer, so the
// client reads and decodes the same content) — what HTTP alone, and express alone, cost.
import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import express from 'express';

export interface Floor {
  readonly url: string;
  readonly pid: number;
  /** Hands `body` to the floor: GET /same/<name> answers it (express floor only). */
  keep(name: string, body: Buffer): Promise<void>;
  stop(): void;
}

type FloorMessage = { port: number } | { kept: string };

/**
 * The bare node:http floor of the run in which issue 26 set its long-tail targets (req/s on "the 2-core machine"): that
 * machine's speed swings ±40 % from day to day here, so a target is also read as its share of that floor and held
 * against the same share of this run's floor — the way this project reports every speed.
 */
export const ISSUE_26_FLOOR_RPS = 62_661;

/** `target` req/s of issue 26, scaled to a run whose bare floor answered `floorRps`. */
export function floorScaled(target: number, floorRps: number): number {
  return Math.round((target * floorRps) / ISSUE_26_FLOOR_RPS);
}

const FIXED = JSON.stringify({ success: true, data: { status: 'ok' }, timestamp: new Date(0).toISOString() });

function serve(kind: string): void {
  const kept = new Map<string, Buffer>();
  process.on('message', (message: { keep: string; base64: string }) => {
    kept.set(message.keep, Buffer.from(message.base64, 'base64'));
    process.send!({ kept: message.keep } satisfies FloorMessage);
  });
  const server =
    kind === 'bare'
      ? createServer((_req, res) => {
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(FIXED);
        })
      : createServer(
          express()
            .disable('x-powered-by')
            .get('/same/:name', (req, res) => {
              res.type('application/json').send(kept.get(req.params.name) ?? Buffer.alloc(0));
            }),
        );
  server.keepAliveTimeout = 5000;
  server.listen(0, '127.0.0.1', () =>
    process.send!({ port: (server.address() as { port: number }).port } satisfies FloorMessage),
  );
}

export function startFloor(kind: 'bare' | 'express'): Promise<Floor> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--floor', kind], {
    execArgv: process.execArgv,
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => {
      const { port } = message as { port: number };
      const keep = (name: string, body: Buffer) =>
        new Promise<void>((done) => {
          const onMessage = (answer: FloorMessage) => {
            if ('kept' in answer && answer.kept === name) {
              child.off('message', onMessage);
              done();
            }
          };
          child.on('message', onMessage);
          child.send({ keep: name, base64: body.toString('base64') });
        });
      resolve({ url: `http://127.0.0.1:${port}`, pid: child.pid!, keep, stop: () => child.kill() });
    });
    child.once('exit', (code) => reject(new Error(`${kind} floor exited (${code})`)));
  });
}

if (process.argv[2] === '--floor') serve(process.argv[3]);
