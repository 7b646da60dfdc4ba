import { decodeDataUrl, processLogo, MAX_LOGO_BYTES } from './logo';
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
