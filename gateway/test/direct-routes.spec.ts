/**
 * ADR 0016: an operation one subgraph answers whole goes to it directly once Hive Gateway has
 * validated its document. Whatever a client sends, the answer must be the one the planner path
 * gives: same status, same content type, same body. Two gateways in front of one real forms
 * service (real PostgreSQL): one with direct routes, one with every operation through the planner.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, memberActor, type TestDatabase } from '@portico/service-kit/testing';
import type { Actor } from '@portico/shared-types';
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
const member = memberActor(workspaceId);
const outsider = memberActor(randomUUID());

let database: TestDatabase;
let forms: RunningService;
let direct: RunningGateway;
let planner: RunningGateway;
const directLog: string[] = [];
/** A billing subgraph that cuts every connection once it has read the request. */
let broken: Server;
let brokenCalls = 0;
let formA: string;
let formB: string;

interface Call {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  actor?: Actor | null;
  accept?: string | null;
}

type Answer = Awaited<ReturnType<typeof send>>;

async function send(gateway: RunningGateway, call: Call) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (call.accept !== null)
    headers.accept = call.accept ?? 'application/graphql-response+json, application/json;q=0.9';
  if (call.actor !== null) headers['x-portico-test-actor'] = JSON.stringify(call.actor ?? member);
  const res = await fetch(gateway.url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query: call.query, variables: call.variables, operationName: call.operationName }),
  });
  return {
    status: res.status,
    type: res.headers.get('content-type')?.replace(/\s+/g, '').toLowerCase(),
    cacheControl: res.headers.get('cache-control'),
    body: (await res.json()) as {
      data?: unknown;
      errors?: { message: string; extensions?: { code?: string } }[];
    },
  };
}

/** How the direct gateway answered its last /graphql request ('direct' or the planner). */
function lastVia(): string {
  const lines = directLog
    .map((line) => JSON.parse(line) as { msg?: string; path?: string; via?: string })
    .filter((line) => line.msg === 'request' && line.path === '/graphql');
  return lines.at(-1)?.via ?? 'planner';
}

async function createForm(name: string): Promise<string> {
  const answer = await send(planner, {
    query: 'mutation($input: CreateFormInput!) { createForm(input: $input) { id } }',
    variables: { input: { workspaceId, name } },
  });
  return (answer.body.data as { createForm: { id: string } }).createForm.id;
}

beforeAll(async () => {
  requireBuiltServices(['forms']);
  database = await createTestDatabase();
  migrate('forms', database.url);
  forms = await startService('forms', { databaseUrl: database.url, publicKey: keys.publicKey });
  broken = createServer((req) => {
    brokenCalls += 1;
    req.on('end', () => req.socket.destroy()).resume();
  });
  await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
  const brokenUrl = `http://127.0.0.1:${(broken.address() as AddressInfo).port}/graphql`;
  // Identity is the broken one too: the test actor header means no identity call for the actor.
  const urls = { forms: forms.url, billing: brokenUrl, identity: brokenUrl };
  [direct, planner] = await Promise.all([
    startTestGateway({ keys, urls, testActorHeader: true, logLines: directLog }),
    startTestGateway({ keys, urls, testActorHeader: true, directRoutes: false }),
  ]);
  formA = await createForm('Direct A');
  formB = await createForm('Direct B');
});

afterAll(async () => {
  await Promise.all([direct?.stop(), planner?.stop()]);
  await forms?.stop();
  await new Promise((resolve) => broken?.close(resolve));
  await database?.drop();
});

/** The planner's answer, the direct gateway's first (learning) and second answers: all equal. */
async function expectSameAnswer(call: Call, expectedVia: 'direct' | 'planner') {
  const reference = await send(planner, call);
  const first = await send(direct, call);
  const second = await send(direct, call);
  expect(lastVia()).toBe(expectedVia);
  for (const answer of [first, second]) {
    expect(answer.status).toBe(reference.status);
    expect(answer.type).toBe(reference.type);
    expect(answer.cacheControl).toBe('no-store');
    expect(answer.body).toEqual(reference.body);
  }
  return reference;
}

const FORMS = `query Forms($workspaceId: ID!) { forms(workspaceId: $workspaceId, limit: 10, sort: NAME, direction: ASC) { totalCount items { id name status version } } }`;
const ONE = `query One($id: ID!) { form(id: $id) { id name ...Progress } } fragment Progress on Form { progress { applicable completed percent } }`;

describe('direct routes answer exactly what the planner answers', () => {
  it('a list query, under each Accept a client sends', async () => {
    for (const accept of [undefined, 'application/json', 'application/graphql-response+json', '*/*', null]) {
      const answer = await expectSameAnswer({ query: FORMS, variables: { workspaceId }, accept }, 'direct');
      expect(answer.body.data).toMatchObject({ forms: { totalCount: 2 } });
    }
  });

  it('fragments, and an operation picked by name out of several', async () => {
    const both = `${ONE} query Other { __typename }`;
    const answer = await expectSameAnswer(
      { query: both, operationName: 'One', variables: { id: formA } },
      'direct',
    );
    expect(answer.body.data).toMatchObject({ form: { id: formA, name: 'Direct A' } });
  });

  it('not found, forbidden to another workspace, and anonymous callers', async () => {
    const missing = await expectSameAnswer({ query: ONE, variables: { id: randomUUID() } }, 'direct');
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const foreign = await expectSameAnswer(
      { query: ONE, variables: { id: formB }, actor: outsider },
      'direct',
    );
    expect(foreign.body.errors?.[0]?.extensions?.code).toMatch(/NOT_FOUND|FORBIDDEN/);
    const anonymous = await expectSameAnswer(
      { query: `${ONE} `, variables: { id: formA }, actor: null },
      'direct',
    );
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a mutation refused for a bad value, and one applied', async () => {
    const save = `mutation Save($input: SaveAnswersInput!) { saveAnswers(input: $input) { stale conflicts { path } invalid { path messageId } applied { section path } } }`;
    const input = (formId: string, value: unknown, seq: number) => ({
      formId,
      clientId: '00000000-0000-4000-8000-00000000000c',
      seq,
      idempotencyKey: randomUUID(),
      changes: [{ section: 'personalP1', path: 'surnames', value, baseVersion: 0 }],
    });
    // The same idempotency key would replay the first answer: each call gets its own.
    const answers = [];
    for (const [i, gateway] of [planner, direct, direct].entries())
      answers.push(
        await send(gateway, { query: save, variables: { input: input(formA, 'Д'.repeat(3), i + 1) } }),
      );
    const [reference, first, second] = answers as [Answer, Answer, Answer];
    expect(lastVia()).toBe('direct');
    expect(first.body).toEqual(reference.body);
    expect(second.body).toEqual(reference.body);
    expect(second.status).toBe(reference.status);
  });

  it('bad variables and unknown fields take the planner path and get its answer', async () => {
    await expectSameAnswer({ query: FORMS, variables: { workspaceId } }, 'direct');
    // Learnt document, but a variable of the wrong type: the planner path answers it.
    const badVariables = await expectSameAnswer(
      { query: FORMS, variables: { workspaceId: { no: 1 } } },
      'planner',
    );
    expect(badVariables.status).toBe(400);
    const unknownField = await expectSameAnswer({ query: '{ forms { nope } }' }, 'planner');
    expect(unknownField.status).toBe(400);
  });

  it('operations that need several subgraphs, or introspection, never go direct', async () => {
    await expectSameAnswer({ query: `{ __schema { queryType { name } } }` }, 'planner');
    const mixed = `query Mixed($workspaceId: ID!) { forms(workspaceId: $workspaceId) { totalCount } catalog { totalCount } }`;
    const answer = await send(direct, { query: mixed, variables: { workspaceId } });
    await send(direct, { query: mixed, variables: { workspaceId } });
    expect(lastVia()).toBe('planner');
    expect(answer.status).toBe(200);
  });

  it('a subgraph that fails mid-call gets the answer the planner gives, and a write is sent once', async () => {
    const catalog = '{ catalog { totalCount } }';
    const reference = await send(planner, { query: catalog });
    expect(reference.body.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    await send(direct, { query: catalog });
    expect(await send(direct, { query: catalog })).toEqual(reference);

    const add = `mutation Invite($input: InviteMemberInput!) { inviteMember(input: $input) { __typename } }`;
    const variables = { input: { workspaceId, email: 'new@example.test' } };
    await send(direct, { query: add, variables });
    for (const accept of [undefined, 'application/json']) {
      const writeReference = await send(planner, { query: add, variables, accept });
      const before = brokenCalls;
      const write = await send(direct, { query: add, variables, accept });
      expect(brokenCalls).toBe(before + 1);
      expect(lastVia()).toBe('planner');
      expect(write).toEqual(writeReference);
      expect(writeReference.body).toMatchObject({ data: null, errors: [{ path: ['inviteMember'] }] });
    }
  });

  it('refuses a body over the limit without keeping it', async () => {
    const res = await fetch(direct.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: FORMS, variables: { workspaceId, pad: 'x'.repeat(4 * 1024 * 1024) } }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).errors[0].message).toBe('The request is too large.');
  });
});
