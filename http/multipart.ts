// multipart/form-data parsing (multer, in memory, bounded) for the operations that take a form; limits become 4xx envelopes.
import type { NextFunction, Request, Response } from 'express';
import multer from 'multer';
import { ApiError } from '../core/errors.js';
import type { UploadedFile } from '../core/uploaded-file.js';

export interface MultipartLimits {
  /** Largest file part in bytes (the spec's 10 MB image limit). */
  maxFileBytes: number;
}

export function multipartParser(limits: MultipartLimits) {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: limits.maxFileBytes, files: 4, fields: 20, fieldSize: 256 * 1024, parts: 24 },
  }).any();
  return (req: Request, res: Response, next: NextFunction) => {
    parse(req, res, (error: unknown) => {
      if (!error) {
        exposeFileFields(req);
        return next();
      }
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') {
          return next(
            new ApiError('FILE_TOO_LARGE', `A file exceeds ${limits.maxFileBytes / 1024 / 1024} MB.`, {
              [error.field ?? 'file']: 'too large',
            }),
          );
        }
        return next(
          new ApiError('INVALID_BODY', `Invalid multipart body: ${error.message}.`, {
            [error.field ?? 'body']: error.message,
          }),
        );
      }
      next(new ApiError('INVALID_BODY', 'The multipart body could not be read.'));
    });
  };
}

/**
 * The contract describes file parts as `format: binary` properties of the form, so `required` and
 * `additionalProperties` apply to them too; validation sees the text fields only unless each file
 * field is named in the body (as an empty string — the bytes stay in `req.files`).
 */
function exposeFileFields(req: Request): void {
  const body = (req.body ?? {}) as Record<string, unknown>;
  for (const file of (req.files ?? []) as Express.Multer.File[])
    if (!(file.fieldname in body)) body[file.fieldname] = '';
  req.body = body;
}

/** The file parts multer attached to the request. */
export function uploadedFiles(req: Request): UploadedFile[] {
  const files = (req.files ?? []) as Express.Multer.File[];
  return files.map((f) => ({
    field: f.fieldname,
    originalName: f.originalname,
    mimeType: f.mimetype,
    size: f.size,
    buffer: f.buffer,
  }));
}

type FormSchema = { properties?: Record<string, { type?: string }> };

/**
 * Form fields arrive as text; like query parameters they are coerced to the scalar type the contract
 * declares (`top_k=5` → 5), so validation checks values rather than the transport. Text that does not
 * read as that type is left as it is and fails validation with a clear message.
 */
export function coerceFormFields(body: Record<string, unknown>, schema: FormSchema | undefined): void {
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    const value = body[name];
    if (typeof value !== 'string') continue;
    if ((property.type === 'integer' || property.type === 'number') && /^-?\d+(\.\d+)?$/.test(value.trim()))
      body[name] = Number(value);
    else if (property.type === 'boolean' && (value === 'true' || value === 'false')) body[name] = value === 'true';
  }
}
