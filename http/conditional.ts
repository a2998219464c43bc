// Conditional requests: strong ETags and If-None-Match, so a client's current copy costs a 304 and no body.
import { hash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { empty, type EmptyReply, type Headers } from './reply.js';

/** True when an If-None-Match header (a list, or `*`) names `etag`; weak validators compare equal (RFC 9110 §13.1.2). */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return [header]
    .flat()
    .flatMap((value) => value.split(','))
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === bare);
}

/** A 304 with the ETag (and the other caching headers) when the client already holds this version, else null. */
export function notModified(
  request: { readonly headers: IncomingHttpHeaders },
  etag: string,
  headers: Headers = {},
): EmptyReply<304> | null {
  return etagMatches(request.headers['if-none-match'], etag) ? empty(304, { ...headers, ETag: etag }) : null;
}

/**
 * The validator of an answer that depends only on the request and the data: a hash of its key in the response cache
 * (the data version and the canonical request). Weak, as the envelope's timestamp differs from answer to answer.
 */
export function requestEtag(key: string): string {
  // the one-shot hash: no Hash object per request (every cacheable request computes its validator)
  return `W/"${hash('sha256', key, 'base64url').slice(0, 32)}"`;
}
