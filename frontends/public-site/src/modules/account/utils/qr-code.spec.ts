import jsQR from 'jsqr';
import { encodeQr, qrPath } from './qr-code';

/** The code as a QR reader sees it: RGBA pixels, `scale` per module, with the 4-module quiet zone. */
function pixels(text: string, scale = 4) {
  const code = encodeQr(text);
  const side = (code.size + 8) * scale;
  const rgba = new Uint8ClampedArray(side * side * 4).fill(255);
  // Drawn from the SVG path itself, as the browser draws it.
  for (const [, x, y] of qrPath(code).matchAll(/M(\d+) (\d+)h1v1h-1z/g))
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const at = ((Number(y) * scale + dy) * side + Number(x) * scale + dx) * 4;
        rgba[at] = rgba[at + 1] = rgba[at + 2] = 0;
      }
  return { rgba, side, code };
}

describe('QR code', () => {
  it('reads back as the authenticator link a phone scans, at level M', () => {
    const link =
      'otpauth://totp/Portico:ana%40example.com?issuer=Portico&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30';
    const { rgba, side, code } = pixels(link);
    expect(jsQR(rgba, side, side)?.data).toBe(link);
    expect(code.size).toBe(code.version * 4 + 17);
  });

  it('reads back texts of every length a version up to 40 holds, in UTF-8', () => {
    for (const text of ['x', 'Nguyễn Văn Đức', 'Иванов', '王小明', 'y'.repeat(300), 'z'.repeat(2000)]) {
      const { rgba, side } = pixels(text, 2);
      expect(jsQR(rgba, side, side)?.data).toBe(text);
    }
  });

  it('refuses a text too long for any QR code', () => {
    expect(() => encodeQr('x'.repeat(5000))).toThrow();
  });
});
