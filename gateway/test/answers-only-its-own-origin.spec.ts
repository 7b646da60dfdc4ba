/**
 * CORS and cookies by origin (ADR 0032), at the header level, against a real identity and forms:
 * our own origin calls with cookies; a partner origin with an API key and never with cookies; any
 * other origin gets no CORS and its cookies authenticate nothing, on every route the gateway serves.
 */
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import {
  createTestDatabase,
  startMailbox,
  type Mailbox,
  type TestDatabase,
} from '@portico/service-kit/testing';
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

jest.setTimeout(60_000);

const PUBLIC_URL = 'https://portico.example';
const PARTNER = 'https://partner.example';
const SIBLING = 'http://127.0.0.1:1'; // another port on the same host: same-site, not same-origin
const keys = generateActorKeyPair();
const VIEWER = '{ viewer { user { email } } }';
const ANONYMOUS = { viewer: { user: null } };
const FORMS = 'query Forms($w: ID!) { forms(workspaceId: $w) { totalCount } }';
const CREATE = 'mutation Create($i: CreateFormInput!) { createForm(input: $i) { id } }';

let mailbox: Mailbox;
let database: TestDatabase;
let identity: RunningService;
let forms: RunningService;
let gateway: RunningGateway;
let jar: CookieJar;
let email: string;
let workspaceId: string;
let apiKey: string;
const logLines: string[] = [];

interface Answer {
  status: number;
  headers: Headers;
  body: { data?: Record<string, any> | null; errors?: { extensions?: { code?: string } }[] }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function graphql(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await fetch(gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

const withCookies = (origin?: string) => ({
  cookie: jar.header(),
  'x-portico-csrf': '1',
  ...(origin ? { origin } : {}),
});

function preflight(origin: string, requestHeaders: string, path = '/graphql') {
  return fetch(`${gateway.origin}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': requestHeaders,
    },
  });
}

async function formCount(): Promise<number> {
  const { body } = await graphql(FORMS, { w: workspaceId }, withCookies());
  return body.data!.forms.totalCount as number;
}

beforeAll(async () => {
  requireBuiltServices(['identity', 'forms']);
  mailbox = await startMailbox();
  process.env.SMTP_URL = mailbox.smtpUrl;
  database = await createTestDatabase();
  migrate('identity', database.url);
  migrate('forms', database.url);
  [identity, forms] = await Promise.all([
    startService('identity', { databaseUrl: database.url, publicKey: keys.publicKey }),
    startService('forms', { databaseUrl: database.url, publicKey: keys.publicKey }),
  ]);
  gateway = await startTestGateway({
    keys,
    urls: { identity: identity.url, forms: forms.url },
    supergraphFile: composeForTest(),
    publicUrl: PUBLIC_URL,
    partnerOrigins: `${PARTNER}, https://other-partner.example`,
    logLines,
  });
  email = `cors-${Date.now()}@example.test`;
  jar = await signUp(gateway.origin, mailbox, email);
  const created = await graphql(
    'mutation W($i: CreateWorkspaceInput!) { createWorkspace(input: $i) { id } }',
    { i: { name: 'Cross-origin agency' } },
    withCookies(),
  );
  workspaceId = created.body.data!.createWorkspace.id;
  const key = await graphql(
    'mutation K($i: CreateApiKeyInput!) { createApiKey(input: $i) { secret } }',
    { i: { workspaceId, name: 'partner' } },
    withCookies(),
  );
  apiKey = key.body.data!.createApiKey.secret;
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  await gateway?.stop();
  await Promise.all([identity?.stop(), forms?.stop()]);
  await database?.drop();
  await mailbox?.close();
});

describe('our own origin', () => {
  it.each([
    ['the request’s own origin', () => gateway.origin],
    ['PUBLIC_URL’s origin', () => PUBLIC_URL],
  ])('%s calls with cookies and is answered with credentials', async (_, origin) => {
    const answer = await graphql(VIEWER, {}, withCookies(origin()));
    expect(answer.body.data).toEqual({ viewer: { user: { email } } });
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin());
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');

    const pre = await preflight(origin(), 'content-type, x-portico-csrf');
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe(origin());
    expect(pre.headers.get('access-control-allow-credentials')).toBe('true');
    expect(pre.headers.get('access-control-allow-headers')).toContain('x-portico-csrf');
  });

  it('keeps the cookies of a request without Origin (same-origin GET, or no browser)', async () => {
    expect((await graphql(VIEWER, {}, withCookies())).body.data).toEqual({ viewer: { user: { email } } });
    const sameOrigin = await graphql(VIEWER, {}, { ...withCookies(), 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.body.data).toEqual({ viewer: { user: { email } } });
  });
});

describe('another origin', () => {
  it.each([
    ['a sibling port', SIBLING],
    ['another site', 'https://evil.example'],
    ['an opaque origin', 'null'],
    ['PUBLIC_URL over another scheme', 'http://portico.example'],
  ])(
    '%s gets no CORS, and its preflight allows neither credentials nor the CSRF header',
    async (_, origin) => {
      const pre = await preflight(origin, 'content-type, x-portico-csrf');
      expect(pre.status).toBe(403);
      expect(pre.headers.get('access-control-allow-origin')).toBeNull();
      expect(pre.headers.get('access-control-allow-credentials')).toBeNull();
      expect(pre.headers.get('access-control-allow-headers')).toBeNull();

      const answer = await graphql(VIEWER, {}, withCookies(origin));
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    },
  );

  it("reads nothing with the user's cookies, on the planner path and on the direct path", async () => {
    // The first sight of a document takes Hive Gateway's path; later ones go to forms directly (ADR 0016).
    for (let i = 0; i < 3; i++) {
      const answer = await graphql(FORMS, { w: workspaceId }, withCookies(SIBLING));
      expect(answer.body.data?.forms ?? null).toBeNull();
      expect(answer.body.errors?.[0]?.extensions?.code).toMatch(/^(UNAUTHENTICATED|FORBIDDEN)$/);
      expect((await graphql(VIEWER, {}, withCookies(SIBLING))).body.data).toEqual(ANONYMOUS);
    }
    const direct = logLines.map((line) => JSON.parse(line)).filter((entry) => entry.via === 'direct');
    expect(direct.length).toBeGreaterThanOrEqual(2);
    // Sec-Fetch-Site names a page of another origin even when Origin is absent.
    const noOrigin = await graphql(VIEWER, {}, { ...withCookies(), 'sec-fetch-site': 'same-site' });
    expect(noOrigin.body.data).toEqual(ANONYMOUS);
  });

  it("changes nothing with the user's cookies, with or without the CSRF header", async () => {
    const before = await formCount();
    const input = { i: { workspaceId, name: 'Made from another origin' } };
    const attempts: Record<string, string>[] = [
      withCookies(SIBLING),
      { cookie: jar.header(), origin: SIBLING },
      { cookie: jar.header(), 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of attempts) {
      const answer = await graphql(CREATE, input, headers);
      expect(answer.body.data?.createForm ?? null).toBeNull();
      expect(answer.body.errors?.[0]?.extensions?.code).toMatch(/^(UNAUTHENTICATED|FORBIDDEN)$/);
    }
    // A cross-origin HTML form posts urlencoded: no cookie-authenticated change either.
    const form = await fetch(gateway.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: jar.header(),
        origin: SIBLING,
      },
      body: new URLSearchParams({ query: CREATE, variables: JSON.stringify(input) }).toString(),
    });
    expect(form.headers.get('access-control-allow-origin')).toBeNull();
    expect(await formCount()).toBe(before);
    // The same call from our own origin is applied (the control).
    expect((await graphql(CREATE, input, withCookies(gateway.origin))).body.data?.createForm.id).toBeTruthy();
    expect(await formCount()).toBe(before + 1);
  });

  it('refreshes no session, signs nobody in or out from another origin or a partner', async () => {
    for (const origin of [SIBLING, PARTNER])
      for (const path of ['/auth/refresh', '/auth/logout', '/auth/login']) {
        const res = await fetch(`${gateway.origin}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-portico-csrf': '1',
            origin,
            cookie: jar.header(),
          },
          body: JSON.stringify({ email, password: 'Str0ng-enough-pass' }),
        });
        expect(res.status).toBe(403);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe('CROSS_ORIGIN');
        expect(res.headers.get('access-control-allow-origin')).toBeNull();
        expect(res.headers.getSetCookie()).toEqual([]);
      }
    expect((await graphql(VIEWER, {}, withCookies())).body.data).toEqual({ viewer: { user: { email } } });
  });

  it.each(['/', '/remotes.json', '/pay/test/unknown', '/webhooks/test', '/auth/login'])(
    'answers no CORS on %s',
    async (path) => {
      const pre = await preflight(SIBLING, 'content-type, x-portico-csrf', path);
      expect(pre.headers.get('access-control-allow-origin')).toBeNull();
      expect(pre.headers.get('access-control-allow-credentials')).toBeNull();
      const get = await fetch(`${gateway.origin}${path}`, {
        headers: { origin: SIBLING, cookie: jar.header() },
      });
      expect(get.headers.get('access-control-allow-origin')).toBeNull();
      expect(get.headers.get('access-control-allow-credentials')).toBeNull();
    },
  );
});

describe('a partner origin', () => {
  it('calls with an API key and is answered without credentials', async () => {
    const pre = await preflight(PARTNER, 'authorization, content-type');
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(pre.headers.get('access-control-allow-credentials')).toBeNull();
    expect(pre.headers.get('access-control-allow-headers')).toMatch(/authorization/);
    expect(pre.headers.get('access-control-allow-headers')).not.toMatch(/x-portico-csrf/);

    for (let i = 0; i < 2; i++) {
      const answer = await graphql(
        FORMS,
        { w: workspaceId },
        { origin: PARTNER, authorization: `Bearer ${apiKey}` },
      );
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data!.forms.totalCount).toBeGreaterThanOrEqual(0);
      expect(answer.headers.get('access-control-allow-origin')).toBe(PARTNER);
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it("never rides on the user's cookies", async () => {
    const answer = await graphql(VIEWER, {}, withCookies(PARTNER));
    expect(answer.body.data).toEqual(ANONYMOUS);
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    const write = await graphql(
      CREATE,
      { i: { workspaceId, name: 'Partner with cookies' } },
      withCookies(PARTNER),
    );
    expect(write.body.errors?.[0]?.extensions?.code).toMatch(/^(UNAUTHENTICATED|FORBIDDEN)$/);
  });
});

describe('graphql-ws', () => {
  async function viewerOverWs(origin: string | undefined, connectionParams: Record<string, unknown> = {}) {
    const headers: Record<string, string> = { cookie: jar.header() };
    if (origin) headers.origin = origin;
    class Socket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    }
    const client = createClient({
      url: gateway.wsUrl,
      webSocketImpl: Socket,
      retryAttempts: 0,
      connectionParams,
    });
    try {
      return await new Promise<unknown>((resolve, reject) => {
        let result: unknown;
        client.subscribe(
          { query: '{ viewer { user { email } } }' },
          { next: (value) => (result = value), error: reject, complete: () => resolve(result) },
        );
      });
    } finally {
      await client.dispose();
    }
  }

  it('serves our own origin with its cookies', async () => {
    expect(await viewerOverWs(gateway.origin)).toEqual({ data: { viewer: { user: { email } } } });
  });

  it('refuses the upgrade from another origin', async () => {
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(gateway.wsUrl, 'graphql-transport-ws', { origin: SIBLING });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => resolve(101));
    });
    expect(status).toBe(403);
  });

  it("lets a partner in with its API key, never with the user's cookies", async () => {
    expect(await viewerOverWs(PARTNER)).toEqual({ data: ANONYMOUS });
    const withKey = (await viewerOverWs(PARTNER, { authorization: `Bearer ${apiKey}` })) as {
      data: { viewer: { user: unknown } };
    };
    expect(withKey.data.viewer).not.toBeNull();
  });
});
