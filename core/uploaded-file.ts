// A file part of a multipart request as services receive it: the transport (http/) reads it, services only see this.

export interface UploadedFile {
  readonly field: string;
  readonly originalName: string;
  readonly mimeType: string;
  readonly size: number;
  readonly buffer: Buffer;
}
