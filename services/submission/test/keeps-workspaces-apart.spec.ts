import { randomUUID } from 'node:crypto';
import { memberActor, postGraphql, startTestSubgraph, type TestSubgraph } from '@portico/service-kit/testing';
import type { Actor } from '@portico/shared-types';
import { submissionSubgraph } from '../src/submission-subgraph';
import { Submission, SubmissionStatus } from '../src/modules/submission/submission.entity';

const LIST = `query($w: ID!, $limit: Int, $offset: Int) {
  submissions(workspaceId: $w, limit: $limit, offset: $offset) { totalCount items { id formId status completedAt } }
}`;
const READ = `query($id: ID!) { submission(id: $id) { id status } }`;

describe('submission keeps workspaces apart', () => {
  let server: TestSubgraph;
  const workspaceA = randomUUID();
  const workspaceB = randomUUID();
  const alice = memberActor(workspaceA);
  const bob = memberActor(workspaceB);
  let seeded: Submission[];

  const call = (actor: Actor, query: string, variables: Record<string, unknown>) =>
    postGraphql<Record<string, unknown>>(server.url, { query, variables, actor: server.signer.sign(actor) });

  beforeAll(async () => {
    server = await startTestSubgraph(submissionSubgraph);
    const em = server.orm.em.fork();
    seeded = [0, 1, 2].map((i) =>
      em.create(Submission, {
        workspaceId: workspaceA,
        formId: randomUUID(),
        status: i === 0 ? SubmissionStatus.COMPLETED : SubmissionStatus.PENDING_START,
        completedAt: i === 0 ? new Date() : null,
        createdAt: new Date(Date.now() - i * 1000),
      }),
    );
    await em.flush();
  });
  afterAll(() => server?.close());

  it('pages a member’s submissions newest first with the total', async () => {
    const res = await call(alice, LIST, { w: workspaceA, limit: 2, offset: 0 });
    const page = res.body.data?.submissions as {
      totalCount: number;
      items: { id: string; status: string }[];
    };
    expect(page.totalCount).toBe(3);
    expect(page.items.map((s) => s.id)).toEqual([seeded[0].id, seeded[1].id]);
    expect(page.items[0].status).toBe('COMPLETED');
  });

  it('refuses another workspace’s member to list them', async () => {
    const res = await call(bob, LIST, { w: workspaceA });
    expect(res.body.data).toBeNull();
    expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('answers NOT_FOUND to an outsider as for a missing submission', async () => {
    const foreign = await call(bob, READ, { id: seeded[0].id });
    const missing = await call(bob, READ, { id: randomUUID() });
    expect(foreign.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(foreign.body).toEqual(missing.body);
    expect((await call(alice, READ, { id: seeded[0].id })).body.data).toEqual({
      submission: { id: seeded[0].id, status: 'COMPLETED' },
    });
  });
});
