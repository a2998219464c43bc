// inSequence: the middlewares before the API as one router layer — in order, and ended by an error, a throw, a
// rejection or an answer.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { inSequence } from '../../http/in-sequence.js';

/** Runs `handler` once; resolves with what it passed to next (undefined when it called next() plainly) or 'answered'. */
function run(handler: RequestHandler): Promise<unknown> {
  return new Promise((resolve) => {
    const next = ((error?: unknown) => resolve(error)) as NextFunction;
    void handler({} as Request, { end: () => resolve('answered') } as unknown as Response, next);
  });
}

describe('inSequence', () => {
  it('runs every step in order, then the next layer', async () => {
    const order: number[] = [];
    const step =
      (n: number): RequestHandler =>
      (_req, _res, next) => (order.push(n), next());
    expect(await run(inSequence(step(1), step(2), step(3)))).toBeUndefined();
    expect(order).toEqual([1, 2, 3]);
  });

  it('ends at a step that answers, or with the error a step passes, throws or rejects with', async () => {
    const never: RequestHandler = () => {
      throw new Error('ran after the end');
    };
    const answers: RequestHandler = (_req, res) => void res.end();
    expect(await run(inSequence(answers, never))).toBe('answered');
    const failure = new Error('refused');
    const passes: RequestHandler = (_req, _res, next) => next(failure);
    const throws: RequestHandler = () => {
      throw failure;
    };
    const rejects: RequestHandler = async () => {
      throw failure;
    };
    for (const failing of [passes, throws, rejects]) expect(await run(inSequence(failing, never))).toBe(failure);
  });
});
