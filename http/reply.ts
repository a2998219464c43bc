// What a handler returns: JSON data for the envelope, raw bytes/streams, an empty status or a redirect.
import type { Readable } from 'node:stream';

export type Headers = Record<string, string>;

export interface JsonReply<Data, Status extends number = number> {
  readonly kind: 'json';
  readonly status: Status;
  readonly data: Data;
  readonly headers?: Headers;
}

export interface RawReply<Status extends number = number> {
  readonly kind: 'raw';
  readonly status: Status;
  readonly body: Buffer | string | Readable;
  readonly contentType: string;
  readonly headers?: Headers;
}

export interface EmptyReply<Status extends 204 | 304 = 204 | 304> {
  readonly kind: 'empty';
  readonly status: Status;
  readonly headers?: Headers;
}

export interface RedirectReply<Status extends 301 | 302 | 307 = 301 | 302 | 307> {
  readonly kind: 'redirect';
  readonly status: Status;
  readonly location: string;
  readonly headers?: Headers;
}

export type Reply = JsonReply<unknown> | RawReply | EmptyReply | RedirectReply;

/**
 * Envelope-wrapped JSON payload (status 200 unless stated); the handler's type checks `data` against the contract.
 * Overloaded so that without a status it is 200 exactly: inferred from the handler's return type, the status would
 * widen to every status the operation documents (200 | 304 where the contract lists a 304).
 */
export function json<Data>(data: Data): JsonReply<Data, 200>;
export function json<Data, Status extends number>(
  data: Data,
  status: Status,
  headers?: Headers,
): JsonReply<Data, Status>;
export function json<Data>(data: Data, status: number = 200, headers?: Headers): JsonReply<Data> {
  return { kind: 'json', status, data, headers };
}

/**
 * A handler's `data` already serialised, for a hot path that composes its JSON from pieces kept per data version
 * (the name search's lineages) instead of building objects for JSON.stringify. `Data` is the type the text encodes:
 * the handler's return type is checked against the contract as for json().
 */
export class SerializedJson<Data> {
  declare private readonly encodes: Data;
  constructor(readonly text: string) {}
}

/** json() of data given as its JSON text. */
export function serializedJson<Data>(data: SerializedJson<Data>): JsonReply<Data, 200> {
  // the reply carries the text object: prepare() and sendReply() write its text where they would serialise data
  return { kind: 'json', status: 200, data: data as unknown as Data };
}

/** The JSON text of a reply's `data`. */
export function dataText(data: unknown): string {
  return data instanceof SerializedJson ? data.text : JSON.stringify(data);
}

/** Bytes or text outside the envelope (tiles, PDB, FASTA, HTML, file streams). */
export function raw<Status extends number = 200>(
  body: Buffer | string | Readable,
  contentType: string,
  status?: Status,
  headers?: Headers,
): RawReply<Status> {
  return { kind: 'raw', status: (status ?? 200) as Status, body, contentType, headers };
}

export function empty<Status extends 204 | 304>(status: Status, headers?: Headers): EmptyReply<Status> {
  return { kind: 'empty', status, headers };
}

export function redirect<Status extends 301 | 302 | 307 = 302>(
  location: string,
  status?: Status,
  headers?: Headers,
): RedirectReply<Status> {
  return { kind: 'redirect', status: (status ?? 302) as Status, location, headers };
}

/** The same reply with more headers (a policy's X-RateLimit-*, for instance); the handler's own win. */
export function withHeaders<R extends Reply>(reply: R, headers: Headers): R {
  return { ...reply, headers: { ...headers, ...reply.headers } };
}
