import { ACTOR_SIGNATURE_TTL_MS, type Actor, type SignedActorPayload } from '@portico/shared-types';
import {
  ActorSignatureError,
  createActorSigner,
  createActorVerifier,
  generateActorKeyPair,
  signActor,
  verifyActor,
} from './actor-signature';

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

describe('a signature reused per actor (docs/adr/0022)', () => {
  const member: Actor = {
    kind: 'user',
    userId: 'u1',
    email: 'a@example.test',
    currentWorkspaceId: 'w1',
    memberships: [{ workspaceId: 'w1', role: 'member', workspaceType: 'business' }],
  };

  it('signs an actor once for half its lifetime, then anew', () => {
    const sign = createActorSigner(keys.privateKey, ACTOR_SIGNATURE_TTL_MS);
    const first = sign(member, now);
    expect(sign(member, now + ACTOR_SIGNATURE_TTL_MS / 2 - 1)).toBe(first);
    const later = sign(member, now + ACTOR_SIGNATURE_TTL_MS / 2);
    expect(later).not.toBe(first);
    expect(verifyActor(later, keys.publicKey, now + ACTOR_SIGNATURE_TTL_MS - 1).actor).toEqual(member);
  });

  it('signs anew at once when anything of the actor changes (a membership removed)', () => {
    const sign = createActorSigner(keys.privateKey, ACTOR_SIGNATURE_TTL_MS);
    const before = sign(member, now);
    const removed = sign({ ...member, memberships: [] }, now + 1);
    expect(removed).not.toBe(before);
    expect(verifyActor(removed, keys.publicKey, now + 2).actor).toEqual({ ...member, memberships: [] });
  });

  it('verifies a header once, answers it from memory, and still refuses it once expired', () => {
    const verify = createActorVerifier(keys.publicKey);
    const header = signActor(payload, keys.privateKey);
    const first = verify(header, now);
    expect(verify(header, now + 1)).toBe(first);
    expect(() => verify(header, payload.exp)).toThrow(/expired/);
    expect(() => verify(header, now + 1)).not.toThrow(); // verified again from scratch: still valid then
  });

  it('remembers whole headers: a remembered payload under another signature is still refused', () => {
    const verify = createActorVerifier(keys.publicKey);
    const header = signActor(payload, keys.privateKey);
    verify(header, now);
    const [body] = header.split('.');
    const [, otherSignature] = signActor(payload, generateActorKeyPair().privateKey).split('.');
    expect(() => verify(`${body}.${otherSignature}`, now)).toThrow(/forged/);
  });
});
