// A QR code of a text, drawn as one SVG path: the encoding is uqr's (unjs), at error correction M.
import { encode } from 'uqr';

export interface QrCode {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** `modules[y][x]` is dark. */
  modules: boolean[][];
  version: number;
}

/** Encodes `text` (UTF-8) at level M. Throws when it does not fit a version-40 code. */
export function encodeQr(text: string): QrCode {
  const { size, data, version } = encode(text, { ecc: 'M', border: 0 });
  return { size, modules: data, version };
}

/** An SVG path of the dark modules, with a 4-module quiet zone (viewBox 0 0 size+8 size+8). */
export function qrPath(code: QrCode): string {
  const parts: string[] = [];
  code.modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x + 4} ${y + 4}h1v1h-1z`);
    }),
  );
  return parts.join('');
}
