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
    (payload.rid !== undefined && typeof payload.rid !== 'string') ||
    !isActor(payload.actor)
  ) {
    throw new ActorSignatureError('malformed');
  }
  if (payload.exp <= now) throw new ActorSignatureError('expired');
  return payload;
}

/**
 * `verifyActor` with a memory: a header verified once is answered from a bounded map until it expires
 * (the gateway reuses one signature per actor for many requests, and an Ed25519 verification is the
 * largest fixed cost of a subgraph request). Expiry is checked on every call; the map only remembers
 * headers whose signature held.
 */
export function createActorVerifier(
  publicKeyB64: string,
  size = 5_000,
): (header: string, now?: number) => SignedActorPayload {
  const verified = new Map<string, SignedActorPayload>();
  return (header, now = Date.now()) => {
    const known = verified.get(header);
    if (known) {
      if (known.exp <= now) {
        verified.delete(header);
        throw new ActorSignatureError('expired');
      }
      return known;
    }
    const payload = verifyActor(header, publicKeyB64, now);
    if (verified.size >= size) verified.delete(verified.keys().next().value as string);
    verified.set(header, payload);
    return payload;
  };
}

/**
 * `signActor` for the gateway: one signature per actor (and key), made again once half of its
 * lifetime has passed. The actor is compared whole, so a changed membership signs anew at once.
 */
export function createActorSigner(
  privateKeyB64: string,
  ttlMs: number,
  size = 5_000,
): (actor: SignedActorPayload['actor'], now?: number) => string {
  const signed = new Map<string, { header: string; exp: number }>();
  return (actor, now = Date.now()) => {
    const key = JSON.stringify(actor);
    const known = signed.get(key);
    if (known && known.exp - now > ttlMs / 2) return known.header;
    const exp = now + ttlMs;
    const header = signActor({ v: 1, iat: now, exp, actor }, privateKeyB64);
    signed.delete(key);
    if (signed.size >= size) signed.delete(signed.keys().next().value as string);
    signed.set(key, { header, exp });
    return header;
  };
}
