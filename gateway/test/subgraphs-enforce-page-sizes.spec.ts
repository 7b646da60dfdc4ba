/**
 * The cost analysis counts a page at most MAX_PAGE_SIZE items (operation-cost.ts): that holds only
 * if every subgraph refuses a bigger page instead of serving it. Each paginated field of LIST_SIZES,
 * asked one item more than the maximum through the gateway, answers BAD_USER_INPUT; the maximum
 * itself is served. (Submission.steps needs a filed submission: its resolver checks the page with
 * the same checkPage as every other, services/submission/src/modules/submission/submission.service.ts.)
 */
import { isNonNullType, isObjectType, type GraphQLSchema } from 'graphql';
import { createGatewayRuntime } from '@graphql-hive/gateway-runtime';
import { MAX_PAGE_SIZE } from '@portico/service-kit';
import {
  createTestDatabase,
  startMailbox,
  type Mailbox,
  type TestDatabase,
} from '@portico/service-kit/testing';
import { LIST_SIZES } from '../src/operation-cost';
import { signUp, type CookieJar } from './support/accounts';
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

jest.setTimeout(90_000);

const SERVICES = ['identity', 'forms', 'billing', 'submission'] as const;
const keys = generateActorKeyPair();
let mailbox: Mailbox;
let jar: CookieJar;
let database: TestDatabase;
let services: RunningService[] = [];
let gateway: RunningGateway;
let schema: GraphQLSchema;
let workspaceId: string;
let formId: string;

async function graphql(query: string) {
  const res = await fetch(gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-portico-csrf': '1', cookie: jar.header() },
    body: JSON.stringify({ query }),
  });
  return (await res.json()) as {
    data?: Record<string, { id: string }>;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

beforeAll(async () => {
  requireBuiltServices([...SERVICES]);
  mailbox = await startMailbox();
  process.env.SMTP_URL = mailbox.smtpUrl;
  database = await createTestDatabase();
  for (const name of SERVICES) migrate(name, database.url);
  services = await Promise.all(
    SERVICES.map((name) => startService(name, { databaseUrl: database.url, publicKey: keys.publicKey })),
  );
  const supergraphFile = composeForTest();
  const urls = Object.fromEntries(SERVICES.map((name, i) => [name, services[i]!.url]));
  gateway = await startTestGateway({ keys, urls, supergraphFile });
  const runtime = createGatewayRuntime({ supergraph: supergraphFile, logging: false });
  schema = await runtime.getSchema();
  await runtime[Symbol.asyncDispose]();
  // identity's platform administrator outside production (PLATFORM_ADMIN_EMAILS' default), with an agency.
  jar = await signUp(gateway.origin, mailbox, 'admin@portico.test');
  workspaceId = (await graphql('mutation { createWorkspace(input: { name: "Pages" }) { id } }')).data!
    .createWorkspace!.id;
  formId = (
    await graphql(`mutation { createForm(input: { workspaceId: "${workspaceId}", name: "Pages" }) { id } }`)
  ).data!.createForm!.id;
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  await gateway?.stop();
  await Promise.all(services.map((service) => service.stop()));
  await database?.drop();
  await mailbox?.close();
});

/** The operation asking `field` for `size` items, its other required arguments filled in. */
function ask(key: string, size: number): string {
  const [typeName, fieldName] = key.split('.') as [string, string];
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(key);
  const field = type.getFields()[fieldName]!;
  const slicedBy = (LIST_SIZES[key] as { slicedBy: string }).slicedBy;
  const args = field.args
    .filter((arg) => arg.name === slicedBy || (isNonNullType(arg.type) && arg.defaultValue === undefined))
    .map((arg) => {
      if (arg.name === slicedBy) return `${arg.name}: ${size}`;
      if (arg.name === 'formId') return `formId: "${formId}"`;
      if (arg.name === 'workspaceId') return `workspaceId: "${workspaceId}"`;
      throw new Error(`${key}: no value for ${arg.name}`);
    });
  const selection = `${fieldName}(${args.join(', ')}) { __typename }`;
  if (typeName === 'Query') return `{ ${selection} }`;
  if (typeName === 'Form') return `{ form(id: "${formId}") { ${selection} } }`;
  throw new Error(`${key}: reached through a ${typeName} this test does not create`);
}

const paginated = Object.entries(LIST_SIZES)
  .filter(([key, size]) => 'slicedBy' in size && key !== 'Submission.steps')
  .map(([key]) => key);

it.each(paginated)('%s refuses a page past the maximum and serves the maximum', async (key) => {
  const over = await graphql(ask(key, MAX_PAGE_SIZE + 1));
  expect(over.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  const max = await graphql(ask(key, MAX_PAGE_SIZE));
  expect(max.errors).toBeUndefined();
});
