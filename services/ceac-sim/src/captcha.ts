// A BotDetect-style image captcha: six characters drawn into a PNG. The answer never appears in
// the page or the image bytes as text; tests read it only through the test hooks.
import { randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/** 3×5 glyphs (rows of three pixels); ambiguous characters (0/O, 1/I) are left out. */
const GLYPHS: Record<string, string> = {
  '2': '111001111100111',
  '3': '111001111001111',
  '4': '101101111001001',
  '5': '111100111001111',
  '6': '111100111101111',
  '7': '111001010010010',
  '8': '111101111101111',
  '9': '111101111001111',
  A: '010101111101101',
  C: '111100100100111',
  E: '111100111100111',
  F: '111100111100100',
  H: '101101111101101',
  K: '101101110101101',
  P: '111101111100100',
  R: '110101110101101',
  T: '111010010010010',
  X: '101101010101101',
};
const ALPHABET = Object.keys(GLYPHS);
export const CAPTCHA_LENGTH = 6;

export function newCaptchaCode(): string {
  let code = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** CEAC's tools treat the code as case-insensitive. */
export function captchaMatches(code: string, typed: string): boolean {
  return typed.trim().toUpperCase() === code;
}

const SCALE = 6;
const PAD = 8;

export function captchaPng(code: string): Buffer {
  const width = PAD * 2 + code.length * 4 * SCALE;
  const height = PAD * 2 + 5 * SCALE + SCALE;
  const pixels = Buffer.alloc(width * height, 235);
  for (let i = 0; i < pixels.length; i += 1) if (randomInt(9) === 0) pixels[i] = 120 + randomInt(80);
  [...code].forEach((char, n) => {
    const glyph = GLYPHS[char];
    const x0 = PAD + n * 4 * SCALE;
    const y0 = PAD + randomInt(SCALE + 1);
    for (let row = 0; row < 5; row += 1)
      for (let col = 0; col < 3; col += 1)
        if (glyph[row * 3 + col] === '1')
          for (let dy = 0; dy < SCALE; dy += 1)
            for (let dx = 0; dx < SCALE; dx += 1)
              pixels[(y0 + row * SCALE + dy) * width + x0 + col * SCALE + dx] = 20 + randomInt(40);
  });
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) pixels.copy(raw, y * (width + 1) + 1, y * width, (y + 1) * width);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([length, body, crc]);
}

/** A plain grey PNG (the photo tool's image buttons need an image to be clickable). */
export function solidPng(width: number, height: number, grey = 200): Buffer {
  const raw = Buffer.alloc((width + 1) * height, grey);
  for (let y = 0; y < height; y += 1) raw[y * (width + 1)] = 0; // filter byte
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
