// S3 storage: the same keys in an S3-compatible bucket (AWS, MinIO, Ceph …), whole objects only, pre-signed GET URLs.
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
import { checkStorageKey } from './keys.js';
import type { BucketStore, OpenedFile, PresignedHeaders, PresignedUrl, StoredFile } from './storage.js';

/** The S3 error of a key that is not there (HEAD answers a bare 404, GET NoSuchKey). */
function isNotFound(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = (error as Error).name;
  return status === 404 || name === 'NotFound' || name === 'NoSuchKey';
}

/** Most keys one DeleteObjects request may name. */
const DELETE_BATCH = 1000;

export class S3Storage implements BucketStore {
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

  async presign(key: string, headers: PresignedHeaders): Promise<PresignedUrl> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: checkStorageKey(key),
      ResponseContentDisposition: headers.contentDisposition,
      ResponseContentType: headers.contentType,
    });
    const url = await getSignedUrl(this.client, command, { expiresIn: this.expirySeconds });
    return { url, expiresAt: new Date(Date.now() + this.expirySeconds * 1000) };
  }

  close(): void {
    this.client.destroy();
  }
}
