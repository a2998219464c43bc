// Deprecation (RFC 9745) and Sunset (RFC 8594) headers for the operations the contract marks `deprecated`.
import type { Headers } from './reply.js';

/** What the contract says of an operation's retirement: `deprecated`, and optional `x-deprecated-at` / `x-sunset` dates. */
export interface DeprecationInfo {
  readonly deprecated?: boolean;
  readonly 'x-deprecated-at'?: string;
  readonly 'x-sunset'?: string;
}

const date = (text: string, field: string): Date => {
  const value = new Date(text);
  if (Number.isNaN(value.getTime())) throw new Error(`${field} is not a date: ${text}`);
  return value;
};

/**
 * The headers a deprecated operation sends on every answer (none for the others): `Deprecation: @<epoch seconds>` when
 * the contract dates the deprecation, else `Deprecation: true`; `Sunset: <HTTP-date>` when it gives `x-sunset`.
 * Computed once per operation at start, so a bad date in the contract fails the start, not a request.
 */
export function deprecationHeaders(operation: DeprecationInfo): Headers {
  if (!operation.deprecated) return {};
  const since = operation['x-deprecated-at'];
  const headers: Record<string, string> = {
    Deprecation: since ? `@${Math.floor(date(since, 'x-deprecated-at').getTime() / 1000)}` : 'true',
  };
  const sunset = operation['x-sunset'];
  if (sunset) headers.Sunset = date(sunset, 'x-sunset').toUTCString();
  return headers;
}
