// Headers of file answers: the one byte range a Range header asks for, and Content-Disposition with a safe file name.
import type { ByteRange } from '../core/byte-range.js';
import { ApiError } from '../core/errors.js';

/**
 * A single `bytes=` range of a file of `size` bytes. Returns null when the header should be ignored
 * (absent, another unit, several ranges, malformed: RFC 9110 lets a server answer those with the
 * whole file) and throws 416 INVALID_RANGE when it is well-formed but cannot be satisfied.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1], match[2]];
  let range: ByteRange | null;
  if (first === '') {
    const suffix = Number(last);
    range = suffix > 0 && size > 0 ? { start: Math.max(0, size - suffix), end: size - 1 } : null;
  } else {
    const start = Number(first);
    const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
    if (last !== '' && Number(last) < start) return null; // syntactically invalid: ignored
    range = start < size ? { start, end } : null;
  }
  if (!range) {
    throw new ApiError(
      'INVALID_RANGE',
      `The requested range cannot be satisfied: the file has ${size} bytes.`,
      { range: header?.slice(0, 100), size },
      {
        'Content-Range': `bytes */${size}`,
      },
    );
  }
  return range;
}

/** `attachment; filename="…"` for a name that passed checkStorageKey's segment rule (no quotes to escape). */
export function contentDisposition(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`;
}
