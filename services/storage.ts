// File storage: the local storage root (nothing is read or written outside it) and an optional
// S3-compatible bucket that serves the same keys through pre-signed URLs.
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { randomUUID } from 'node:crypto';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../config.js';
import { ApiError } from '../core/errors.js';

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

export interface StoredFile {
  size: number;
  modifiedAt: Date;
}

/** Byte range, both ends inclusive (HTTP semantics). */
export interface ByteRange {
  start: number;
  end: number;
}

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

export class LocalStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  path(key: string): string {
    return resolveStoragePath(this.root, key);
  }

  async stat(key: string): Promise<StoredFile | null> {
    try {
      const info = await stat(this.path(key));
      return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /**
   * Writes a file atomically: `write` fills a temporary path beside the target, which is renamed
   * into place only when complete, so a reader (or another process) never sees half a file.
   */
  async put(key: string, write: (temporaryPath: string) => Promise<void>): Promise<void> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    const temporary = `${target}.${randomUUID()}.partial`;
    try {
      await write(temporary);
      await rename(temporary, target);
    } finally {
      await rm(temporary, { force: true });
    }
  }

  async readText(key: string): Promise<string | null> {
    try {
      return await readFile(this.path(key), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async writeText(key: string, text: string): Promise<void> {
    await this.put(
      key,
      (path) =>
        new Promise<void>((done, fail) => {
          const out = createWriteStream(path);
          out.on('error', fail).on('finish', () => done());
          out.end(text);
        }),
    );
  }

  /** Names directly under a directory key (empty when it does not exist). */
  async list(key: string): Promise<string[]> {
    try {
      return await readdir(this.path(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  /** Removes a file or a whole directory under the root. */
  async remove(key: string): Promise<void> {
    await rm(this.path(key), { recursive: true, force: true });
  }

  read(key: string, range?: ByteRange): ReadStream {
    return createReadStream(this.path(key), range ? { start: range.start, end: range.end } : undefined);
  }
}

export interface PresignedUrl {
  url: string;
  expiresAt: Date;
}

export class S3Storage {
  readonly bucket: string;
  private readonly client: S3Client;
  private readonly expirySeconds: number;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.expirySeconds = config.presignExpirySeconds;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint ?? undefined,
      forcePathStyle: config.forcePathStyle,
      // the SDK's default (CRC32 trailers, aws-chunked bodies) is AWS-only; many S3-compatible
      // servers store the chunk framing as the object, so send checksums only where S3 requires them
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
    });
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkStorageKey(key) }));
      return true;
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || (error as Error).name === 'NotFound') return false;
      throw error;
    }
  }

  /** Uploads a local file (streamed, with its length) under `key`. */
  async upload(key: string, localPath: string, size: number, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: checkStorageKey(key),
        Body: createReadStream(localPath),
        ContentLength: size,
        ContentType: contentType,
      }),
    );
  }

  /** A GET URL valid for the configured time that also tells the client the file name and type. */
  async presign(key: string, fileName: string, contentType: string): Promise<PresignedUrl> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: checkStorageKey(key),
      ResponseContentDisposition: contentDisposition(fileName),
      ResponseContentType: contentType,
    });
    const url = await getSignedUrl(this.client, command, { expiresIn: this.expirySeconds });
    return { url, expiresAt: new Date(Date.now() + this.expirySeconds * 1000) };
  }

  close(): void {
    this.client.destroy();
  }
}

/** `attachment; filename="…"` for a name that passed checkStorageKey's segment rule (no quotes to escape). */
export function contentDisposition(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`;
}
