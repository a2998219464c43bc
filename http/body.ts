// Reads a request body only for an operation that takes one, in the media type its contract names, within that type's limit.
import express, { type Request, type RequestHandler, type Response } from 'express';
import { ApiError } from '../core/errors.js';
import { coerceFormFields, multipartParser } from './multipart.js';

export interface BodyLimits {
  /** Largest JSON body (express notation, e.g. '1mb'). */
  readonly json: string;
  /** Largest file part of a multipart form (the identification image: 10 MB). */
  readonly multipartFileBytes: number;
  /** Largest raw upload (niche barcoding input files); 413 FILE_TOO_LARGE beyond. */
  readonly rawBytes: number;
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

export function createBodyReader(limits: BodyLimits) {
  const json = express.json({ limit: limits.json, type: () => true });
  const raw = express.raw({ limit: limits.rawBytes, type: () => true });
  const multipart = multipartParser({ maxFileBytes: limits.multipartFileBytes });

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
    try {
      if (mediaType === 'application/json') await run(json, req, res);
      else if (mediaType === 'multipart/form-data') {
        await run(multipart, req, res);
        coerceFormFields(req.body as Record<string, unknown>, content[mediaType]?.schema);
      } else {
        await run(raw, req, res);
      }
    } catch (error) {
      const tooLarge =
        mediaType === 'application/json'
          ? new ApiError('PAYLOAD_TOO_LARGE', 'The request body is too large.')
          : new ApiError('FILE_TOO_LARGE', `The file exceeds the ${limits.rawBytes} byte limit.`, {
              maxBytes: limits.rawBytes,
            });
      throw bodyParserError(error, tooLarge);
    }
  };
}

export type BodyReader = ReturnType<typeof createBodyReader>;
