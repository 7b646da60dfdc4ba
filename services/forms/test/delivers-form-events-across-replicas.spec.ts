import { randomUUID } from 'node:crypto';
import {
  memberActor,
  postGraphql,
  startTestSubgraph,
  subscribeGraphql,
  type TestSubgraph,
} from '@portico/service-kit/testing';
import { formsSubgraph } from '../src/forms-subgraph';

const CHANGED = `subscription($w: ID!) { formChanged(workspaceId: $w) { formId workspaceId change version } }`;
const CREATE = `mutation($input: CreateFormInput!) { createForm(input: $input) { id } }`;

describe('form events reach subscribers on every replica', () => {
  let replicaA: TestSubgraph;
  let replicaB: TestSubgraph;
  const workspace = randomUUID();
  const otherWorkspace = randomUUID();
  const member = memberActor(workspace, otherWorkspace);

  beforeAll(async () => {
    replicaA = await startTestSubgraph(formsSubgraph);
    replicaB = await startTestSubgraph(formsSubgraph, {
      databaseUrl: replicaA.databaseUrl,
      signer: replicaA.signer,
    });
  });
  afterAll(async () => {
    await replicaB?.close();
    await replicaA?.close();
  });

  it('delivers createForm on replica B to a subscriber on replica A, and only for that workspace', async () => {
    const sign = () => replicaA.signer.sign(member);
    const subscriber = subscribeGraphql(replicaA.wsUrl, {
      query: CHANGED,
      variables: { w: workspace },
      actor: sign(),
    });
    const bystander = subscribeGraphql(replicaA.wsUrl, {
      query: CHANGED,
      variables: { w: otherWorkspace },
      actor: sign(),
    });
    await Promise.all([subscriber.connected, bystander.connected]);
    // The subscribe message follows the ack; give the server a moment to register the listener.
    await new Promise((r) => setTimeout(r, 200));

    const created = await postGraphql<{ createForm: { id: string } }>(replicaB.url, {
      query: CREATE,
      variables: { input: { workspaceId: workspace, name: 'Across replicas' } },
      actor: sign(),
    });
    const formId = created.body.data!.createForm.id;

    await expect(subscriber.next()).resolves.toEqual({
      data: { formChanged: { formId, workspaceId: workspace, change: 'CREATED', version: 1 } },
    });
    await expect(bystander.next(500)).rejects.toThrow(/no event/);
    await subscriber.dispose();
    await bystander.dispose();
  });
});
