/**
 * NUL characters and deep nesting in any input are refused at the gateway with BAD_USER_INPUT naming
 * where they were, on the planner path and the direct path, and change nothing (ADR 0032). Before,
 * PostgreSQL refused NUL in text and recursive code ran out of stack: 500s and internal errors.
 */
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@portico/service-kit/testing';
import {
  composeForTest,
  generateActorKeyPair,
  migrate,
  requireBuiltServices,
  startService,
  startTestGateway,
  type RunningGateway,
  type RunningService,
} from './support/portico-system';

jest.setTimeout(60_000);

const keys = generateActorKeyPair();
const workspaceId = randomUUID();
const actor = {
  kind: 'user',
  userId: randomUUID(),
  email: 'agent@example.test',
  currentWorkspaceId: workspaceId,
  memberships: [{ workspaceId, role: 'admin', workspaceType: 'business' }],
};
const serviceLines: string[] = [];
let database: TestDatabase;
let identity: RunningService;
let forms: RunningService;
let planner: RunningGateway;
let direct: RunningGateway;
let formId: string;

interface Answer {
  status: number;
  body: {
    data?: { createForm: { id: string } } | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
}

async function send(gateway: RunningGateway, body: string): Promise<Answer> {
  const res = await fetch(gateway.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      'x-portico-csrf': '1',
      'x-portico-test-actor': JSON.stringify(actor),
    },
    body,
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

const graphql = (gateway: RunningGateway, query: string, variables: Record<string, unknown> = {}) =>
  send(gateway, JSON.stringify({ query, variables }));

const SAVE = 'mutation Save($i: SaveAnswersInput!) { saveAnswers(input: $i) { version } }';
const saveInput = (value: unknown) => ({
  i: {
    formId,
    clientId: randomUUID(),
    seq: 1,
    idempotencyKey: randomUUID(),
    changes: [{ section: 'personalP1', path: 'surname', value, baseVersion: 0 }],
  },
});

beforeAll(async () => {
  requireBuiltServices(['identity', 'forms']);
  database = await createTestDatabase();
  migrate('identity', database.url);
  migrate('forms', database.url);
  const service = {
    databaseUrl: database.url,
    publicKey: keys.publicKey,
    logLines: serviceLines,
    logLevel: 'info',
  };
  [identity, forms] = await Promise.all([startService('identity', service), startService('forms', service)]);
  const supergraphFile = composeForTest();
  const urls = { identity: identity.url, forms: forms.url };
  [planner, direct] = await Promise.all([
    startTestGateway({ keys, urls, supergraphFile, testActorHeader: true, directRoutes: false }),
    startTestGateway({ keys, urls, supergraphFile, testActorHeader: true }),
  ]);
  const created = await graphql(planner, 'mutation($i: CreateFormInput!) { createForm(input: $i) { id } }', {
    i: { workspaceId, name: 'Edge cases' },
  });
  formId = created.body.data!.createForm.id;
});

afterAll(async () => {
  await Promise.all([planner?.stop(), direct?.stop()]);
  await Promise.all([identity?.stop(), forms?.stop()]);
  await database?.drop();
});

async function stored(): Promise<unknown> {
  const { body } = await graphql(
    planner,
    `
      query ($w: ID!, $f: ID!) {
        forms(workspaceId: $w) {
          totalCount
        }
        form(id: $f) {
          version
          sections {
            key
            answers
          }
        }
      }
    `,
    { w: workspaceId, f: formId },
  );
  return body.data;
}

describe.each([
  ['the planner path', () => [planner]],
  // The same text three times: learnt on the first, then sent straight to the subgraph (ADR 0016).
  ['the direct path', () => [direct, direct, direct]],
])('on %s', (_, gateways) => {
  it.each([
    [
      'a search text',
      'query($w: ID!, $s: String) { forms(workspaceId: $w, search: $s) { totalCount } }',
      () => ({ w: workspaceId, s: 'Smith\u0000' }),
      '$s',
    ],
    [
      'a form name',
      'mutation($i: CreateFormInput!) { createForm(input: $i) { id } }',
      () => ({ i: { workspaceId, name: 'a\u0000' } }),
      '$i.name',
    ],
    [
      'a workspace name',
      'mutation($i: CreateWorkspaceInput!) { createWorkspace(input: $i) { id } }',
      () => ({ i: { name: 'Agency\u0000' } }),
      '$i.name',
    ],
    [
      'an API key name',
      'mutation($i: CreateApiKeyInput!) { createApiKey(input: $i) { secret } }',
      () => ({ i: { workspaceId, name: 'k\u0000' } }),
      '$i.name',
    ],
    ['an answer', SAVE, () => saveInput('Doe\u0000'), '$i.changes[0].value'],
    ['an answer’s key', SAVE, () => saveInput([{ ['surname\u0000']: 'Doe' }]), '$i.changes[0].value[0]'],
    [
      'a literal',
      'mutation { createWorkspace(input: { name: "A\\u0000" }) { id } }',
      () => ({}),
      'createWorkspace.input.name',
    ],
  ])('refuses a NUL character in %s, naming where', async (_, query, variables, path) => {
    const before = await stored();
    for (const gateway of gateways()) {
      const answer = await graphql(gateway, query, variables());
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([
        {
          message: `${path}: text must not contain the NUL character (U+0000).`,
          extensions: { code: 'BAD_USER_INPUT', field: path },
        },
      ]);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses an answer nested 100,000 deep, and one just past the limit', async () => {
    const before = await stored();
    for (const gateway of gateways()) {
      const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
      const body = `{"query":${JSON.stringify(SAVE)},"variables":${JSON.stringify(saveInput('X')).replace('"X"', deep)}}`;
      for (const answer of [
        await send(gateway, body),
        await graphql(gateway, SAVE, saveInput(JSON.parse('['.repeat(30) + ']'.repeat(30)))),
      ]) {
        expect(answer.status).toBe(400);
        expect(answer.body.errors?.[0]?.extensions).toEqual({
          code: 'BAD_USER_INPUT',
          field: expect.stringMatching(/^\$i\.changes\[0\]\.value(\[0\])+$/),
        });
      }
    }
    expect(await stored()).toEqual(before);
  });

  it('answers a deeply nested body it does not use without an error of its own', async () => {
    for (const gateway of gateways()) {
      const deep = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
      const answer = await send(gateway, `{"query":"{ __typename }","extensions":{"x":${deep}}}`);
      expect(answer.status).toBeLessThan(500);
      expect(JSON.stringify(answer.body)).not.toContain('INTERNAL_SERVER_ERROR');
    }
  });
});

describe('the sign-in routes', () => {
  it.each([
    [
      '/auth/signup',
      { email: 'a\u0000@example.test', password: 'Str0ng-enough-pass', language: 'en' },
      'email',
    ],
    ['/auth/login', { email: 'a@example.test', password: 'pass\u0000word' }, 'password'],
    ['/auth/password-reset/request', { email: 'a\u0000@example.test' }, 'email'],
  ])('%s refuses a NUL character with 400 BAD_USER_INPUT, not a 500', async (path, body, field) => {
    const res = await fetch(`${planner.origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-portico-csrf': '1' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: unknown }).error).toMatchObject({ code: 'BAD_USER_INPUT', field });
  });
});

describe('afterwards', () => {
  it('left no unexpected error in the services’ logs', () => {
    expect(serviceLines.length).toBeGreaterThan(0);
    expect(serviceLines.filter((line) => line.includes('unexpected error'))).toEqual([]);
  });
});
