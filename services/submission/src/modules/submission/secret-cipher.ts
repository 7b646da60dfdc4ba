import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM with ANSWERS_ENCRYPTION_KEY, the key forms encrypts sensitive answers with (the same
 * layout as forms' AnswerCipher: version byte, 12-byte IV, 16-byte tag, ciphertext). The additional
 * data binds a value to its submission and column, so a ciphertext copied elsewhere does not decrypt.
 */
export class SecretCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('SecretCipher needs a 32-byte key');
  }

  encrypt(plaintext: string, aad: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(aad, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
  }

  decrypt(blob: Buffer, aad: string): string {
    if (blob[0] !== VERSION) throw new Error('Unknown ciphertext version');
    const iv = blob.subarray(1, 1 + IV_BYTES);
    const tag = blob.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([
      decipher.update(blob.subarray(1 + IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  }
}

let ephemeral: string | undefined;
let cached: { source: string; cipher: SecretCipher } | undefined;

/** The cipher of ANSWERS_ENCRYPTION_KEY (under NODE_ENV=test without a key: one for this process). */
export function secretCipher(): SecretCipher {
  let source = process.env.ANSWERS_ENCRYPTION_KEY;
  if (!source && process.env.NODE_ENV === 'test') source = ephemeral ??= randomBytes(32).toString('base64');
  if (!source) throw new Error('ANSWERS_ENCRYPTION_KEY is not set');
  if (cached?.source === source) return cached.cipher;
  cached = { source, cipher: new SecretCipher(Buffer.from(source, 'base64')) };
  return cached.cipher;
}

/** Where each secret of a submission lives (the additional data of its ciphertext). */
export const secretPlace = {
  answers: (submissionId: string) => `submission|${submissionId}|answers`,
  photo: (submissionId: string) => `submission|${submissionId}|photo`,
  securityAnswer: (submissionId: string) => `submission|${submissionId}|securityAnswer`,
  actionAnswer: (submissionId: string, actionId: string) => `submission|${submissionId}|action|${actionId}`,
};
