// The storage interface: files kept by key on this machine's disk (LocalStorage, local.ts) or in an S3-compatible
// bucket shared by every instance (S3Storage, s3.ts). Niche jobs keep their files in either; download files are built
// on local disk and published to the bucket when there is one.
import type { Readable } from 'node:stream';
import type { ByteRange } from '../../core/byte-range.js';

export interface StoredFile {
  size: number;
  modifiedAt: Date;
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

export interface PresignedUrl {
  url: string;
  expiresAt: Date;
}

/** Files on this machine's disk: written and hashed in place by path, read whole or in a byte range. */
export interface LocalFileStore extends FileStore {
  readonly provider: 'local';
  /** The absolute path of a key under the root. */
  path(key: string): string;
  /**
   * The file (or `range` of it) from an open descriptor, with the size and time of what was opened: read whole even if
   * removed meanwhile; null when it does not exist.
   */
  open(key: string, range?: ByteRange): Promise<(OpenedFile & StoredFile) | null>;
}

/** What a pre-signed GET URL makes the bucket answer with. */
export interface PresignedHeaders {
  readonly contentDisposition: string;
  readonly contentType: string;
}

/** A bucket every instance reads: local files are uploaded to it and served from it by pre-signed URL. */
export interface BucketStore extends FileStore {
  readonly provider: 's3';
  exists(key: string): Promise<boolean>;
  /** Uploads a local file (streamed, with its length) under `key`. */
  upload(key: string, localPath: string, size: number, contentType: string): Promise<void>;
  /** A GET URL valid for the configured time, answered with `headers`. */
  presign(key: string, headers: PresignedHeaders): Promise<PresignedUrl>;
}
