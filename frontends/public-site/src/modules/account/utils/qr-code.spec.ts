import { dataCodewords, encodeQr, qrPath, reedSolomonDivisor, reedSolomonRemainder } from './qr-code';

// The encoder was also checked by decoding its output with a QR reader (jsQR) for every version 1-40
// at full capacity; these tests pin the parts a reader depends on.
describe('QR code', () => {
  it('computes Reed-Solomon error correction (the "HELLO WORLD" 1-M example of the standard tutorials)', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(reedSolomonRemainder(data, reedSolomonDivisor(10))).toEqual([
      196, 35, 39, 119, 235, 215, 231, 226, 93, 23,
    ]);
  });

  it('picks the smallest version that holds the text at level M', () => {
    expect(dataCodewords(1)).toBe(16);
    expect(dataCodewords(40)).toBe(2334);
    expect(encodeQr('x'.repeat(14)).version).toBe(1);
    expect(encodeQr('x'.repeat(15)).version).toBe(2);
    expect(encodeQr('x'.repeat(2331)).version).toBe(40);
    expect(() => encodeQr('x'.repeat(2332))).toThrow('Text too long for a QR code');
    const link =
      'otpauth://totp/Portico:ana%40example.com?issuer=Portico&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30';
    const code = encodeQr(link);
    expect(code.version).toBe(8);
    expect(code.size).toBe(8 * 4 + 17);
  });

  it('draws finder, timing and dark modules, and format bits that name level M and the mask', () => {
    const code = encodeQr('otpauth://totp/Portico:ana%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Portico');
    const { size, modules } = code;
    const finderRow = [true, true, true, true, true, true, true];
    for (const [x, y] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ]) {
      expect(modules[y].slice(x, x + 7)).toEqual(finderRow);
      expect(modules[y + 1].slice(x, x + 7)).toEqual([true, false, false, false, false, false, true]);
      expect(modules[y + 3].slice(x, x + 7)).toEqual([true, false, true, true, true, false, true]);
    }
    for (let i = 8; i < size - 8; i++) {
      expect(modules[6][i]).toBe(i % 2 === 0);
      expect(modules[i][6]).toBe(i % 2 === 0);
    }
    expect(modules[size - 8][8]).toBe(true);
    // Format bits, first copy (around the top-left finder), read back and checked against BCH.
    const read = [0, 1, 2, 3, 4, 5, 7, 8].map((y) => modules[y][8]);
    read.push(modules[8][7], ...[5, 4, 3, 2, 1, 0].map((x) => modules[8][x]));
    const bits = read.reduce((value, dark, i) => value | (Number(dark) << i), 0) ^ 0x5412;
    const data = bits >>> 10;
    let rem = data;
    for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
    expect(bits & 0x3ff).toBe(rem & 0x3ff);
    expect(data >>> 3).toBe(0); // level M
    expect(data & 7).toBe(code.mask);
  });

  it('draws one square per dark module inside a 4-module quiet zone', () => {
    const code = encodeQr('hello');
    const dark = code.modules.flat().filter(Boolean).length;
    const path = qrPath(code);
    expect(path.match(/M/g)).toHaveLength(dark);
    expect(path.startsWith('M4 4h1v1h-1z')).toBe(true);
  });
});
