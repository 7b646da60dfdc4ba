import { randomBytes } from 'node:crypto';
import { AesGcmCipher } from './aes-gcm-cipher';

describe('AesGcmCipher', () => {
  const cipher = new AesGcmCipher(randomBytes(32));

  it('round-trips text and bytes bound to their place, in the versioned layout', () => {
    const blob = cipher.encrypt('Ковальчук 李', 'form-1|passportPage|number');
    expect(blob[0]).toBe(1);
    expect(blob.length).toBe(1 + 12 + 16 + Buffer.byteLength('Ковальчук 李'));
    expect(cipher.decrypt(blob, 'form-1|passportPage|number')).toBe('Ковальчук 李');
    expect(() => cipher.decrypt(blob, 'form-2|passportPage|number')).toThrow();
    const bytes = randomBytes(1000);
    expect(cipher.decryptBytes(cipher.encryptBytes(bytes, 'photo'), 'photo')).toEqual(bytes);
    expect(cipher.decrypt(cipher.encrypt('', 'empty'), 'empty')).toBe('');
  });

  it('never uses an IV twice, across several batches of drawn IVs', () => {
    const ivs = new Set<string>();
    for (let i = 0; i < 1000; i++)
      ivs.add(cipher.encrypt('same text', 'same place').subarray(1, 13).toString('hex'));
    expect(ivs.size).toBe(1000);
  });
});
