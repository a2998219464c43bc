// File storage: the local storage root (nothing is read or written outside it) and an S3-compatible bucket with
// the same keys; both implement FileStore (what the niche jobs keep), the bucket also serves pre-signed URLs.
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../../config.js';
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

/** A readable file with its length (for Content-Length). */
export interface OpenedFile {
  body: Readable;
  size: number;
}

/**
 * Files kept by key ('niche-jobs/<id>/input/ref.fasta'), on local disk or in a bucket: what a job's files need. Every
 * key passes checkStorageKey; a directory key names everything below it ('niche-jobs/<id>').
 */
export interface FileStore {
  readonly provider: 'local' | 's3';
  /** Writes a whole file: `write` fills a local temporary path; readers never see half of it. */
  put(key: string, write: (temporaryPath: string) => Promise<void>): Promise<void>;
  writeText(key: string, text: string): Promise<void>;
  stat(key: string): Promise<StoredFile | null>;
  /** The file's text, or null when it does not exist. */
  readText(key: string): Promise<string | null>;
  /** The file as a stream with its size, or null when it does not exist. */
  open(key: string): Promise<OpenedFile | null>;
  /** Names directly under a directory key (empty when there are none). */
  list(key: string): Promise<string[]>;
  /** Removes a file or everything under a directory key. */
  remove(key: string): Promise<void>;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Flushes a file (or a directory entry) to the disk, so a completed write survives an OS crash, not only a process crash. */
async function fsync(path: string, flags: 'r' | 'r+'): Promise<void> {
  const handle = await open(path, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export class LocalStorage implements FileStore {
  readonly provider = 'local' as const;
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
   * Writes a file atomically and durably: `write` fills a temporary path beside the target, which is flushed to
   * disk and renamed into place only when complete (then the directory is flushed too), so a reader (or another
   * process, or the service after a crash) never sees half a file under the key.
   */
  async put(key: string, write: (temporaryPath: string) => Promise<void>): Promise<void> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    const temporary = `${target}.${randomUUID()}.partial`;
    try {
      await write(temporary);
      await fsync(temporary, 'r+');
      await rename(temporary, target);
      await fsync(dirname(target), 'r');
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

  async open(key: string): Promise<OpenedFile | null> {
    // the stream reads from this descriptor, so a file removed after the stat is still read whole
    const handle = await open(this.path(key), 'r').catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    if (!handle) return null;
    const info = await handle.stat().catch(async (error: unknown) => {
      await handle.close();
      throw error;
    });
    if (!info.isFile()) {
      await handle.close();
      return null;
    }
    return { body: handle.createReadStream(), size: info.size };
  }
}

export interface PresignedUrl {
  url: string;
  expiresAt: Date;
}

/** The S3 error of a key that is not there (HEAD answers a bare 404, GET NoSuchKey). */
function isNotFound(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = (error as Error).name;
  return status === 404 || name === 'NotFound' || name === 'NoSuchKey';
}

/** Most keys one DeleteObjects request may name. */
const DELETE_BATCH = 1000;

export class S3Storage implements FileStore {
  readonly provider = 's3' as const;
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
    return (await this.stat(key)) !== null;
  }

  async stat(key: string): Promise<StoredFile | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkStorageKey(key) }));
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** Fills a local temporary file, then uploads it whole: an object appears in the bucket complete or not at all. */
  async put(key: string, write: (temporaryPath: string) => Promise<void>): Promise<void> {
    checkStorageKey(key);
    const directory = await mkdtemp(join(tmpdir(), 'lepdata-s3-'));
    try {
      const path = join(directory, 'file');
      await write(path);
      await this.upload(key, path, (await stat(path)).size, 'application/octet-stream');
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }

  async writeText(key: string, text: string): Promise<void> {
    const body = Buffer.from(text, 'utf8');
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: checkStorageKey(key), Body: body, ContentLength: body.length }),
    );
  }

  async readText(key: string): Promise<string | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkStorageKey(key) }));
      return (await object.Body?.transformToString('utf8')) ?? '';
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async open(key: string): Promise<OpenedFile | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkStorageKey(key) }));
      // in Node the SDK's body is the HTTP response stream itself
      return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /**
   * Every key under a directory key, all pages. Listed without a delimiter and paged by marker (ListObjects v1):
   * the form every S3-compatible server implements alike (s3rver's continuation tokens and nested common prefixes
   * are broken on Node 20's OpenSSL), and a job's directory holds few keys.
   */
  private async keysUnder(key: string): Promise<string[]> {
    const prefix = `${checkStorageKey(key)}/`;
    const keys: string[] = [];
    for (let marker: string | undefined; ;) {
      const page = await this.client.send(
        new ListObjectsCommand({ Bucket: this.bucket, Prefix: prefix, Marker: marker }),
      );
      const found = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
      keys.push(...found);
      if (!page.IsTruncated || found.length === 0) return keys;
      marker = found[found.length - 1];
    }
  }

  async list(key: string): Promise<string[]> {
    const prefix = `${checkStorageKey(key)}/`;
    const names = new Set((await this.keysUnder(key)).map((found) => found.slice(prefix.length).split('/')[0]));
    names.delete('');
    return [...names];
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkStorageKey(key) }));
    // listed whole first: deleting while paging could move the marker
    const keys = await this.keysUnder(key);
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const result = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: keys.slice(i, i + DELETE_BATCH).map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = result.Errors?.[0];
      if (failed) throw new Error(`S3 could not delete ${failed.Key}: ${failed.Code} ${failed.Message}`);
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
