import { ACTOR_SIGNATURE_TTL_MS, type SignedActorPayload } from '@portico/shared-types';
import { ActorSignatureError, generateActorKeyPair, signActor, verifyActor } from './actor-signature';

const keys = generateActorKeyPair();
const now = 1_800_000_000_000;
const payload: SignedActorPayload = {
  v: 1,
  iat: now,
  exp: now + ACTOR_SIGNATURE_TTL_MS,
  rid: 'rid-1',
  actor: { kind: 'system', service: 'gateway' },
};

describe('actor signature', () => {
  it('round-trips a signed payload', () => {
    expect(verifyActor(signActor(payload, keys.privateKey), keys.publicKey, now + 1)).toEqual(payload);
  });

  it('keys are base64-encoded PEMs', () => {
    expect(Buffer.from(keys.privateKey, 'base64').toString()).toContain('BEGIN PRIVATE KEY');
    expect(Buffer.from(keys.publicKey, 'base64').toString()).toContain('BEGIN PUBLIC KEY');
  });

  it('rejects a value signed by another key', () => {
    const other = generateActorKeyPair();
    expect(() => verifyActor(signActor(payload, other.privateKey), keys.publicKey, now)).toThrow(/forged/);
  });

  it('rejects a tampered payload', () => {
    const [, sig] = signActor(payload, keys.privateKey).split('.');
    const tampered = Buffer.from(
      JSON.stringify({ ...payload, actor: { kind: 'system', service: 'evil' } }),
    ).toString('base64url');
    expect(() => verifyActor(`${tampered}.${sig}`, keys.publicKey, now)).toThrow(/forged/);
  });

  it('rejects an expired value', () => {
    const header = signActor(payload, keys.privateKey);
    expect(() => verifyActor(header, keys.publicKey, payload.exp)).toThrow(/expired/);
  });

  it.each(['', 'abc', 'a.b.c', 'a b.c', '!!.??'])('rejects malformed value %p', (value) => {
    expect(() => verifyActor(value, keys.publicKey, now)).toThrow(ActorSignatureError);
  });

  it('rejects a correctly signed payload with the wrong shape', () => {
    const bad = { ...payload, v: 2 } as unknown as SignedActorPayload;
    expect(() => verifyActor(signActor(bad, keys.privateKey), keys.publicKey, now)).toThrow(/malformed/);
  });
});
