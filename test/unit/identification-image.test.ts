// Photo input checks: format by content, decoding errors, decompression bombs, EXIF orientation, cropping and scaling.
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_INPUT_SIZE, prepareImage, sniffImageFormat } from '../../workers/identification/image.js';

/** A two-colour test card: left half red, right half blue. */
function card(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels.set(x < width / 2 ? [255, 0, 0] : [0, 0, 255], (y * width + x) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** RGB of the prepared tensor at (x, y), back on 0–255. */
function rgbAt(pixels: Float32Array, x: number, y: number): number[] {
  const i = (y * IMAGE_INPUT_SIZE + x) * 3;
  return [0, 1, 2].map((c) => Math.round(pixels[i + c] * 255));
}

describe('sniffImageFormat', () => {
  it('recognises JPEG, PNG and WebP by their magic numbers only', async () => {
    expect(sniffImageFormat(await card(8, 8).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageFormat(await card(8, 8).png().toBuffer())).toBe('png');
    expect(sniffImageFormat(await card(8, 8).webp().toBuffer())).toBe('webp');
    expect(sniffImageFormat(await card(8, 8).gif().toBuffer())).toBeNull();
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageFormat(new Uint8Array())).toBeNull();
  });
});

describe('prepareImage', () => {
  it('gives a 224×224 RGB tensor in [0, 1] for each accepted format', async () => {
    for (const encode of [(s: Sharp) => s.jpeg(), (s: Sharp) => s.png(), (s: Sharp) => s.webp({ lossless: true })]) {
      const prepared = await prepareImage(await encode(card(300, 300)).toBuffer());
      expect(prepared.ok).toBe(true);
      if (!prepared.ok) continue;
      expect(prepared.pixels).toHaveLength(IMAGE_INPUT_SIZE * IMAGE_INPUT_SIZE * 3);
      expect(prepared.pixels.every((v) => v >= 0 && v <= 1)).toBe(true);
      expect(rgbAt(prepared.pixels, 20, 112)[0]).toBeGreaterThan(200);
      expect(rgbAt(prepared.pixels, 200, 112)[2]).toBeGreaterThan(200);
    }
  });

  it('applies the EXIF orientation before cropping', async () => {
    // stored landscape (red left, blue right); orientation 6 says "rotate 90° clockwise to display"
    const jpeg = await card(400, 200).jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toBuffer();
    const prepared = await prepareImage(jpeg);
    if (!prepared.ok) throw new Error(prepared.reason);
    // displayed upright it is portrait: red on top, blue below
    expect(rgbAt(prepared.pixels, 112, 10)[0]).toBeGreaterThan(200);
    expect(rgbAt(prepared.pixels, 112, 214)[2]).toBeGreaterThan(200);
  });

  it('flattens transparency onto white and turns greyscale into RGB', async () => {
    const transparent = await sharp({
      create: { width: 50, height: 50, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const flat = await prepareImage(transparent);
    expect(flat.ok && rgbAt(flat.pixels, 112, 112)).toEqual([255, 255, 255]);
    const grey = await card(64, 64).greyscale().jpeg().toBuffer();
    expect((await prepareImage(grey)).ok).toBe(true);
  });

  it('refuses undecodable, mislabelled and decompression-bomb images with a reason', async () => {
    const jpeg = await card(300, 300).jpeg().toBuffer();
    const truncated = await prepareImage(jpeg.subarray(0, 400));
    expect(truncated).toMatchObject({ ok: false, reason: expect.stringMatching(/cannot be decoded/) });
    expect(await prepareImage(Buffer.from('GIF89a not really'))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not a JPEG, PNG or WebP/),
    });
    // a flat 8,000 × 6,000 PNG compresses to a few hundred kB but would decode to 48 MP
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#808080' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(10 * 1024 * 1024);
    expect(await prepareImage(bomb)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/exceeds 40000000 pixels/),
    });
  });
});
