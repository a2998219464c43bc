// Storage keys ('downloads/<version>/3/file.csv'): the one check every key passes, so no key names a file outside the root.
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { ApiError } from '../../core/errors.js';

/** One key segment: a plain file or directory name (no separators, no leading dot, no NUL or %). */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const MAX_KEY_LENGTH = 1024;

/**
 * Checks a storage key ('downloads/1a2b/3/file.csv'): relative, '/'-separated plain segments. Rejects
 * '..', '.', absolute paths, backslashes, percent-encoding and empty segments with 400 INVALID_FILE_NAME,
 * whatever their origin, so no key can name a file outside the root.
 */
export function checkStorageKey(key: string): string {
  const segments = key.split('/');
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || !segments.every((segment) => SEGMENT.test(segment))) {
    throw new ApiError('INVALID_FILE_NAME', 'The file name is not a valid storage path.', { key: key.slice(0, 200) });
  }
  return key;
}

/** The absolute path of a key under the root; a second check on the resolved path guards against anything the pattern missed. */
export function resolveStoragePath(root: string, key: string): string {
  const absoluteRoot = resolve(root);
  const path = resolve(absoluteRoot, checkStorageKey(key));
  const inside = relative(absoluteRoot, path);
  if (inside === '' || inside.startsWith(`..${sep}`) || inside === '..' || isAbsolute(inside)) {
    throw new ApiError('INVALID_FILE_NAME', 'The file name is not a valid storage path.', { key: key.slice(0, 200) });
  }
  return path;
}
