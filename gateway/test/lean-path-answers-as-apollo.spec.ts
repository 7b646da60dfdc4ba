/**
 * The lean GraphQL path of every subgraph (ADR 0031) answers as Apollo Server does, over every
 * document the frontends send: two whole systems side by side, each with its own database, one with
 * the lean path on (the default) and one with GRAPHQL_LEAN_PATH=off, both sent the same requests
 * in the same order through their gateways. The documents are read from the frontends' sources
 * (each gql`…` template, with the fragments it interpolates); their variables are made from the
 * schema (the account's workspace for a workspace id, fixed values for the rest), so the resolvers run
 * and answer data or their errors, for a real account signed in on each system. Each document is sent twice: the lean path runs graphql-js the
 * first time and graphql-jit from the second. Ids and times differ between the systems and are
 * compared by their shape.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  parse,
  print,
  typeFromAST,
  validate,
  buildSchema,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import {
  createTestDatabase,
  memberActor,
  startMailbox,
  type Mailbox,
  type TestDatabase,
} from '@portico/service-kit/testing';
import { signUp, type CookieJar } from './support/accounts';
import { signActorFor } from '../src/authentication';
import { REPO_ROOT } from '../src/compose';
import {
  generateActorKeyPair,
  migrate,
  requireBuiltServices,
  startService,
  startTestGateway,
  type RunningGateway,
  type RunningService,
} from './support/portico-system';

jest.setTimeout(240_000);

const SERVICES = ['identity', 'forms', 'billing', 'submission'] as const;
const keys = generateActorKeyPair();
const schema: GraphQLSchema = buildSchema(
  readFileSync(path.join(REPO_ROOT, 'gateway/supergraph.graphql'), 'utf8'),
  {
    assumeValidSDL: true,
  },
);

/** Every .ts file under a frontend's src, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : sources(file);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The operations of the frontends: each gql`…` template with the fragments it interpolates. */
function frontendOperations(): { name: string; document: DocumentNode }[] {
  const frontends = path.join(REPO_ROOT, 'frontends');
  // Templates by file, then by name: a name is looked up in its own file first (several files
  // declare a LIST_FIELDS of their own), then among every file's (an imported fragment).
  const local = new Map<string, Map<string, string>>();
  const global = new Map<string, string>();
  const all: { name: string; file: string; text: string }[] = [];
  for (const app of readdirSync(frontends)) {
    const src = path.join(frontends, app, 'src');
    if (!statSync(path.join(frontends, app)).isDirectory()) continue;
    try {
      statSync(src);
    } catch {
      continue;
    }
    for (const file of sources(src)) {
      const text = readFileSync(file, 'utf8');
      const templates = new Map<string, string>();
      local.set(file, templates);
      // gql`…` documents, and plain `…` strings of fields some documents interpolate, each named
      // by the declaration it is the value of (the last `const NAME` before it).
      for (const match of text.matchAll(/(gql)?`([^`]*)`/g)) {
        const declared = [...text.slice(0, match.index).matchAll(/(?:const|let)\s+(\w+)/g)].at(-1)?.[1];
        if (!declared) continue;
        if (match[1] || !templates.has(declared)) templates.set(declared, match[2]!);
        if (match[1] || !global.has(declared)) global.set(declared, match[2]!);
        if (match[1]) all.push({ name: `${app}/${path.basename(file)}#${declared}`, file, text: match[2]! });
      }
    }
  }
  /** The template with its ${FRAGMENT}s replaced by their text (recursively), each fragment once. */
  const expand = (text: string, file: string, seen: Set<string>): string =>
    text.replace(/\$\{(\w+)\}/g, (_, name: string) => {
      if (seen.has(name)) return '';
      seen.add(name);
      const fragment = local.get(file)!.get(name) ?? global.get(name);
      if (fragment === undefined)
        throw new Error(`gql interpolates ${name}, which is no template of a frontend`);
      return expand(fragment, file, seen);
    });
  return all
    .map(({ name, file, text }) => ({ name, document: parse(expand(text, file, new Set())) }))
    .filter(({ document }) =>
      document.definitions.some(
        (d) => d.kind === Kind.OPERATION_DEFINITION && d.operation !== 'subscription',
      ),
    );
}

const OTHER_ID = '00000000-0000-4000-8000-000000000001';

/** A value of an input type: what a client would plausibly send, deterministic but for the workspace. */
function sample(type: GraphQLInputType, name: string, workspace: string): unknown {
  if (isNonNullType(type)) return sample(type.ofType, name, workspace);
  if (isListType(type)) return [sample(type.ofType as GraphQLInputType, name, workspace)];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]!.value;
  if (isInputObjectType(named)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(named.getFields()))
      if (isNonNullType(field.type) && field.defaultValue === undefined)
        value[field.name] = sample(field.type, field.name, workspace);
    return value;
  }
  if (isScalarType(named)) {
    switch (named.name) {
      case 'ID':
        return /workspace/i.test(name) ? workspace : OTHER_ID;
      case 'Int':
        return 1;
      case 'Float':
        return 1.5;
      case 'Boolean':
        return true;
      case 'String':
        return /email/i.test(name) ? 'someone@example.com' : /locale|language/i.test(name) ? 'en' : 'Sample';
      default:
        return /date|time|at$/i.test(`${named.name} ${name}`) ? '2026-01-02T03:04:05.000Z' : {};
    }
  }
  return null;
}

function variablesOf(document: DocumentNode, workspace: string): Record<string, unknown> {
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  const variables: Record<string, unknown> = {};
  for (const definition of operation && 'variableDefinitions' in operation
    ? (operation.variableDefinitions ?? [])
    : []) {
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (type)
      variables[definition.variable.name.value] = sample(type, definition.variable.name.value, workspace);
  }
  return variables;
}

/** Ids and times differ between two systems: compared by their shape. */
function shape(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value)
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>')
      .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, '<time>')
      .replace(/(lean|apollo)@example\.com/g, '<email>')
      // Secrets made at random: a second factor's key, a QR picture of it.
      .replace(/otpauth:\/\/[^"]+/g, '<otpauth>')
      .replace(/data:image\/[^"]+/g, '<image>')
      .replace(/"(secret|token|key)":"[^"]+"/gi, '"$1":"<secret>"'),
  );
}

interface System {
  database: TestDatabase;
  services: RunningService[];
  gateway: RunningGateway;
  /** A real account of this system, signed in, and the agency workspace it created. */
  jar: CookieJar;
  workspace: string;
}

async function startSystem(lean: boolean): Promise<System> {
  const database = await createTestDatabase();
  for (const name of SERVICES) migrate(name, database.url);
  const services = await Promise.all(
    SERVICES.map((name) =>
      startService(name, {
        databaseUrl: database.url,
        publicKey: keys.publicKey,
        env: { GRAPHQL_LEAN_PATH: lean ? 'on' : 'off' },
      }),
    ),
  );
  const urls = Object.fromEntries(SERVICES.map((name, i) => [name, services[i]!.url]));
  const gateway = await startTestGateway({ keys, urls });
  const jar = await signUp(gateway.origin, mailbox, `${lean ? 'lean' : 'apollo'}@example.com`);
  const system = { database, services, gateway, jar, workspace: '' };
  const created = await send(
    system,
    'mutation { createWorkspace(input: { name: "Side by side" }) { id } }',
    {},
  );
  system.workspace = (created.raw as { data: { createWorkspace: { id: string } } }).data.createWorkspace.id;
  return system;
}

let lean: System;
let apollo: System;
let mailbox: Mailbox;

beforeAll(async () => {
  requireBuiltServices([...SERVICES]);
  mailbox = await startMailbox();
  process.env.SMTP_URL = mailbox.smtpUrl;
  [lean, apollo] = await Promise.all([startSystem(true), startSystem(false)]);
});

afterAll(async () => {
  for (const system of [lean, apollo]) {
    await system?.gateway.stop();
    await Promise.all(system?.services.map((service) => service.stop()) ?? []);
    await system?.database.drop();
  }
  delete process.env.SMTP_URL;
  await mailbox?.close();
});

async function send(
  system: Pick<System, 'gateway' | 'jar'>,
  query: string,
  variables: Record<string, unknown>,
) {
  const res = await fetch(system.gateway.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json;q=0.9',
      'x-portico-csrf': '1',
      cookie: system.jar.header(),
    },
    body: JSON.stringify({ query, variables }),
  });
  const raw = (await res.json()) as unknown;
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    retryAfter: res.headers.get('retry-after'),
    body: shape(raw),
    raw,
  };
}

it('answers every frontend document as Apollo Server does, the first time and compiled', async () => {
  const operations = frontendOperations();
  expect(operations.length).toBeGreaterThan(60);
  let sent = 0;
  const outcomes = new Map<string, number>();
  for (const { name, document } of operations) {
    const invalid = validate(schema, document).map((error) => error.message);
    if (invalid.length > 0) throw new Error(`${name} is not valid against the API: ${invalid.join('; ')}`);
    const query = print(document);
    for (let round = 0; round < 2; round++) {
      const ours = await send(lean, query, variablesOf(document, lean.workspace));
      const theirs = await send(apollo, query, variablesOf(document, apollo.workspace));
      expect({ name, round, ...ours, raw: undefined }).toEqual({ name, round, ...theirs, raw: undefined });
      const errors = (ours.body as { errors?: { extensions?: { code?: string } }[] }).errors;
      const outcome = errors?.length ? String(errors[0]!.extensions?.code) : 'data';
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      sent += 1;
    }
  }
  // The requests reached the resolvers: data for many, and the resolvers' own refusals for others.
  expect(outcomes.get('data') ?? 0).toBeGreaterThan(20);
  expect(sent).toBe(operations.length * 2);
  console.log(
    `lean path ≡ Apollo Server: ${operations.length} documents × 2, outcomes ${JSON.stringify(Object.fromEntries(outcomes))}`,
  );
});

it('is switched off by GRAPHQL_LEAN_PATH=off: that system answers every request through Apollo Server', async () => {
  // Express, under Apollo Server, names itself and tags the body (x-powered-by, etag); the lean
  // path sends neither. A signed request each subgraph's lean path would take:
  const actor = memberActor(OTHER_ID);
  const answer = async (service: RunningService) => {
    const res = await fetch(service.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-portico-actor': signActorFor(actor, keys.privateKey),
      },
      body: JSON.stringify({ query: 'query { __typename }' }),
    });
    return { body: await res.json(), express: res.headers.get('x-powered-by') };
  };
  for (const [i, name] of SERVICES.entries()) {
    expect({ name, ...(await answer(lean.services[i]!)) }).toEqual({
      name,
      body: { data: { __typename: 'Query' } },
      express: null,
    });
    expect({ name, ...(await answer(apollo.services[i]!)) }).toEqual({
      name,
      body: { data: { __typename: 'Query' } },
      express: 'Express',
    });
  }
});
