import { randomUUID } from 'node:crypto';
import {
  createTestActorSigner,
  postGraphql,
  startTestSubgraph,
  subscribeGraphql,
  type TestSubgraph,
} from '@portico/service-kit/testing';
import { formsSubgraph } from '../src/forms-subgraph';
import { memberOf } from './actors';

describe('forms refuses calls without the gateway signature', () => {
  let forms: TestSubgraph;
  const workspaceId = randomUUID();
  const actor = memberOf(workspaceId);
  const query = `query($w: ID!) { forms(workspaceId: $w) { totalCount } }`;
  const subscription = `subscription($w: ID!) { formChanged(workspaceId: $w) { formId } }`;

  beforeAll(async () => {
    forms = await startTestSubgraph(formsSubgraph);
  });
  afterAll(() => forms?.close());

  const badValues = (): [string, string | undefined][] => [
    ['missing', undefined],
    ['forged (signed with another key)', createTestActorSigner().sign(actor)],
    ['expired', forms.signer.sign(actor, { now: Date.now() - 120_000, ttlMs: 60_000 })],
    ['malformed', 'not-a-signature'],
    ['tampered', tamper(forms.signer.sign(actor))],
  ];

  it('answers a correctly signed call', async () => {
    const res = await postGraphql(forms.url, { query, variables: { w: workspaceId }, actor: forms.signer.sign(actor) });
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
      const sub = subscribeGraphql(forms.wsUrl, { query: subscription, variables: { w: workspaceId }, actor: value });
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

function tamper(value: string): string {
  const [payload, signature] = value.split('.');
  const json = JSON.parse(Buffer.from(payload, 'base64url').toString());
  json.actor.memberships.push({ workspaceId: randomUUID(), role: 'admin' });
  return `${Buffer.from(JSON.stringify(json)).toString('base64url')}.${signature}`;
}
