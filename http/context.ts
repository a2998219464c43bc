// The request as a handler sees it: validated, coerced values only — never express req/res.
import type { IncomingHttpHeaders } from 'node:http';
import type { UploadedFile } from './multipart.js';
import type { Reply } from './reply.js';

export interface RequestContext {
  readonly operationId: string;
  /** Path parameters, coerced to the types the contract declares. */
  readonly params: Record<string, unknown>;
  /** Query parameters, coerced, with the contract's defaults applied. */
  readonly query: Record<string, unknown>;
  /** Parsed JSON body, or the raw Buffer for binary uploads. */
  readonly body: unknown;
  /** File parts of a multipart/form-data request (empty otherwise). */
  readonly files: readonly UploadedFile[];
  readonly headers: IncomingHttpHeaders;
  /** Client address (express `trust proxy` decides whether X-Forwarded-For counts). */
  readonly clientIp: string;
  readonly requestId: string;
}

export type Handler = (ctx: RequestContext) => Promise<Reply> | Reply;

export type HandlerMap = Record<string, Handler>;
