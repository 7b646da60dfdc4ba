import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** IVs drawn from the system's CSPRNG in batches (one call per 256 encryptions, not one each). */
const IVS_PER_DRAW = 256;
let ivs = Buffer.alloc(0);
let ivAt = 0;

/** A fresh random 96-bit IV. A batch is never refilled in place, so no IV is handed out twice. */
function nextIv(): Buffer {
  if (ivAt + IV_BYTES > ivs.length) {
    ivs = randomBytes(IV_BYTES * IVS_PER_DRAW);
    ivAt = 0;
  }
  const iv = ivs.subarray(ivAt, ivAt + IV_BYTES);
  ivAt += IV_BYTES;
  return iv;
}

/**
 * AES-256-GCM for secrets at rest (forms' sensitive answers and photo, submission's snapshot and
 * security answer; one key, ANSWERS_ENCRYPTION_KEY). Layout: version byte, 12-byte IV, 16-byte tag,
 * ciphertext. The additional data binds a value to its place (row and column), so a ciphertext copied
 * elsewhere does not decrypt.
 */
export class AesGcmCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error(`${new.target.name} needs a 32-byte key`);
  }

  encrypt(plaintext: string, aad: string): Buffer {
    return this.encryptBytes(Buffer.from(plaintext, 'utf8'), aad);
  }

  /** The same layout for binary data (the applicant's photo). */
  encryptBytes(plaintext: Buffer, aad: string): Buffer {
    const iv = nextIv();
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(aad, 'utf8'));
    const body = cipher.update(plaintext);
    const last = cipher.final();
    const out = Buffer.allocUnsafe(1 + IV_BYTES + TAG_BYTES + body.length + last.length);
    out[0] = VERSION;
    iv.copy(out, 1);
    cipher.getAuthTag().copy(out, 1 + IV_BYTES);
    body.copy(out, 1 + IV_BYTES + TAG_BYTES);
    last.copy(out, 1 + IV_BYTES + TAG_BYTES + body.length);
    return out;
  }

  decrypt(blob: Buffer, aad: string): string {
    return this.decryptBytes(blob, aad).toString('utf8');
  }

  decryptBytes(blob: Buffer, aad: string): Buffer {
    if (blob[0] !== VERSION) throw new Error('Unknown ciphertext version');
    const iv = blob.subarray(1, 1 + IV_BYTES);
    const tag = blob.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(blob.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
  }
}
