// Photo input for identification: format recognised by content, then sharp decodes, orients (EXIF), crops, resizes and
// scales the photo into the backbone's input tensor. Pure apart from sharp; runs in the worker threads and the training tools.
import sharp from 'sharp';

/** The backbone's input: square RGB, NHWC, float32 in [0, 1] (the convention nsfwjs feeds its MobileNetV2 graphs). */
export const IMAGE_INPUT_SIZE = 224;
/** Pixels above which a photo counts as a decompression bomb (a 10 MB file cannot honestly hold more than ~40 MP). */
export const MAX_IMAGE_PIXELS = 40_000_000;

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** The format by magic number (never by file name or declared content type), or null when it is none of the three. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

export type PreparedImage =
  { ok: true; pixels: Float32Array; width: number; height: number } | { ok: false; reason: string };

/**
 * Decodes one photo into the backbone input. The centre square is kept (`cover`) so the subject is not
 * squashed; transparency is flattened onto white; greyscale and CMYK become sRGB.
 */
export async function prepareImage(bytes: Uint8Array): Promise<PreparedImage> {
  const format = sniffImageFormat(bytes);
  if (!format) return { ok: false, reason: 'the file is not a JPEG, PNG or WebP image' };
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', sequentialRead: true });
    const meta = await image.metadata();
    if (meta.format !== format)
      return { ok: false, reason: `the content is ${meta.format ?? 'unknown'}, not ${format}` };
    if (!meta.width || !meta.height) return { ok: false, reason: 'the image has no dimensions' };
    const { data, info } = await image
      .rotate()
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .resize(IMAGE_INPUT_SIZE, IMAGE_INPUT_SIZE, { fit: 'cover', position: 'centre', kernel: 'linear' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3 || data.length !== IMAGE_INPUT_SIZE * IMAGE_INPUT_SIZE * 3) {
      return { ok: false, reason: `unexpected decoded layout (${info.channels} channels)` };
    }
    const pixels = new Float32Array(data.length);
    for (let i = 0; i < data.length; i++) pixels[i] = data[i] / 255;
    return { ok: true, pixels, width: meta.width, height: meta.height };
  } catch (error) {
    // sharp reports truncated data, bad markers and the pixel limit as errors: all mean "not a usable photo"
    const message = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      reason: /pixel limit/i.test(message)
        ? `the image exceeds ${MAX_IMAGE_PIXELS} pixels`
        : `the image cannot be decoded (${message})`,
    };
  }
}
