import { randomUUID } from 'node:crypto';
import {
  memberActor,
  postGraphql,
  refusedActorValues,
  startTestSubgraph,
  subscribeGraphql,
  type TestSubgraph,
} from '@portico/service-kit/testing';
import { submissionSubgraph } from '../src/submission-subgraph';

describe('submission refuses calls without the gateway signature', () => {
  let submission: TestSubgraph;
  const workspaceId = randomUUID();
  const actor = memberActor(workspaceId);
  const query = `query($w: ID!) { submissions(workspaceId: $w) { totalCount } }`;

  beforeAll(async () => {
    submission = await startTestSubgraph(submissionSubgraph);
  });
  afterAll(() => submission?.close());

  it('answers a correctly signed call', async () => {
    const res = await postGraphql(submission.url, {
      query,
      variables: { w: workspaceId },
      actor: submission.signer.sign(actor),
    });
    expect(res).toEqual({ status: 200, body: { data: { submissions: { totalCount: 0 } } } });
  });

  it('refuses HTTP and WebSocket calls with a missing, forged, expired, malformed or tampered actor', async () => {
    for (const [label, value] of refusedActorValues(submission.signer, actor)) {
      const res = await postGraphql(submission.url, { query, variables: { w: workspaceId }, actor: value });
      expect({ label, status: res.status, code: res.body.errors?.[0].extensions?.code }).toEqual({
        label,
        status: 401,
        code: 'UNAUTHENTICATED',
      });
      const ws = subscribeGraphql(submission.wsUrl, { query, variables: { w: workspaceId }, actor: value });
      expect({ label, code: await ws.closed }).toEqual({ label, code: 4403 });
      await ws.dispose();
    }
  });
});
