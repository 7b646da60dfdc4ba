// A clear face held at an angle is missed by the detector, which looks for upright faces: before
// saying "No face was found", the checker looks again on copies turned by these angles (issue 21).
import type { FaceMeasure, Point } from '../utils/photo-rules';

/** Degrees the copy is turned by, in the order tried (a tilt of up to about 40° is then found). */
export const RETRY_ANGLES = [15, -15, 30, -30] as const;

/** A copy of the image turned by `degrees` about its centre, in a canvas that holds all of it. */
export interface TurnedCopy<Image> {
  image: Image;
  width: number;
  height: number;
}

/**
 * Where a point of a copy turned by `degrees` (clockwise, about the centre, in a `turned` canvas
 * big enough for all of it) lies in the original `source` image.
 */
export function unturn(
  point: Point,
  degrees: number,
  source: { width: number; height: number },
  turned: { width: number; height: number },
): Point {
  const radians = (-degrees * Math.PI) / 180;
  const x = point.x - turned.width / 2;
  const y = point.y - turned.height / 2;
  return {
    x: x * Math.cos(radians) - y * Math.sin(radians) + source.width / 2,
    y: x * Math.sin(radians) + y * Math.cos(radians) + source.height / 2,
  };
}

/** The size of the canvas that holds an image of `source` size turned by `degrees`. */
export function turnedSize(source: { width: number; height: number }, degrees: number) {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  return {
    width: Math.ceil(source.width * cos + source.height * sin),
    height: Math.ceil(source.width * sin + source.height * cos),
  };
}

/**
 * Faces in the image as it is; when there are none, on turned copies (RETRY_ANGLES) until one shows
 * faces, mapped back to the image's own coordinates. Only when every copy is empty: no face.
 */
export async function detectTilted<Image>(
  image: Image,
  size: { width: number; height: number },
  detect: (image: Image) => Promise<FaceMeasure[]>,
  turn: (image: Image, degrees: number) => TurnedCopy<Image>,
): Promise<{ faces: FaceMeasure[]; angle: number }> {
  const upright = await detect(image);
  if (upright.length > 0) return { faces: upright, angle: 0 };
  for (const angle of RETRY_ANGLES) {
    const copy = turn(image, angle);
    const found = await detect(copy.image);
    if (found.length === 0) continue;
    const back = (point: Point) => unturn(point, angle, size, copy);
    return {
      angle,
      faces: found.map((face) => {
        const corners = [
          back({ x: face.box.x, y: face.box.y }),
          back({ x: face.box.x + face.box.width, y: face.box.y }),
          back({ x: face.box.x, y: face.box.y + face.box.height }),
          back({ x: face.box.x + face.box.width, y: face.box.y + face.box.height }),
        ];
        const xs = corners.map((corner) => corner.x);
        const ys = corners.map((corner) => corner.y);
        return {
          box: {
            x: Math.min(...xs),
            y: Math.min(...ys),
            width: Math.max(...xs) - Math.min(...xs),
            height: Math.max(...ys) - Math.min(...ys),
          },
          leftEye: back(face.leftEye),
          rightEye: back(face.rightEye),
          chin: back(face.chin),
        };
      }),
    };
  }
  return { faces: [], angle: 0 };
}
