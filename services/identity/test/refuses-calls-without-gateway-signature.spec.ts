import { randomUUID } from 'node:crypto';
import {
  memberActor,
  postGraphql,
  refusedActorValues,
  startTestSubgraph,
  subscribeGraphql,
  type TestSubgraph,
} from '@portico/service-kit/testing';
import { identitySubgraph } from '../src/identity-subgraph';

describe('identity graph refuses calls without the gateway signature', () => {
  let identity: TestSubgraph;
  const query = `{ viewer { kind userId email } }`;

  beforeAll(async () => {
    identity = await startTestSubgraph(identitySubgraph);
  });
  afterAll(() => identity?.close());

  it('tells the viewer who the gateway says they are', async () => {
    const anonymous = await postGraphql(identity.url, {
      query,
      actor: identity.signer.sign({ kind: 'anonymous' }),
    });
    expect(anonymous.body).toEqual({ data: { viewer: { kind: 'ANONYMOUS', userId: null, email: null } } });
    const user = memberActor(randomUUID());
    const signedIn = await postGraphql(identity.url, { query, actor: identity.signer.sign(user) });
    expect(signedIn.body.data).toEqual({
      viewer: {
        kind: 'USER',
        userId: user.kind === 'user' && user.userId,
        email: user.kind === 'user' && user.email,
      },
    });
  });

  it('refuses HTTP and WebSocket calls with a missing, forged, expired, malformed or tampered actor', async () => {
    for (const [label, value] of refusedActorValues(identity.signer, { kind: 'anonymous' })) {
      const res = await postGraphql(identity.url, { query, actor: value });
      expect({ label, status: res.status, code: res.body.errors?.[0].extensions?.code }).toEqual({
        label,
        status: 401,
        code: 'UNAUTHENTICATED',
      });
      const ws = subscribeGraphql(identity.wsUrl, { query, actor: value });
      expect({ label, code: await ws.closed }).toEqual({ label, code: 4403 });
      await ws.dispose();
    }
  });
});
