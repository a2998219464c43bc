// multipart/form-data parsing (multer, in memory, bounded) for the operations that take a form: only the parts the
// form declares, one each, within per-part limits; limits become 4xx envelopes.
import type { NextFunction, Request, Response } from 'express';
import multer from 'multer';
import { ApiError } from '../core/errors.js';
import type { UploadedFile } from '../core/uploaded-file.js';
import { bodyFieldError } from './validation.js';

export interface MultipartLimits {
  /** Largest file part in bytes (the spec's 10 MB image limit). */
  maxFileBytes: number;
}

type FormSchema = { properties?: Record<string, { type?: string; format?: string }> };

/** Largest text field of a form (a pasted barcode of 3,000 bases with line breaks fits many times over). */
const MAX_FIELD_BYTES = 256 * 1024;
/** Boundaries and part headers around the parts. */
const FRAMING_BYTES = 64 * 1024;

/** What one form of the contract may carry: its fields, each once, a string field also as a file part. */
export interface FormShape {
  readonly fields: readonly string[];
  /** Fields that may arrive as a file part (`format: binary`, or text a client may upload as a file). */
  readonly fileFields: readonly string[];
  /** The most bytes a body of this form can hold within the limits. */
  readonly maxBytes: number;
}

export function formShape(schema: FormSchema | undefined, limits: MultipartLimits): FormShape {
  const properties = Object.entries(schema?.properties ?? {});
  const fields = properties.map(([name]) => name);
  const fileFields = properties.filter(([, p]) => p.type === 'string').map(([name]) => name);
  const textOnly = fields.length - fileFields.length;
  return {
    fields,
    fileFields,
    maxBytes: fileFields.length * limits.maxFileBytes + textOnly * MAX_FIELD_BYTES + FRAMING_BYTES,
  };
}

function multerError(error: unknown, shape: FormShape, limits: MultipartLimits): ApiError {
  if (!(error instanceof multer.MulterError))
    return new ApiError('INVALID_BODY', 'The multipart body could not be read.');
  const field = error.field;
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new ApiError('FILE_TOO_LARGE', `A file exceeds ${limits.maxFileBytes / 1024 / 1024} MB.`, {
        [field ?? 'file']: 'too large',
        maxBytes: limits.maxFileBytes,
      });
    case 'LIMIT_UNEXPECTED_FILE':
      if (field && shape.fileFields.includes(field)) return bodyFieldError(field, `send one '${field}' part, not more`);
      return new ApiError(
        'INVALID_BODY',
        `Unexpected file part${field ? ` '${field}'` : ''}: this form takes ${shape.fileFields.map((f) => `'${f}'`).join(' or ')} as files.`,
        { [field ?? 'body']: 'unexpected file part' },
      );
    case 'LIMIT_PART_COUNT':
    case 'LIMIT_FIELD_COUNT':
    case 'LIMIT_FILE_COUNT':
      return new ApiError(
        'INVALID_BODY',
        `Too many parts: this form has at most ${shape.fields.length} (${shape.fields.join(', ')}), each once.`,
        { body: 'too many parts' },
      );
    default:
      return new ApiError('INVALID_BODY', `Invalid multipart body: ${error.message}.`, {
        [field ?? 'body']: error.message,
      });
  }
}

/** A parser for one form: only its declared parts, each at most once; a part beyond them ends the parse at once. */
export function multipartParser(shape: FormShape, limits: MultipartLimits) {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: limits.maxFileBytes,
      files: shape.fileFields.length,
      fields: shape.fields.length,
      fieldSize: MAX_FIELD_BYTES,
      parts: shape.fields.length,
      fieldNameSize: 100,
      headerPairs: 20,
    },
  }).fields(shape.fileFields.map((name) => ({ name, maxCount: 1 })));
  return (req: Request, res: Response, next: NextFunction) => {
    parse(req, res, (error: unknown) => {
      if (!error) {
        exposeFileFields(req);
        return next();
      }
      next(multerError(error, shape, limits));
    });
  };
}

/** The file parts multer attached: `.fields()` groups them by field name. */
function fileParts(req: Request): Express.Multer.File[] {
  const files = req.files as Record<string, Express.Multer.File[]> | Express.Multer.File[] | undefined;
  if (!files) return [];
  return Array.isArray(files) ? files : Object.values(files).flat();
}

/**
 * The contract describes file parts as `format: binary` properties of the form, so `required` and
 * `additionalProperties` apply to them too; validation sees the text fields only unless each file
 * field is named in the body (as an empty string — the bytes stay in `req.files`).
 */
function exposeFileFields(req: Request): void {
  const body = (req.body ?? {}) as Record<string, unknown>;
  for (const file of fileParts(req)) if (!(file.fieldname in body)) body[file.fieldname] = '';
  req.body = body;
}

/** The file parts multer attached to the request. */
export function uploadedFiles(req: Request): UploadedFile[] {
  return fileParts(req).map((f) => ({
    field: f.fieldname,
    originalName: f.originalname,
    mimeType: f.mimetype,
    size: f.size,
    buffer: f.buffer,
  }));
}

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
