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

const actor = {
  kind: 'user',
  userId: '00000000-0000-4000-8000-000000000001',
  email: 'someone@example.test',
  currentWorkspaceId: null,
  memberships: [],
  platformAdmin: true,
};

async function post(url: string, query: string, variables: Record<string, unknown>) {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-portico-csrf': '1',
      'x-portico-test-actor': JSON.stringify(actor),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
}

// A subgraph call that fails makes Hive Gateway log an error carrying the upstream request, whose
// body holds the operation's variables: the applicant's answers. They must never reach a log line.
describe('the gateway keeps answers out of its logs', () => {
  const lines: string[] = [];
  let gateway: RunningGateway;

  beforeAll(async () => {
    gateway = await startTestGateway({
      keys: generateActorKeyPair(),
      urls: { forms: 'http://127.0.0.1:9/graphql' }, // nothing listens there: the call fails
      testActorHeader: true,
      logLines: lines,
    });
  });
  afterAll(() => gateway?.stop());

  it('logs a failed subgraph call by service and code, without the request body', async () => {
    const body = await post(
      gateway.url,
      'mutation($i: SaveAnswersInput!) { saveAnswers(input: $i) { version } }',
      {
        i: {
          formId: '00000000-0000-4000-8000-000000000002',
          clientId: '00000000-0000-4000-8000-000000000003',
          seq: 1,
          idempotencyKey: '00000000-0000-4000-8000-000000000004',
          changes: [{ section: 'passportPage', path: 'passportNumber', value: 'X9SECRET42', baseVersion: 0 }],
        },
      },
    );
    expect(JSON.stringify(body)).not.toContain('X9SECRET42');
    expect(body.errors![0]!.extensions!.code).toBe('INTERNAL_SERVER_ERROR');

    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.hive && entry.extensions);
    expect(failure).toMatchObject({
      level: 50,
      message: expect.stringContaining('ECONNREFUSED'),
      path: ['saveAnswers'],
      extensions: { code: 'SUBREQUEST_HTTP_ERROR', serviceName: 'forms' },
    });
    expect(lines.join('\n')).not.toContain('X9SECRET42');
    expect(lines.join('\n')).not.toContain('variables');
  });
});

/**
 * An answer sent with the wrong type is quoted by GraphQL's own error message ("got invalid value
 * 987654321"): the client reads it, no log line of the gateway or of a subgraph does, whatever the
 * value's type, on the planner path, the direct path (ADR 0016) and in the subgraphs.
 */
describe('values of every type stay out of every log', () => {
  const keys = generateActorKeyPair();
  const gatewayLines: string[] = [];
  const serviceLines: string[] = [];
  let database: TestDatabase;
  let forms: RunningService;
  let billing: RunningService;
  let planner: RunningGateway;
  let direct: RunningGateway;

  beforeAll(async () => {
    requireBuiltServices(['forms', 'billing']);
    database = await createTestDatabase();
    migrate('forms', database.url);
    migrate('billing', database.url);
    const service = { databaseUrl: database.url, publicKey: keys.publicKey, logLines: serviceLines };
    [forms, billing] = await Promise.all([
      startService('forms', { ...service, logLevel: 'debug' }),
      startService('billing', { ...service, logLevel: 'debug' }),
    ]);
    const supergraphFile = composeForTest();
    const urls = { forms: forms.url, billing: billing.url };
    [planner, direct] = await Promise.all([
      startTestGateway({
        keys,
        urls,
        supergraphFile,
        testActorHeader: true,
        directRoutes: false,
        logLines: gatewayLines,
      }),
      startTestGateway({ keys, urls, supergraphFile, testActorHeader: true, logLines: gatewayLines }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([planner?.stop(), direct?.stop()]);
    await Promise.all([forms?.stop(), billing?.stop()]);
    await database?.drop();
  });

  const SAVE = 'mutation Save($i: SaveAnswersInput!) { saveAnswers(input: $i) { version } }';
  const save = (change: Record<string, unknown>) => ({
    i: {
      formId: randomUUID(),
      clientId: randomUUID(),
      seq: 1,
      idempotencyKey: randomUUID(),
      changes: [{ section: 'passportPage', path: 'passportNumber', value: 'ok', baseVersion: 0, ...change }],
    },
  });
  const COUPON = 'mutation Coupon($i: CreateCouponInput!) { createCoupon(input: $i) { code } }';
  const coupon = (expiresAt: unknown) => ({
    i: { code: 'SPRING', kind: 'PERCENT', percentOff: 10, expiresAt },
  });

  // [what, document, variables, the canary as it appears in the client's message]
  const canaries: [string, string, Record<string, unknown>, string][] = [
    ['a number for a string', SAVE, save({ path: 987654321 }), '987654321'],
    ['a boolean for a string', SAVE, save({ section: true }), 'true'],
    ['an object for a string', SAVE, save({ path: { passport: 'X9OBJECT42' } }), 'X9OBJECT42'],
    ['an array for a string', SAVE, save({ section: ['X9ARRAY42'] }), 'X9ARRAY42'],
    ['a string for a number', SAVE, save({ baseVersion: 'X9STRING42' }), 'X9STRING42'],
    ['a string the subgraph’s scalar refuses', COUPON, coupon('X9DATE42'), 'X9DATE42'],
    ['a number the subgraph’s scalar refuses', COUPON, coupon(123456789012), '123456789012'],
  ];

  function loggedText(lines: string[]): string {
    // Only what a line says: `"hive":true` and the like are the logger's own fields, not values.
    return lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .map(({ level: _level, time: _time, hive: _hive, pid: _pid, ...rest }) => JSON.stringify(rest))
      .join('\n');
  }

  it.each(canaries)('never logs %s, and the client still reads it', async (_, query, variables, canary) => {
    gatewayLines.length = 0;
    serviceLines.length = 0;
    // The planner path, then the direct path: the same text twice (learnt, then forwarded as it is).
    for (const gateway of [planner, direct, direct]) {
      const body = await post(gateway.url, query, variables);
      expect(body.errors?.[0]?.extensions?.code).toMatch(/^(BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED)$/);
      expect(body.errors![0]!.message).toContain(canary);
    }
    await new Promise((resolve) => setTimeout(resolve, 200)); // the services' stdout
    expect(gatewayLines.some((line) => line.includes('graphql error'))).toBe(true);
    const logged = `${loggedText(gatewayLines)}\n${loggedText(serviceLines)}`;
    expect(logged).not.toContain(canary);
  });
});
