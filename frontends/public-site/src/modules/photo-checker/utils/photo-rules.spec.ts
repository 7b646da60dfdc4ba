import {
  type FaceMeasure,
  type PhotoFacts,
  canCorrect,
  colourIssues,
  dimensionIssues,
  faceIssues,
  headGeometry,
  highestFittingQuality,
  isJpeg,
  meanChannelSpread,
  photoIssues,
  cropDraw,
  planCrop,
  sizeIssues,
} from './photo-rules';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

/**
 * A face in a `size` square whose head (twice eye-to-chin) is `head` of the height, eyes `eyes` up
 * from the bottom, centre line `offset` of the width from the middle.
 */
function face(size: number, { head = 0.6, eyes = 0.625, offset = 0 } = {}): FaceMeasure {
  const eyeY = size * (1 - eyes);
  const chinY = eyeY + (head * size) / 2;
  const centreX = size / 2 + offset * size;
  return {
    box: {
      x: centreX - size * 0.15,
      y: eyeY - size * 0.1,
      width: size * 0.3,
      height: chinY - eyeY + size * 0.1,
    },
    leftEye: { x: centreX - size * 0.06, y: eyeY },
    rightEye: { x: centreX + size * 0.06, y: eyeY },
    chin: { x: centreX, y: chinY },
  };
}

const good = (overrides: Partial<PhotoFacts> = {}): PhotoFacts => ({
  header: JPEG,
  bytes: 120_000,
  width: 600,
  height: 600,
  colourSpread: 40,
  faces: [face(600)],
  ...overrides,
});

describe('photo rules', () => {
  it('passes a photo that meets every rule', () => {
    expect(photoIssues(good())).toEqual([]);
  });

  it('knows a JPEG by its first bytes, not by its name', () => {
    expect(isJpeg(JPEG)).toBe(true);
    expect(isJpeg(PNG)).toBe(false);
    expect(isJpeg(new Uint8Array([0xff, 0xd8]))).toBe(false);
    expect(photoIssues(good({ header: PNG }))).toEqual(['NOT_JPEG']);
  });

  it('needs a square from 600 x 600 to 1200 x 1200 pixels', () => {
    expect(dimensionIssues(600, 600)).toEqual([]);
    expect(dimensionIssues(1200, 1200)).toEqual([]);
    expect(dimensionIssues(599, 599)).toEqual(['TOO_SMALL']);
    expect(dimensionIssues(1201, 1201)).toEqual(['TOO_LARGE']);
    expect(dimensionIssues(600, 601)).toEqual(['NOT_SQUARE']);
    expect(dimensionIssues(1920, 1280)).toEqual(['NOT_SQUARE', 'TOO_LARGE']);
    expect(dimensionIssues(599, 1201)).toEqual(['NOT_SQUARE', 'TOO_SMALL', 'TOO_LARGE']);
  });

  it('allows at most 240,000 bytes', () => {
    expect(sizeIssues(240_000)).toEqual([]);
    expect(sizeIssues(240_001)).toEqual(['TOO_HEAVY']);
  });

  it('tells a colour photo from a black-and-white one', () => {
    const grey = new Uint8ClampedArray([10, 10, 10, 255, 200, 201, 199, 255]);
    const skin = new Uint8ClampedArray([224, 172, 140, 255, 190, 140, 110, 255]);
    expect(meanChannelSpread(grey)).toBe(1);
    expect(meanChannelSpread(skin)).toBe(82);
    expect(colourIssues(meanChannelSpread(grey))).toEqual(['GREYSCALE']);
    expect(colourIssues(meanChannelSpread(skin))).toEqual([]);
    expect(colourIssues(2.99)).toEqual(['GREYSCALE']);
    expect(colourIssues(3)).toEqual([]);
  });

  it('needs exactly one face', () => {
    expect(faceIssues([], 600, 600)).toEqual(['NO_FACE']);
    expect(faceIssues([face(600, { offset: -0.2 }), face(600, { offset: 0.2 })], 600, 600)).toEqual([
      'SEVERAL_FACES',
    ]);
  });

  it('estimates the head as twice the eye-to-chin distance', () => {
    const geometry = headGeometry(face(1000, { head: 0.55, eyes: 0.6, offset: 0.03 }), 1000, 1000);
    expect(geometry.headRatio).toBeCloseTo(0.55, 6);
    expect(geometry.eyesRatio).toBeCloseTo(0.6, 6);
    expect(geometry.centreOffset).toBeCloseTo(0.03, 6);
  });

  it('needs the head 50 % to 69 % of the height', () => {
    expect(faceIssues([face(1000, { head: 0.5 })], 1000, 1000)).toEqual([]);
    expect(faceIssues([face(1000, { head: 0.69 })], 1000, 1000)).toEqual([]);
    expect(faceIssues([face(1000, { head: 0.499 })], 1000, 1000)).toEqual(['HEAD_TOO_SMALL']);
    expect(faceIssues([face(1000, { head: 0.691 })], 1000, 1000)).toEqual(['HEAD_TOO_BIG']);
  });

  it('needs the eyes 56 % to 69 % up from the bottom', () => {
    expect(faceIssues([face(1000, { eyes: 0.56 })], 1000, 1000)).toEqual([]);
    expect(faceIssues([face(1000, { eyes: 0.69 })], 1000, 1000)).toEqual([]);
    expect(faceIssues([face(1000, { eyes: 0.559 })], 1000, 1000)).toEqual(['EYES_TOO_LOW']);
    expect(faceIssues([face(1000, { eyes: 0.691 })], 1000, 1000)).toEqual(['EYES_TOO_HIGH']);
  });

  it('needs the face centred within 5 % of the width', () => {
    expect(faceIssues([face(1000, { offset: 0.05 })], 1000, 1000)).toEqual([]);
    expect(faceIssues([face(1000, { offset: -0.05 })], 1000, 1000)).toEqual([]);
    expect(faceIssues([face(1000, { offset: 0.051 })], 1000, 1000)).toEqual(['OFF_CENTRE']);
    expect(faceIssues([face(1000, { offset: -0.051 })], 1000, 1000)).toEqual(['OFF_CENTRE']);
  });

  it('lists every broken rule of a phone photo', () => {
    const wide = good({
      width: 4000,
      height: 3000,
      bytes: 3_500_000,
      header: JPEG,
      faces: [
        {
          box: { x: 2500, y: 900, width: 500, height: 600 },
          leftEye: { x: 2650, y: 800 },
          rightEye: { x: 2850, y: 800 },
          chin: { x: 2750, y: 1500 },
        },
      ],
    });
    expect(photoIssues(wide)).toEqual([
      'NOT_SQUARE',
      'TOO_LARGE',
      'TOO_HEAVY',
      'HEAD_TOO_SMALL',
      'OFF_CENTRE',
      'EYES_TOO_HIGH',
    ]);
    expect(canCorrect(photoIssues(wide))).toBe(true);
  });

  it('cannot correct grey photos, or photos without exactly one face', () => {
    expect(canCorrect(photoIssues(good({ colourSpread: 0 })))).toBe(false);
    expect(canCorrect(photoIssues(good({ faces: [] })))).toBe(false);
    expect(canCorrect(photoIssues(good({ faces: [face(600), face(600)] })))).toBe(false);
    expect(canCorrect(photoIssues(good({ header: PNG, bytes: 900_000, width: 800 })))).toBe(true);
  });
});

describe('corrected copy', () => {
  it('crops a square that puts the head at 60 % and the eyes at 62.5 %, centred', () => {
    const measured = {
      box: { x: 2500, y: 900, width: 500, height: 600 },
      leftEye: { x: 2650, y: 1100 },
      rightEye: { x: 2850, y: 1100 },
      chin: { x: 2750, y: 1500 },
    };
    const plan = planCrop(measured);
    // head = 2 x 400 = 800 px; side = 800 / 0.6
    expect(plan.side).toBeCloseTo(1333.33, 1);
    expect(plan.outputSide).toBe(1200);
    expect(plan.enlarged).toBe(false);
    // The same face seen in the cropped square passes the geometry rules.
    const shift = (p: { x: number; y: number }) => ({ x: p.x - plan.x, y: p.y - plan.y });
    const inCrop: FaceMeasure = {
      box: measured.box,
      leftEye: shift(measured.leftEye),
      rightEye: shift(measured.rightEye),
      chin: shift(measured.chin),
    };
    const geometry = headGeometry(inCrop, plan.side, plan.side);
    expect(geometry.headRatio).toBeCloseTo(0.6, 6);
    expect(geometry.eyesRatio).toBeCloseTo(0.625, 6);
    expect(geometry.centreOffset).toBeCloseTo(0, 6);
  });

  it('never goes under 600 pixels: a small face is enlarged, and says so', () => {
    const plan = planCrop(face(400, { head: 0.6 }));
    expect(plan.side).toBeCloseTo(400, 6);
    expect(plan.outputSide).toBe(600);
    expect(plan.enlarged).toBe(true);
  });

  it('keeps the crop resolution between 600 and 1200', () => {
    const plan = planCrop(face(900, { head: 0.6 }));
    expect(plan.outputSide).toBe(900);
    expect(plan.enlarged).toBe(false);
  });

  it('finds the highest JPEG quality that fits 240,000 bytes', async () => {
    const tried: number[] = [];
    // A fake encoder whose output grows 4,000 bytes per quality step: q60 -> 240,000 fits, q61 does not.
    const encode = async (quality: number) => {
      tried.push(quality);
      return quality * 4_000;
    };
    expect(await highestFittingQuality(encode)).toBe(60);
    expect(tried.length).toBeLessThanOrEqual(6);
    expect(await highestFittingQuality(async () => 240_001)).toBeNull();
    expect(await highestFittingQuality(async () => 1_000)).toBe(95);
  });
});

describe('the corrected copy has no white strip where the photo can fill it (issue 21)', () => {
  /** The face as the crop square shows it. */
  const shifted = (measured: FaceMeasure, plan: { x: number; y: number }): FaceMeasure => {
    const shift = (p: { x: number; y: number }) => ({ x: p.x - plan.x, y: p.y - plan.y });
    return {
      ...measured,
      leftEye: shift(measured.leftEye),
      rightEye: shift(measured.rightEye),
      chin: shift(measured.chin),
    };
  };
  const inCrop = (measured: FaceMeasure, plan: { x: number; y: number; side: number }) =>
    headGeometry(shifted(measured, plan), plan.side, plan.side);
  const within = (plan: { x: number; y: number; side: number }, photo: { width: number; height: number }) =>
    plan.x >= 0 &&
    plan.y >= 0 &&
    plan.x + plan.side <= photo.width + 1e-9 &&
    plan.y + plan.side <= photo.height + 1e-9;

  it('moves a square that reaches past an edge back inside, keeping the head rules', () => {
    // A 1000 x 1000 photo, the face a little left: the ideal square sticks out on the left.
    const photo = { width: 1000, height: 1000 };
    const measured: FaceMeasure = {
      box: { x: 300, y: 300, width: 300, height: 400 },
      leftEye: { x: 370.3, y: 380.5 },
      rightEye: { x: 510.3, y: 380.5 },
      chin: { x: 440.3, y: 660.25 },
    };
    const ideal = planCrop(measured);
    expect(within(ideal, photo)).toBe(false);
    const plan = planCrop(measured, photo);
    expect(within(plan, photo)).toBe(true);
    expect(plan.side).toBeCloseTo(ideal.side, 6);
    const geometry = inCrop(measured, plan);
    expect(faceIssues([shifted(measured, plan)], plan.side, plan.side)).toEqual([]);
    expect(geometry.headRatio).toBeCloseTo(0.6, 6);
  });

  it('keeps the ideal square (white past the edge) when no square inside the photo meets the rules', () => {
    const photo = { width: 1000, height: 1300 };
    const measured: FaceMeasure = {
      box: { x: 500, y: 500, width: 300, height: 400 },
      leftEye: { x: 630, y: 620 },
      rightEye: { x: 770, y: 620 },
      chin: { x: 700, y: 900 },
    };
    expect(planCrop(measured, photo)).toEqual(planCrop(measured));
  });

  it('takes a smaller square (a bigger head, within the rule) when the ideal one is wider than the photo', () => {
    const photo = { width: 900, height: 1200 };
    const measured: FaceMeasure = {
      box: { x: 300, y: 400, width: 300, height: 400 },
      leftEye: { x: 400, y: 560 },
      rightEye: { x: 500, y: 560 },
      chin: { x: 450, y: 850 },
    };
    // Head 580 px: the ideal side (967 px) is wider than the photo.
    expect(planCrop(measured).side).toBeGreaterThan(photo.width);
    const plan = planCrop(measured, photo);
    expect(plan.side).toBe(900);
    expect(within(plan, photo)).toBe(true);
    expect(inCrop(measured, plan).headRatio).toBeLessThanOrEqual(0.69);
  });

  it('fills the whole copy from a square inside the photo, whatever the rounding', () => {
    const photo = { width: 1000, height: 1300 };
    // The square ends exactly on the photo's right edge, at fractional coordinates.
    const plan = { x: 1000 - 777.7777, y: 123.4567, side: 777.7777, outputSide: 778, enlarged: true };
    expect(cropDraw(plan, photo)).toEqual({
      sx: plan.x,
      sy: plan.y,
      sw: expect.closeTo(777.7777, 6),
      sh: expect.closeTo(777.7777, 6),
      dx: 0,
      dy: 0,
      dw: 778,
      dh: 778,
    });
    // Only a square that truly reaches past an edge leaves white there (here 100 px of 1000 at the top).
    const past = cropDraw({ x: 0, y: -100, side: 1000, outputSide: 1000, enlarged: false }, photo);
    expect(past).toMatchObject({ sy: 0, dx: 0, dy: 100, dw: 1000, dh: 900 });
  });
});
