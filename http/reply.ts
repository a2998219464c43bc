// What a handler returns: JSON data for the envelope, raw bytes/streams, or an empty status.
import type { Readable } from 'node:stream';

export type Headers = Record<string, string>;

export type Reply =
  | { kind: 'json'; status: number; data: unknown; headers?: Headers }
  | { kind: 'raw'; status: number; body: Buffer | string | Readable; contentType: string; headers?: Headers }
  | { kind: 'empty'; status: number; headers?: Headers }
  | { kind: 'redirect'; status: 301 | 302 | 307; location: string; headers?: Headers };

/** Envelope-wrapped JSON payload (status 200 unless stated). */
export function json(data: unknown, status = 200, headers?: Headers): Reply {
  return { kind: 'json', status, data, headers };
}

/** Bytes or text outside the envelope (tiles, PDB, FASTA, HTML, file streams). */
export function raw(body: Buffer | string | Readable, contentType: string, status = 200, headers?: Headers): Reply {
  return { kind: 'raw', status, body, contentType, headers };
}

export function empty(status: 204 | 304, headers?: Headers): Reply {
  return { kind: 'empty', status, headers };
}

export function redirect(location: string, status: 301 | 302 | 307 = 302, headers?: Headers): Reply {
  return { kind: 'redirect', status, location, headers };
}
