import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { createTestDatabase, type TestDatabase } from '@portico/service-kit/testing';
import { DS160_SECTIONS, type Actor } from '@portico/shared-types';
import { signActorFor, TEST_ACTOR_HEADER } from '../src/authentication';
import { LIMITS } from '../src/gateway-runtime';
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
const member: Actor = {
  kind: 'user',
  userId: randomUUID(),
  email: 'agent@example.test',
  currentWorkspaceId: workspaceId,
  memberships: [{ workspaceId, role: 'admin' }],
};
const FORMS_QUERY = `{ forms(workspaceId: "${workspaceId}") { totalCount } }`;

let database: TestDatabase;
let forms: RunningService;
let identity: RunningService;
let gateway: RunningGateway;
let production: RunningGateway;
/** Its identity URL points at a closed port. */
let identityDown: RunningGateway;
let shellDist: string;

interface GraphqlBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

async function post(url: string, query: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...headers },
    body: JSON.stringify({ query }),
  });
  return { res, body: (await res.json()) as GraphqlBody };
}

beforeAll(async () => {
  requireBuiltServices(['forms', 'identity']);
  shellDist = mkdtempSync(path.join(tmpdir(), 'portico-shell-'));
  writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><title>Portico</title>');
  mkdirSync(path.join(shellDist, 'static'));
  writeFileSync(path.join(shellDist, 'static', 'main.3f9a1c2e.js'), 'console.log(1)');
  database = await createTestDatabase();
  migrate('forms', database.url);
  migrate('identity', database.url);
  [forms, identity] = await Promise.all([
    startService('forms', { databaseUrl: database.url, publicKey: keys.publicKey }),
    startService('identity', { databaseUrl: database.url, publicKey: keys.publicKey }),
  ]);
  const supergraphFile = composeForTest();
  const urls = { forms: forms.url, identity: identity.url };
  [gateway, production, identityDown] = await Promise.all([
    startTestGateway({ keys, urls, testActorHeader: true, shellDist, supergraphFile }),
    startTestGateway({ keys, urls, nodeEnv: 'production', shellDist, supergraphFile }),
    startTestGateway({ keys, urls: { forms: forms.url }, supergraphFile }),
  ]);
});

afterAll(async () => {
  await Promise.all([gateway?.stop(), production?.stop(), identityDown?.stop()]);
  await Promise.all([forms?.stop(), identity?.stop()]);
  await database?.drop();
});

describe('the actor header', () => {
  it('answers a caller the gateway authenticated as a workspace member (control)', async () => {
    const { body } = await post(gateway.url, FORMS_QUERY, { [TEST_ACTOR_HEADER]: JSON.stringify(member) });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ forms: { totalCount: 0 } });
  });

  it("never shares one caller's subgraph answer with another sending the same query at once", async () => {
    const outsider: Actor = { ...member, userId: randomUUID(), memberships: [] };
    const calls = Array.from({ length: 20 }, (_, i) => {
      const actor = i % 2 === 0 ? member : outsider;
      return post(gateway.url, FORMS_QUERY, { [TEST_ACTOR_HEADER]: JSON.stringify(actor) }).then(
        ({ body }) => ({
          actor,
          body,
        }),
      );
    });
    for (const { actor, body } of await Promise.all(calls)) {
      if (actor === member) expect(body.data).toEqual({ forms: { totalCount: 0 } });
      else expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('replaces a client-supplied x-portico-actor, even a validly signed one', async () => {
    const forged = signActorFor(member, keys.privateKey);
    const { body } = await post(gateway.url, FORMS_QUERY, { 'x-portico-actor': forged });
    expect(body.data?.forms ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('resolves a session cookie and an API key through identity (signed as the gateway)', async () => {
    // identity accepts the gateway's system signature; it knows neither credential, so the gateway
    // answers 401 UNAUTHENTICATED (the front end then refreshes its session), never a 503.
    const credentials: Record<string, string>[] = [
      { cookie: 'portico_session=abc', 'x-portico-csrf': '1' },
      { authorization: 'Bearer key-123' },
    ];
    for (const headers of credentials) {
      const { res, body } = await post(gateway.url, FORMS_QUERY, headers);
      expect(res.status).toBe(401);
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses a cookie-authenticated POST without the CSRF header', async () => {
    const { res, body } = await post(gateway.url, FORMS_QUERY, { cookie: 'portico_session=abc' });
    expect(res.status).toBe(403);
    expect(body.errors?.[0]?.extensions?.code).toBe('CSRF');
  });

  it('fails closed when identity cannot be reached', async () => {
    const { res, body } = await post(identityDown.url, FORMS_QUERY, {
      cookie: 'portico_session=abc',
      'x-portico-csrf': '1',
    });
    expect(res.status).toBe(503);
    expect(body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    expect(JSON.stringify(body)).not.toMatch(/stack|ECONNREFUSED|at .*\.js/);
  });

  it('ignores the test-only actor header in production', async () => {
    const { body } = await post(production.url, FORMS_QUERY, { [TEST_ACTOR_HEADER]: JSON.stringify(member) });
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('request ids', () => {
  it('keeps a client UUID and replaces anything else', async () => {
    const id = randomUUID();
    const kept = await post(gateway.url, '{ __typename }', { 'x-request-id': id });
    expect(kept.res.headers.get('x-request-id')).toBe(id);
    const replaced = await post(gateway.url, '{ __typename }', { 'x-request-id': 'not-a-uuid' });
    expect(replaced.res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('operation limits', () => {
  // Depth is counted on the document, so a shallow schema can still be probed with nested selections.
  const nested = (depth: number) => `{ ${'a { '.repeat(depth - 1)}b${' }'.repeat(depth - 1)} }`;

  it(`rejects a query deeper than ${LIMITS.maxDepth}`, async () => {
    const { res, body } = await post(gateway.url, nested(LIMITS.maxDepth + 1));
    expect(res.status).toBe(400);
    expect(body.errors?.map((e) => e.message)).toContain(
      `Syntax Error: Query depth limit of ${LIMITS.maxDepth} exceeded, found ${LIMITS.maxDepth + 1}.`,
    );
    expect(body.errors?.find((e) => /depth/.test(e.message))?.extensions?.code).toBe('QUERY_LIMIT_EXCEEDED');
  });

  it(`does not call a query of depth ${LIMITS.maxDepth} too deep`, async () => {
    const { body } = await post(gateway.url, nested(LIMITS.maxDepth));
    expect(body.errors?.some((e) => /depth/i.test(e.message))).toBe(false);
  });

  it('rejects too many aliases with a clear message in production', async () => {
    const aliases = Array.from(
      { length: LIMITS.maxAliases + 1 },
      (_, i) => `f${i}: forms(workspaceId: "${workspaceId}") { totalCount }`,
    );
    const { body } = await post(production.url, `{ ${aliases.join(' ')} }`);
    expect(body.errors?.map((e) => e.message)).toContain('Syntax Error: Query uses too many aliases.');
  });

  // The finding of issue 16: within every armor limit, yet fifteen times 100 forms × every section.
  const page = (limit: string) =>
    `forms(workspaceId: "${workspaceId}", limit: ${limit}) { items { id sections { key answers } } }`;
  const heavy = `{ ${Array.from({ length: LIMITS.maxAliases }, (_, i) => `a${i}: ${page('100')}`).join(' ')} }`;
  const asMember = { [TEST_ACTOR_HEADER]: JSON.stringify(member) };

  it(`refuses an operation costing more than ${LIMITS.maxCost}, counting list sizes, at once`, async () => {
    const started = Date.now();
    const { body } = await post(gateway.url, heavy, asMember);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(body.data ?? null).toBeNull();
    expect(body.errors).toEqual([
      {
        // Each alias: the list (1) and 100 forms, each its id, itself and its sections list (3) and, per
        // DS-160 section, the section and its answers (2): 70 515 with 22 sections.
        message: `Query is too expensive. Its cost is ${15 * (1 + 100 * (3 + 2 * DS160_SECTIONS.length))}; the limit is ${LIMITS.maxCost}.`,
        extensions: { code: 'QUERY_LIMIT_EXCEEDED' },
      },
    ]);
    const quiet = await post(production.url, heavy);
    expect(quiet.body.errors).toEqual([
      { message: 'Query is too expensive.', extensions: { code: 'QUERY_LIMIT_EXCEEDED' } },
    ]);
  });

  it('counts a page size sent as a variable, on the direct path too', async () => {
    const query = `query Pages($limit: Int!) { a: ${page('$limit')} b: ${page('$limit')} }`;
    const send = (limit: number) =>
      fetch(gateway.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...asMember },
        body: JSON.stringify({ query, variables: { limit } }),
      }).then((res) => res.json() as Promise<GraphqlBody>);
    // Twice within the budget: learnt, then answered by forms directly (ADR 0016).
    for (let i = 0; i < 2; i++)
      expect(await send(10)).toEqual({ data: { a: { items: [] }, b: { items: [] } } });
    expect((await send(100)).errors?.[0]?.extensions?.code).toBe('QUERY_LIMIT_EXCEEDED');
    expect((await send(30)).errors).toBeUndefined();
  });

  it('rejects an oversized query', async () => {
    const { body } = await post(gateway.url, `{ ${'__typename '.repeat(LIMITS.maxTokens + 1)}}`);
    expect(body.errors?.some((e) => /token/i.test(e.message))).toBe(true);
  });
});

describe('introspection and errors', () => {
  const INTROSPECTION = '{ __schema { queryType { name } } }';

  it('is available outside production', async () => {
    const { body } = await post(gateway.url, INTROSPECTION);
    expect(body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('is refused with NODE_ENV=production', async () => {
    const { body } = await post(production.url, INTROSPECTION);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('does not suggest field names in production', async () => {
    const { body } = await post(production.url, '{ formz }');
    expect(body.errors?.[0]?.message).toMatch(/formz/);
    expect(JSON.stringify(body)).not.toMatch(/Did you mean/);
  });

  it('sends no stack traces to clients', async () => {
    const { body } = await post(gateway.url, '{ forms(workspaceId: "not-a-uuid") { totalCount } }', {
      [TEST_ACTOR_HEADER]: JSON.stringify(member),
    });
    expect(body.errors?.length).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toMatch(/stacktrace|\.ts:\d+|\.js:\d+/);
  });
});

describe('front door and headers', () => {
  function expectSecurityHeaders(res: Response) {
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain(
      "script-src 'self' http://127.0.0.1:4201 http://127.0.0.1:4202 http://127.0.0.1:4203 http://127.0.0.1:4204",
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  }

  it('puts security headers and no-store on /graphql', async () => {
    const { res } = await post(gateway.url, '{ __typename }');
    expectSecurityHeaders(res);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS only behind HTTPS', async () => {
    const { res } = await post(gateway.url, '{ __typename }', { 'x-forwarded-proto': 'https' });
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('serves /remotes.json from the environment, uncached', async () => {
    const res = await fetch(`${gateway.origin}/remotes.json`);
    expectSecurityHeaders(res);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({
      publicSite: 'http://127.0.0.1:4201/mf-manifest.json',
      applicantEditor: 'http://127.0.0.1:4202/mf-manifest.json',
      agencyConsole: 'http://127.0.0.1:4203/mf-manifest.json',
      clientIntake: 'http://127.0.0.1:4204/mf-manifest.json',
    });
  });

  it('falls back to index.html for client routes, uncached, and 404s missing files', async () => {
    const route = await fetch(`${gateway.origin}/forms/123/sections/personal`);
    expect(route.status).toBe(200);
    expectSecurityHeaders(route);
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect(await route.text()).toContain('<title>Portico</title>');
    expect((await fetch(`${gateway.origin}/static/missing.0badc0de.js`)).status).toBe(404);
    const traversal = await fetch(`${gateway.origin}/..%2f..%2f..%2f..%2fetc%2fpasswd`);
    expect(await traversal.text()).not.toContain('root:');
  });

  it('caches hashed assets forever', async () => {
    const res = await fetch(`${gateway.origin}/static/main.3f9a1c2e.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  it('answers /livez and /readyz', async () => {
    expect((await fetch(`${gateway.origin}/livez`)).status).toBe(200);
    expect((await fetch(`${gateway.origin}/readyz`)).status).toBe(200);
  });

  it('refuses a WebSocket from another origin', async () => {
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(gateway.wsUrl, 'graphql-transport-ws', { origin: 'https://evil.example' });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => {
        ws.close();
        resolve(101);
      });
      ws.on('error', () => undefined);
    });
    expect(status).toBe(403);
  });
});
