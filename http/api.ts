// The contract at run time: routing (http/routes.ts), request validation with openapi-backend's compiled Ajv validators
// (coerced, defaults applied) and the handler per operation.
import type { ErrorObject } from 'ajv';
import { Readable } from 'node:stream';
import type { Request, Response } from 'express';
import { OpenAPIBackend, type Document, type Operation } from 'openapi-backend';
import { ApiError } from '../core/errors.js';
import type { OperationId } from '../generated/operations.js';
import { customizeAjv } from './ajv.js';
import { deprecationHeaders } from './deprecation.js';
import type { HandlerMap, RequestContext } from './operation.js';
import type { Reply } from './reply.js';
import { createRouter, type RouteResult } from './routes.js';
import { KEPT_ANSWER_CACHE_CONTROL, type ResponseCache } from './response-cache.js';
import { etagMatches, requestEtag } from './conditional.js';
import { locals, sendPrepared, sendReply } from './send.js';
import type { StreamSlots } from './stream-slots.js';
import { uploadedFiles } from './multipart.js';
import { validationError } from './validation.js';

/** A handler as the transport calls it: the typing per operation ends here, where the request has been validated. */
type TransportHandler = (ctx: RequestContext) => Promise<Reply> | Reply;

type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

export interface Api {
  /** Routes a request (method and path without the query) to its operation, or says why none. */
  route(method: string, path: string): RouteResult;
  /** The Deprecation/Sunset headers of a deprecated operation (empty for others): set on every answer, errors included. */
  retiringHeaders(operationId: string): Record<string, string>;
  /** Validates the routed request, calls its handler and writes the reply; throws an ApiError for the client. */
  dispatch(operation: Operation, params: Record<string, string>, req: Request, res: Response): Promise<void>;
  /** Compiles every operation's validators, one per event-loop turn (start-up compiles none). */
  warm(): Promise<void>;
}

/** Operations whose only body type is JSON: a body that does not parse is an error of its own (as openapi-backend has it). */
const jsonOnly = (operation: Operation) => {
  const content = Object.keys((operation.requestBody as { content?: object } | undefined)?.content ?? {});
  return content.length === 1 && content[0] === 'application/json';
};

const arrayParameters = new WeakMap<Operation, ReadonlySet<string>>();

/** The operation's query parameters declared as arrays (`?country=NO&country=SE`), once per operation. */
function arrayQueryParameters(operation: Operation): ReadonlySet<string> {
  let names = arrayParameters.get(operation);
  if (!names) {
    const parameters = (operation.parameters ?? []) as { in?: string; name?: string; schema?: { type?: string } }[];
    names = new Set(parameters.filter((p) => p.in === 'query' && p.schema?.type === 'array').map((p) => p.name!));
    arrayParameters.set(operation, names);
  }
  return names;
}

/**
 * openapi-backend's handleRequest parses every request twice, deep-clones the query, compiles the path template and
 * up to 52 route regexes per request; only its Ajv validators are kept. The validation input is the one openapi-backend
 * builds (path, query, header, cookie, requestBody), so the contract's rules and error messages are the same.
 */
function validateRequest(
  validators: readonly Validator[],
  operation: Operation,
  params: Record<string, string>,
  req: Request,
): { params: Record<string, unknown>; query: Record<string, unknown> } {
  const query: Record<string, unknown> = {};
  const arrays = arrayQueryParameters(operation);
  // a repeatable parameter given once arrives as a plain string: it is a one-value array (form style, explode)
  for (const [name, value] of Object.entries(req.query as Record<string, unknown>))
    query[name] = Array.isArray(value) ? [...value] : arrays.has(name) ? [value] : value;
  // a raw upload is validated as the `format: binary` string it is; the handler gets the Buffer
  const body: unknown = Buffer.isBuffer(req.body) ? '' : req.body;
  let requestBody = body;
  if (body && typeof body !== 'object') {
    try {
      requestBody = JSON.parse(String(body));
    } catch {
      // reported below when the operation takes JSON only
    }
  }
  const input: Record<string, unknown> = { path: params, query, header: { ...req.headers }, cookie: {} };
  const errors: ErrorObject[] = [];
  if (typeof body !== 'object' && body !== undefined && jsonOnly(operation)) {
    try {
      JSON.parse(String(body));
    } catch (error) {
      errors.push({
        keyword: 'parse',
        instancePath: '',
        schemaPath: '#/requestBody',
        params: {},
        message: String(error),
      });
    }
  }
  if (typeof requestBody === 'object' || req.headers['content-type'] === 'application/json')
    input.requestBody = requestBody;
  for (const validate of validators) if (!validate(input) && validate.errors) errors.push(...validate.errors);
  if (errors.length > 0) throw validationError(errors);
  // Ajv coerced the values and filled in the defaults in place
  return { params: input.path as Record<string, unknown>, query: input.query as Record<string, unknown> };
}

/**
 * A file stream is sent only with a slot of `streams` for its client, given back when the answer is done; a refused
 * one closes its file and is answered with the slot's 429 or 503 (the caller's error path).
 */
function holdStreamSlot(reply: Reply, res: Response, streams: StreamSlots | null): Reply {
  if (!streams || reply.kind !== 'raw' || !(reply.body instanceof Readable)) return reply;
  let release: () => void;
  try {
    release = streams.take(locals(res).clientIp);
  } catch (error) {
    reply.body.destroy();
    throw error;
  }
  // a client gone while the handler opened the file has had its 'close' already (sendReply then closes the file)
  if (res.destroyed) release();
  else res.once('close', release);
  return reply;
}

export async function createApi(
  document: Document,
  handlerMap: HandlerMap,
  cache: ResponseCache | null = null,
  streams: StreamSlots | null = null,
): Promise<Api> {
  const backend = new OpenAPIBackend({
    // openapi-backend dereferences the document in place: give it its own copy.
    definition: structuredClone(document),
    strict: true,
    // quick: validators compile lazily (start-up in ~0.2 s instead of ~10 s on 2 cores); warm() compiles them in the
    // background right after listen. The document is linted in the test suite, so skipping its validation loses nothing.
    quick: true,
    coerceTypes: true,
    // useDefaults fills in the contract's documented defaults; strict:false lets OpenAPI keywords (example) pass.
    ajvOpts: { useDefaults: true, strict: false, allErrors: true },
    customizeAjv,
  });
  await backend.init();
  const operations = backend.router.getOperations();
  const handlers = handlerMap as unknown as Record<string, TransportHandler>;
  const retiring = new Map(operations.map((op) => [op.operationId, deprecationHeaders(op)]));
  const validatorsOf = (operationId: string) =>
    (backend.validator.getRequestValidatorsForOperation(operationId) ?? []) as Validator[];

  return {
    route: createRouter(operations),
    retiringHeaders: (operationId) => retiring.get(operationId) ?? {},
    async dispatch(operation, rawParams, req, res) {
      const operationId = operation.operationId as OperationId;
      const { params, query } = validateRequest(validatorsOf(operationId), operation, rawParams, req);
      // the shapes generated/operations.ts describes for RequestContext<operationId>
      const ctx = {
        operationId,
        params,
        query,
        body: req.body,
        files: uploadedFiles(req),
        headers: req.headers,
        clientIp: locals(res).clientIp,
        requestId: locals(res).requestId,
      } as unknown as RequestContext;
      const handle = () =>
        Promise.resolve(handlers[operationId]!(ctx)).then((reply) => holdStreamSlot(reply, res, streams));
      const key = cache ? await cache.key(operationId, params, query) : null;
      if (!cache || key === null) {
        // live state (health, jobs, metrics) and submissions: no cache keeps them (a handler may say otherwise)
        res.set('Cache-Control', 'no-store');
        return sendReply(res, await handle());
      }
      const ifNoneMatch = req.headers['if-none-match'];
      // a handler's own validator (tiles, files, the document) replaces this one on its answers
      const validator = { ETag: requestEtag(key), 'Cache-Control': KEPT_ANSWER_CACHE_CONTROL };
      if (etagMatches(ifNoneMatch, validator.ETag)) {
        res.set(validator).status(304).end();
        return;
      }
      const kept = cache.get(key);
      if (kept) return sendPrepared(res.set(validator), ifNoneMatch, kept);
      // a conditional request's own answer may be a 304: it is not shared with others waiting for the same key
      const answer = ifNoneMatch ? await handle() : await cache.fill(key, handle);
      if ('kind' in answer) sendReply(answer.status === 200 ? res.set(validator) : res, answer);
      else sendPrepared(res.set(validator), ifNoneMatch, answer);
    },
    warm() {
      const operationIds = operations.map((op) => op.operationId).filter((id): id is string => Boolean(id));
      return new Promise((resolve) => {
        const next = () => {
          const operationId = operationIds.pop();
          if (!operationId) return resolve();
          validatorsOf(operationId);
          setImmediate(next);
        };
        setImmediate(next);
      });
    },
  };
}

/** The error for a request no operation takes: 404, or 405 with the methods the path has. */
export function unroutedError(
  route: RouteResult & { kind: 'notFound' | 'methodNotAllowed' },
  req: Request,
  method: string,
): ApiError {
  if (route.kind === 'notFound') return new ApiError('NOT_FOUND', `No endpoint at ${req.path}.`);
  return new ApiError(
    'METHOD_NOT_ALLOWED',
    `Method ${method.toUpperCase()} is not allowed on ${req.path}.`,
    { allowed: route.allowed },
    { Allow: route.allowed.join(', ') },
  );
}
