// Who may read /metrics: anyone when nothing is configured (as before), else an allowed address or the bearer token.
import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { AddressRule } from '../config.js';
import { ApiError } from '../core/errors.js';

export interface MetricsAccessOptions {
  /** Addresses and subnets (`10.0.0.0/8`, `::1`) that may read the metrics. */
  readonly allow: readonly AddressRule[];
  /** A token that, sent as `Authorization: Bearer <token>`, reads the metrics from anywhere. */
  readonly token: string | null;
}

/** Admits or refuses one request for /metrics; throws 403 FORBIDDEN. */
export type MetricsAccess = (clientIp: string, authorization: string | undefined) => void;

const digest = (text: string) => createHash('sha256').update(text).digest();

export function createMetricsAccess(options: MetricsAccessOptions): MetricsAccess {
  if (options.allow.length === 0 && options.token === null) return () => undefined;
  const allowed = new BlockList();
  for (const { address, prefix, type } of options.allow) {
    if (prefix === null) allowed.addAddress(address, type);
    else allowed.addSubnet(address, prefix, type);
  }
  const token = options.token === null ? null : digest(options.token);
  return (clientIp, authorization) => {
    // an IPv4 peer of a dual-stack socket arrives as ::ffff:a.b.c.d
    const ip = clientIp.startsWith('::ffff:') && isIP(clientIp.slice(7)) === 4 ? clientIp.slice(7) : clientIp;
    const family = isIP(ip);
    if (family !== 0 && allowed.check(ip, family === 4 ? 'ipv4' : 'ipv6')) return;
    const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    // compared as digests of equal length, in constant time
    if (token && bearer !== undefined && timingSafeEqual(digest(bearer), token)) return;
    throw new ApiError('FORBIDDEN', 'The metrics are restricted on this server.');
  };
}
