import { randomBytes } from 'node:crypto';
import { AesGcmCipher } from '@portico/service-kit';

/**
 * AES-256-GCM with ANSWERS_ENCRYPTION_KEY, the key forms encrypts sensitive answers with (service-kit's
 * cipher, the layout forms uses). The additional data binds a value to its submission and column, so a
 * ciphertext copied elsewhere does not decrypt.
 */
export class SecretCipher extends AesGcmCipher {}

let ephemeral: string | undefined;
let cached: { source: string; cipher: SecretCipher } | undefined;

/** ANSWERS_ENCRYPTION_KEY, base64 (under NODE_ENV=test without a key: one for this process). */
export function answersKeySource(): string {
  const source =
    process.env.ANSWERS_ENCRYPTION_KEY ||
    (process.env.NODE_ENV === 'test' ? (ephemeral ??= randomBytes(32).toString('base64')) : undefined);
  if (!source) throw new Error('ANSWERS_ENCRYPTION_KEY is not set');
  return source;
}

/** The cipher of ANSWERS_ENCRYPTION_KEY (under NODE_ENV=test without a key: one for this process). */
export function secretCipher(): SecretCipher {
  const source = answersKeySource();
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
  creditReturnToken: (submissionId: string) => `submission|${submissionId}|creditReturnToken`,
};
