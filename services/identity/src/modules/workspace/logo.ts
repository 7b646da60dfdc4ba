import sharp from 'sharp';
import { imageProcessingFailed, imageTooLarge, invalidImage } from './workspace.errors';

export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
export const LOGO_SIZE = 400;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const DATA_URL = /^data:(image\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/=\r\n]*)$/i;

export interface ProcessedLogo {
  bytes: Buffer;
  mime: 'image/png' | 'image/jpeg';
}

export function decodeDataUrl(dataUrl: string): Buffer {
  if (typeof dataUrl !== 'string') throw invalidImage();
  // Base64 is 4/3 of the bytes: refuse early without decoding a huge string.
  if (dataUrl.length > Math.ceil((MAX_LOGO_BYTES * 4) / 3) + 200) throw imageTooLarge();
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw invalidImage();
  const bytes = Buffer.from(match[2], 'base64');
  if (bytes.length === 0) throw invalidImage();
  if (bytes.length > MAX_LOGO_BYTES) throw imageTooLarge();
  return bytes;
}

/**
 * Checks the bytes are an image we accept and re-encodes them at 400x400 (PNG with alpha, else JPEG).
 * Only the pixels are kept: `.rotate()` applies the EXIF orientation, and the output carries no EXIF,
 * GPS position, XMP, IPTC, ICC profile or comment (sharp writes none unless told to keep metadata,
 * which this must never do; docs/adr/0033, logo.spec.ts).
 */
export async function processLogo(bytes: Buffer): Promise<ProcessedLogo> {
  if (bytes.length > MAX_LOGO_BYTES) throw imageTooLarge();
  let format: string | undefined;
  let hasAlpha = false;
  try {
    const meta = await sharp(bytes, { limitInputPixels: 50_000_000 }).metadata();
    format = meta.format;
    hasAlpha = meta.hasAlpha === true;
  } catch {
    throw invalidImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw invalidImage();
  try {
    const pipeline = sharp(bytes, { limitInputPixels: 50_000_000, animated: false })
      .rotate()
      .resize(LOGO_SIZE, LOGO_SIZE, {
        fit: 'contain',
        background: hasAlpha ? { r: 0, g: 0, b: 0, alpha: 0 } : { r: 255, g: 255, b: 255, alpha: 1 },
      });
    if (hasAlpha) return { bytes: await pipeline.png().toBuffer(), mime: 'image/png' };
    return {
      bytes: await pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer(),
      mime: 'image/jpeg',
    };
  } catch {
    throw imageProcessingFailed();
  }
}

export const logoDataUrl = (bytes: Buffer | null, mime: string | null): string | null =>
  bytes && mime ? `data:${mime};base64,${bytes.toString('base64')}` : null;
