import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { Client as PgClient } from 'pg';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
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
const mails: { to: string[]; text: string }[] = [];
let smtp: SMTPServer;
let database: TestDatabase;
let db: PgClient;
let identity: RunningService;
let forms: RunningService;
let gateway: RunningGateway;
let production: RunningGateway;
let live: Client | undefined;

class Jar {
  cookies = new Map<string, string>();
  header = () => [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  take(setCookie: string[]) {
    for (const line of setCookie) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      if (/Max-Age=0/.test(line)) this.cookies.delete(pair.slice(0, eq));
      else this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  }
}

async function auth(
  base: RunningGateway,
  jar: Jar,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${base.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-portico-csrf': '1', cookie: jar.header(), ...headers },
    body: JSON.stringify(body),
  });
  const setCookie = res.headers.getSetCookie();
  jar.take(setCookie);
  return { res, setCookie, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function graphql(jar: Jar, query: string, variables?: Record<string, unknown>, bearer?: string) {
  const res = await fetch(gateway.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      ...(bearer ? { authorization: `Bearer ${bearer}` } : { 'x-portico-csrf': '1', cookie: jar.header() }),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { res, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function codeFor(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mail = mails.find((m) => m.to.includes(email));
    if (mail) return /\b(\d{6})\b/.exec(mail.text)![1];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail for ${email}`);
}

/** The token of the `nth` invitation link e-mailed to `email`. */
async function invitationTokenFor(email: string, nth = 1): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const invitations = mails.filter(
      (m) => m.to.includes(email) && m.text.includes('/invitations/accept#token='),
    );
    const mail = invitations[nth - 1];
    if (mail) return /#token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no invitation for ${email}`);
}

beforeAll(async () => {
  requireBuiltServices(['forms', 'identity']);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            text: mail.text ?? '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  process.env.API_KEY_RATE_PER_MINUTE = '5';
  database = await createTestDatabase();
  migrate('identity', database.url);
  migrate('forms', database.url);
  [identity, forms] = await Promise.all([
    startService('identity', { databaseUrl: database.url, publicKey: keys.publicKey }),
    startService('forms', { databaseUrl: database.url, publicKey: keys.publicKey }),
  ]);
  db = new PgClient({ connectionString: database.url });
  await db.connect();
  const supergraphFile = composeForTest();
  const urls = { identity: identity.url, forms: forms.url };
  [gateway, production] = await Promise.all([
    startTestGateway({ keys, urls, supergraphFile, wsActorRecheckMs: 200 }),
    startTestGateway({ keys, urls, nodeEnv: 'production', supergraphFile }),
  ]);
});

afterAll(async () => {
  await live?.dispose();
  delete process.env.API_KEY_RATE_PER_MINUTE;
  delete process.env.SMTP_URL;
  await Promise.all([gateway?.stop(), production?.stop()]);
  await Promise.all([identity?.stop(), forms?.stop()]);
  await db?.end();
  await database?.drop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

describe('/auth through the gateway', () => {
  it('signs up, activates and uses the session cookie for GraphQL in every subgraph', async () => {
    const jar = new Jar();
    const email = `gw-${Date.now()}@example.test`;
    const signup = await auth(gateway, jar, '/auth/signup', {
      email,
      password: 'Str0ng-enough-pass',
      language: 'en',
    });
    expect(signup.res.status).toBe(201);
    expect(signup.res.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
    const session = signup.setCookie.find((c) => c.startsWith('portico_session='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Path=\//);
    expect(session).not.toMatch(/Secure/);
    const refresh = signup.setCookie.find((c) => c.startsWith('portico_refresh='))!;
    expect(refresh).toMatch(/SameSite=Strict/);
    expect(refresh).toMatch(/Path=\/auth/);

    expect((await auth(gateway, jar, '/auth/activate', { code: await codeFor(email) })).res.status).toBe(200);
    const { res, body } = await graphql(
      jar,
      `
        {
          viewer {
            user {
              email
              activated
            }
            currentWorkspaceId
          }
        }
      `,
    );
    expect(res.status).toBe(200);
    expect(body.data.viewer.user).toEqual({ email, activated: true });
    const workspaceId = body.data.viewer.currentWorkspaceId;
    const formsAnswer = await graphql(jar, `{ forms(workspaceId: "${workspaceId}") { totalCount } }`);
    expect(formsAnswer.body).toEqual({ data: { forms: { totalCount: 0 } } });

    // The access token expires: 401 UNAUTHENTICATED; a refresh and a retry succeed.
    await db.query(
      `update identity.session set access_expires_at = now() - interval '1 second'
       where user_id = (select id from identity.user_account where email = $1)`,
      [email],
    );
    const expired = await graphql(
      jar,
      `
        {
          viewer {
            user {
              email
            }
          }
        }
      `,
    );
    expect(expired.res.status).toBe(401);
    expect(expired.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const refreshed = await auth(gateway, jar, '/auth/refresh', {});
    expect(refreshed.res.status).toBe(200);
    expect(
      (
        await graphql(
          jar,
          `
            {
              viewer {
                user {
                  email
                }
              }
            }
          `,
        )
      ).body.data.viewer.user.email,
    ).toBe(email);

    // Logout clears both cookies.
    const logout = await auth(gateway, jar, '/auth/logout', {});
    expect(logout.res.status).toBe(200);
    expect(jar.cookies.size).toBe(0);
  });

  it('refuses a removed member in forms on the very next request; API keys work, are limited and revocable', async () => {
    const owner = new Jar();
    const agent = new Jar();
    const ownerEmail = `gw-owner-${Date.now()}@example.test`;
    const agentEmail = `gw-agent-${Date.now()}@example.test`;
    for (const [jar, email] of [
      [owner, ownerEmail],
      [agent, agentEmail],
    ] as const) {
      await auth(gateway, jar, '/auth/signup', { email, password: 'Str0ng-enough-pass' });
      expect((await auth(gateway, jar, '/auth/activate', { code: await codeFor(email) })).res.status).toBe(
        200,
      );
    }
    const created = await graphql(
      owner,
      `
        mutation {
          createWorkspace(input: { name: "GW Agency" }) {
            id
          }
        }
      `,
    );
    const w = created.body.data.createWorkspace.id;
    // The agent joins the way people join: invited by e-mail, accepted with the link's token.
    const invited = await graphql(
      owner,
      `
        mutation ($w: ID!, $e: String!) {
          inviteMember(input: { workspaceId: $w, email: $e }) {
            state
          }
        }
      `,
      { w, e: agentEmail },
    );
    expect(invited.body.data.inviteMember.state).toBe('PENDING');
    const token = await invitationTokenFor(agentEmail);
    const accepted = await graphql(
      agent,
      `
        mutation ($t: String!) {
          acceptInvitation(input: { token: $t }) {
            id
          }
        }
      `,
      { t: token },
    );
    expect(accepted.body.data.acceptInvitation.id).toBe(w);
    const agentId = (await graphql(agent, '{ viewer { userId } }')).body.data.viewer.userId;
    const FORMS = `query($w: ID!) { forms(workspaceId: $w) { totalCount } }`;
    expect((await graphql(agent, FORMS, { w })).body).toEqual({ data: { forms: { totalCount: 0 } } });

    // The agent watches the workspace live; removal must end that too, not only the next request.
    const closes: number[] = [];
    const cookie = agent.header();
    class AgentSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie } });
      }
    }
    const connected = new Promise<void>((resolve) => {
      live = createClient({
        url: gateway.wsUrl,
        webSocketImpl: AgentSocket,
        retryAttempts: 0,
        lazy: false,
        on: {
          connected: () => resolve(),
          closed: (event) => closes.push((event as { code: number }).code),
        },
      });
    });
    await connected;
    const ended = new Promise<unknown>((resolve) =>
      live!.subscribe(
        { query: `subscription($w: ID!) { formChanged(workspaceId: $w) { formId } }`, variables: { w } },
        { next: () => undefined, error: resolve, complete: () => resolve('complete') },
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(closes).toEqual([]);
    await graphql(
      owner,
      `
        mutation ($w: ID!, $u: ID!) {
          removeWorkspaceMember(input: { workspaceId: $w, userId: $u })
        }
      `,
      {
        w,
        u: agentId,
      },
    );
    expect((await graphql(agent, FORMS, { w })).body.errors[0].extensions.code).toBe('FORBIDDEN');
    await ended;
    expect(closes).toEqual([4403]);

    // Invited again, the agent joins, then leaves: refused on the very next request too.
    const INVITE = `mutation($w: ID!, $e: String!) { inviteMember(input: { workspaceId: $w, email: $e }) { state } }`;
    await graphql(owner, INVITE, { w, e: agentEmail });
    const again = await graphql(
      agent,
      `
        mutation ($t: String!) {
          acceptInvitation(input: { token: $t }) {
            id
          }
        }
      `,
      {
        t: await invitationTokenFor(agentEmail, 2),
      },
    );
    expect(again.body.data.acceptInvitation.id).toBe(w);
    expect((await graphql(agent, FORMS, { w })).body).toEqual({ data: { forms: { totalCount: 0 } } });
    const left = await graphql(
      agent,
      `
        mutation ($w: ID!) {
          leaveWorkspace(input: { workspaceId: $w }) {
            kind
          }
        }
      `,
      {
        w,
      },
    );
    expect(left.body.data.leaveWorkspace.kind).toBe('USER');
    expect((await graphql(agent, FORMS, { w })).body.errors[0].extensions.code).toBe('FORBIDDEN');

    const key = await graphql(
      owner,
      `
        mutation ($w: ID!) {
          createApiKey(input: { workspaceId: $w, name: "partner" }) {
            secret
            apiKey {
              id
            }
          }
        }
      `,
      {
        w,
      },
    );
    const { secret, apiKey } = key.body.data.createApiKey;
    // A partner key acts on forms; it cannot bring people into the workspace (docs/adr/0035).
    const byKey = await graphql(new Jar(), INVITE, { w, e: `gw-key-${Date.now()}@example.test` }, secret);
    expect(byKey.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof graphql>> | undefined;
    for (let i = 0; i < 7; i++) {
      const answer = await graphql(new Jar(), FORMS, { w }, secret);
      statuses.push(answer.res.status);
      if (answer.res.status === 429) limited = answer;
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(limited).toBeDefined();
    expect(limited!.res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited!.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    await graphql(
      owner,
      `
        mutation ($k: ID!) {
          revokeApiKey(input: { id: $k }) {
            id
          }
        }
      `,
      { k: apiKey.id },
    );
    const revoked = await graphql(new Jar(), FORMS, { w }, secret);
    expect(revoked.res.status).toBe(401);
    expect(revoked.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('marks cookies Secure in production and behind HTTPS', async () => {
    const prod = await auth(production, new Jar(), '/auth/signup', {
      email: `gw-prod-${Date.now()}@example.test`,
      password: 'Str0ng-enough-pass',
    });
    expect(prod.res.status).toBe(201);
    expect(prod.setCookie.every((c) => /; Secure/.test(c))).toBe(true);
    const https = await auth(
      gateway,
      new Jar(),
      '/auth/signup',
      { email: `gw-https-${Date.now()}@example.test`, password: 'Str0ng-enough-pass' },
      { 'x-forwarded-proto': 'https' },
    );
    expect(https.setCookie.every((c) => /; Secure/.test(c))).toBe(true);
  });

  it('refuses /auth calls without the CSRF header, other methods and unknown paths', async () => {
    const noCsrf = await fetch(`${gateway.origin}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.test', password: 'whatever-123' }),
    });
    expect(noCsrf.status).toBe(403);
    expect((await noCsrf.json()).error.code).toBe('CSRF');
    expect((await fetch(`${gateway.origin}/auth/login`)).status).toBe(405);
    const unknown = await fetch(`${gateway.origin}/auth/../internal/actor`, {
      method: 'POST',
      headers: { 'x-portico-csrf': '1' },
    });
    expect(unknown.status).not.toBe(200);
    const other = await fetch(`${gateway.origin}/auth/internal`, {
      method: 'POST',
      headers: { 'x-portico-csrf': '1' },
    });
    expect(other.status).toBe(404);
  });

  it('answers a wrong password with 401 and the same body as an unknown e-mail', async () => {
    const unknown = await auth(gateway, new Jar(), '/auth/login', {
      email: 'nobody@example.test',
      password: 'Wrong-pass-123',
    });
    expect(unknown.res.status).toBe(401);
    expect(unknown.body.error.message).toBe('Incorrect e-mail or password.');
  });
});
