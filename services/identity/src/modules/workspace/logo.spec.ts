import sharp from 'sharp';
import { metadataCanariesIn, metadataLeftIn, withMetadataCanaries } from '@portico/service-kit/testing';
import { decodeDataUrl, processLogo, LOGO_SIZE, MAX_LOGO_BYTES } from './logo';
import { isBlockedAddress } from './safe-fetch';

describe('logo validation', () => {
  it('refuses images of 2 MB or more with the spec message', () => {
    const big = Buffer.alloc(MAX_LOGO_BYTES + 1, 1).toString('base64');
    expect(() => decodeDataUrl(`data:image/png;base64,${big}`)).toThrow('File size must be less than 2MB.');
  });

  it('refuses non-image data with the spec message', async () => {
    expect(() => decodeDataUrl('data:application/pdf;base64,JVBERi0=')).toThrow(
      'Please select a valid image file.',
    );
    await expect(processLogo(Buffer.from('GIF89a-but-not-really'))).rejects.toThrow(
      'Please select a valid image file.',
    );
  });
});

describe('logo metadata', () => {
  /** 900 x 700 stored sideways (EXIF orientation 6): the band along the stored top is the right edge as shown. */
  async function sideways(channels: 3 | 4): Promise<Buffer> {
    const raw = Buffer.alloc(900 * 700 * channels);
    for (let y = 0, i = 0; y < 700; y++)
      for (let x = 0; x < 900; x++, i += channels)
        raw.set(y < 80 ? [20, 200, 40, 255].slice(0, channels) : [200, 40, 60, 255].slice(0, channels), i);
    return sharp(raw, { raw: { width: 900, height: 700, channels } })
      .png()
      .toBuffer();
  }

  /** The logo is upright: the green band is on the right, not along the top. */
  async function expectUpright(logo: Buffer) {
    const { data, info } = await sharp(logo).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([LOGO_SIZE, LOGO_SIZE]);
    const green = (x: number, y: number) => {
      const at = (y * info.width + x) * 3;
      return data[at + 1] > 150 && data[at] < 100;
    };
    // Shown 700 x 900, the logo holds it at 311 x 400 in the middle: its right edge is near x = 355.
    expect(green(350, 200)).toBe(true);
    expect(green(200, 5)).toBe(false);
  }

  it.each([
    ['a JPEG', 3, 'jpeg', 'image/jpeg'],
    ['a PNG with transparency', 4, 'png', 'image/png'],
  ] as const)(
    'keeps none of the EXIF, GPS, XMP, IPTC, ICC or comments of %s, upright',
    async (_n, channels, format, mime) => {
      const upload = await withMetadataCanaries(await sideways(channels), { format, orientation: 6 });
      expect(metadataCanariesIn(upload).length).toBeGreaterThan(0);
      const logo = await processLogo(upload);
      expect(logo.mime).toBe(mime);
      expect(await metadataLeftIn(logo.bytes)).toEqual([]);
      await expectUpright(logo.bytes);
    },
  );
});

describe('isBlockedAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'not-an-ip',
  ])('blocks %s', (ip) => expect(isBlockedAddress(ip)).toBe(true));

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows public %s',
    (ip) => expect(isBlockedAddress(ip)).toBe(false),
  );
});
