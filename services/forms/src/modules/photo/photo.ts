// The applicant's DS-160 photo (docs/adr/0023): the digital image rules that can be checked on the
// file itself (ds160-facts §2.12: JPEG/JFIF, square, 600-1200 px, 24-bit sRGB colour, at most
// 240 kB), fixed automatically where that changes nothing about the person (centre square crop,
// resize, conversion to a baseline sRGB JPEG, a quality search to fit the size), refused with the
// rule's name where it cannot (too small, not an image, grey-scale). Head size, eyes, background
// and glasses need face detection, which is not done here: the rules list tells the person.
import sharp from 'sharp';
import { badUserInput } from '@portico/service-kit';

/** Largest upload accepted (decoded bytes). */
export const PHOTO_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** CEAC's 240 kB, read conservatively as 240,000 bytes (the simulator allows 240 × 1024). */
export const PHOTO_MAX_BYTES = 240_000;
export const PHOTO_MIN_PX = 600;
export const PHOTO_MAX_PX = 1200;
/** Decoding guard: refuse images over ~50 megapixels before decoding them. */
const MAX_INPUT_PIXELS = 50_000_000;

export const PHOTO_REFUSALS = {
  empty: 'Choose a photo file to upload.',
  tooBig: 'The photo file must be 10 MB or smaller.',
  notImage: 'The file is not a JPEG or PNG image.',
  tooSmall: 'The photo must be at least 600 x 600 pixels: this one is too small to be made compliant.',
  notColour: 'The photo must be in colour (24-bit sRGB): black-and-white photos are not accepted.',
  cannotFit: 'The photo could not be made 240 kB or smaller.',
} as const;

/** What was changed to make a photo compliant, as stable keys (the screens translate them). */
export type PhotoAdjustment =
  | 'CONVERTED_TO_JPEG'
  | 'ROTATED'
  | 'CROPPED_TO_SQUARE'
  | 'RESIZED'
  | 'CONVERTED_TO_SRGB'
  | 'ALPHA_REMOVED'
  | 'RECOMPRESSED'
  /** The file carried camera data (EXIF, GPS position, XMP, IPTC, ICC, comments…): none is stored. */
  | 'METADATA_REMOVED';

export interface ProcessedPhoto {
  jpeg: Buffer;
  width: number;
  height: number;
  adjustments: PhotoAdjustment[];
}

const refuse = (message: string) => badUserInput(message, 'image');

const DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,/i;
const BASE64 = /^[A-Za-z0-9+/\r\n]*={0,2}$/;

/** The upload's bytes from base64 (a data URL prefix is allowed); refuses empty and > 10 MB. */
export function decodePhotoUpload(image: string): Buffer {
  if (typeof image !== 'string') throw refuse(PHOTO_REFUSALS.notImage);
  const body = image.replace(DATA_URL, '');
  // Base64 is 4/3 of the bytes: refuse before decoding a huge string.
  if (body.length > Math.ceil((PHOTO_UPLOAD_MAX_BYTES * 4) / 3) + 8) throw refuse(PHOTO_REFUSALS.tooBig);
  if (!BASE64.test(body)) throw refuse(PHOTO_REFUSALS.notImage);
  const bytes = Buffer.from(body, 'base64');
  if (bytes.length === 0) throw refuse(PHOTO_REFUSALS.empty);
  if (bytes.length > PHOTO_UPLOAD_MAX_BYTES) throw refuse(PHOTO_REFUSALS.tooBig);
  return bytes;
}

/** A marker in entropy-coded data: 0xFF not followed by a stuffed zero or a restart marker. */
const isMarkerAt = (bytes: Buffer, at: number) =>
  bytes[at] === 0xff && bytes[at + 1] !== 0 && (bytes[at + 1] < 0xd0 || bytes[at + 1] > 0xd7);

/**
 * Whether a JPEG holds nothing but its picture: a plain JFIF header (no thumbnail), its frame,
 * tables and scans, and nothing after its end. Any other segment
 * (APP1 EXIF with its GPS position and XMP, APP2 ICC profile or MPF pictures, APP13 IPTC, COM
 * comments, vendor segments) or trailing data means it carries more than the photo.
 */
export function isBareJpeg(bytes: Buffer): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  let at = 2;
  while (at + 2 <= bytes.length) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xd9) return at + 2 === bytes.length; // EOI: nothing may follow
    if (at + 4 > bytes.length) return false;
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return false;
    const jfif = marker === 0xe0 && length === 16 && bytes.toString('latin1', at + 4, at + 9) === 'JFIF\0';
    // The picture's own segments: frames, Huffman and arithmetic tables (0xC0-0xCF), scans (0xDA),
    // quantization tables, line count, restart interval, hierarchy (0xDB-0xDF); and a plain JFIF APP0.
    const picture = (marker >= 0xc0 && marker <= 0xcf) || (marker >= 0xda && marker <= 0xdf);
    if (!jfif && !picture) return false;
    at += 2 + length;
    if (marker === 0xda) {
      // Entropy-coded data up to the next marker that is not a stuffed zero or a restart marker.
      while (at + 1 < bytes.length && !isMarkerAt(bytes, at)) at++;
    }
  }
  return false;
}

/** Whether the bytes already meet every file rule and carry nothing else, so they are stored as they are. */
function compliant(bytes: Buffer, meta: sharp.Metadata): boolean {
  return (
    meta.format === 'jpeg' &&
    isBareJpeg(bytes) &&
    bytes.length <= PHOTO_MAX_BYTES &&
    meta.width === meta.height &&
    (meta.width ?? 0) >= PHOTO_MIN_PX &&
    (meta.width ?? 0) <= PHOTO_MAX_PX &&
    meta.channels === 3 &&
    meta.depth === 'uchar' &&
    meta.space === 'srgb' &&
    !meta.isProgressive &&
    (meta.orientation ?? 1) === 1 &&
    !meta.hasAlpha
  );
}

/**
 * A colour-encoded photo with no colour in it (every pixel's channels nearly equal): a black-and-white
 * photo saved as RGB. Read on 96 x 96 sampled pixels.
 */
async function looksGrey(bytes: Buffer): Promise<boolean> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    // Nearest: sampled pixels, not block averages (fine colour detail averages out to grey).
    .resize(96, 96, { fit: 'fill', kernel: 'nearest' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels < 3) return true;
  let spread = 0;
  for (let i = 0; i + 2 < data.length; i += info.channels)
    spread += Math.max(data[i], data[i + 1], data[i + 2]) - Math.min(data[i], data[i + 1], data[i + 2]);
  return spread / (data.length / info.channels) < 3;
}

/**
 * Checks a JPEG or PNG against the DS-160 file rules; returns it unchanged when it meets them, the
 * fixed JPEG and what was changed when it can be fixed, and throws BAD_USER_INPUT naming the rule
 * when it cannot.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.length === 0) throw refuse(PHOTO_REFUSALS.empty);
  if (bytes.length > PHOTO_UPLOAD_MAX_BYTES) throw refuse(PHOTO_REFUSALS.tooBig);
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw refuse(PHOTO_REFUSALS.notImage);
  }
  if (meta.format !== 'jpeg' && meta.format !== 'png') throw refuse(PHOTO_REFUSALS.notImage);
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_INPUT_PIXELS)
    throw refuse(PHOTO_REFUSALS.notImage);
  // Grey-scale (one channel, or grey with alpha): the rule is colour, and converting adds none.
  if (meta.space === 'b-w' || meta.channels === 1 || (meta.channels === 2 && meta.hasAlpha))
    throw refuse(PHOTO_REFUSALS.notColour);

  const rotated = (meta.orientation ?? 1) >= 5; // EXIF 5-8 swap width and height
  const width = rotated ? meta.height : meta.width;
  const height = rotated ? meta.width : meta.height;
  const side = Math.min(width, height);
  if (side < PHOTO_MIN_PX) throw refuse(PHOTO_REFUSALS.tooSmall);

  if (await looksGrey(bytes)) throw refuse(PHOTO_REFUSALS.notColour);

  if (compliant(bytes, meta)) return { jpeg: bytes, width, height, adjustments: [] };

  const adjustments: PhotoAdjustment[] = [];
  if (meta.format !== 'jpeg') adjustments.push('CONVERTED_TO_JPEG');
  if ((meta.orientation ?? 1) !== 1) adjustments.push('ROTATED');
  if (width !== height) adjustments.push('CROPPED_TO_SQUARE');
  const target = Math.min(side, PHOTO_MAX_PX);
  if (target !== side) adjustments.push('RESIZED');
  if (meta.space !== 'srgb' || meta.depth !== 'uchar') adjustments.push('CONVERTED_TO_SRGB');
  if (meta.hasAlpha) adjustments.push('ALPHA_REMOVED');
  // Whatever else the file carried (a phone photo's GPS position, device, date) is not kept: the
  // JPEG below is encoded from the pixels alone (sharp writes no metadata unless asked to).
  const carried =
    meta.format === 'jpeg'
      ? !isBareJpeg(bytes)
      : Boolean(meta.exif || meta.xmp || meta.iptc || meta.icc || meta.comments?.length);
  if (carried) adjustments.push('METADATA_REMOVED');

  let square: Buffer;
  try {
    // EXIF-rotate, centre square, resize, white behind any transparency, sRGB 8-bit, raw pixels.
    square = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(target, target, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .removeAlpha()
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch {
    throw refuse(PHOTO_REFUSALS.notImage);
  }

  // The highest baseline JPEG quality (best fidelity, lowest compression ratio) within 240 kB.
  const encode = (quality: number) =>
    sharp(square)
      .jpeg({ quality, progressive: false, chromaSubsampling: '4:2:0', mozjpeg: false })
      .toBuffer();
  let best: Buffer | null = null;
  let low = 40;
  let high = 95;
  while (low <= high) {
    const quality = Math.floor((low + high) / 2);
    const out = await encode(quality);
    if (out.length <= PHOTO_MAX_BYTES) {
      best = out;
      low = quality + 1;
    } else {
      high = quality - 1;
    }
  }
  if (!best) throw refuse(PHOTO_REFUSALS.cannotFit);
  if (meta.format === 'jpeg' && bytes.length > PHOTO_MAX_BYTES) adjustments.push('RECOMPRESSED');
  else if (adjustments.length === 0) adjustments.push('RECOMPRESSED'); // progressive → baseline
  return { jpeg: best, width: target, height: target, adjustments };
}
