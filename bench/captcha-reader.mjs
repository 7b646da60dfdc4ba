// Reads the CEAC simulator's captcha pictures (services/ceac-sim/src/captcha.ts) as a person reads
// them, for the benches that file many applications at once: the simulator's test hook answers only
// the code it issued last, whichever filing it belongs to. Not a bench itself.
//
// A picture is a PNG (the simulator's, or a browser's screenshot of it): characters of 3×5 cells drawn in dark grey (20–60), each cell a
// SCALE-pixel square, on a light background with lighter noise (120–200 or 235); each character
// sits at its own column, moved down by up to SCALE pixels. The shape of each character is learned
// from the simulator itself (its captchaPng drawing one character), not copied here.
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

const SCALE = 6;
const PAD = 8;
const CELL_COLUMNS = 3;
const CELL_ROWS = 5;
/** Character advance: 3 cells and one cell of space. */
const ADVANCE = 4 * SCALE;
const DARK = 100;

/** Bytes per pixel of the PNG colour types a picture may have: grey, RGB, grey + alpha, RGBA. */
const CHANNELS = { 0: 1, 2: 3, 4: 2, 6: 4 };

/**
 * The picture's pixels as grey levels: { width, height, at(x, y) }. 8-bit PNGs of any filter: the
 * simulator's own picture (grey, unfiltered) or a browser's screenshot of it (RGB or RGBA, filtered),
 * which is what Portico shows the person answering.
 */
function pixels(png) {
  let at = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      channels = CHANNELS[body[9]];
      if (body[8] !== 8 || !channels || body[12] !== 0) throw new Error('not an 8-bit, non-interlaced PNG');
    } else if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const rowBytes = width * channels;
  const image = Buffer.alloc(rowBytes * height);
  // PNG's row filters undone (None, Sub, Up, Average, Paeth), byte by byte.
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (rowBytes + 1)];
    const line = raw.subarray(y * (rowBytes + 1) + 1, (y + 1) * (rowBytes + 1));
    const out = y * rowBytes;
    for (let i = 0; i < rowBytes; i++) {
      const left = i >= channels ? image[out + i - channels] : 0;
      const up = y > 0 ? image[out - rowBytes + i] : 0;
      const upLeft = y > 0 && i >= channels ? image[out - rowBytes + i - channels] : 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      } else if (filter !== 0) throw new Error(`unknown PNG filter ${filter}`);
      image[out + i] = (line[i] + predicted) & 0xff;
    }
  }
  // The characters are grey on grey: the first channel is the grey level.
  return { width, height, at: (x, y) => image[y * rowBytes + x * channels] };
}

/** The cells of each character of a picture, as '0'/'1' strings of 15, left to right. */
function shapes(png) {
  const image = pixels(png);
  const count = Math.round((image.width - 2 * PAD) / ADVANCE);
  const result = [];
  for (let n = 0; n < count; n++) {
    const x0 = PAD + n * ADVANCE;
    // The character's top: the first row with a dark run of a whole cell.
    let top = -1;
    for (let y = 0; y < image.height && top < 0; y++)
      for (let x = x0; x < x0 + CELL_COLUMNS * SCALE; x++) {
        let run = 0;
        while (run < SCALE && x + run < image.width && image.at(x + run, y) < DARK) run++;
        if (run === SCALE) {
          top = y;
          break;
        }
      }
    if (top < 0) {
      result.push('');
      continue;
    }
    // A shape whose first row is empty (none of the simulator's) would be read one row high.
    let cells = '';
    for (let row = 0; row < CELL_ROWS; row++)
      for (let col = 0; col < CELL_COLUMNS; col++) {
        const y = top + row * SCALE + SCALE / 2;
        const x = x0 + col * SCALE + SCALE / 2;
        cells += y < image.height && image.at(x, y) < DARK ? '1' : '0';
      }
    result.push(cells);
  }
  return result;
}

let alphabet = null;

/** Each character the simulator draws, by its cells (learned once from its own drawing). */
function learn() {
  if (alphabet) return alphabet;
  const require = createRequire(import.meta.url);
  const { captchaPng } = require('@portico/ceac-sim/dist/captcha.js');
  alphabet = new Map();
  for (const char of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789') {
    let png;
    try {
      png = captchaPng(char);
    } catch {
      continue; // a character the simulator never draws
    }
    alphabet.set(shapes(png)[0], char);
  }
  return alphabet;
}

/** The code a captcha picture (a PNG Buffer, or a data: URL) shows; throws if a character is unclear. */
export function readCaptcha(picture) {
  const png =
    typeof picture === 'string'
      ? Buffer.from(picture.replace(/^data:image\/png;base64,/, ''), 'base64')
      : picture;
  const known = learn();
  return shapes(png)
    .map((cells, i) => {
      const char = known.get(cells);
      if (!char) throw new Error(`captcha character ${i + 1} unreadable`);
      return char;
    })
    .join('');
}
