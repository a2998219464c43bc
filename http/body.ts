// Reads a request body only for an operation that takes one, in the media type its contract names, within that type's
// limit and the process-wide budget of body bytes in memory.
import express, { type Request, type RequestHandler, type Response } from 'express';
import { ApiError } from '../core/errors.js';
import { BodyBudget } from './body-budget.js';
import { coerceFormFields, formShape, multipartParser, type FormShape } from './multipart.js';
import { checkBodyText } from './request-text.js';
import { locals } from './send.js';

export interface BodyLimits {
  /** Largest JSON body in bytes. */
  readonly json: number;
  /** Largest file part of a multipart form (the identification image: 10 MB). */
  readonly multipartFileBytes: number;
  /** Largest raw upload (niche barcoding input files); 413 FILE_TOO_LARGE beyond. */
  readonly rawBytes: number;
  /** Body bytes all requests together may hold in memory at once; a body that does not fit gets 503 SERVICE_BUSY. */
  readonly budgetBytes: number;
  /** Of those, what one client may hold (its first body is admitted whatever its size); default: half. */
  readonly perClientBudgetBytes?: number;
}

/** The request-body content of an operation, as openapi-backend's router gives it. */
export type BodyContent = Record<string, { schema?: object }>;

/** Runs an express middleware as a promise; its error becomes the promise's rejection. */
function run(middleware: RequestHandler, req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) =>
    middleware(req, res, (error?: unknown) => (error ? reject(error) : resolve())),
  );
}

/** body-parser's failures as the one error type (malformed JSON, oversize bodies, unknown encodings). */
function bodyParserError(error: unknown, tooLarge: ApiError): unknown {
  switch ((error as { type?: string }).type) {
    case 'entity.parse.failed':
      return new ApiError('MALFORMED_JSON', 'The request body is not valid JSON.');
    case 'entity.too.large':
      return tooLarge;
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new ApiError('UNSUPPORTED_MEDIA_TYPE', 'The request body encoding is not supported.');
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
      return new ApiError('INVALID_BODY', 'The request body could not be read.');
    default:
      // zlib refuses a body that claims gzip/deflate/br but is not (Z_DATA_ERROR and friends)
      if (
        /^Z_|ERR__ERROR|incorrect header check|Decompression/i.test(String((error as { code?: string }).code ?? ''))
      ) {
        return new ApiError('INVALID_BODY', 'The request body could not be decompressed.');
      }
      return error;
  }
}

/** Whether the request declares a body: a media type, a length above 0, or chunked transfer (an empty typed body is a body too). */
function hasBody(req: Request): boolean {
  return (
    req.headers['content-type'] !== undefined ||
    req.headers['transfer-encoding'] !== undefined ||
    Number(req.headers['content-length'] ?? 0) > 0
  );
}

/** The declared Content-Length, or null for a chunked body. */
function declaredLength(req: Request): number | null {
  const raw = req.headers['content-length'];
  if (raw === undefined || req.headers['transfer-encoding'] !== undefined) return null;
  const length = Number(raw);
  return Number.isSafeInteger(length) && length >= 0 ? length : null;
}

export function createBodyReader(limits: BodyLimits) {
  const json = express.json({ limit: limits.json, type: () => true });
  const raw = express.raw({ limit: limits.rawBytes, type: () => true });
  const budget = new BodyBudget(
    limits.budgetBytes,
    limits.perClientBudgetBytes ?? Math.max(1, Math.floor(limits.budgetBytes / 2)),
  );
  // one parser per form of the contract (the schema objects live as long as the API)
  const forms = new WeakMap<object, { shape: FormShape; parse: RequestHandler }>();
  const multipartLimits = { maxFileBytes: limits.multipartFileBytes };

  function form(schema: object | undefined) {
    const key = schema ?? forms;
    let entry = forms.get(key);
    if (!entry) {
      const shape = formShape(schema, multipartLimits);
      entry = { shape, parse: multipartParser(shape, multipartLimits) };
      forms.set(key, entry);
    }
    return entry;
  }

  /** The most bytes a body of this media type may hold in memory (inflated, for a compressed one). */
  function maxBytes(mediaType: string, schema: object | undefined): number {
    if (mediaType === 'application/json') return limits.json;
    if (mediaType === 'multipart/form-data') return form(schema).shape.maxBytes;
    return limits.rawBytes;
  }

  function tooLargeError(mediaType: string, max: number): ApiError {
    if (mediaType === 'application/json') return new ApiError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
    return new ApiError('FILE_TOO_LARGE', `The upload exceeds the ${max} byte limit.`, { maxBytes: max });
  }

  /**
   * Parses the body into req.body for an operation that takes one; an operation without a request body never
   * reads it (node discards it unbuffered). A media type the operation does not take is 415, naming those it does.
   */
  return async function readBody(req: Request, res: Response, content: BodyContent | undefined): Promise<void> {
    if (!content || !hasBody(req)) return;
    const accepted = Object.keys(content);
    const mediaType = accepted.find((type) => req.is(type));
    if (!mediaType) {
      throw new ApiError(
        'UNSUPPORTED_MEDIA_TYPE',
        `This operation takes ${accepted.join(' or ')}, not ${req.get('Content-Type') ?? 'an untyped body'}.`,
        { contentType: req.get('Content-Type') ?? null, accepted },
      );
    }
    const schema = content[mediaType]?.schema;
    const max = maxBytes(mediaType, schema);
    const encoded = (req.headers['content-encoding'] ?? 'identity').toLowerCase() !== 'identity';
    const length = declaredLength(req);
    // a body declared larger than the operation could ever take is refused before a byte is read
    if (length !== null && length > max && !encoded) throw tooLargeError(mediaType, max);
    // a compressed body inflates in memory up to its type's limit, whatever its declared length
    const release = budget.reserve(length === null || encoded ? max : Math.min(length, max), locals(res).clientIp);
    res.once('close', release);
    try {
      if (mediaType === 'application/json') await run(json, req, res);
      else if (mediaType === 'multipart/form-data') await run(form(schema).parse, req, res);
      else await run(raw, req, res);
    } catch (error) {
      throw bodyParserError(
        error,
        tooLargeError(mediaType, mediaType === 'application/json' ? limits.json : limits.rawBytes),
      );
    }
    // parsed text (JSON, form fields) must be text PostgreSQL can hold; a raw upload is bytes, checked by its reader
    if (!Buffer.isBuffer(req.body)) checkBodyText(req.body);
    if (mediaType === 'multipart/form-data') coerceFormFields(req.body as Record<string, unknown>, schema);
  };
}

export type BodyReader = ReturnType<typeof createBodyReader>;
