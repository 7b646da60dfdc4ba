import { ACTOR_HEADER, type Actor } from '@portico/shared-types';
import {
  memberActor,
  refusedActorValues,
  startTestSubgraph,
  type TestSubgraph,
} from '@portico/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { identitySubgraph } from '../src/identity-subgraph';

const gateway: Actor = { kind: 'system', service: 'gateway' };

describe('identity answers POST /internal/actor only to the gateway', () => {
  let identity: TestSubgraph;
  let endpoint: string;

  const ask = (actorHeader: string | undefined, body: unknown) =>
    fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(actorHeader ? { [ACTOR_HEADER]: actorHeader } : {}),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  beforeAll(async () => {
    identity = await startTestSubgraph(identitySubgraph);
    endpoint = identity.url.replace(/\/graphql$/, '/internal/actor');
  });
  afterAll(() => identity?.close());

  it('answers the signed gateway: anonymous without credentials, rejected for unknown ones', async () => {
    const none = await ask(identity.signer.sign(gateway), {});
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual({ actor: { kind: 'anonymous' } });
    for (const [body, rejected] of [
      [{ sessionToken: 'abc' }, 'session'],
      [{ apiKey: 'key' }, 'apiKey'],
    ] as const) {
      const res = await ask(identity.signer.sign(gateway), body);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ actor: { kind: 'anonymous' }, rejected });
    }
  });

  it('refuses missing, forged, expired, malformed or tampered gateway signatures', async () => {
    for (const [label, value] of refusedActorValues(identity.signer, gateway)) {
      const res = await ask(value, { sessionToken: 'abc' });
      expect({ label, status: res.status }).toEqual({ label, status: 401 });
      expect(JSON.stringify(await res.json())).not.toContain('anonymous');
    }
  });

  it('refuses validly signed callers that are not the gateway', async () => {
    for (const actor of [
      memberActor(randomUUID()),
      { kind: 'system', service: 'forms' } as Actor,
      { kind: 'anonymous' } as Actor,
    ]) {
      const res = await ask(identity.signer.sign(actor), {});
      expect(res.status).toBe(401);
    }
  });

  it('refuses malformed bodies without echoing them', async () => {
    for (const body of [{ sessionToken: 42 }, { password: 'hunter2' }, [1, 2]]) {
      const res = await ask(identity.signer.sign(gateway), body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).not.toContain('hunter2');
    }
    const broken = await ask(identity.signer.sign(gateway), '{"sessionToken": ');
    expect(broken.status).toBe(400);
    const text = await broken.text();
    expect(text).not.toMatch(/at .*\.js|SyntaxError/);
  });
});
