// The request listener: request id, client IP, security headers, CORS, logging, metrics, pages; then per API
// operation the text check of its parameters, its client limit, its body, and openapi-backend.
import { randomUUID } from 'node:crypto';
import { IncomingMessage, ServerResponse, type RequestListener } from 'node:http';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { Document } from 'openapi-backend';
import type { ClientLimit } from '../core/client-limit.js';
import { ApiError, isApiError } from '../core/errors.js';
import type { Logger } from '../core/logger.js';
import type { OperationId } from '../generated/operations.js';
import { createApi, unroutedError, type Api } from './api.js';
import { inSequence } from './in-sequence.js';
import { StreamSlots } from './stream-slots.js';
import type { ResponseCache } from './response-cache.js';
import { createBodyReader, type BodyContent, type BodyLimits } from './body.js';
import { clientIp } from './client-ip.js';
import { demoPages } from './demo.js';
import { toApiError } from './envelope.js';
import type { Metrics } from './metrics.js';
import type { BeforeBodyRequest } from './policy.js';
import type { HandlerMap } from './operation.js';
import { checkParameterText, type RoutedOperation } from './request-text.js';
import { securityHeaders } from './security-headers.js';
import { locals, sendError } from './send.js';
import { swaggerAssets } from './swagger.js';
import { dataVersionHeader } from './data-version-header.js';
import { isDescriptorExhaustion } from '../core/descriptor-exhaustion.js';
import { descriptorExhaustionWarning } from './descriptor-budget.js';

export interface AppOptions {
  readonly document: Document;
  readonly handlers: HandlerMap;
  readonly logger: Logger;
  readonly metrics: Metrics | null;
  /** express `trust proxy`: which hops may set X-Forwarded-For (the client IP for limits). */
  readonly trustProxy: string | boolean;
  /** Per-client limits by operation, admitted after routing and before the body is read. */
  readonly limits?: Readonly<Partial<Record<OperationId, ClientLimit>>>;
  readonly bodyLimits?: Partial<BodyLimits>;
  /** Per operation, a check that may refuse the request before its body is read (policies' `beforeBody`). */
  readonly bodyChecks?: Readonly<Partial<Record<OperationId, (request: BeforeBodyRequest) => Promise<void>>>>;
  /** Kept answers of the read operations that depend only on the request and the data version. */
  readonly responseCache?: ResponseCache;
  /** Paths answered without CORS headers, so no page of another origin may read them (the metrics). */
  readonly noCorsPaths?: readonly string[];
  /** The loaded data version, sent as X-Data-Version on every answer. */
  readonly dataVersion?: () => Promise<string | null>;
  /** File streams sent at once, in all and per client (http/stream-slots.ts); unbounded when absent. */
  readonly fileStreams?: { readonly total: number; readonly perClient: number };
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;
const EXPOSED_HEADERS =
  'X-Request-Id, X-Data-Version, ETag, Deprecation, Sunset, Retry-After, Location, Content-Disposition, Content-Range, Accept-Ranges, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, X-Next-Cursor, X-Total-Count';

const DEFAULT_BODY_LIMITS: BodyLimits = {
  json: 1024 * 1024,
  multipartFileBytes: 10 * 1024 * 1024,
  rawBytes: 20 * 1024 * 1024,
  budgetBytes: 64 * 1024 * 1024,
};

/** express's own failures (a static file path that does not decode, say) as the envelope, by their status. */
function expressError(error: unknown): ApiError | null {
  const status =
    (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode;
  if (status === 404) return new ApiError('NOT_FOUND', 'Nothing is here.');
  if (status === 400) return new ApiError('INVALID_QUERY', 'The request path cannot be read.');
  if (status === 413) return new ApiError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
  return null;
}

/** API paths (and their `/v1` alias): answered without express's router (createApp). */
const API_URL = /^\/(api\/)?v1([/?]|$)/;

/** The classes node's createServer is to construct requests and responses with (createApp's serverClasses). */
export interface ServerClasses {
  readonly IncomingMessage: typeof IncomingMessage;
  readonly ServerResponse: typeof ServerResponse;
}

export async function createApp(
  options: AppOptions,
): Promise<{ app: RequestListener; api: Api; serverClasses: ServerClasses }> {
  const streams = options.fileStreams
    ? new StreamSlots(options.fileStreams.total, options.fileStreams.perClient)
    : null;
  const api = await createApi(options.document, options.handlers, options.responseCache ?? null, streams);
  const readBody = createBodyReader({ ...DEFAULT_BODY_LIMITS, ...options.bodyLimits });
  const limits = options.limits ?? {};
  const noCors = new Set(options.noCorsPaths ?? []);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy);
  app.set('etag', false); // handlers set strong ETags where content is cacheable

  const requestContext = (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.get('X-Request-Id');
    const requestId = incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    Object.assign(res.locals, {
      requestId,
      operationId: 'unmatched',
      startedAt: process.hrtime.bigint(),
      clientIp: clientIp(req),
    });
    res.set('X-Request-Id', requestId);
    if (!noCors.has(req.path)) {
      res.set('Access-Control-Allow-Origin', '*');
      res.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    }
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
          ip: locals(res).clientIp,
        },
        'request',
      );
    });
    next();
  };

  // HTTP/1.1 requires Host (RFC 9112 §3.2). node's own refusal of its absence has no body, so the server leaves it
  // to this answer in the envelope (app/start.ts turns requireHostHeader off).
  const hostRequired = (req: Request, res: Response, next: NextFunction) => {
    if (req.httpVersion !== '1.1' || req.headers.host !== undefined) return next();
    res.set('Connection', 'close');
    sendError(res, new ApiError('BAD_REQUEST', 'An HTTP/1.1 request must carry a Host header.'));
  };

  // CORS preflight for the public API: any origin, the methods and headers the API uses.
  const corsPreflight = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'OPTIONS') return next();
    res
      .status(204)
      .set({
        'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type, X-Request-Id, If-None-Match, Range',
        'Access-Control-Max-Age': '86400',
      })
      .end();
  };

  // `/v1/...` is a documented alias of `/api/v1/...`.
  const v1Alias = (req: Request, _res: Response, next: NextFunction) => {
    if (req.url === '/v1' || req.url.startsWith('/v1/') || req.url.startsWith('/v1?')) req.url = `/api${req.url}`;
    next();
  };

  const front = [
    requestContext,
    securityHeaders(),
    hostRequired,
    ...(options.dataVersion ? [dataVersionHeader(options.dataVersion)] : []),
    corsPreflight,
    v1Alias,
  ];

  const outOfDescriptors = descriptorExhaustionWarning(options.logger);
  const answerApiRequest = async (req: Request, res: Response) => {
    // a connection gone before its request gets here (closed for pipelining too deep, or by its client): no one waits
    if (req.socket.destroyed) return;
    try {
      // HEAD is answered as GET; Node drops the body.
      const method = req.method === 'HEAD' ? 'GET' : req.method;
      const route = api.route(method, req.path);
      if (route.kind !== 'matched') throw unroutedError(route, req, method);
      const { operation } = route;
      const operationId = operation.operationId as OperationId;
      locals(res).operationId = operationId;
      // on every answer of a deprecated operation, the refusals below included
      res.set(api.retiringHeaders(operationId));
      // express's req.query parses the query string on every read: parsed once here for the check and the validation
      Object.defineProperty(req, 'query', { value: req.query, configurable: true, enumerable: true, writable: true });
      // text no parameter may hold (bad %-encoding, NUL) is refused before anything else looks at it
      checkParameterText(operation as RoutedOperation, req);
      // the client's limit first: a refused request costs no body reading
      const limit = limits[operationId];
      if (limit) {
        const admitted = limit.admit(locals(res).clientIp);
        // listening before the admission settles (it may ask the database): a client gone meanwhile still frees its slot
        res.once(
          'close',
          () =>
            void Promise.resolve(admitted).then(
              (a) => a.release(),
              () => undefined,
            ),
        );
        const admission = await admitted;
        res.set(admission.headers);
      }
      // then what the path alone can refuse (a job that does not exist): such a request reserves no body budget
      await options.bodyChecks?.[operationId]?.({ params: route.params, clientIp: locals(res).clientIp });
      await readBody(req, res, (operation.requestBody as { content?: BodyContent } | undefined)?.content);
      await api.dispatch(operation, route.params, req, res);
    } catch (error) {
      const { apiError, unexpected } = toApiError(error);
      if (unexpected) options.logger.error({ err: error, requestId: locals(res).requestId }, 'unexpected error');
      // a raw error the client caused (a PostgreSQL data exception, say) means a bound the contract lacks
      else if (!isApiError(error) && apiError.status < 500)
        options.logger.warn({ err: error, requestId: locals(res).requestId }, 'client error caught below the contract');
      else if (isDescriptorExhaustion(error)) outOfDescriptors(error);
      sendError(res, apiError);
    }
  };

  // errors of the express routers before the API (static assets, pages), in the envelope too
  const answerError = (error: unknown, _req: Request, res: Response, _next?: NextFunction) => {
    const apiError = expressError(error);
    if (!apiError) options.logger.error({ err: error, requestId: locals(res).requestId }, 'unexpected error');
    sendError(res, apiError ?? new ApiError('INTERNAL_ERROR', 'An unexpected error occurred.'));
  };

  // pages: one layer of express's router for the front steps (http/in-sequence.ts), then the pages mounted at their
  // prefixes, then the API's answer (its 404 for any other path)
  app.use(inSequence(...front));
  app.use('/swagger', swaggerAssets());
  app.use('/demo', demoPages());
  app.use(answerApiRequest);
  app.use(answerError);

  // API requests skip express's router — its dispatch (a final handler made per request, a path match and parameter
  // processing per layer) leads to nothing but the API's answer for them — and get what express gives every request
  // first: the two-way reference and its request and response prototypes (res.set, req.path, req.ips…).
  const apiSteps = inSequence(...front, answerApiRequest);
  const serverClasses = expressServerClasses(app);
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    if (!API_URL.test(req.url ?? '')) return app(req, res);
    // born with express's prototypes when the server was made with serverClasses; otherwise they are set here
    if (!(req instanceof serverClasses.IncomingMessage)) Object.setPrototypeOf(req, app.request);
    if (!(res instanceof serverClasses.ServerResponse)) Object.setPrototypeOf(res, app.response);
    const request = Object.assign(req, { res }) as Request;
    const response = Object.assign(res, { req, locals: {} }) as Response;
    apiSteps(request, response, (error?: unknown) => {
      if (error !== undefined) answerError(error, request, response);
    });
  };
  return { app: listener, api, serverClasses };
}

/**
 * node's request and response classes with express's methods (res.set, req.path, req.ips…) on their prototype chain,
 * for node's createServer({ IncomingMessage, ServerResponse }): each request is born with them. Setting them on every
 * request instead (Object.setPrototypeOf, as express does) cost the event loop ~40 % of its time per answer: the two
 * objects left V8's fast paths every request (and a bare node server that does it promotes 2.5 kB per request to the
 * old generation, none without). Measured side by side under the long tail (50 connections): a search 213–230 → 128–154
 * µs of the event loop, 2,496–3,161 → 3,853–4,300 req/s; suggestions 4,425–4,816 → 7,302–9,231 req/s.
 */
function expressServerClasses(app: Express): ServerClasses {
  class ExpressRequest extends IncomingMessage {}
  Object.setPrototypeOf(ExpressRequest.prototype, app.request);
  class ExpressResponse<Req extends IncomingMessage = IncomingMessage> extends ServerResponse<Req> {}
  Object.setPrototypeOf(ExpressResponse.prototype, app.response);
  return { IncomingMessage: ExpressRequest, ServerResponse: ExpressResponse };
}
