import { serverAudits } from 'graphql-http';
import { generateActorKeyPair, startTestGateway, type RunningGateway } from './support/portico-system';

// Audits use `{ __typename }`, which the gateway answers itself, as an anonymous caller.
let gateway: RunningGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ keys: generateActorKeyPair() });
});

afterAll(async () => {
  await gateway?.stop();
});

describe('GraphQL over HTTP conformance of /graphql (graphql-http MUST audits)', () => {
  const audits = serverAudits({ url: () => gateway.url }).filter((audit) => audit.name.startsWith('MUST'));

  it('has the MUST audits to run', () => {
    expect(audits.length).toBeGreaterThanOrEqual(13);
  });

  for (const audit of audits) {
    it(audit.name, async () => {
      const result = await audit.fn();
      if (result.status !== 'ok') {
        throw new Error(`${result.reason}\n${JSON.stringify(await result.response.text().catch(() => ''))}`);
      }
    });
  }
});
