// Security headers on every answer (nosniff, referrer and framing policy, a deny-all CSP for data) and the CSPs of the HTML pages.
import type { NextFunction, Request, Response } from 'express';

/**
 * JSON, tiles, FASTA and files are data, never documents: a browser that is tricked into rendering one gets a
 * page that may load and run nothing and cannot be framed.
 */
const DATA_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** One policy per directive map, in the order given. */
export function contentSecurityPolicy(directives: Record<string, string>): string {
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/** What both HTML pages share: only this origin, no plugins, no framing, no foreign form targets. */
export const PAGE_DIRECTIVES: Readonly<Record<string, string>> = {
  'default-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'none'",
  'frame-ancestors': "'none'",
  'form-action': "'self'",
};

/** On every answer; the HTML pages replace the Content-Security-Policy with their own. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': DATA_CSP,
};

export function securityHeaders() {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.set(SECURITY_HEADERS);
    next();
  };
}
