// The DS-160 digital photo rules the photo tool can check on the file itself (ds160-facts §2.12):
// JPEG, square, 600-1200 px, at most 240 kB, 24-bit colour. Head size, eyes, background and
// glasses need face detection, which the simulator does not do (ADR 0018). The messages are the
// simulator's own: the wording of the real tool's rejections was not found.
import sharp from 'sharp';

export const PHOTO_MAX_BYTES = 240 * 1024;
export const PHOTO_MIN_PX = 600;
export const PHOTO_MAX_PX = 1200;

export const PHOTO_MESSAGES = {
  notJpeg: 'The photo must be a JPEG (JFIF) file.',
  tooLarge: 'The photo file size must be 240 kB or less.',
  notSquare: 'The photo must be square: its height must equal its width.',
  size: 'The photo must be at least 600 x 600 pixels and at most 1200 x 1200 pixels.',
  colour: 'The photo must be in colour (24-bit sRGB).',
  missing: 'Select a photo file to upload.',
} as const;

export type PhotoCheck =
  | { ok: true; width: number; height: number }
  | { ok: false; message: string; width: number | null; height: number | null };

export async function checkPhoto(file: Buffer): Promise<PhotoCheck> {
  if (file.length === 0) return { ok: false, message: PHOTO_MESSAGES.missing, width: null, height: null };
  // A JPEG starts with the SOI marker FF D8 FF; sharp must also read it as JPEG.
  const soi = file.length > 3 && file[0] === 0xff && file[1] === 0xd8 && file[2] === 0xff;
  let meta: sharp.Metadata | undefined;
  try {
    meta = soi ? await sharp(file).metadata() : undefined;
  } catch {
    meta = undefined;
  }
  if (!meta || meta.format !== 'jpeg')
    return { ok: false, message: PHOTO_MESSAGES.notJpeg, width: null, height: null };
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const fail = (message: string): PhotoCheck => ({ ok: false, message, width, height });
  if (file.length > PHOTO_MAX_BYTES) return fail(PHOTO_MESSAGES.tooLarge);
  if (width !== height) return fail(PHOTO_MESSAGES.notSquare);
  if (width < PHOTO_MIN_PX || width > PHOTO_MAX_PX) return fail(PHOTO_MESSAGES.size);
  if (meta.channels !== 3 || meta.depth !== 'uchar' || (meta.space !== 'srgb' && meta.space !== 'rgb'))
    return fail(PHOTO_MESSAGES.colour);
  return { ok: true, width, height };
}
