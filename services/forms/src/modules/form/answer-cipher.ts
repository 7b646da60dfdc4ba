import { randomBytes } from 'node:crypto';
import { AesGcmCipher } from '@portico/service-kit';
import { loadFormsConfig } from '../../config';

/**
 * Sensitive answers (and stored idempotent results, the photo): AES-256-GCM from service-kit. The
 * additional data binds a value to its place (form, section, path), so a ciphertext copied to another
 * row does not decrypt.
 */
export class AnswerCipher extends AesGcmCipher {}

let ephemeral: string | undefined;
let cached: { source: string; cipher: AnswerCipher } | undefined;

/** The cipher of ANSWERS_ENCRYPTION_KEY (read when first needed; validated at start-up). */
export function answerCipher(): AnswerCipher {
  const raw = process.env.ANSWERS_ENCRYPTION_KEY;
  if (cached && cached.source === (raw ?? ephemeral)) return cached.cipher;
  let source = loadFormsConfig().ANSWERS_ENCRYPTION_KEY;
  // Under NODE_ENV=test only (loadFormsConfig requires the key otherwise): a key for this process.
  if (!source && process.env.NODE_ENV === 'test') source = ephemeral ??= randomBytes(32).toString('base64');
  if (!source) throw new Error('ANSWERS_ENCRYPTION_KEY is not set');
  const cipher = new AnswerCipher(Buffer.from(source, 'base64'));
  cached = { source, cipher };
  return cipher;
}
