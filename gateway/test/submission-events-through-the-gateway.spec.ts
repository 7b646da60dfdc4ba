// Submission events reach browsers through the gateway: the robot worker (another process) writes a
// step and sends NOTIFY on the submission service's channel, exactly as services/submission's worker
// does; subscribers of submissionChanged and workspaceSubmissionsChanged on the gateway get the
// submission as it now is, and an outsider cannot subscribe.
import { randomUUID } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { Client as PgClient } from 'pg';
import { createTestDatabase, type TestDatabase } from '@portico/service-kit/testing';
import type { Actor } from '@portico/shared-types';
import { TEST_ACTOR_HEADER } from '../src/authentication';
import {
  generateActorKeyPair,
  migrate,
  requireBuiltServices,
  startService,
  startTestGateway,
  type RunningGateway,
  type RunningService,
} from './support/portico-system';

jest.setTimeout(90_000);

const keys = generateActorKeyPair();
const workspaceId = randomUUID();
const formId = randomUUID();
const submissionId = randomUUID();
const member: Actor = {
  kind: 'user',
  userId: randomUUID(),
  email: 'agent@example.test',
  currentWorkspaceId: workspaceId,
  memberships: [{ workspaceId, role: 'admin', workspaceType: 'business' }],
};

let database: TestDatabase;
let db: PgClient;
let submission: RunningService;
let gateway: RunningGateway;
const clients: Client[] = [];

beforeAll(async () => {
  requireBuiltServices(['submission']);
  database = await createTestDatabase();
  migrate('submission', database.url);
  submission = await startService('submission', { databaseUrl: database.url, publicKey: keys.publicKey });
  gateway = await startTestGateway({ keys, urls: { submission: submission.url }, testActorHeader: true });
  db = new PgClient({ connectionString: database.url });
  await db.connect();
  await db.query(
    `insert into submission.submission (id, workspace_id, form_id, form_name, status, created_at)
     values ($1, $2, $3, 'Tourist', 'PENDING_START', now())`,
    [submissionId, workspaceId, formId],
  );
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await db?.end();
  await gateway?.stop();
  await submission?.stop();
  await database?.drop();
});

function subscribe<T>(actor: Actor, query: string) {
  const client = createClient({
    url: gateway.wsUrl,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: { [TEST_ACTOR_HEADER]: JSON.stringify(actor) },
  });
  clients.push(client);
  const events: T[] = [];
  const failures: unknown[] = [];
  client.subscribe<T>(
    { query },
    {
      next: (result) => (result.data ? events.push(result.data as T) : failures.push(result.errors)),
      error: (error) => failures.push(error),
      complete: () => undefined,
    },
  );
  return { events, failures };
}

/** What the worker does after a step: the row changes, then NOTIFY with ids only. */
async function workerStep(page: string, seq: number) {
  await db.query(
    `update submission.submission set status = 'FILLING_FORM', current_page = $2, progress_done = $3, progress_total = 40 where id = $1`,
    [submissionId, page, seq],
  );
  const detail = { submissionId, workspaceId, formId };
  for (const type of [`SUBMISSION_CHANGED:${submissionId}`, `WORKSPACE_SUBMISSIONS_CHANGED:${workspaceId}`])
    await db.query(`select pg_notify('portico_submission', $1)`, [JSON.stringify({ type, detail })]);
}

it('delivers every step of a submission to its watchers through the gateway', async () => {
  const one = subscribe<{
    submissionChanged: { id: string; status: string; currentPage: string; progressDone: number };
  }>(
    member,
    `subscription { submissionChanged(submissionId: "${submissionId}") { id status currentPage progressDone } }`,
  );
  const all = subscribe<{ workspaceSubmissionsChanged: { id: string; currentPage: string } }>(
    member,
    `subscription { workspaceSubmissionsChanged(workspaceId: "${workspaceId}") { id currentPage } }`,
  );
  // The upstream subscriptions start asynchronously; keep stepping until both have seen one.
  const deadline = Date.now() + 20_000;
  let seq = 0;
  while (
    (one.events.length === 0 || all.events.length === 0) &&
    one.failures.length === 0 &&
    Date.now() < deadline
  ) {
    await workerStep(`Page${++seq}`, seq);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  expect([...one.failures, ...all.failures]).toEqual([]);
  expect(one.events[0].submissionChanged).toMatchObject({ id: submissionId, status: 'FILLING_FORM' });
  expect(one.events[0].submissionChanged.currentPage).toMatch(/^Page\d+$/);
  expect(all.events[0].workspaceSubmissionsChanged.id).toBe(submissionId);

  // Then each step arrives with what the row says. (Each event reads the submission fresh, so two
  // steps in quick succession may both show the later one; here each waits for its own.)
  for (const [page, done] of [
    ['Personal1', 100],
    ['Personal2', 101],
  ] as const) {
    const before = one.events.length;
    await workerStep(page, done);
    const until = Date.now() + 5_000;
    while (one.events.length === before && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(one.events.slice(before).map((e) => e.submissionChanged)).toEqual([
      expect.objectContaining({ currentPage: page, progressDone: done }),
    ]);
  }
});

it("refuses to tell an outsider about another workspace's submission", async () => {
  const outsiderWorkspace = randomUUID();
  const outsider: Actor = {
    ...member,
    memberships: [{ workspaceId: outsiderWorkspace, role: 'admin' }],
  } as Actor;
  const one = subscribe(
    outsider,
    `subscription { submissionChanged(submissionId: "${submissionId}") { id } }`,
  );
  const all = subscribe(
    outsider,
    `subscription { workspaceSubmissionsChanged(workspaceId: "${workspaceId}") { id } }`,
  );
  const deadline = Date.now() + 10_000;
  while ((one.failures.length === 0 || all.failures.length === 0) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  await workerStep('Personal3', 102);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(one.events).toEqual([]);
  expect(all.events).toEqual([]);
  expect(JSON.stringify(one.failures)).toContain('NOT_FOUND');
  expect(JSON.stringify(all.failures)).toContain('FORBIDDEN');
});
