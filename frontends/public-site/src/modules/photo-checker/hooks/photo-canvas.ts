// The photo's pixels in the browser: decode, sample, crop and re-encode with canvas. Nothing here
// sends the photo anywhere (docs/adr/0027).
import { PHOTO_MAX_BYTES, cropDraw, highestFittingQuality, type CropPlan } from '../utils/photo-rules';
import { turnedSize } from './tilted-faces';

/** Detection runs on a copy at most this long on its longest side (the detector looks at 416 px). */
const DETECTION_MAX_SIDE = 1280;
/** The colour check samples this many pixels a side, nearest-neighbour (never block averages). */
const SAMPLE_SIDE = 96;

export interface DecodedPhoto {
  bitmap: ImageBitmap;
  width: number;
  height: number;
}

/** Decodes the file (EXIF orientation applied); rejects when the browser cannot read it as an image. */
export async function decodePhoto(file: Blob): Promise<DecodedPhoto> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  return { bitmap, width: bitmap.width, height: bitmap.height };
}

function canvas(
  width: number,
  height: number,
): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } {
  const element = document.createElement('canvas');
  element.width = width;
  element.height = height;
  const context = element.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('This browser cannot draw images.');
  return { canvas: element, context };
}

/** RGBA pixels on a 96 x 96 nearest-neighbour sample of the photo. */
export function samplePixels(photo: DecodedPhoto): Uint8ClampedArray {
  const { context } = canvas(SAMPLE_SIDE, SAMPLE_SIDE);
  context.imageSmoothingEnabled = false;
  context.drawImage(photo.bitmap, 0, 0, SAMPLE_SIDE, SAMPLE_SIDE);
  return context.getImageData(0, 0, SAMPLE_SIDE, SAMPLE_SIDE).data;
}

/** A copy to detect faces on, and the factor that maps its coordinates back to the photo's. */
export function detectionCanvas(photo: DecodedPhoto): { canvas: HTMLCanvasElement; scale: number } {
  const scale = Math.min(1, DETECTION_MAX_SIDE / Math.max(photo.width, photo.height));
  const width = Math.max(1, Math.round(photo.width * scale));
  const height = Math.max(1, Math.round(photo.height * scale));
  const drawn = canvas(width, height);
  drawn.context.drawImage(photo.bitmap, 0, 0, width, height);
  return { canvas: drawn.canvas, scale: width / photo.width };
}

/** The detection copy turned by `degrees` clockwise about its centre, on white (see tilted-faces.ts). */
export function turnedCanvas(
  source: HTMLCanvasElement,
  degrees: number,
): { image: HTMLCanvasElement; width: number; height: number } {
  const size = turnedSize(source, degrees);
  const drawn = canvas(size.width, size.height);
  drawn.context.fillStyle = '#ffffff';
  drawn.context.fillRect(0, 0, size.width, size.height);
  drawn.context.translate(size.width / 2, size.height / 2);
  drawn.context.rotate((degrees * Math.PI) / 180);
  drawn.context.drawImage(source, -source.width / 2, -source.height / 2);
  return { image: drawn.canvas, ...size };
}

function toJpeg(source: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    source.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The browser could not encode a JPEG.'))),
      'image/jpeg',
      quality / 100,
    ),
  );
}

/**
 * The corrected copy: the planned square (white where it reaches past the photo's edges) at
 * `outputSide` pixels, as a JPEG at the highest quality that fits 240,000 bytes; null if none does.
 */
export async function renderCorrected(photo: DecodedPhoto, plan: CropPlan): Promise<Blob | null> {
  const { canvas: output, context } = canvas(plan.outputSide, plan.outputSide);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, plan.outputSide, plan.outputSide);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  // The part of the photo inside the square, onto whole pixels of the copy (cropDraw).
  const draw = cropDraw(plan, photo);
  if (draw.sw > 0 && draw.sh > 0 && draw.dw > 0 && draw.dh > 0)
    context.drawImage(photo.bitmap, draw.sx, draw.sy, draw.sw, draw.sh, draw.dx, draw.dy, draw.dw, draw.dh);
  const encoded = new Map<number, Blob>();
  const quality = await highestFittingQuality(async (q) => {
    const blob = await toJpeg(output, q);
    encoded.set(q, blob);
    return blob.size;
  });
  if (quality === null) return null;
  const blob = encoded.get(quality) ?? (await toJpeg(output, quality));
  return blob.size <= PHOTO_MAX_BYTES ? blob : null;
}
