import { randomUUID } from 'node:crypto';
import {
  postGraphql,
  refusedActorValues,
  memberActor,
  startTestSubgraph,
  subscribeGraphql,
  type TestSubgraph,
} from '@portico/service-kit/testing';
import { formsSubgraph } from '../src/forms-subgraph';

describe('forms refuses calls without the gateway signature', () => {
  let forms: TestSubgraph;
  const workspaceId = randomUUID();
  const actor = memberActor(workspaceId);
  const query = `query($w: ID!) { forms(workspaceId: $w) { totalCount } }`;
  const subscription = `subscription($w: ID!) { formChanged(workspaceId: $w) { formId } }`;

  beforeAll(async () => {
    forms = await startTestSubgraph(formsSubgraph);
  });
  afterAll(() => forms?.close());

  const badValues = () => refusedActorValues(forms.signer, actor);

  it('answers a correctly signed call', async () => {
    const res = await postGraphql(forms.url, {
      query,
      variables: { w: workspaceId },
      actor: forms.signer.sign(actor),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { forms: { totalCount: 0 } } });
  });

  it('refuses HTTP calls with a missing, forged, expired, malformed or tampered actor', async () => {
    for (const [label, value] of badValues()) {
      const res = await postGraphql(forms.url, { query, variables: { w: workspaceId }, actor: value });
      expect({ label, status: res.status }).toEqual({ label, status: 401 });
      expect(res.body.data).toBeUndefined();
      expect(res.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('closes WebSocket connections with 4403 for the same values', async () => {
    for (const [label, value] of badValues()) {
      const sub = subscribeGraphql(forms.wsUrl, {
        query: subscription,
        variables: { w: workspaceId },
        actor: value,
      });
      expect({ label, code: await sub.closed }).toEqual({ label, code: 4403 });
      await sub.dispose();
    }
  });

  it('accepts a WebSocket connection with a valid signature', async () => {
    const sub = subscribeGraphql(forms.wsUrl, {
      query: subscription,
      variables: { w: workspaceId },
      actor: forms.signer.sign(actor),
    });
    await expect(sub.connected).resolves.toBeUndefined();
    await sub.dispose();
  });

  it('serves liveness and readiness probes without a signature', async () => {
    const base = forms.url.replace(/\/graphql$/, '');
    expect((await fetch(`${base}/livez`)).status).toBe(200);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
  });
});
