import { randomBytes } from 'node:crypto';
import { AnswerCipher } from './answer-cipher';

describe('AnswerCipher (AES-256-GCM)', () => {
  const cipher = new AnswerCipher(randomBytes(32));

  it('round-trips, with a fresh IV each time', () => {
    const a = cipher.encrypt('"Z1234567"', 'f|passportPage|passportDocumentNumber');
    const b = cipher.encrypt('"Z1234567"', 'f|passportPage|passportDocumentNumber');
    expect(a.equals(b)).toBe(false);
    expect(cipher.decrypt(a, 'f|passportPage|passportDocumentNumber')).toBe('"Z1234567"');
    expect(a.toString('latin1')).not.toContain('Z1234567');
  });

  it('refuses tampered ciphertext, another place, and another key', () => {
    const blob = cipher.encrypt('"123456789"', 'f|personalP2|usSocialSecurityNumber');
    const tampered = Buffer.from(blob);
    tampered[tampered.length - 1] ^= 1;
    expect(() => cipher.decrypt(tampered, 'f|personalP2|usSocialSecurityNumber')).toThrow();
    expect(() => cipher.decrypt(blob, 'f|personalP2|usTaxPayerId')).toThrow();
    expect(() =>
      new AnswerCipher(randomBytes(32)).decrypt(blob, 'f|personalP2|usSocialSecurityNumber'),
    ).toThrow();
  });
});
