import { randomUUID } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { createTestDatabase, type TestDatabase } from '@portico/service-kit/testing';
import type { Actor } from '@portico/shared-types';
import { signActorFor, TEST_ACTOR_HEADER } from '../src/authentication';
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
const member: Actor = {
  kind: 'user',
  userId: randomUUID(),
  email: 'agent@example.test',
  currentWorkspaceId: workspaceId,
  memberships: [{ workspaceId, role: 'admin' }],
};

let database: TestDatabase;
let replicaA: RunningService;
let replicaB: RunningService;
let gateway: RunningGateway;
let client: Client | undefined;

beforeAll(async () => {
  requireBuiltServices(['forms']);
  database = await createTestDatabase();
  migrate('forms', database.url);
  [replicaA, replicaB] = await Promise.all([
    startService('forms', { databaseUrl: database.url, publicKey: keys.publicKey }),
    startService('forms', { databaseUrl: database.url, publicKey: keys.publicKey }),
  ]);
  // The gateway only knows replica A; mutations go to replica B.
  gateway = await startTestGateway({ keys, urls: { forms: replicaA.url }, testActorHeader: true });
});

afterAll(async () => {
  await client?.dispose();
  await gateway?.stop();
  await Promise.all([replicaA?.stop(), replicaB?.stop()]);
  await database?.drop();
});

async function createFormOnReplicaB(name: string): Promise<string> {
  const res = await fetch(replicaB.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-portico-actor': signActorFor(member, keys.privateKey),
    },
    body: JSON.stringify({
      query: 'mutation($input: CreateFormInput!) { createForm(input: $input) { id } }',
      variables: { input: { workspaceId, name } },
    }),
  });
  const body = (await res.json()) as { data?: { createForm: { id: string } }; errors?: unknown };
  if (!body.data) throw new Error(`createForm failed: ${JSON.stringify(body.errors)}`);
  return body.data.createForm.id;
}

it('delivers a formChanged event through the gateway when another replica creates the form', async () => {
  const events: { formId: string; workspaceId: string; change: string }[] = [];
  const failures: unknown[] = [];
  client = createClient({
    url: gateway.wsUrl,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: { [TEST_ACTOR_HEADER]: JSON.stringify(member) },
  });
  client.subscribe<{ formChanged: { formId: string; workspaceId: string; change: string } }>(
    { query: `subscription { formChanged(workspaceId: "${workspaceId}") { formId workspaceId change } }` },
    {
      next: (result) => (result.data ? events.push(result.data.formChanged) : failures.push(result.errors)),
      error: (error) => failures.push(error),
      complete: () => undefined,
    },
  );

  // The upstream subscription starts asynchronously; keep creating forms until one is seen.
  const created: string[] = [];
  const deadline = Date.now() + 20_000;
  while (events.length === 0 && failures.length === 0 && Date.now() < deadline) {
    created.push(await createFormOnReplicaB(`DS-160 ${created.length + 1}`));
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  expect(failures).toEqual([]);
  expect(events.length).toBeGreaterThan(0);
  expect(events[0]).toEqual({ formId: expect.any(String), workspaceId, change: 'CREATED' });
  expect(created).toContain(events[0].formId);
});

it('ignores an x-portico-actor a client puts in its own connectionParams', async () => {
  const forged = signActorFor(member, keys.privateKey);
  const intruder = createClient({
    url: gateway.wsUrl,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: { 'x-portico-actor': forged },
  });
  try {
    const outcome = await new Promise<unknown>((resolve) => {
      intruder.subscribe(
        { query: `subscription { formChanged(workspaceId: "${workspaceId}") { formId } }` },
        { next: resolve, error: resolve, complete: () => resolve('complete') },
      );
      setTimeout(() => resolve('timeout'), 10_000);
    });
    expect(JSON.stringify(outcome)).toContain('UNAUTHENTICATED');
  } finally {
    await intruder.dispose();
  }
});
