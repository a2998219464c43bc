// The express application: request id, CORS, logging, metrics, body parsing, then openapi-backend routing.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import express, { type NextFunction, type Request, type Response } from 'express';
import { OpenAPIBackend, type Context, type Document } from 'openapi-backend';
import type { ErrorObject } from 'ajv';
import type { Logger } from './logger.js';
import type { Metrics } from './metrics.js';
import type { HandlerMap, RequestContext } from './context.js';
import { ApiError } from './errors.js';
import { errorBody, successBody, toApiError } from './envelope.js';
import type { Reply } from './reply.js';
import { validationError } from './validation.js';
import { swaggerAssets } from './swagger.js';
import { demoPages } from './demo.js';
import { customizeAjv } from './ajv.js';
import { coerceFormFields, multipartBodies, uploadedFiles } from './multipart.js';

type Api = OpenAPIBackend;

export interface AppOptions {
  readonly document: Document;
  readonly handlers: HandlerMap;
  readonly logger: Logger;
  readonly metrics: Metrics | null;
  /** express `trust proxy`: which hops may set X-Forwarded-For (the client IP for limits). */
  readonly trustProxy: string | boolean;
  readonly jsonBodyLimit?: string;
  /** Largest file part of a multipart request (the identification image: 10 MB). */
  readonly maxUploadBytes?: number;
  /** Largest raw-byte body of a niche barcoding file upload (413 FILE_TOO_LARGE beyond). */
  readonly maxRawUploadBytes?: number;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;
const EXPOSED_HEADERS =
  'X-Request-Id, ETag, Retry-After, Location, Content-Disposition, Content-Range, Accept-Ranges, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset';

interface Locals {
  requestId: string;
  operationId: string;
  startedAt: bigint;
}

function locals(res: Response): Locals {
  return res.locals as Locals;
}

function sendError(res: Response, error: ApiError): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res
    .status(error.status)
    .set(error.headers)
    .json(errorBody(error, locals(res).requestId));
}

function sendReply(res: Response, reply: Reply): void {
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

/** Methods the document defines for a path, for the Allow header of a 405. */
function allowedMethods(api: Api, path: string): string[] {
  const methods = ['get', 'post', 'put', 'patch', 'delete'];
  return methods
    .filter((method) => api.router.matchOperation({ method, path, headers: {} }))
    .map((m) => m.toUpperCase());
}

function buildApi(options: AppOptions): Api {
  const wrap =
    (operationId: string, handler: HandlerMap[string]) => async (c: Context, req: Request, res: Response) => {
      locals(res).operationId = operationId;
      const coerced = c.validation?.coerced ?? c.request;
      const ctx: RequestContext = {
        operationId,
        params: (coerced.params ?? {}) as Record<string, unknown>,
        query: (coerced.query ?? {}) as Record<string, unknown>,
        body: req.body,
        files: uploadedFiles(req),
        headers: req.headers,
        clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
        requestId: locals(res).requestId,
      };
      sendReply(res, await handler(ctx));
    };
  const handlers: Record<string, (c: Context, req: Request, res: Response) => Promise<void> | void> = {};
  for (const [operationId, handler] of Object.entries(options.handlers))
    handlers[operationId] = wrap(operationId, handler);
  const api: Api = new OpenAPIBackend({
    // openapi-backend dereferences the document in place: give it its own copy.
    definition: structuredClone(options.document),
    strict: true,
    // quick: validators compile lazily (start-up in ~0.2 s instead of ~10 s on 2 cores);
    // warmValidators() compiles them in the background right after listen. The document is
    // linted in the test suite, so skipping start-up definition validation loses nothing.
    quick: true,
    coerceTypes: true,
    // useDefaults fills in the contract's documented defaults; strict:false lets OpenAPI keywords (example) pass.
    ajvOpts: { useDefaults: true, strict: false, allErrors: true },
    customizeAjv,
    handlers: {
      ...handlers,
      validationFail: (c: Context, _req: Request, res: Response) => {
        locals(res).operationId = c.operation?.operationId ?? 'unmatched';
        throw validationError((c.validation.errors ?? []) as ErrorObject[]);
      },
      notFound: (c: Context) => {
        throw new ApiError('NOT_FOUND', `No endpoint at ${c.request.path}.`);
      },
      methodNotAllowed: (c: Context) => {
        const allow = allowedMethods(api, c.request.path);
        throw new ApiError(
          'METHOD_NOT_ALLOWED',
          `Method ${c.request.method.toUpperCase()} is not allowed on ${c.request.path}.`,
          { allowed: allow },
          { Allow: allow.join(', ') },
        );
      },
    },
  });
  // methodNotAllowed reads `api` only when a request arrives, long after construction.
  return api;
}

/**
 * openapi-backend rebuilds its flattened operation list (lodash, every path) on each call, and
 * calls it twice per request — most of the routing cost. The document never changes at run time.
 */
function memoizeOperations(api: Api): void {
  const operations = api.router.getOperations();
  api.router.getOperations = () => operations;
}

/**
 * Compiles every operation's request validator one per event-loop turn, so the first real
 * request of an operation does not pay for it and serving is never blocked for long.
 */
export function warmValidators(api: Api): Promise<void> {
  const operationIds = api.router
    .getOperations()
    .map((op) => op.operationId)
    .filter((id): id is string => Boolean(id));
  return new Promise((resolve) => {
    const next = () => {
      const operationId = operationIds.pop();
      if (!operationId) return resolve();
      api.validator.getRequestValidatorsForOperation(operationId);
      setImmediate(next);
    };
    setImmediate(next);
  });
}

/** A body of a media type the operation does not take is refused before validation (415), naming what it takes. */
function checkMediaType(req: Request, accepted: string[]): void {
  // req.is answers null when there is no body at all: the validator reports a missing required body
  if (req.is(accepted) !== false) return;
  throw new ApiError(
    'UNSUPPORTED_MEDIA_TYPE',
    `This operation takes ${accepted.join(' or ')}, not ${req.get('Content-Type') ?? 'an untyped body'}.`,
    {
      contentType: req.get('Content-Type') ?? null,
      accepted,
    },
  );
}

export async function createApp(options: AppOptions): Promise<{ app: express.Express; api: Api }> {
  const api = buildApi(options);
  await api.init();
  memoizeOperations(api);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy);
  app.set('etag', false); // handlers set strong ETags where content is cacheable

  app.use((req: Request, res: Response, next: NextFunction) => {
    const incoming = req.get('X-Request-Id');
    const requestId = incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    Object.assign(res.locals, { requestId, operationId: 'unmatched', startedAt: process.hrtime.bigint() });
    res.set('X-Request-Id', requestId);
    res.set('Access-Control-Allow-Origin', '*');
    res.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    res.on('finish', () => {
      const { operationId, startedAt } = locals(res);
      const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
      options.metrics?.observeRequest(operationId, req.method, res.statusCode, seconds);
      options.logger.info(
        {
          requestId,
          method: req.method,
          path: req.path,
          operationId,
          status: res.statusCode,
          ms: Math.round(seconds * 1e4) / 10,
          ip: req.ip,
        },
        'request',
      );
    });
    next();
  });

  // CORS preflight for the public API: any origin, the methods and headers the API uses.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'OPTIONS') return next();
    res
      .status(204)
      .set({
        'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type, X-Request-Id, If-None-Match, Range',
        'Access-Control-Max-Age': '86400',
      })
      .end();
  });

  // `/v1/...` is a documented alias of `/api/v1/...`.
  app.use((req: Request, _res: Response, next: NextFunction) => {
    if (req.url === '/v1' || req.url.startsWith('/v1/') || req.url.startsWith('/v1?')) req.url = `/api${req.url}`;
    next();
  });

  app.use(swaggerAssets());
  app.use(demoPages());

  app.use(express.json({ limit: options.jsonBodyLimit ?? '1mb', type: ['application/json', 'application/*+json'] }));
  app.use(multipartBodies({ maxFileBytes: options.maxUploadBytes ?? 10 * 1024 * 1024 }));
  // Niche barcoding file uploads are raw bytes (only this route); too large → 413 FILE_TOO_LARGE.
  const maxRawBytes = options.maxRawUploadBytes ?? 20 * 1024 * 1024;
  const rawBody = express.raw({ type: 'application/octet-stream', limit: maxRawBytes });
  app.put('/api/v1/niche-barcoding/jobs/:jobId/upload', (req: Request, res: Response, next: NextFunction) =>
    rawBody(req, res, (error?: unknown) =>
      next(
        (error as { type?: string } | undefined)?.type === 'entity.too.large'
          ? new ApiError('FILE_TOO_LARGE', `The file exceeds the ${maxRawBytes} byte limit.`, { maxBytes: maxRawBytes })
          : error,
      ),
    ),
  );

  app.use(async (req: Request, res: Response) => {
    try {
      const operation = api.router.matchOperation({ method: req.method, path: req.path, headers: {} });
      const content = (operation?.requestBody as { content?: Record<string, { schema?: object }> } | undefined)
        ?.content;
      if (content) checkMediaType(req, Object.keys(content));
      if (req.is('multipart/form-data') && req.body)
        coerceFormFields(req.body as Record<string, unknown>, content?.['multipart/form-data']?.schema);
      await api.handleRequest(
        {
          // HEAD is answered as GET; Node drops the body.
          method: req.method === 'HEAD' ? 'GET' : req.method,
          path: req.path,
          query: req.query as Record<string, string | string[]>,
          // a raw upload is validated as the `format: binary` string it is; the handler gets the Buffer
          body: Buffer.isBuffer(req.body) ? '' : req.body,
          headers: req.headers as Record<string, string | string[]>,
        },
        req,
        res,
      );
    } catch (error) {
      const { apiError, unexpected } = toApiError(error);
      if (unexpected) options.logger.error({ err: error, requestId: locals(res).requestId }, 'unexpected error');
      sendError(res, apiError);
    }
  });

  // Errors raised before routing (body parsers): malformed JSON, oversize bodies, bad encodings.
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const type = (error as { type?: string }).type;
    if (type === 'entity.parse.failed') {
      return sendError(res, new ApiError('MALFORMED_JSON', 'The request body is not valid JSON.'));
    }
    if (type === 'entity.too.large') {
      return sendError(res, new ApiError('PAYLOAD_TOO_LARGE', 'The request body is too large.'));
    }
    if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
      return sendError(res, new ApiError('UNSUPPORTED_MEDIA_TYPE', 'The request body encoding is not supported.'));
    }
    const { apiError, unexpected } = toApiError(error);
    if (unexpected) options.logger.error({ err: error, requestId: locals(res).requestId }, 'unexpected error');
    sendError(res, apiError);
  });

  return { app, api };
}
