// The transport's contract with handlers, typed from generated/operations.ts: per operation the validated request a handler gets and the replies it may give.
import type { IncomingHttpHeaders } from 'node:http';
import type { UploadedFile } from '../core/uploaded-file.js';
import type { OperationId, OperationTypes, OperationsOfTag, Tag } from '../generated/operations.js';
import type { EmptyReply, JsonReply, RawReply, RedirectReply } from './reply.js';

export interface RequestContext<K extends OperationId = OperationId> {
  readonly operationId: K;
  /** Path parameters, coerced to the types the contract declares. */
  readonly params: OperationTypes[K]['params'];
  /** Query parameters, coerced, with the contract's defaults applied. */
  readonly query: OperationTypes[K]['query'];
  /** The validated body: parsed JSON, multipart text fields, or the raw Buffer of a binary upload. */
  readonly body: OperationTypes[K]['body'];
  /** File parts of a multipart/form-data request (empty otherwise). */
  readonly files: readonly UploadedFile[];
  readonly headers: IncomingHttpHeaders;
  /** Client address (express `trust proxy` decides whether X-Forwarded-For counts). */
  readonly clientIp: string;
  readonly requestId: string;
}

type Statuses<K extends OperationId> = keyof OperationTypes[K]['data'] & number;

/** The enveloped JSON answers the contract documents for an operation: its `data` type per success status. */
type JsonReplyOf<K extends OperationId> = {
  [S in Statuses<K>]: JsonReply<OperationTypes[K]['data'][S], S>;
}[Statuses<K>];

/** Answers outside the envelope (files, tiles, HTML, 204/304, redirects), only with the statuses the contract documents. */
type NonEnvelopeReplyOf<K extends OperationId> = (RawReply | EmptyReply | RedirectReply) & {
  readonly status: OperationTypes[K]['rawStatus'];
};

export type ReplyOf<K extends OperationId> = JsonReplyOf<K> | NonEnvelopeReplyOf<K>;

export type Handler<K extends OperationId> = (ctx: RequestContext<K>) => Promise<ReplyOf<K>> | ReplyOf<K>;

/** One handler per operation of the contract: a missing or misnamed operation is a type error. */
export type HandlerMap = { readonly [K in OperationId]: Handler<K> };

/** The handlers of one tag — what each handlers/<tag>.ts module builds. */
export type TagHandlers<T extends Tag> = { readonly [K in OperationsOfTag<T>]: Handler<K> };
