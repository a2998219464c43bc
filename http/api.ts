// openapi-backend over the contract: routing, request validation (coerced, defaults applied) and the handler per operation.
import type { ErrorObject } from 'ajv';
import type { Request, Response } from 'express';
import { OpenAPIBackend, type Context, type Document } from 'openapi-backend';
import { ApiError } from '../core/errors.js';
import type { OperationId } from '../generated/operations.js';
import { customizeAjv } from './ajv.js';
import type { HandlerMap, RequestContext } from './operation.js';
import type { Reply } from './reply.js';
import { locals, sendReply } from './send.js';
import { uploadedFiles } from './multipart.js';
import { validationError } from './validation.js';

export type Api = OpenAPIBackend;

/** A handler as the transport calls it: the typing per operation ends here, where openapi-backend has validated the request. */
type TransportHandler = (ctx: RequestContext) => Promise<Reply> | Reply;

/** Methods the document defines for a path, for the Allow header of a 405. */
function allowedMethods(api: Api, path: string): string[] {
  const methods = ['get', 'post', 'put', 'patch', 'delete'];
  return methods
    .filter((method) => api.router.matchOperation({ method, path, headers: {} }))
    .map((m) => m.toUpperCase());
}

/**
 * openapi-backend rebuilds its flattened operation list (lodash, every path) on each call, and
 * calls it twice per request — most of the routing cost. The document never changes at run time.
 */
function memoizeOperations(api: Api): void {
  const operations = api.router.getOperations();
  api.router.getOperations = () => operations;
}

export async function createApi(document: Document, handlerMap: HandlerMap): Promise<Api> {
  const wrap =
    (operationId: OperationId, handler: TransportHandler) => async (c: Context, req: Request, res: Response) => {
      const coerced = c.validation?.coerced ?? c.request;
      // validated and coerced against this operation's part of the contract, with its defaults applied:
      // the shapes generated/operations.ts describes for RequestContext<operationId>
      const ctx = {
        operationId,
        params: coerced.params ?? {},
        query: coerced.query ?? {},
        body: req.body,
        files: uploadedFiles(req),
        headers: req.headers,
        clientIp: locals(res).clientIp,
        requestId: locals(res).requestId,
      } as RequestContext;
      sendReply(res, await handler(ctx));
    };
  const handlers: Record<string, (c: Context, req: Request, res: Response) => Promise<void> | void> = {};
  for (const operationId of Object.keys(handlerMap) as OperationId[])
    handlers[operationId] = wrap(operationId, handlerMap[operationId] as TransportHandler);
  const api: Api = new OpenAPIBackend({
    // openapi-backend dereferences the document in place: give it its own copy.
    definition: structuredClone(document),
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
      validationFail: (c: Context) => {
        throw validationError((c.validation.errors ?? []) as ErrorObject[]);
      },
      notFound: (c: Context) => {
        throw new ApiError('NOT_FOUND', `No endpoint at ${c.request.path}.`);
      },
      methodNotAllowed: (c: Context) => {
        // reads `api` only when a request arrives, long after construction
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
  await api.init();
  memoizeOperations(api);
  return api;
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
