import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import type { Actor, SignedActorPayload } from '@portico/shared-types';

export interface ActorKeyPair {
  /** PKCS#8 PEM, base64-encoded (ACTOR_PRIVATE_KEY). */
  privateKey: string;
  /** SPKI PEM, base64-encoded (ACTOR_PUBLIC_KEY). */
  publicKey: string;
}

export class ActorSignatureError extends Error {
  constructor(reason: string) {
    super(`Invalid actor signature: ${reason}`);
    this.name = 'ActorSignatureError';
  }
}

export function generateActorKeyPair(): ActorKeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519', {
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return {
    privateKey: Buffer.from(privateKey).toString('base64'),
    publicKey: Buffer.from(publicKey).toString('base64'),
  };
}

const keyCache = new Map<string, KeyObject>();
function key(b64: string, kind: 'private' | 'public'): KeyObject {
  const cacheKey = `${kind}:${b64}`;
  let k = keyCache.get(cacheKey);
  if (!k) {
    const pem = Buffer.from(b64, 'base64').toString('utf8');
    k = kind === 'private' ? createPrivateKey(pem) : createPublicKey(pem);
    keyCache.set(cacheKey, k);
  }
  return k;
}

/** `base64url(JSON payload) + "." + base64url(Ed25519 signature of those JSON bytes)`. */
export function signActor(payload: SignedActorPayload, privateKeyB64: string): string {
  const json = Buffer.from(JSON.stringify(payload), 'utf8');
  const signature = sign(null, json, key(privateKeyB64, 'private'));
  return `${json.toString('base64url')}.${signature.toString('base64url')}`;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function isActor(value: unknown): value is Actor {
  if (typeof value !== 'object' || value === null) return false;
  const kind = (value as { kind?: unknown }).kind;
  return ['anonymous', 'user', 'client', 'apiKey', 'system'].includes(kind as string);
}

/** Verifies a signed actor header; throws ActorSignatureError when forged, malformed or expired. */
export function verifyActor(header: string, publicKeyB64: string, now = Date.now()): SignedActorPayload {
  const parts = typeof header === 'string' ? header.split('.') : [];
  if (parts.length !== 2 || !BASE64URL.test(parts[0]) || !BASE64URL.test(parts[1])) {
    throw new ActorSignatureError('malformed');
  }
  const json = Buffer.from(parts[0], 'base64url');
  const signature = Buffer.from(parts[1], 'base64url');
  if (!verify(null, json, key(publicKeyB64, 'public'), signature)) throw new ActorSignatureError('forged');
  let payload: SignedActorPayload;
  try {
    payload = JSON.parse(json.toString('utf8')) as SignedActorPayload;
  } catch {
    throw new ActorSignatureError('malformed');
  }
  if (
    payload?.v !== 1 ||
    typeof payload.iat !== 'number' ||
    typeof payload.exp !== 'number' ||
    typeof payload.rid !== 'string' ||
    !isActor(payload.actor)
  ) {
    throw new ActorSignatureError('malformed');
  }
  if (payload.exp <= now) throw new ActorSignatureError('expired');
  return payload;
}
