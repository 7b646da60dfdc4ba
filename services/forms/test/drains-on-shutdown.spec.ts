import { randomUUID } from 'node:crypto';
import { memberActor, startTestSubgraph, subscribeGraphql } from '@portico/service-kit/testing';
import { formsSubgraph } from '../src/forms-subgraph';

describe('forms shuts down gracefully', () => {
  it('closes live subscriptions, stops listening and releases the database', async () => {
    const forms = await startTestSubgraph(formsSubgraph, { drainDelayMs: 300 });
    const workspaceId = randomUUID();
    const sub = subscribeGraphql(forms.wsUrl, {
      query: `subscription($w: ID!) { formChanged(workspaceId: $w) { formId } }`,
      variables: { w: workspaceId },
      actor: forms.signer.sign(memberActor(workspaceId)),
    });
    await sub.connected;
    const base = forms.url.replace(/\/graphql$/, '');
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    const stopped = forms.stop();
    // First readiness fails while the process still serves, so load balancers move away ...
    expect((await fetch(`${base}/readyz`)).status).toBe(503);
    expect((await fetch(`${base}/livez`)).status).toBe(200);
    await stopped;
    // ... then connections drain and the socket closes.

    expect(await sub.closed).toBe(1001);
    await expect(fetch(`${base}/livez`)).rejects.toThrow();
    expect(await forms.orm.isConnected()).toBe(false);
    await sub.dispose();
    await forms.close();
  });
});
