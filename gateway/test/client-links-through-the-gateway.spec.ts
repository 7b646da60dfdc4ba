/**
 * Client links end to end through the real gateway, identity, forms, billing and submission (each its
 * own process) on PostgreSQL: an agency creates, lists, e-mails and revokes links; a client exchanges
 * the token for the portico_client cookie; revocation, expiry and the usage cap end the client's very
 * next request; and a permission matrix tries every root operation of the composed schema with a
 * client session of each permission, a link of another workspace, and after revocation and expiry.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { Client as PgClient } from 'pg';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import sharp from 'sharp';
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

jest.setTimeout(120_000);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const keys = generateActorKeyPair();
const mails: { to: string[]; subject: string; text: string; html: string; attachments: number }[] = [];
let smtp: SMTPServer;
let database: TestDatabase;
let db: PgClient;
let services: RunningService[] = [];
let gateway: RunningGateway;
let proxied: RunningGateway;
let supergraphFile: string;

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

async function post(
  jar: Jar,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  base = gateway,
) {
  const res = await fetch(`${base.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-portico-csrf': '1', cookie: jar.header(), ...headers },
    body: JSON.stringify(body),
  });
  const setCookie = res.headers.getSetCookie();
  jar.take(setCookie);
  return { status: res.status, setCookie, body: (await res.json()) as Json };
}

async function gql(jar: Jar, query: string, variables?: Json, headers: Record<string, string> = {}) {
  const res = await fetch(gateway.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      'x-portico-csrf': '1',
      cookie: jar.header(),
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

async function mailTo(email: string, count = 1) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const list = mails.filter((m) => m.to.includes(email));
    if (list.length >= count) return list[count - 1];
    if (Date.now() > deadline) throw new Error(`no mail #${count} for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${counter++}@example.test`;

async function activatedUser(): Promise<{ jar: Jar; email: string }> {
  const jar = new Jar();
  const email = uniqueEmail('agent');
  const signup = await post(jar, '/auth/signup', { email, password: 'Str0ng-enough-pass', language: 'en' });
  if (signup.status !== 201) throw new Error(JSON.stringify(signup.body));
  const code = /\b(\d{6})\b/.exec((await mailTo(email)).text)![1];
  const activated = await post(jar, '/auth/activate', { code });
  if (activated.status !== 200) throw new Error(JSON.stringify(activated.body));
  return { jar, email };
}

async function data(jar: Jar, query: string, variables?: Json): Promise<Json> {
  const { body } = await gql(jar, query, variables);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** An agency: an admin with a business workspace and forms in it. */
async function agency(name: string, formNames: string[] = ['Form A']) {
  const { jar, email } = await activatedUser();
  const personal = (await data(jar, '{ viewer { currentWorkspaceId } }')).viewer.currentWorkspaceId as string;
  const workspaceId = (
    await data(jar, 'mutation($n: String!) { createWorkspace(input: { name: $n }) { id } }', { n: name })
  ).createWorkspace.id as string;
  const formIds: string[] = [];
  for (const formName of formNames) {
    const created = await data(
      jar,
      'mutation($w: ID!, $n: String!) { createForm(input: { workspaceId: $w, name: $n }) { id } }',
      { w: workspaceId, n: formName },
    );
    formIds.push(created.createForm.id);
  }
  return { jar, email, personal, workspaceId, formIds };
}

const CREATE = `
  mutation($input: CreateClientLinkInput!) {
    createClientLink(input: $input) {
      url
      emailed
      clientLink { id formId clientName clientEmail permissions expiresAt maxUses uses defaultLanguage state createdAt lastAccessedAt revokedAt }
    }
  }`;
const LIST = `
  query($w: ID!, $f: ID!, $limit: Int!, $offset: Int!) {
    clientLinks(workspaceId: $w, formId: $f, limit: $limit, offset: $offset) {
      totalCount
      items { id clientName permissions uses maxUses state lastAccessedAt revokedAt }
    }
  }`;
const REVOKE = `mutation($id: ID!) { revokeClientLink(input: { id: $id }) { id state revokedAt } }`;
const SEND = `mutation($id: ID!, $t: String!) { sendClientLink(input: { id: $id, token: $t }) { id } }`;
const INTAKE = `{ clientIntake { formId workspaceId clientName permissions defaultLanguage expiresAt started agency { name logoUrl email phone website address } } }`;
const BEGIN = `mutation { beginClientIntake { started } }`;

async function link(
  owner: Jar,
  workspaceId: string,
  formId: string,
  extra: Json = {},
): Promise<{ id: string; token: string; url: string }> {
  const created = await data(owner, CREATE, {
    input: {
      workspaceId,
      formId,
      clientName: 'Ivan Petrov',
      clientEmail: uniqueEmail('client'),
      permissions: ['READ', 'FILL'],
      ...extra,
    },
  });
  const url = created.createClientLink.url as string;
  return { id: created.createClientLink.clientLink.id, url, token: url.split('#token=')[1] };
}

async function exchange(token: unknown, headers: Record<string, string> = {}, base = gateway) {
  const jar = new Jar();
  const res = await post(jar, '/auth/client-link', { token }, headers, base);
  return { ...res, jar };
}

/** A WebSocket class that sends this jar's cookies on the upgrade, as a browser does. */
function cookieSocket(jar: Jar) {
  const cookie = jar.header();
  return class CookieSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
    }
  };
}

async function linkCount(): Promise<number> {
  return Number((await db.query('select count(*) from identity.client_link')).rows[0].count);
}

beforeAll(async () => {
  requireBuiltServices(['identity', 'forms', 'billing', 'submission']);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            attachments: mail.attachments.length,
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  process.env.PUBLIC_URL = 'https://portico.example';
  process.env.CLIENT_LINK_EXCHANGES_PER_IP_MINUTE = '10000';
  // Every agency of this file signs up from the loopback address.
  process.env.SIGNUPS_PER_IP_HOUR = '100';
  database = await createTestDatabase();
  for (const name of ['identity', 'forms', 'billing', 'submission'] as const) migrate(name, database.url);
  const options = { databaseUrl: database.url, publicKey: keys.publicKey };
  const [forms, billing, submission] = await Promise.all([
    startService('forms', options),
    startService('billing', options),
    startService('submission', options),
  ]);
  process.env.FORMS_URL = forms.url;
  const identity = await startService('identity', options);
  services = [identity, forms, billing, submission];
  db = new PgClient({ connectionString: database.url });
  await db.connect();
  supergraphFile = composeForTest();
  const urls = { identity: identity.url, forms: forms.url, billing: billing.url, submission: submission.url };
  [gateway, proxied] = await Promise.all([
    startTestGateway({ keys, urls, supergraphFile }),
    startTestGateway({ keys, urls, supergraphFile, trustedProxies: '127.0.0.1' }),
  ]);
});

afterAll(async () => {
  for (const name of [
    'SMTP_URL',
    'PUBLIC_URL',
    'CLIENT_LINK_EXCHANGES_PER_IP_MINUTE',
    'SIGNUPS_PER_IP_HOUR',
    'FORMS_URL',
  ])
    delete process.env[name];
  await Promise.all([gateway?.stop(), proxied?.stop()]);
  await Promise.all(services.map((s) => s.stop()));
  await db?.end();
  await database?.drop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

describe('client links: the agency side', () => {
  it('refuses personal workspaces, outsiders and bad input with clear messages, storing nothing', async () => {
    const { jar, personal, workspaceId, formIds } = await agency('Refusals Visas');
    const other = await agency('Other Agency');
    const outsider = await activatedUser();
    const good = {
      workspaceId,
      formId: formIds[0],
      clientName: 'Ana',
      clientEmail: 'ana@example.test',
      permissions: ['READ'],
    };
    const before = await linkCount();
    const refusals: [Json, string][] = [
      [{ ...good, workspaceId: personal }, 'Client links can only be created in business workspaces.'],
      [{ ...good, clientName: '   ' }, 'Client name must be 1-200 characters.'],
      [{ ...good, clientEmail: 'not-an-address' }, 'Please enter a valid e-mail address.'],
      [{ ...good, permissions: [] }, 'Choose at least one permission: read, fill, submit or view_status.'],
      [{ ...good, expiresInDays: 0 }, 'Expiry must be a whole number of days from 1 to 365.'],
      [{ ...good, expiresInDays: 366 }, 'Expiry must be a whole number of days from 1 to 365.'],
      [{ ...good, maxUses: 0 }, 'Maximum number of uses must be a whole number from 1 to 10000.'],
      [{ ...good, defaultLanguage: 'fr' }, 'Language must be one of en, es, ru, cn, vi.'],
      [{ ...good, formId: other.formIds[0] }, 'Form not found in this workspace.'],
      [{ ...good, formId: '00000000-0000-4000-8000-000000000000' }, 'Form not found in this workspace.'],
    ];
    for (const [input, message] of refusals) {
      const { body } = await gql(jar, CREATE, { input });
      expect({ input, message: body.errors?.[0]?.message }).toEqual({ input, message });
    }
    // Someone who is not a member: 'Access denied' for the page's list and for creating.
    const denied = await gql(outsider.jar, CREATE, { input: good });
    expect(denied.body.errors[0]).toMatchObject({
      message: 'Access denied',
      extensions: { code: 'FORBIDDEN' },
    });
    const list = await gql(outsider.jar, LIST, { w: workspaceId, f: formIds[0], limit: 10, offset: 0 });
    expect(list.body.errors[0].message).toBe('Access denied');
    expect(await linkCount()).toBe(before);
  });

  it("a partner API key creates and lists its workspace's links (a member's rights, docs/api), and reaches no other workspace's", async () => {
    const { jar, workspaceId, formIds } = await agency('Partner Visas');
    const other = await agency('Other Visas');
    const key = await data(
      jar,
      'mutation($w: ID!) { createApiKey(input: { workspaceId: $w, name: "CRM" }) { secret apiKey { id } } }',
      { w: workspaceId },
    );
    const { secret, apiKey } = key.createApiKey as { secret: string; apiKey: { id: string } };
    const byKey = (query: string, variables: Json) =>
      fetch(gateway.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json',
          authorization: `Bearer ${secret}`,
        },
        body: JSON.stringify({ query, variables }),
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as Json }));

    const clientEmail = uniqueEmail('api-client');
    const created = await byKey(CREATE, {
      input: {
        workspaceId,
        formId: formIds[0],
        clientName: 'Lucía Gómez',
        clientEmail,
        permissions: ['READ', 'FILL', 'SUBMIT', 'VIEW_STATUS'],
        defaultLanguage: 'es',
      },
    });
    expect(created.body.errors).toBeUndefined();
    const { url, clientLink } = created.body.data.createClientLink;
    expect(url).toMatch(/#token=[A-Za-z0-9_-]{43}$/);
    expect(clientLink).toMatchObject({
      clientName: 'Lucía Gómez',
      clientEmail,
      defaultLanguage: 'es',
      state: 'ACTIVE',
    });
    const [row] = (
      await db.query('select created_by from identity.client_link where id = $1', [clientLink.id])
    ).rows;
    expect(row.created_by).toBe(apiKey.id);
    const [audited] = (
      await db.query(
        `select user_id, details from identity.audit_event where action = 'client_link_create' and details->>'clientLinkId' = $1`,
        [clientLink.id],
      )
    ).rows;
    expect(audited).toMatchObject({ user_id: null, details: { apiKeyId: apiKey.id } });

    const listed = await byKey(LIST, { w: workspaceId, f: formIds[0], limit: 10, offset: 0 });
    expect(listed.body.errors).toBeUndefined();
    expect(listed.body.data.clientLinks).toMatchObject({ totalCount: 1, items: [{ id: clientLink.id }] });
    // The link works: its client exchanges it.
    expect((await exchange(url.split('#token=')[1])).status).toBe(200);

    // Another workspace's form and links stay out of the key's reach, and nothing is stored.
    const before = await linkCount();
    const foreign = await byKey(CREATE, {
      input: {
        workspaceId: other.workspaceId,
        formId: other.formIds[0],
        clientName: 'X',
        clientEmail: uniqueEmail('x'),
        permissions: ['READ'],
      },
    });
    expect(foreign.body.errors[0].message).toBe('Access denied');
    const foreignList = await byKey(LIST, {
      w: other.workspaceId,
      f: other.formIds[0],
      limit: 10,
      offset: 0,
    });
    expect(foreignList.body.errors[0].message).toBe('Access denied');
    expect(await linkCount()).toBe(before);
  });

  it('creates a link with a one-time URL, lists it page by page, e-mails it branded in the client language, and revokes it for good', async () => {
    const { jar, workspaceId, formIds } = await agency('Moscow Visas');
    await data(
      jar,
      `mutation($w: ID!) { updateBranding(input: { workspaceId: $w, agencyName: "Moscow Visa Centre", contactEmail: "desk@moscow-visas.example", contactPhone: "74951234567" }) { agencyName } }`,
      { w: workspaceId },
    );
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    await data(
      jar,
      'mutation($w: ID!, $d: String!) { uploadWorkspaceLogo(input: { workspaceId: $w, dataUrl: $d }) { logoUrl } }',
      { w: workspaceId, d: png },
    );
    const clientEmail = uniqueEmail('ivan');
    const created = await data(jar, CREATE, {
      input: {
        workspaceId,
        formId: formIds[0],
        clientName: '  Иван Петров ',
        clientEmail: clientEmail.toUpperCase(),
        permissions: ['FILL', 'READ', 'FILL'],
        maxUses: 2,
        defaultLanguage: 'ru',
        sendEmail: true,
      },
    });
    const { url, emailed, clientLink } = created.createClientLink;
    expect(emailed).toBe(true);
    expect(url).toMatch(
      new RegExp(`^https://portico\\.example/client-intake/${formIds[0]}#token=[A-Za-z0-9_-]{43}$`),
    );
    const token = url.split('#token=')[1];
    expect(clientLink).toMatchObject({
      clientName: 'Иван Петров',
      clientEmail,
      permissions: ['READ', 'FILL'],
      maxUses: 2,
      uses: 0,
      defaultLanguage: 'ru',
      state: 'ACTIVE',
      lastAccessedAt: null,
      revokedAt: null,
    });
    // 90 days by default.
    const days = (Date.parse(clientLink.expiresAt) - Date.parse(clientLink.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(90);
    // Only the SHA-256 of the token is stored, nowhere the token itself.
    const stored = await db.query(
      'select token_hash, row_to_json(l)::text as row from identity.client_link l where id = $1',
      [clientLink.id],
    );
    expect(stored.rows[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(stored.rows[0].row).not.toContain(token);
    const audit = await db.query(
      `select details::text from identity.audit_event where action like 'client_link%'`,
    );
    expect(audit.rows.map((r) => r.details).join()).not.toContain(token);

    // The e-mail: Russian, the URL, the agency's name and contacts.
    const mail = await mailTo(clientEmail);
    expect(mail.subject).toBe('Moscow Visa Centre: ваша анкета DS-160 на визу');
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('Здравствуйте, Иван Петров!');
    expect(mail.text).toContain('desk@moscow-visas.example');
    expect(mail.text).toContain('74951234567');
    expect(mail.html).toContain('Moscow Visa Centre');
    // The logo travels inline (mailparser turns the cid: reference into a data: URL).
    expect(mail.html).toMatch(
      /<img src="(cid:agency-logo|data:image\/png;base64,[^"]+)" alt="Moscow Visa Centre"/,
    );
    expect(mail.attachments).toBe(1);

    // Sending again needs the token (identity cannot rebuild the URL from its hash).
    const wrong = await gql(jar, SEND, { id: clientLink.id, t: 'A'.repeat(43) });
    expect(wrong.body.errors[0].message).toBe('The link token is malformed; copy the whole shareable URL.');
    await data(jar, SEND, { id: clientLink.id, t: token });
    expect((await mailTo(clientEmail, 2)).text).toContain(url);

    // The list: newest first, paginated, with totalCount.
    await link(jar, workspaceId, formIds[0], { clientName: 'Second' });
    const page1 = (await data(jar, LIST, { w: workspaceId, f: formIds[0], limit: 1, offset: 0 })).clientLinks;
    const page2 = (await data(jar, LIST, { w: workspaceId, f: formIds[0], limit: 1, offset: 1 })).clientLinks;
    expect(page1.totalCount).toBe(2);
    expect(page1.items.map((l: Json) => l.clientName)).toEqual(['Second']);
    expect(page2.items.map((l: Json) => l.clientName)).toEqual(['Иван Петров']);

    // Revocation: irreversible and idempotent; the state says so; the token no longer works.
    const revoked = (await data(jar, REVOKE, { id: clientLink.id })).revokeClientLink;
    expect(revoked.state).toBe('REVOKED');
    const again = (await data(jar, REVOKE, { id: clientLink.id })).revokeClientLink;
    expect(again.revokedAt).toBe(revoked.revokedAt);
    const refusedSend = await gql(jar, SEND, { id: clientLink.id, t: token });
    expect(refusedSend.body.errors[0].message).toBe(
      'Only an active link can be sent. Create a new link for this client.',
    );
    const afterRevoke = await exchange(token);
    expect(afterRevoke.status).toBe(404);
    expect(afterRevoke.body).toEqual({
      error: { code: 'LINK_INVALID', message: 'Invalid or expired access link' },
    });
    const actions = await db.query(
      `select action from identity.audit_event where workspace_id = $1 and action like 'client_link%' order by id`,
      [workspaceId],
    );
    expect(actions.rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['client_link_create', 'client_link_send', 'client_link_revoke']),
    );

    // Another agency cannot see or revoke this agency's links.
    const other = await agency('Nosy Agency');
    const foreign = await gql(other.jar, REVOKE, { id: clientLink.id });
    expect(foreign.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('client links: the client side', () => {
  it('exchanges the token for an HttpOnly cookie; counts a use when the client acts, not when a page loads; ends at once on revocation and expiry', async () => {
    const { jar: owner, workspaceId, formIds } = await agency('Exchange Visas');
    const { id, token } = await link(owner, workspaceId, formIds[0], { maxUses: 2 });

    const noCsrf = await fetch(`${gateway.origin}/auth/client-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(noCsrf.status).toBe(403);

    const first = await exchange(token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ formId: formIds[0], workspaceId });
    const cookie = first.setCookie.find((c) => c.startsWith('portico_client='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toContain(token);
    const client = first.jar;

    // A cookie-authenticated GraphQL POST needs the CSRF header, as for signed-in people.
    const forged = await gql(client, INTAKE, undefined, { 'x-portico-csrf': '' });
    expect(forged.status).toBe(403);

    // Loading pages counts nothing.
    const intake = (await data(client, INTAKE)).clientIntake;
    expect(intake).toMatchObject({
      formId: formIds[0],
      workspaceId,
      clientName: 'Ivan Petrov',
      permissions: ['READ', 'FILL'],
      defaultLanguage: 'en',
      started: false,
      agency: { name: 'Exchange Visas', logoUrl: null, website: null },
    });
    const viewer = (await data(client, '{ viewer { kind user { id } currentWorkspaceId } }')).viewer;
    expect(viewer).toEqual({ kind: 'CLIENT', user: null, currentWorkspaceId: workspaceId });
    const uses = async () =>
      (
        await data(owner, LIST, { w: workspaceId, f: formIds[0], limit: 10, offset: 0 })
      ).clientLinks.items.find((l: Json) => l.id === id);
    expect(await uses()).toMatchObject({ uses: 0, lastAccessedAt: null });

    // Get Started counts one use; Continue Editing in the same browser does not count again.
    expect((await data(client, BEGIN)).beginClientIntake.started).toBe(true);
    expect((await data(client, BEGIN)).beginClientIntake.started).toBe(true);
    expect(await uses()).toMatchObject({ uses: 1, lastAccessedAt: expect.any(String) });

    // A second browser uses the second and last use; a third cannot exchange any more.
    const second = await exchange(token);
    expect(second.status).toBe(200);
    const waiting = await exchange(token); // exchanged before the cap was reached, never started
    await data(second.jar, BEGIN);
    expect(await uses()).toMatchObject({ uses: 2 });
    const third = await exchange(token);
    expect(third.status).toBe(410);
    expect(third.body.error).toEqual({
      code: 'LINK_USED_UP',
      message: 'This access link has reached its usage limit',
    });
    const late = await gql(waiting.jar, BEGIN);
    expect(late.status).toBe(401);
    expect(late.body.errors[0]).toMatchObject({
      message: 'This access link has reached its usage limit',
      extensions: { code: 'UNAUTHENTICATED', reason: 'CLIENT_LINK_ENDED' },
    });
    // The clients that started keep working.
    expect((await gql(client, INTAKE)).status).toBe(200);

    // A signed-in person who also holds a client cookie stays themselves.
    const both = new Jar();
    both.cookies = new Map([...owner.cookies, ...client.cookies]);
    expect((await data(both, '{ viewer { kind } }')).viewer.kind).toBe('USER');

    // Revocation ends the client's very next request.
    await data(owner, REVOKE, { id });
    const ended = await gql(client, INTAKE);
    expect(ended.status).toBe(401);
    expect(ended.body.errors[0]).toMatchObject({
      message: 'Invalid or expired access link',
      extensions: { code: 'UNAUTHENTICATED', reason: 'CLIENT_LINK_ENDED' },
    });

    // The browser can drop its ended client session and be an anonymous visitor again.
    const dropped = await post(client, '/auth/client-logout', {});
    expect(dropped.status).toBe(200);
    expect(dropped.setCookie.find((c) => c.startsWith('portico_client='))).toMatch(/Max-Age=0/);
    expect(client.cookies.has('portico_client')).toBe(false);
    expect((await data(client, '{ viewer { kind } }')).viewer.kind).toBe('ANONYMOUS');

    // Expiry too, and an expired token cannot be exchanged.
    const expiring = await link(owner, workspaceId, formIds[0]);
    const expClient = await exchange(expiring.token);
    expect((await gql(expClient.jar, INTAKE)).status).toBe(200);
    await db.query(`update identity.client_link set expires_at = now() - interval '1 second' where id = $1`, [
      expiring.id,
    ]);
    const expired = await gql(expClient.jar, INTAKE);
    expect(expired.status).toBe(401);
    expect(expired.body.errors[0].message).toBe('This access link has expired');
    expect((await exchange(expiring.token)).body.error).toEqual({
      code: 'LINK_EXPIRED',
      message: 'This access link has expired',
    });
    const listed = (await data(owner, LIST, { w: workspaceId, f: formIds[0], limit: 10, offset: 0 }))
      .clientLinks;
    expect(listed.items.find((l: Json) => l.id === expiring.id).state).toBe('EXPIRED');

    // Unknown and malformed tokens; an archived form.
    expect((await exchange('B'.repeat(43))).body.error.code).toBe('LINK_INVALID');
    const malformed = await exchange('short');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toEqual({ code: 'LINK_INVALID', message: 'Invalid or expired access link' });
    const archivedLink = await link(owner, workspaceId, formIds[0]);
    await data(owner, 'mutation($id: ID!) { archiveForm(input: { id: $id }) { status } }', {
      id: formIds[0],
    });
    const gone = await exchange(archivedLink.token);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toEqual({
      code: 'FORM_UNAVAILABLE',
      message: 'Form not found or access denied (contact the person who sent the link)',
    });
    const exchanges = await db.query(
      `select count(*) from identity.audit_event where workspace_id = $1 and action = 'client_link_exchange'`,
      [workspaceId],
    );
    expect(Number(exchanges.rows[0].count)).toBeGreaterThanOrEqual(4);
  });

  it('never lets concurrent clients exceed the usage cap', async () => {
    const { jar, workspaceId, formIds } = await agency('Race Visas');
    const { id, token } = await link(jar, workspaceId, formIds[0], { maxUses: 2 });
    const browsers = await Promise.all(Array.from({ length: 6 }, () => exchange(token)));
    expect(browsers.map((b) => b.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const begun = await Promise.all(browsers.map((b) => gql(b.jar, BEGIN)));
    expect(begun.filter((r) => r.status === 200 && !r.body.errors)).toHaveLength(2);
    for (const refused of begun.filter((r) => r.body.errors))
      expect(refused.body.errors[0].message).toBe('This access link has reached its usage limit');
    const row = await db.query('select uses from identity.client_link where id = $1', [id]);
    expect(row.rows[0].uses).toBe(2);
  });

  it('stops an address after 20 failed exchanges, even with a good token', async () => {
    const { jar, workspaceId, formIds } = await agency('Brute Force Visas');
    const { token } = await link(jar, workspaceId, formIds[0]);
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    for (let i = 0; i < 20; i++) {
      const guess = await exchange(
        `${String(i).padStart(2, '0')}${'x'.repeat(41)}`,
        from('203.0.113.7'),
        proxied,
      );
      expect(guess.status).toBe(404);
    }
    const blocked = await exchange(token, from('203.0.113.7'), proxied);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('TOO_MANY_REQUESTS');
    // Another address is not affected.
    expect((await exchange(token, from('203.0.113.8'), proxied)).status).toBe(200);
  });
});

describe('client sessions that end by their own limits (ADR 0036)', () => {
  let quick: RunningGateway;
  beforeAll(async () => {
    const [identity, forms, billing, submission] = services;
    quick = await startTestGateway({
      keys,
      urls: { identity: identity.url, forms: forms.url, billing: billing.url, submission: submission.url },
      supergraphFile,
      wsActorRecheckMs: 200,
    });
  });
  afterAll(() => quick?.stop());

  /** Minutes pass for the session behind this browser's cookie, as if the client left the page. */
  const idleFor = (jar: Jar, minutes: number) =>
    db.query(
      `update identity.client_session set last_seen_at = last_seen_at - $2::int * interval '1 minute'
        where token_hash = encode(sha256(convert_to($1, 'utf8')), 'hex')`,
      [decodeURIComponent(jar.cookies.get('portico_client')!), minutes],
    );
  const idleSeconds = async (jar: Jar) =>
    Number(
      (
        await db.query(
          `select extract(epoch from now() - last_seen_at)::float8 as s from identity.client_session
            where token_hash = encode(sha256(convert_to($1, 'utf8')), 'hex')`,
          [decodeURIComponent(jar.cookies.get('portico_client')!)],
        )
      ).rows[0].s,
    );

  it('refuses a dead session on its next HTTP request and closes its open socket; re-checks never keep it alive', async () => {
    const { jar: owner, workspaceId, formIds } = await agency('Idle Visas');
    const { token } = await link(owner, workspaceId, formIds[0]);
    const { jar } = await exchange(token, {}, quick);
    const FORM = 'query($id: ID!) { form(id: $id) { id } }';
    // Twice, so the single-subgraph operations are learnt and also take the direct route (ADR 0016).
    for (let i = 0; i < 2; i++) {
      expect((await gql(jar, INTAKE)).status).toBe(200);
      expect((await gql(jar, FORM, { id: formIds[0] })).body.data.form.id).toBe(formIds[0]);
    }

    let closed: (code: number) => void = () => undefined;
    const closing = new Promise<number>((resolve) => (closed = resolve));
    const socket = createClient({
      url: quick.wsUrl,
      webSocketImpl: cookieSocket(jar),
      retryAttempts: 0,
      lazy: false, // the socket stays open between operations, as a page's does
      onNonLazyError: () => undefined, // the close is what this test waits for (on.closed)
      on: { closed: (event) => closed((event as { code: number }).code) },
    });
    const overSocket = await new Promise<Json>((resolve, reject) => {
      socket.subscribe(
        { query: '{ clientIntake { formId } }' },
        { next: resolve, error: reject, complete: () => {} },
      );
    });
    expect(overSocket.data.clientIntake.formId).toBe(formIds[0]);

    // 29 quiet minutes: the socket is re-checked every 200 ms, and that records no activity.
    await idleFor(jar, 29);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await idleSeconds(jar)).toBeGreaterThan(29 * 60 - 5);

    // One more minute: the session has ended. The very next request is refused, on either route…
    await idleFor(jar, 2);
    for (const [query, variables] of [
      [INTAKE, undefined],
      [FORM, { id: formIds[0] }],
    ] as const) {
      const refused = await gql(jar, query, variables);
      expect(refused.status).toBe(401);
      expect(refused.body.errors[0]).toMatchObject({
        message:
          'Your session ended to protect your answers. Open the link from your e-mail again to continue.',
        extensions: { code: 'UNAUTHENTICATED', reason: 'CLIENT_SESSION_ENDED', sessionEnd: 'IDLE' },
      });
    }
    // …and the open socket is closed within a re-check.
    let timer: NodeJS.Timeout | undefined;
    const timeUp = new Promise((resolve) => (timer = setTimeout(() => resolve('still open'), 3_000)));
    const outcome = await Promise.race([closing, timeUp]);
    clearTimeout(timer);
    await socket.dispose();
    expect(outcome).toBe(4403);

    // The intake asks how its session is doing through the gateway, without a GraphQL request.
    const look = await post(jar, '/auth/client-session', {}, {}, quick);
    expect(look.status).toBe(401);
    expect(look.body.error).toMatchObject({ code: 'SESSION_ENDED', reason: 'IDLE' });

    // Opening the link again starts a new session in the same browser; everything works again.
    expect((await post(jar, '/auth/client-link', { token }, {}, quick)).status).toBe(200);
    expect((await gql(jar, INTAKE)).status).toBe(200);
    const fresh = await post(jar, '/auth/client-session', {}, {}, quick);
    expect(fresh.body).toMatchObject({ formId: formIds[0], idleMs: 30 * 60_000 });
    expect(fresh.body.idleEndsInMs).toBeGreaterThan(29 * 60_000);
  });
});

/**
 * The authorisation matrix: every root field of the composed schema, with what a client session may
 * do. A new operation fails the completeness check until it is added here with its rule.
 */
type Permission = 'READ' | 'FILL' | 'SUBMIT' | 'VIEW_STATUS';
interface Target {
  workspaceId: string;
  formId: string;
  otherFormId: string;
  linkId: string;
}
interface Operation {
  field: string;
  kind: 'query' | 'mutation' | 'subscription';
  document: string;
  variables?: (t: Target) => Json;
  /** Which permissions may do it on their own form; [] = no client may. */
  allowed: Permission[] | 'all';
}
const ALL: Permission[] = ['READ', 'FILL', 'SUBMIT', 'VIEW_STATUS'];
const ANSWER_READERS: Permission[] = ['READ', 'FILL', 'SUBMIT'];
const uuid = '00000000-0000-4000-8000-000000000000';

const OPERATIONS: Operation[] = [
  // identity
  { field: 'viewer', kind: 'query', document: '{ viewer { kind } }', allowed: 'all' },
  { field: 'clientIntake', kind: 'query', document: '{ clientIntake { formId } }', allowed: 'all' },
  {
    field: 'beginClientIntake',
    kind: 'mutation',
    document: 'mutation { beginClientIntake { started } }',
    allowed: 'all',
  },
  { field: 'workspaces', kind: 'query', document: '{ workspaces { totalCount } }', allowed: [] },
  {
    field: 'creators',
    kind: 'query',
    document: `query($w: ID!) { creators(workspaceId: $w, ids: ["${uuid}"]) { id } }`,
    variables: (t) => ({ w: t.workspaceId }),
    allowed: [],
  },
  // platform administrators only (docs/adr/0029)
  { field: 'adminUsers', kind: 'query', document: '{ adminUsers { totalCount } }', allowed: [] },
  { field: 'adminWorkspaces', kind: 'query', document: '{ adminWorkspaces { totalCount } }', allowed: [] },
  {
    field: 'workspace',
    kind: 'query',
    document: 'query($w: ID!) { workspace(id: $w) { id } }',
    variables: (t) => ({ w: t.workspaceId }),
    allowed: [],
  },
  {
    field: 'workspaceMembers',
    kind: 'query',
    document: 'query($w: ID!) { workspaceMembers(workspaceId: $w) { totalCount } }',
    variables: (t) => ({ w: t.workspaceId }),
    allowed: [],
  },
  {
    field: 'workspaceBranding',
    kind: 'query',
    document: 'query($w: ID!) { workspaceBranding(workspaceId: $w) { agencyName } }',
    variables: (t) => ({ w: t.workspaceId }),
    allowed: [],
  },
  {
    field: 'apiKeys',
    kind: 'query',
    document: 'query($w: ID!) { apiKeys(workspaceId: $w) { totalCount } }',
    variables: (t) => ({ w: t.workspaceId }),
    allowed: [],
  },
  {
    field: 'clientLinks',
    kind: 'query',
    document: 'query($w: ID!, $f: ID!) { clientLinks(workspaceId: $w, formId: $f) { totalCount } }',
    variables: (t) => ({ w: t.workspaceId, f: t.formId }),
    allowed: [],
  },
  {
    field: 'createClientLink',
    kind: 'mutation',
    document:
      'mutation($w: ID!, $f: ID!) { createClientLink(input: { workspaceId: $w, formId: $f, clientName: "X", clientEmail: "x@example.test", permissions: [READ] }) { url } }',
    variables: (t) => ({ w: t.workspaceId, f: t.formId }),
    allowed: [],
  },
  {
    field: 'revokeClientLink',
    kind: 'mutation',
    document: 'mutation($id: ID!) { revokeClientLink(input: { id: $id }) { id } }',
    variables: (t) => ({ id: t.linkId }),
    allowed: [],
  },
  {
    field: 'sendClientLink',
    kind: 'mutation',
    document: `mutation($id: ID!) { sendClientLink(input: { id: $id, token: "${'a'.repeat(43)}" }) { id } }`,
    variables: (t) => ({ id: t.linkId }),
    allowed: [],
  },
  {
    field: 'createWorkspace',
    kind: 'mutation',
    document: 'mutation { createWorkspace(input: { name: "Mine" }) { id } }',
    allowed: [],
  },
  {
    field: 'switchWorkspace',
    kind: 'mutation',
    document: 'mutation($w: ID!) { switchWorkspace(input: { workspaceId: $w }) { currentWorkspaceId } }',
    variables: (t) => ({ w: t.workspaceId }),
    allowed: [],
  },
  {
    field: 'workspaceInvitations',
    kind: 'query',
    document: 'query($w: ID!) { workspaceInvitations(workspaceId: $w) { totalCount } }',
    variables: (t) => ({ w: t.workspaceId }),
    allowed: [],
  },
  {
    field: 'inviteMember',
    kind: 'mutation',
    document:
      'mutation($w: ID!) { inviteMember(input: { workspaceId: $w, email: "x@example.test" }) { id } }',
    variables: (t) => ({ w: t.workspaceId }),
    allowed: [],
  },
  {
    field: 'resendInvitation',
    kind: 'mutation',
    document: `mutation { resendInvitation(input: { id: "${uuid}" }) { id } }`,
    allowed: [],
  },
  {
    field: 'revokeInvitation',
    kind: 'mutation',
    document: `mutation { revokeInvitation(input: { id: "${uuid}" }) { id } }`,
    allowed: [],
  },
  // The invitation link is its own capability (docs/adr/0035): a client session adds nothing to it,
  // so an unknown token is refused, and accepting needs a signed-in account.
  {
    field: 'invitation',
    kind: 'query',
    document: `{ invitation(token: "${'a'.repeat(43)}") { workspaceName } }`,
    allowed: [],
  },
  {
    field: 'acceptInvitation',
    kind: 'mutation',
    document: `mutation { acceptInvitation(input: { token: "${'a'.repeat(43)}" }) { id } }`,
    allowed: [],
  },
  {
    field: 'declineInvitation',
    kind: 'mutation',
    document: `mutation { declineInvitation(input: { token: "${'a'.repeat(43)}" }) }`,
    allowed: [],
  },
  {
    field: 'leaveWorkspace',
    kind: 'mutation',
    document: 'mutation($w: ID!) { leaveWorkspace(input: { workspaceId: $w }) { kind } }',
    variables: (t) => ({ w: t.workspaceId }),
    allowed: [],
  },
  {
    field: 'changeMemberRole',
    kind: 'mutation',
    document: `mutation($w: ID!) { changeMemberRole(input: { workspaceId: $w, userId: "${uuid}", role: ADMIN }) { userId } }`,
    variables: (t) => ({ w: t.workspaceId }),
    allowed: [],
  },
  {
    field: 'removeWorkspaceMember',
    kind: 'mutation',
    document: `mutation($w: ID!) { removeWorkspaceMember(input: { workspaceId: $w, userId: "${uuid}" }) }`,
    variables: (t) => ({ w: t.workspaceId }),
    allowed: [],
  },
  {
    field: 'setWorkspaceRequiresTotp',
    kind: 'mutation',
    document:
      'mutation($w: ID!) { setWorkspaceRequiresTotp(input: { workspaceId: $w, requiresTotp: false }) { id } }',
    variables: (t) => ({ w: t.workspaceId }),
    allowed: [],
  },
  {
    field: 'updateBranding',
    kind: 'mutation',
    document:
      'mutation($w: ID!) { updateBranding(input: { workspaceId: $w, agencyName: "Hijacked" }) { agencyName } }',
    variables: (t) => ({ w: t.workspaceId }),
    allowed: [],
  },
  {
    field: 'uploadWorkspaceLogo',
    kind: 'mutation',
    document:
      'mutation($w: ID!) { uploadWorkspaceLogo(input: { workspaceId: $w, dataUrl: "data:image/png;base64,AAAA" }) { agencyName } }',
    variables: (t) => ({ w: t.workspaceId }),
    allowed: [],
  },
  {
    field: 'setWorkspaceLogoFromUrl',
    kind: 'mutation',
    document:
      'mutation($w: ID!) { setWorkspaceLogoFromUrl(input: { workspaceId: $w, url: "https://example.com/logo.png" }) { agencyName } }',
    variables: (t) => ({ w: t.workspaceId }),
    allowed: [],
  },
  {
    field: 'removeWorkspaceLogo',
    kind: 'mutation',
    document: 'mutation($w: ID!) { removeWorkspaceLogo(input: { workspaceId: $w }) { agencyName } }',
    variables: (t) => ({ w: t.workspaceId }),
    allowed: [],
  },
  {
    field: 'createApiKey',
    kind: 'mutation',
    document: 'mutation($w: ID!) { createApiKey(input: { workspaceId: $w, name: "k" }) { secret } }',
    variables: (t) => ({ w: t.workspaceId }),
    allowed: [],
  },
  {
    field: 'revokeApiKey',
    kind: 'mutation',
    document: `mutation { revokeApiKey(input: { id: "${uuid}" }) { id } }`,
    allowed: [],
  },
  {
    field: 'changePassword',
    kind: 'mutation',
    document:
      'mutation { changePassword(input: { currentPassword: "Str0ng-enough-pass", newPassword: "An0ther-strong-pass" }) }',
    allowed: [],
  },
  {
    field: 'requestEmailChange',
    kind: 'mutation',
    document:
      'mutation { requestEmailChange(input: { currentPassword: "x", newEmail: "x@example.test" }) { expiresAt } }',
    allowed: [],
  },
  {
    field: 'confirmEmailChange',
    kind: 'mutation',
    document: 'mutation { confirmEmailChange(input: { code: "123456" }) { id } }',
    allowed: [],
  },
  {
    field: 'beginTotpEnrollment',
    kind: 'mutation',
    document: 'mutation { beginTotpEnrollment { secret } }',
    allowed: [],
  },
  {
    field: 'confirmTotpEnrollment',
    kind: 'mutation',
    document: 'mutation { confirmTotpEnrollment(input: { code: "123456" }) { id } }',
    allowed: [],
  },
  {
    field: 'disableTotp',
    kind: 'mutation',
    document: 'mutation { disableTotp(input: { password: "x" }) { id } }',
    allowed: [],
  },
  // forms
  {
    field: 'form',
    kind: 'query',
    document: 'query($f: ID!) { form(id: $f) { id status progress { percent } } }',
    variables: (t) => ({ f: t.formId }),
    allowed: 'all',
  },
  {
    field: 'forms',
    kind: 'query',
    document: 'query($w: ID!) { forms(workspaceId: $w) { totalCount } }',
    variables: (t) => ({ w: t.workspaceId }),
    allowed: [],
  },
  {
    field: 'dashboard',
    kind: 'query',
    document: 'query($w: ID!) { dashboard(workspaceId: $w) { status } }',
    variables: (t) => ({ w: t.workspaceId }),
    allowed: [],
  },
  {
    field: 'createForm',
    kind: 'mutation',
    document: 'mutation($w: ID!) { createForm(input: { workspaceId: $w, name: "Mine" }) { id } }',
    variables: (t) => ({ w: t.workspaceId }),
    allowed: [],
  },
  {
    field: 'duplicateForm',
    kind: 'mutation',
    document: 'mutation($f: ID!) { duplicateForm(input: { formId: $f, name: "Copy", sections: [] }) { id } }',
    variables: (t) => ({ f: t.formId }),
    allowed: [],
  },
  {
    field: 'renameForm',
    kind: 'mutation',
    document: 'mutation($f: ID!) { renameForm(input: { id: $f, name: "Renamed" }) { id } }',
    variables: (t) => ({ f: t.formId }),
    allowed: [],
  },
  {
    field: 'archiveForm',
    kind: 'mutation',
    document: 'mutation($f: ID!) { archiveForm(input: { id: $f }) { id } }',
    variables: (t) => ({ f: t.formId }),
    allowed: [],
  },
  {
    field: 'unarchiveForm',
    kind: 'mutation',
    document: 'mutation($f: ID!) { unarchiveForm(input: { id: $f }) { id } }',
    variables: (t) => ({ f: t.formId }),
    allowed: [],
  },
  {
    field: 'saveAnswers',
    kind: 'mutation',
    document: `mutation($f: ID!, $k: ID!) { saveAnswers(input: { formId: $f, clientId: "${uuid}", seq: 1, idempotencyKey: $k, changes: [{ section: "personalP1", path: "surname", value: "PETROV", baseVersion: 0 }] }) { version } }`,
    variables: (t) => ({ f: t.formId, k: randomUUID() }),
    allowed: ['FILL'],
  },
  {
    field: 'setFormPhoto',
    kind: 'mutation',
    document: 'mutation($f: ID!, $i: String!) { setFormPhoto(input: { formId: $f, image: $i }) { id } }',
    variables: (t) => ({ f: t.formId, i: compliantPhoto }),
    allowed: ['FILL'],
  },
  {
    field: 'removeFormPhoto',
    kind: 'mutation',
    document: 'mutation($f: ID!) { removeFormPhoto(input: { id: $f }) { id } }',
    variables: (t) => ({ f: t.formId }),
    allowed: ['FILL'],
  },
  {
    field: 'translateAll',
    kind: 'mutation',
    document: 'mutation($f: ID!) { translateAll(input: { id: $f }) { translated } }',
    variables: (t) => ({ f: t.formId }),
    allowed: [],
  },
  {
    field: 'translateField',
    kind: 'mutation',
    document:
      'mutation($f: ID!) { translateField(input: { formId: $f, section: "personalP1", path: "surname" }) { path } }',
    variables: (t) => ({ f: t.formId }),
    allowed: [],
  },
  {
    field: 'resetTranslations',
    kind: 'mutation',
    document: 'mutation($f: ID!) { resetTranslations(input: { id: $f }) { reset } }',
    variables: (t) => ({ f: t.formId }),
    allowed: [],
  },
  {
    field: 'reviewAnswer',
    kind: 'mutation',
    document:
      'mutation($f: ID!) { reviewAnswer(input: { formId: $f, section: "personalP1", path: "surname", decision: ACCEPT_CLIENT }) { id } }',
    variables: (t) => ({ f: t.formId }),
    allowed: [],
  },
  {
    field: 'formChanged',
    kind: 'subscription',
    document: 'subscription($w: ID!) { formChanged(workspaceId: $w) { formId } }',
    variables: (t) => ({ w: t.workspaceId }),
    allowed: [],
  },
  // billing and submission
  { field: 'catalog', kind: 'query', document: '{ catalog { totalCount } }', allowed: 'all' },
  // Prices are public (the pricing page and the cart, before anyone logs in).
  {
    field: 'checkoutQuote',
    kind: 'query',
    document:
      'query { checkoutQuote(input: { productCode: SINGLE_FORM, quantity: 1, country: "US" }) { totalMinor } }',
    allowed: 'all',
  },
  // Buying, credits and orders belong to the workspace's members; a client link never buys or reads them.
  {
    field: 'creditBalance',
    kind: 'query',
    document: 'query($w: ID!) { creditBalance(workspaceId: $w) { available } }',
    variables: (t) => ({ w: t.workspaceId }),
    allowed: [],
  },
  {
    field: 'purchases',
    kind: 'query',
    document: 'query($w: ID!) { purchases(workspaceId: $w) { totalCount } }',
    variables: (t) => ({ w: t.workspaceId }),
    allowed: [],
  },
  { field: 'order', kind: 'query', document: `{ order(id: "${uuid}") { id } }`, allowed: [] },
  {
    field: 'startCheckout',
    kind: 'mutation',
    document:
      'mutation($w: ID!) { startCheckout(input: { workspaceId: $w, productCode: SINGLE_FORM, quantity: 1, country: "US", region: "CA", idempotencyKey: "client-matrix-1" }) { checkoutUrl } }',
    variables: (t) => ({ w: t.workspaceId }),
    allowed: [],
  },
  // platform administrators only (docs/adr/0029)
  { field: 'adminOrders', kind: 'query', document: '{ adminOrders { totalCount } }', allowed: [] },
  { field: 'adminCoupons', kind: 'query', document: '{ adminCoupons { totalCount } }', allowed: [] },
  {
    field: 'createCoupon',
    kind: 'mutation',
    document:
      'mutation { createCoupon(input: { code: "CLIENT10", kind: PERCENT, percentOff: 10 }) { code } }',
    allowed: [],
  },
  {
    field: 'deactivateCoupon',
    kind: 'mutation',
    document: 'mutation { deactivateCoupon(code: "WELCOME10") { code } }',
    allowed: [],
  },
  {
    field: 'refundOrder',
    kind: 'mutation',
    document: `mutation { refundOrder(orderId: "${uuid}") { id } }`,
    allowed: [],
  },
  {
    field: 'submissions',
    kind: 'query',
    document: 'query($w: ID!) { submissions(workspaceId: $w) { totalCount } }',
    variables: (t) => ({ w: t.workspaceId }),
    allowed: [],
  },
  { field: 'submission', kind: 'query', document: `query { submission(id: "${uuid}") { id } }`, allowed: [] },
  {
    field: 'formSubmissions',
    kind: 'query',
    document: 'query($f: ID!) { formSubmissions(formId: $f) { totalCount } }',
    variables: (t) => ({ f: t.formId }),
    allowed: ['SUBMIT', 'VIEW_STATUS'],
  },
  {
    // The target form is not complete, so nobody may file it (a SUBMIT link is refused for that reason).
    field: 'createSubmission',
    kind: 'mutation',
    document: 'mutation($f: ID!) { createSubmission(formId: $f) { id } }',
    variables: (t) => ({ f: t.formId }),
    allowed: [],
  },
  {
    field: 'answerCaptcha',
    kind: 'mutation',
    document: `mutation { answerCaptcha(submissionId: "${uuid}", answer: "ABC123") { id } }`,
    allowed: [],
  },
  {
    field: 'openLiveView',
    kind: 'mutation',
    document: `mutation { openLiveView(submissionId: "${uuid}") { path } }`,
    allowed: [],
  },
  {
    field: 'signOnCeacYourself',
    kind: 'mutation',
    document: `mutation { signOnCeacYourself(submissionId: "${uuid}") { id } }`,
    allowed: [],
  },
  {
    field: 'confirmSignedOnCeac',
    kind: 'mutation',
    document: `mutation { confirmSignedOnCeac(submissionId: "${uuid}") { id } }`,
    allowed: [],
  },
  {
    field: 'submissionChanged',
    kind: 'subscription',
    document: `subscription { submissionChanged(submissionId: "${uuid}") { id } }`,
    allowed: [],
  },
  {
    field: 'workspaceSubmissionsChanged',
    kind: 'subscription',
    document: 'subscription($w: ID!) { workspaceSubmissionsChanged(workspaceId: $w) { id } }',
    variables: (t) => ({ w: t.workspaceId }),
    allowed: [],
  },
];

function rootFields(): { field: string; kind: Operation['kind'] }[] {
  const schema = buildSchema(readFileSync(supergraphFile, 'utf8'), { assumeValidSDL: true });
  const out: { field: string; kind: Operation['kind'] }[] = [];
  for (const [kind, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ] as const) {
    for (const field of Object.keys(type?.getFields() ?? {})) out.push({ field, kind });
  }
  return out;
}

const INVALID_DOCUMENT = new Set(['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED']);

async function attempt(
  jar: Jar,
  op: Operation,
  target: Target,
): Promise<{ ok: boolean; status: number; detail: string }> {
  if (op.kind === 'subscription') {
    const client = createClient({
      url: gateway.wsUrl,
      webSocketImpl: cookieSocket(jar),
      retryAttempts: 0,
      lazy: true,
    });
    try {
      const outcome = await new Promise<string>((resolve) => {
        const stop = client.subscribe(
          { query: op.document, variables: op.variables?.(target) },
          {
            next: (value) =>
              resolve(value.errors ? `error ${JSON.stringify(value.errors).slice(0, 200)}` : 'event'),
            error: (error) => resolve(`error ${JSON.stringify(error).slice(0, 200)}`),
            complete: () => resolve('complete'),
          },
        );
        // A subscription that was accepted stays silent: after a while it counts as allowed.
        setTimeout(() => {
          stop();
          resolve('subscribed');
        }, 1_500);
      });
      return { ok: outcome === 'subscribed' || outcome === 'event', status: 0, detail: outcome };
    } finally {
      await client.dispose();
    }
  }
  const { status, body } = await gql(jar, op.document, op.variables?.(target));
  // A refusal must come from the rules, never from a document the schema does not accept.
  if (INVALID_DOCUMENT.has(body.errors?.[0]?.extensions?.code))
    throw new Error(`${op.field}: invalid test document: ${body.errors[0].message}`);
  const ok = status === 200 && !body.errors && body.data?.[op.field] != null;
  return { ok, status, detail: JSON.stringify(body.errors?.[0] ?? body.data).slice(0, 200) };
}

/** A photo that meets the DS-160 file rules (600 px square colour JPEG), for setFormPhoto. */
let compliantPhoto = '';

describe('the client permission matrix', () => {
  let owner: Jar;
  let target: Target;
  const clients = new Map<Permission, { jar: Jar; linkId: string }>();

  beforeAll(async () => {
    compliantPhoto = (
      await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 200, g: 120, b: 90 } } })
        .jpeg({ quality: 90 })
        .toBuffer()
    ).toString('base64');
    const a = await agency('Matrix Visas', ['Client form', 'Other form of the agency']);
    owner = a.jar;
    const base = { workspaceId: a.workspaceId, formId: a.formIds[0], otherFormId: a.formIds[1] };
    for (const permission of ALL) {
      const { id, token } = await link(owner, a.workspaceId, a.formIds[0], { permissions: [permission] });
      const { jar, status } = await exchange(token);
      expect(status).toBe(200);
      clients.set(permission, { jar, linkId: id });
    }
    target = { ...base, linkId: clients.get('READ')!.linkId };
    // An answer the agency typed, so that reading answers shows something.
    await data(
      owner,
      `mutation($f: ID!, $k: ID!) { saveAnswers(input: { formId: $f, clientId: "${uuid}", seq: 1, idempotencyKey: $k, changes: [{ section: "personalP1", path: "surname", value: "PETROVA", baseVersion: 0 }] }) { version } }`,
      { f: a.formIds[0], k: randomUUID() },
    );
  });

  it('lists every root operation of the composed schema', () => {
    const listed = new Set(OPERATIONS.map((o) => `${o.kind} ${o.field}`));
    const missing = rootFields()
      .map((f) => `${f.kind} ${f.field}`)
      .filter((f) => !listed.has(f));
    expect(missing).toEqual([]);
  });

  it.each(ALL)(
    'a %s client session does only what it was granted, on its own form only',
    async (permission) => {
      const { jar } = clients.get(permission)!;
      const results: string[] = [];
      const expected: string[] = [];
      for (const op of OPERATIONS) {
        const allowed = op.allowed === 'all' || op.allowed.includes(permission);
        const outcome = await attempt(jar, op, target);
        results.push(`${op.field}: ${outcome.ok ? 'allowed' : 'refused'}`);
        expected.push(`${op.field}: ${allowed ? 'allowed' : 'refused'}`);
        if (outcome.ok !== allowed) results[results.length - 1] += ` (${outcome.detail})`;
      }
      expect(results).toEqual(expected);

      // Answers: read, fill and submit see them; view_status sees the status only (answers redacted).
      const answers = await data(jar, 'query($f: ID!) { form(id: $f) { status sections { key answers } } }', {
        f: target.formId,
      });
      const personal = answers.form.sections.find((section: Json) => section.key === 'personalP1');
      expect({ permission, surname: personal.answers.surname ?? null }).toEqual({
        permission,
        surname: ANSWER_READERS.includes(permission) ? expect.any(String) : null,
      });
      if (!ANSWER_READERS.includes(permission))
        expect(
          answers.form.sections.every((section: Json) => Object.keys(section.answers).length === 0),
        ).toBe(true);

      // Nothing else of the agency: another form of the same workspace, by id.
      const other = await gql(jar, 'query($f: ID!) { form(id: $f) { id } }', { f: target.otherFormId });
      expect(other.body.errors[0].extensions.code).toBe('NOT_FOUND');
      const otherSave = await gql(
        jar,
        `mutation($f: ID!, $k: ID!) { saveAnswers(input: { formId: $f, clientId: "${uuid}", seq: 1, idempotencyKey: $k, changes: [{ section: "personalP1", path: "surname", value: "X", baseVersion: 0 }] }) { version } }`,
        { f: target.otherFormId, k: randomUUID() },
      );
      expect(otherSave.body.errors[0].extensions.code).toBe('NOT_FOUND');
    },
  );

  it('a link of another workspace reaches nothing of this one', async () => {
    const elsewhere = await agency('Elsewhere Visas');
    const { token } = await link(elsewhere.jar, elsewhere.workspaceId, elsewhere.formIds[0], {
      permissions: ALL,
    });
    const { jar } = await exchange(token);
    const results: string[] = [];
    for (const op of OPERATIONS) {
      // Operations any client may do concern the client's own link, form and workspace.
      if (op.allowed === 'all') continue;
      const outcome = await attempt(jar, op, target);
      results.push(`${op.field}: ${outcome.ok ? `allowed (${outcome.detail})` : 'refused'}`);
    }
    expect(results.filter((r) => r.includes('allowed'))).toEqual([]);
    const foreignForm = await gql(jar, 'query($f: ID!) { form(id: $f) { id } }', { f: target.formId });
    expect(foreignForm.body.errors[0].extensions.code).toBe('NOT_FOUND');
    // Its own form stays reachable, with its own workspace in clientIntake.
    expect((await data(jar, INTAKE)).clientIntake.workspaceId).toBe(elsewhere.workspaceId);
  });

  it('after revocation and after expiry every operation is refused with 401', async () => {
    const ended: Jar[] = [];
    for (const how of ['revoke', 'expire'] as const) {
      const { id, token } = await link(owner, target.workspaceId, target.formId, { permissions: ALL });
      const { jar } = await exchange(token);
      expect((await gql(jar, INTAKE)).status).toBe(200);
      if (how === 'revoke') await data(owner, REVOKE, { id });
      else
        await db.query(
          `update identity.client_link set expires_at = now() - interval '1 second' where id = $1`,
          [id],
        );
      ended.push(jar);
    }
    for (const jar of ended) {
      const results: string[] = [];
      for (const op of OPERATIONS.filter((o) => o.kind !== 'subscription')) {
        const { status, body } = await gql(jar, op.document, op.variables?.(target));
        results.push(`${op.field}: ${status} ${body.errors?.[0]?.extensions?.reason ?? 'ALLOWED'}`);
      }
      expect(results).toEqual(
        OPERATIONS.filter((o) => o.kind !== 'subscription').map((o) => `${o.field}: 401 CLIENT_LINK_ENDED`),
      );
      const sub = OPERATIONS.find((o) => o.kind === 'subscription')!;
      expect((await attempt(jar, sub, target)).ok).toBe(false);
    }
  });
});
