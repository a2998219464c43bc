// Writes a handler's reply or an error to the express response, in the one envelope, with the request's locals.
import { Readable } from 'node:stream';
import type { Response } from 'express';
import type { ApiError } from '../core/errors.js';
import { errorBody, successBody } from './envelope.js';
import type { Reply } from './reply.js';

/** What the pipeline records per request (logs, metrics, error bodies). */
export interface Locals {
  requestId: string;
  operationId: string;
  startedAt: bigint;
}

export function locals(res: Response): Locals {
  return res.locals as Locals;
}

export function sendError(res: Response, error: ApiError): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res
    .status(error.status)
    .set(error.headers)
    .json(errorBody(error, locals(res).requestId));
}

export function sendReply(res: Response, reply: Reply): void {
  if (reply.headers) res.set(reply.headers);
  switch (reply.kind) {
    case 'json':
      res.status(reply.status).json(successBody(reply.data));
      return;
    case 'empty':
      res.status(reply.status).end();
      return;
    case 'redirect':
      res.redirect(reply.status, reply.location);
      return;
    case 'raw':
      res.status(reply.status).type(reply.contentType);
      if (reply.body instanceof Readable) {
        reply.body.on('error', () => res.destroy());
        reply.body.pipe(res);
      } else {
        res.send(reply.body);
      }
  }
}
