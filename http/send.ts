// Writes a handler's reply or an error to the express response, in the one envelope, with the request's locals.
import { Readable } from 'node:stream';
import type { Response } from 'express';
import type { ApiError } from '../core/errors.js';
import { errorBody, successBody, timestamp } from './envelope.js';
import { etagMatches } from './conditional.js';
import { SerializedJson, type Reply } from './reply.js';
import type { PreparedReply } from './response-cache.js';

/** What the pipeline records per request (logs, metrics, error bodies). */
export interface Locals {
  requestId: string;
  operationId: string;
  startedAt: bigint;
  /** The validated client address (http/client-ip.ts): per-IP limits, job scoping, logs. */
  clientIp: string;
}

export function locals(res: Response): Locals {
  return res.locals as Locals;
}

/**
 * Writes a whole body with its length. Not express's res.send: it turns any 2xx of a GET into 304 when the request
 * says `If-None-Match: *` (req.fresh), also on operations without validators and without a documented 304.
 * Conditional answers are the handlers' own (http/conditional.ts); node drops the body of a HEAD answer.
 */
function writeBody(res: Response, status: number, body: string | Buffer): void {
  res.status(status).set('Content-Length', String(Buffer.byteLength(body)));
  res.end(body);
}

/** successBody()'s text up to its data (its keys: success, data, timestamp). */
const ENVELOPE_START = '{"success":true,"data":';

function writeJson(res: Response, status: number, value: unknown): void {
  res.set('Content-Type', 'application/json; charset=utf-8');
  writeBody(res, status, JSON.stringify(value));
}

export function sendError(res: Response, error: ApiError): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.set(error.headers);
  writeJson(res, error.status, errorBody(error, locals(res).requestId));
}

export function sendReply(res: Response, reply: Reply): void {
  if (reply.headers) res.set(reply.headers);
  switch (reply.kind) {
    case 'json':
      if (reply.data instanceof SerializedJson) {
        // the bytes successBody() would give, around the handler's own text
        res.set('Content-Type', 'application/json; charset=utf-8');
        writeBody(res, reply.status, `${ENVELOPE_START}${reply.data.text},"timestamp":"${timestamp()}"}`);
      } else writeJson(res, reply.status, successBody(reply.data));
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
        const body = reply.body;
        body.on('error', () => res.destroy());
        // a client that goes away must not keep the file handle (or the S3 connection) open until garbage collection:
        // also one that went while the handler was opening the file ('close' has been emitted by then)
        if (res.destroyed) {
          body.destroy();
          return;
        }
        res.once('close', () => body.destroy());
        body.pipe(res);
      } else {
        // text goes out as UTF-8 and says so, as express's res.send did
        const type = res.get('Content-Type') ?? '';
        if (typeof reply.body === 'string' && !/charset=/i.test(type))
          res.set('Content-Type', `${type}; charset=utf-8`);
        writeBody(res, reply.status, reply.body);
      }
  }
}

/**
 * Writes a prepared answer — a kept one (UTF-8 bytes) or one not kept (its text, which node encodes as it writes): the
 * envelope around the serialised data with this request's timestamp (the bytes successBody would give), or the raw
 * body; a 304 when the client holds the answer's ETag. Nothing is serialised again.
 */
export function sendPrepared(res: Response, ifNoneMatch: string | string[] | undefined, prepared: PreparedReply): void {
  res.set(prepared.headers);
  const etag = prepared.headers.ETag;
  if (etag && etagMatches(ifNoneMatch, etag)) {
    res.status(304).end();
    return;
  }
  if (!prepared.envelope) {
    res.type(prepared.contentType!);
    writeBody(res, prepared.status, prepared.body);
    return;
  }
  const end = `,"timestamp":"${timestamp()}"}`;
  res
    .status(prepared.status)
    .set('Content-Type', 'application/json; charset=utf-8')
    .set('Content-Length', String(ENVELOPE_START.length + prepared.bytes + end.length));
  // one packet where it fits: the three pieces are written together (text or bytes: as text, node encodes the pieces
  // into one buffer of its own, where one string of them would be another copy of the answer in the heap)
  res.cork();
  res.write(ENVELOPE_START);
  res.write(prepared.body);
  res.end(end);
  res.uncork();
}
