// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- a plain ES module of the benches, without types
import { readCaptcha } from '../captcha-reader.mjs';
import { deflateSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { captchaPng, newCaptchaCode } from '@portico/ceac-sim/dist/captcha.js';

const read = readCaptcha as (picture: Buffer | string) => string;

describe("reading the simulator's captcha pictures (bench/captcha-reader.mjs)", () => {
  it('reads the code of every picture, whatever its noise and the characters’ offsets', () => {
    for (let i = 0; i < 200; i++) {
      const code = newCaptchaCode();
      expect(read(captchaPng(code))).toBe(code);
    }
  });

  it('reads a picture given as a data: URL, as pendingAction.imageDataUrl carries it', () => {
    const code = newCaptchaCode();
    expect(read(`data:image/png;base64,${captchaPng(code).toString('base64')}`)).toBe(code);
  });

  it("reads a browser's screenshot of the picture, as the robot hands it over (RGB, filtered rows)", async () => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox'],
    });
    try {
      const page = await browser.newPage();
      for (let i = 0; i < 5; i++) {
        const code = newCaptchaCode();
        const url = `data:image/png;base64,${captchaPng(code).toString('base64')}`;
        await page.setContent(`<p>Enter the code</p><img id="captcha" src="${url}">`);
        const box = await page.evaluate(() => {
          const r = document.getElementById('captcha')!.getBoundingClientRect();
          return { x: r.left, y: r.top, width: r.width, height: r.height };
        });
        const shot = await page.screenshot({ type: 'png', clip: box, caret: 'initial' });
        expect(read(`data:image/png;base64,${shot.toString('base64')}`)).toBe(code);
      }
    } finally {
      await browser.close();
    }
  }, 60_000);

  it('refuses a picture with a shape the simulator never draws rather than guessing', () => {
    // One character's width of background with a single dark cell: no character of the simulator.
    const width = 8 * 2 + 24;
    const height = 8 * 2 + 36;
    const raw = Buffer.alloc((width + 1) * height, 235);
    for (let y = 0; y < height; y++) raw[y * (width + 1)] = 0;
    for (let y = 10; y < 16; y++) for (let x = 8; x < 14; x++) raw[y * (width + 1) + 1 + x] = 30;
    const chunk = (type: string, data: Buffer) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      return Buffer.concat([length, Buffer.from(type, 'ascii'), data, Buffer.alloc(4)]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header[8] = 8;
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    expect(() => read(png)).toThrow('captcha character 1 unreadable');
  });
});
