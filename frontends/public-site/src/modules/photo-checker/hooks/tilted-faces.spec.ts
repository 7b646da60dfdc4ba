import type { FaceMeasure } from '../utils/photo-rules';
import { detectTilted, RETRY_ANGLES, turnedSize, unturn, type TurnedCopy } from './tilted-faces';

/** A stand-in image: its size and how far it is turned from the photo. */
interface Fake {
  width: number;
  height: number;
  turned: number;
}

const face = (x: number, y: number): FaceMeasure => ({
  box: { x: x - 50, y: y - 60, width: 100, height: 140 },
  leftEye: { x: x - 20, y },
  rightEye: { x: x + 20, y },
  chin: { x, y: y + 70 },
});

const turn = (image: Fake, degrees: number): TurnedCopy<Fake> => {
  const size = turnedSize(image, degrees);
  return { image: { ...size, turned: image.turned + degrees }, ...size };
};

describe('a tilted face is looked for on turned copies', () => {
  it('maps a point of a turned copy back onto the photo', () => {
    const source = { width: 400, height: 300 };
    for (const degrees of [15, -30, 90]) {
      const turned = turnedSize(source, degrees);
      // The centre stays the centre; a point turned by the angle comes back where it was.
      expect(unturn({ x: turned.width / 2, y: turned.height / 2 }, degrees, source, turned)).toEqual({
        x: expect.closeTo(200, 6),
        y: expect.closeTo(150, 6),
      });
      const radians = (degrees * Math.PI) / 180;
      const original = { x: 300, y: 100 };
      const dx = original.x - 200;
      const dy = original.y - 150;
      const inCopy = {
        x: dx * Math.cos(radians) - dy * Math.sin(radians) + turned.width / 2,
        y: dx * Math.sin(radians) + dy * Math.cos(radians) + turned.height / 2,
      };
      const back = unturn(inCopy, degrees, source, turned);
      expect(back.x).toBeCloseTo(300, 6);
      expect(back.y).toBeCloseTo(100, 6);
    }
  });

  it('finds a face the upright look missed, on the copy turned the other way, in photo coordinates', async () => {
    const photo: Fake = { width: 600, height: 600, turned: 0 };
    const tried: number[] = [];
    // The detector sees the face only when the photo is turned by -30° (the head leans 30°).
    const detect = async (image: Fake) => {
      tried.push(image.turned);
      return image.turned === -30 ? [face(image.width / 2, image.height / 2)] : [];
    };
    const { faces, angle } = await detectTilted(photo, photo, detect, turn);
    expect(tried).toEqual([0, 15, -15, 30, -30]);
    expect(angle).toBe(-30);
    expect(faces).toHaveLength(1);
    // The face at the copy's centre is at the photo's centre.
    expect(faces[0].leftEye.x + faces[0].rightEye.x).toBeCloseTo(600, 6);
    expect(faces[0].leftEye.y + faces[0].rightEye.y).toBeCloseTo(600, 6);
    // Its eye line leans as the head does in the photo.
    const lean = Math.atan2(
      faces[0].rightEye.y - faces[0].leftEye.y,
      faces[0].rightEye.x - faces[0].leftEye.x,
    );
    expect((lean * 180) / Math.PI).toBeCloseTo(30, 6);
  });

  it('looks no further when the upright look finds the face, and gives up after every angle', async () => {
    const photo: Fake = { width: 600, height: 600, turned: 0 };
    const upright = jest.fn(async () => [face(300, 300)]);
    expect((await detectTilted(photo, photo, upright, turn)).angle).toBe(0);
    expect(upright).toHaveBeenCalledTimes(1);
    const never = jest.fn(async () => []);
    expect(await detectTilted(photo, photo, never, turn)).toEqual({ faces: [], angle: 0 });
    expect(never).toHaveBeenCalledTimes(1 + RETRY_ANGLES.length);
  });
});
