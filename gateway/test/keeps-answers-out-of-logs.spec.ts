import { generateActorKeyPair, startTestGateway, type RunningGateway } from './support/portico-system';

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
    const actor = {
      kind: 'user',
      userId: '00000000-0000-4000-8000-000000000001',
      email: 'someone@example.test',
      currentWorkspaceId: null,
      memberships: [],
    };
    const res = await fetch(gateway.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-portico-csrf': '1',
        'x-portico-test-actor': JSON.stringify(actor),
      },
      body: JSON.stringify({
        query: 'mutation($i: SaveAnswersInput!) { saveAnswers(input: $i) { version } }',
        variables: {
          i: {
            formId: '00000000-0000-4000-8000-000000000002',
            clientId: '00000000-0000-4000-8000-000000000003',
            seq: 1,
            idempotencyKey: '00000000-0000-4000-8000-000000000004',
            changes: [
              { section: 'passportPage', path: 'passportNumber', value: 'X9SECRET42', baseVersion: 0 },
            ],
          },
        },
      }),
    });
    const body = await res.json();
    expect(JSON.stringify(body)).not.toContain('X9SECRET42');
    expect(body.errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');

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
