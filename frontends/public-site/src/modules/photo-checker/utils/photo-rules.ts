// The DS-160 digital photo rules the checker applies in the browser (docs/adr/0027; ds160-facts
// §2.12; reference §4.2). Pure functions: the page decodes the file and detects the face, these
// judge what was measured and plan the corrected copy.

/** CEAC's 240 kB, read conservatively as 240,000 bytes (as the forms service does, ADR 0023). */
export const PHOTO_MAX_BYTES = 240_000;
export const PHOTO_MIN_PX = 600;
export const PHOTO_MAX_PX = 1200;
/** Head (top of the hair to the chin) as a share of the image height: 1 to 1 3/8 inch of 2 inches. */
export const HEAD_MIN_RATIO = 0.5;
export const HEAD_MAX_RATIO = 0.69;
/** Eye line measured from the bottom of the image, as a share of its height: 1 1/8 to 1 3/8 inch. */
export const EYES_MIN_RATIO = 0.56;
export const EYES_MAX_RATIO = 0.69;
/** How far the face's centre line may sit from the image's, as a share of the width. */
export const CENTRE_TOLERANCE_RATIO = 0.05;
/** Mean channel spread (max - min of R, G, B, 0-255) under which a photo has no colour in it. */
export const GREY_SPREAD_LIMIT = 3;
/** What the corrected copy aims for: head 60 % of the height, eyes 62.5 % up from the bottom. */
export const TARGET_HEAD_RATIO = 0.6;
export const TARGET_EYES_RATIO = 0.625;

/** A rule a photo breaks, as a stable key (the page translates it). */
export type PhotoIssue =
  | 'NOT_JPEG'
  | 'NOT_SQUARE'
  | 'TOO_SMALL'
  | 'TOO_LARGE'
  | 'TOO_HEAVY'
  | 'GREYSCALE'
  | 'NO_FACE'
  | 'SEVERAL_FACES'
  | 'HEAD_TOO_SMALL'
  | 'HEAD_TOO_BIG'
  | 'OFF_CENTRE'
  | 'EYES_TOO_LOW'
  | 'EYES_TOO_HIGH';

/** Issues a corrected copy cannot remove: colour cannot be added, and the crop needs one face. */
export const UNFIXABLE_ISSUES: readonly PhotoIssue[] = ['GREYSCALE', 'NO_FACE', 'SEVERAL_FACES'];

export interface Point {
  x: number;
  y: number;
}

/** One detected face in image pixels: the detector's box, the centres of both eyes and the chin tip. */
export interface FaceMeasure {
  box: { x: number; y: number; width: number; height: number };
  leftEye: Point;
  rightEye: Point;
  chin: Point;
}

/** Where a face sits in the frame, as shares of the image (see headGeometry). */
export interface HeadGeometry {
  /** Estimated head height (top of the hair to the chin) / image height. */
  headRatio: number;
  /** Eye line measured from the bottom / image height. */
  eyesRatio: number;
  /** Signed distance of the face's centre line from the image's, / image width (negative: left). */
  centreOffset: number;
}

/** Everything measured about one photo. */
export interface PhotoFacts {
  /** The file's first bytes (at least 3). */
  header: Uint8Array;
  bytes: number;
  width: number;
  height: number;
  /** Mean channel spread of sampled pixels (see meanChannelSpread). */
  colourSpread: number;
  faces: FaceMeasure[];
}

/** JPEG/JFIF files start with the SOI marker followed by another marker: FF D8 FF. */
export function isJpeg(header: Uint8Array): boolean {
  return header.length >= 3 && header[0] === 0xff && header[1] === 0xd8 && header[2] === 0xff;
}

export function dimensionIssues(width: number, height: number): PhotoIssue[] {
  const issues: PhotoIssue[] = [];
  if (width !== height) issues.push('NOT_SQUARE');
  if (Math.min(width, height) < PHOTO_MIN_PX) issues.push('TOO_SMALL');
  if (Math.max(width, height) > PHOTO_MAX_PX) issues.push('TOO_LARGE');
  return issues;
}

export function sizeIssues(bytes: number): PhotoIssue[] {
  return bytes > PHOTO_MAX_BYTES ? ['TOO_HEAVY'] : [];
}

/**
 * Mean of max(R, G, B) - min(R, G, B) over RGBA pixels: about 0 for a black-and-white photo saved
 * in colour, well above the limit for any colour photo (skin alone is far from grey).
 */
export function meanChannelSpread(rgba: ArrayLike<number>): number {
  const pixels = Math.floor(rgba.length / 4);
  if (pixels === 0) return 0;
  let spread = 0;
  for (let i = 0; i < pixels * 4; i += 4) {
    const r = rgba[i];
    const g = rgba[i + 1];
    const b = rgba[i + 2];
    spread += Math.max(r, g, b) - Math.min(r, g, b);
  }
  return spread / pixels;
}

export function colourIssues(colourSpread: number): PhotoIssue[] {
  return colourSpread < GREY_SPREAD_LIMIT ? ['GREYSCALE'] : [];
}

const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * The head's size and place. The detector finds the face (brows to chin), not the hair, so the
 * head's top is estimated: the eyes sit at about half the head's height (crown to chin), so the
 * head is twice the eye-to-chin distance. The centre line is the midpoint between the eyes.
 */
export function headGeometry(face: FaceMeasure, width: number, height: number): HeadGeometry {
  const eyes = midpoint(face.leftEye, face.rightEye);
  const head = 2 * (face.chin.y - eyes.y);
  return {
    headRatio: head / height,
    eyesRatio: (height - eyes.y) / height,
    centreOffset: (eyes.x - width / 2) / width,
  };
}

/** Head size and position issues of the one face; NO_FACE or SEVERAL_FACES otherwise. */
export function faceIssues(faces: FaceMeasure[], width: number, height: number): PhotoIssue[] {
  if (faces.length === 0) return ['NO_FACE'];
  if (faces.length > 1) return ['SEVERAL_FACES'];
  const { headRatio, eyesRatio, centreOffset } = headGeometry(faces[0], width, height);
  const issues: PhotoIssue[] = [];
  if (headRatio < HEAD_MIN_RATIO) issues.push('HEAD_TOO_SMALL');
  if (headRatio > HEAD_MAX_RATIO) issues.push('HEAD_TOO_BIG');
  if (Math.abs(centreOffset) > CENTRE_TOLERANCE_RATIO) issues.push('OFF_CENTRE');
  if (eyesRatio < EYES_MIN_RATIO) issues.push('EYES_TOO_LOW');
  if (eyesRatio > EYES_MAX_RATIO) issues.push('EYES_TOO_HIGH');
  return issues;
}

/** Every rule the photo breaks, in the order the page lists them; none means it passes. */
export function photoIssues(facts: PhotoFacts): PhotoIssue[] {
  return [
    ...(isJpeg(facts.header) ? [] : (['NOT_JPEG'] as PhotoIssue[])),
    ...dimensionIssues(facts.width, facts.height),
    ...sizeIssues(facts.bytes),
    ...colourIssues(facts.colourSpread),
    ...faceIssues(facts.faces, facts.width, facts.height),
  ];
}

export function canCorrect(issues: PhotoIssue[]): boolean {
  return !issues.some((issue) => UNFIXABLE_ISSUES.includes(issue));
}

/** The square to cut from the source (it may reach past the edges: those parts are white) and the output side. */
export interface CropPlan {
  x: number;
  y: number;
  side: number;
  outputSide: number;
  /** The output has more pixels than the part of the photo it shows (it looks softer). */
  enlarged: boolean;
}

/** How far inside a rule's limits a moved crop stays (shares of the side). */
const CROP_MARGIN = 0.01;

/** `value` moved into [low, high] (unchanged when the range is empty). */
function clampInto(value: number, low: number, high: number): number {
  return low > high ? value : Math.min(high, Math.max(low, value));
}

/**
 * The square around the face that makes the head TARGET_HEAD_RATIO of the height with the eyes
 * TARGET_EYES_RATIO up from the bottom, centred on the eyes; output at the crop's own resolution
 * kept within 600-1200 px. Given the photo's size, the square is kept inside the photo where the
 * rules allow it: smaller (a bigger head, up to HEAD_MAX_RATIO) when it is wider or taller than the
 * photo, and moved (eyes and centre within their limits) when it reaches past an edge; so no white
 * strip is added where the photo itself could fill the copy (issue 21).
 */
export function planCrop(face: FaceMeasure, photo?: { width: number; height: number }): CropPlan {
  const eyes = midpoint(face.leftEye, face.rightEye);
  const head = 2 * (face.chin.y - eyes.y);
  const ideal = head / TARGET_HEAD_RATIO;
  const at = (side: number) => ({ side, x: eyes.x - side / 2, y: eyes.y - side * (1 - TARGET_EYES_RATIO) });
  const inside = photo ? fittingSquare(eyes, head, ideal, photo) : null;
  const { side, x, y } = inside ?? at(ideal);
  const outputSide = Math.min(PHOTO_MAX_PX, Math.max(PHOTO_MIN_PX, Math.round(side)));
  return { x, y, side, outputSide, enlarged: outputSide > Math.round(side) };
}

/**
 * The largest square from `ideal` down to the head-size limit (in 1 % steps) that lies inside the
 * photo with the eyes and the centre line within their limits, placed as near the ideal as they
 * allow; null when none does (the copy then shows white past the edges).
 */
function fittingSquare(
  eyes: Point,
  head: number,
  ideal: number,
  photo: { width: number; height: number },
): { side: number; x: number; y: number } | null {
  const smallest = head / (HEAD_MAX_RATIO - CROP_MARGIN);
  for (let side = Math.min(ideal, photo.width, photo.height); side >= smallest; side -= ideal * 0.01) {
    const centre = side * (CENTRE_TOLERANCE_RATIO - CROP_MARGIN);
    const xLow = Math.max(0, eyes.x - side / 2 - centre);
    const xHigh = Math.min(photo.width - side, eyes.x - side / 2 + centre);
    const yLow = Math.max(0, eyes.y - side * (1 - (EYES_MIN_RATIO + CROP_MARGIN)));
    const yHigh = Math.min(photo.height - side, eyes.y - side * (1 - (EYES_MAX_RATIO - CROP_MARGIN)));
    if (xLow <= xHigh && yLow <= yHigh)
      return {
        side,
        x: clampInto(eyes.x - side / 2, xLow, xHigh),
        y: clampInto(eyes.y - side * (1 - TARGET_EYES_RATIO), yLow, yHigh),
      };
  }
  return null;
}

/** Where drawImage takes the photo from (source) and puts it in the copy (destination), in pixels. */
export interface CropDraw {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
  dx: number;
  dy: number;
  dw: number;
  dh: number;
}

/**
 * The part of the photo inside the crop square and where it lands in the `outputSide` copy, in
 * whole destination pixels: a square inside the photo fills the copy exactly (0, 0, side, side), so
 * no pixel row or column is left half white by rounding; only a square that truly reaches past an
 * edge leaves white there.
 */
export function cropDraw(plan: CropPlan, photo: { width: number; height: number }): CropDraw {
  const scale = plan.outputSide / plan.side;
  const left = Math.max(0, plan.x);
  const top = Math.max(0, plan.y);
  const right = Math.min(photo.width, plan.x + plan.side);
  const bottom = Math.min(photo.height, plan.y + plan.side);
  const dx = Math.round((left - plan.x) * scale);
  const dy = Math.round((top - plan.y) * scale);
  const dRight = right >= plan.x + plan.side - 1e-6 ? plan.outputSide : Math.round((right - plan.x) * scale);
  const dBottom =
    bottom >= plan.y + plan.side - 1e-6 ? plan.outputSide : Math.round((bottom - plan.y) * scale);
  return {
    sx: left,
    sy: top,
    sw: Math.max(0, right - left),
    sh: Math.max(0, bottom - top),
    dx,
    dy,
    dw: Math.max(0, dRight - dx),
    dh: Math.max(0, dBottom - dy),
  };
}

/**
 * The highest JPEG quality (an integer percent in [min, max]) whose encoding fits `limit` bytes,
 * by binary search over `encode(quality) -> bytes`; null when even `min` is too big.
 */
export async function highestFittingQuality(
  encode: (quality: number) => Promise<number>,
  { min = 40, max = 95, limit = PHOTO_MAX_BYTES }: { min?: number; max?: number; limit?: number } = {},
): Promise<number | null> {
  let low = min;
  let high = max;
  let best: number | null = null;
  while (low <= high) {
    const quality = Math.floor((low + high) / 2);
    if ((await encode(quality)) <= limit) {
      best = quality;
      low = quality + 1;
    } else high = quality - 1;
  }
  return best;
}
