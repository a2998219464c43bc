// The client address used for per-IP limits, job scoping and logs: a valid IP from the trusted X-Forwarded-For chain, or the socket's.
import { isIP } from 'node:net';
import type { Request } from 'express';

/**
 * express's `req.ips` lists the X-Forwarded-For hops the `trust proxy` setting lets count, client first.
 * express stops at the first untrusted entry and names it the client even when it is not an address at all
 * (`1.2.3.4'; DROP TABLE x`), so the chain is walked from the nearest hop outward and stops before the first
 * value that is not an IP: the hop that forwarded it is the client we can vouch for.
 */
export function clientIp(req: Request): string {
  let ip = req.socket.remoteAddress ?? 'unknown';
  const hops = req.ips;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (isIP(hop) === 0) break;
    ip = hop;
  }
  return ip;
}
