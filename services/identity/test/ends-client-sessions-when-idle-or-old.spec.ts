/**
 * Client-link sessions end after 30 minutes without a request from the client and at the latest 12
 * hours after the link was opened, whatever the link's own expiry; revocation and expiry still end
 * them at once; opening the link again starts a new session within the link's uses (ADR 0036).
 * Time passes by moving the stored times back, as the gateway's expiry test does (ADR 0015).
 */
import { postGraphql } from '@portico/service-kit/testing';
import type { Actor } from '@portico/shared-types';
import { Browser, IdentityHarness, uniqueEmail } from './support/identity-harness';
import { agencyWithForm, startForms, type FormsProcess } from './support/forms-process';

jest.setTimeout(60_000);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let harness: IdentityHarness;
let forms: FormsProcess;
let agent: Browser;
let workspaceId: string;
let formId: string;

const SESSION_ENDED =
  'Your session ended to protect your answers. Open the link from your e-mail again to continue.';

beforeAll(async () => {
  process.env.CLIENT_LINK_EXCHANGES_PER_IP_MINUTE = '10000';
  harness = await IdentityHarness.start();
  forms = await startForms(harness.identity.databaseUrl, harness.identity.signer.publicKey);
  process.env.FORMS_URL = forms.url;
  ({ agent, workspaceId, formId } = await agencyWithForm(harness, forms, 'Idle Visas'));
});

afterAll(async () => {
  for (const name of [
    'FORMS_URL',
    'CLIENT_LINK_EXCHANGES_PER_IP_MINUTE',
    'CLIENT_SESSION_IDLE_MINUTES',
    'CLIENT_SESSION_MAX_HOURS',
  ])
    delete process.env[name];
  await forms?.stop();
  await harness?.close();
});

afterEach(() => {
  delete process.env.CLIENT_SESSION_IDLE_MINUTES;
  delete process.env.CLIENT_SESSION_MAX_HOURS;
});

async function newLink(extra: Json = {}): Promise<{ id: string; token: string }> {
  const res = await agent.graphql(
    `mutation($input: CreateClientLinkInput!) { createClientLink(input: $input) { url clientLink { id } } }`,
    {
      input: {
        workspaceId,
        formId,
        clientName: 'Ana Lima',
        clientEmail: uniqueEmail('client'),
        permissions: ['READ', 'FILL'],
        ...extra,
      },
    },
  );
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  const created = res.body.data.createClientLink;
  return { id: created.clientLink.id, token: created.url.split('#token=')[1] };
}

/** A client's browser that opened the link: its portico_client cookie holds the session. */
async function open(token: string, browser = harness.browser()) {
  const res = await browser.post('/auth/client-link', { token });
  return { browser, status: res.status, body: res.body };
}

const sessionToken = (browser: Browser) => decodeURIComponent(browser.cookies.get('portico_client') ?? '');

/** What the gateway asks on every request of the client (`passive` for a socket's re-check). */
async function resolve(browser: Browser, passive?: boolean): Promise<Json> {
  const res = await harness.internalActor({ clientToken: sessionToken(browser), passive } as never);
  expect(res.status).toBe(200);
  return (await res.json()) as Json;
}

/** The intake's look at its own session (`stay`: the "Stay signed in" button). */
const status = (browser: Browser, stay?: boolean) =>
  browser.post('/auth/client-session', stay === undefined ? {} : { stay });

async function sessionRow(browser: Browser) {
  const [row] = await harness.sql<{ id: string; idle_s: number; age_s: number; started: boolean }>(
    `select id, started, extract(epoch from now() - last_seen_at)::float8 as idle_s,
            extract(epoch from now() - created_at)::float8 as age_s
       from identity.client_session where token_hash = encode(sha256(convert_to($1, 'utf8')), 'hex')`,
    [sessionToken(browser)],
  );
  return row;
}

/** Time passes for this session: its last request and its start move back by these minutes. */
async function passTime(browser: Browser, minutes: { idle?: number; age?: number }) {
  const { id } = (await sessionRow(browser))!;
  await harness.sql(
    `update identity.client_session
        set last_seen_at = last_seen_at - $2::int * interval '1 minute',
            created_at = created_at - $3::int * interval '1 minute'
      where id = $1`,
    [id, minutes.idle ?? 0, minutes.age ?? minutes.idle ?? 0],
  );
}

/** A GraphQL request identity answers for the client actor the gateway signed earlier. */
async function clientGraphql(actor: Actor, query: string) {
  return postGraphql<Json>(harness.identity.url, { query, actor: harness.identity.signer.sign(actor) });
}

describe('client sessions: the idle end', () => {
  it('ends 30 minutes after the last request, and every request until then pushes the end back', async () => {
    const { token } = await newLink();
    const { browser, status: opened } = await open(token);
    expect(opened).toBe(200);
    const first = await resolve(browser);
    expect(first.actor).toMatchObject({ kind: 'client', formId });

    // 20 minutes without a request, then one: the idle end moves to 30 minutes from now.
    await passTime(browser, { idle: 20 });
    expect((await resolve(browser)).actor.kind).toBe('client');
    expect((await sessionRow(browser))!.idle_s).toBeLessThan(5);
    // Another 20 minutes: 40 since the link was opened, 20 since the last request; still alive.
    await passTime(browser, { idle: 20 });
    expect((await resolve(browser)).actor.kind).toBe('client');
    const { body: left } = await status(browser);
    expect(left.idleEndsInMs).toBeGreaterThan(29 * 60_000);
    expect(left.idleMs).toBe(30 * 60_000);

    // 30 minutes without one: the very next request is refused, with the plain message.
    await passTime(browser, { idle: 30 });
    expect(await resolve(browser)).toEqual({
      actor: { kind: 'anonymous' },
      rejected: 'client',
      clientSessionEnded: 'IDLE',
      message: SESSION_ENDED,
    });
    const ended = await status(browser);
    expect(ended.status).toBe(401);
    expect(ended.body.error).toEqual({ code: 'SESSION_ENDED', reason: 'IDLE', message: SESSION_ENDED });
    // "Stay signed in" cannot bring an ended session back.
    expect((await status(browser, true)).status).toBe(401);
    // identity's own resolvers refuse the actor signed before the end, too.
    const late = await clientGraphql(first.actor, '{ clientIntake { formId } }');
    expect(late.body.errors?.[0]).toMatchObject({
      message: SESSION_ENDED,
      extensions: { code: 'UNAUTHENTICATED', reason: 'CLIENT_SESSION_ENDED', sessionEnd: 'IDLE' },
    });
  });

  it('records activity at most once a minute, and never for a re-check or a look at the session', async () => {
    const { token } = await newLink();
    const { browser } = await open(token);
    // A request 30 seconds after the last recorded one writes nothing.
    await harness.sql(
      `update identity.client_session set last_seen_at = now() - interval '30 seconds' where id = $1`,
      [(await sessionRow(browser))!.id],
    );
    await resolve(browser);
    expect((await sessionRow(browser))!.idle_s).toBeGreaterThanOrEqual(29);

    // Ten quiet minutes: a socket's re-check and the intake's look record nothing…
    await passTime(browser, { idle: 10 });
    expect((await resolve(browser, true)).actor.kind).toBe('client');
    const { body } = await status(browser);
    expect(body.idleEndsInMs).toBeLessThanOrEqual(20 * 60_000);
    expect(body.idleEndsInMs).toBeGreaterThan(19 * 60_000);
    expect((await sessionRow(browser))!.idle_s).toBeGreaterThan(599);
    // …"Stay signed in" does, at once.
    const stayed = await status(browser, true);
    expect(stayed.status).toBe(200);
    expect(stayed.body.idleEndsInMs).toBeGreaterThan(29 * 60_000);
    expect((await sessionRow(browser))!.idle_s).toBeLessThan(5);
    expect((await status(browser, 'yes' as never)).body.error).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('takes its limit from CLIENT_SESSION_IDLE_MINUTES', async () => {
    process.env.CLIENT_SESSION_IDLE_MINUTES = '10';
    const { token } = await newLink();
    const { browser } = await open(token);
    await passTime(browser, { idle: 9 });
    expect((await resolve(browser, true)).actor.kind).toBe('client');
    await passTime(browser, { idle: 2 });
    expect((await resolve(browser)).clientSessionEnded).toBe('IDLE');
  });
});

describe('client sessions: the absolute end', () => {
  it('ends 12 hours after the link was opened however busy the client is, before a 90-day link expires', async () => {
    const { token } = await newLink({ expiresInDays: 90 });
    const { browser } = await open(token);
    await passTime(browser, { idle: 0, age: 11 * 60 + 58 });
    const { body } = await status(browser);
    expect(body.endsInMs).toBeLessThanOrEqual(2 * 60_000);
    expect(body.endsInMs).toBeGreaterThan(60_000);
    await passTime(browser, { idle: 0, age: 3 });
    expect((await sessionRow(browser))!.idle_s).toBeLessThan(5); // busy until now
    expect(await resolve(browser)).toMatchObject({ rejected: 'client', clientSessionEnded: 'MAX_AGE' });
    expect((await status(browser)).body.error).toMatchObject({ code: 'SESSION_ENDED', reason: 'MAX_AGE' });

    // CLIENT_SESSION_MAX_HOURS sets the limit.
    process.env.CLIENT_SESSION_MAX_HOURS = '24';
    expect((await resolve(browser)).actor.kind).toBe('client');
  });
});

describe('client sessions: opening the link again', () => {
  it('starts a new session after the end, replacing the old one; uses are counted when the client acts', async () => {
    const { id, token } = await newLink({ maxUses: 2 });
    const { browser } = await open(token);
    const first = await resolve(browser);
    const begin = await clientGraphql(first.actor, 'mutation { beginClientIntake { started } }');
    expect(begin.body.data).toEqual({ beginClientIntake: { started: true } });
    const oldToken = sessionToken(browser);
    await passTime(browser, { idle: 31 });
    expect((await resolve(browser)).clientSessionEnded).toBe('IDLE');

    // The same browser opens the link again: a new session, not started, nothing counted yet.
    const again = await open(token, browser);
    expect(again.status).toBe(200);
    expect(sessionToken(browser)).not.toBe(oldToken);
    const second = await resolve(browser);
    expect(second.actor.kind).toBe('client');
    expect(second.actor.clientSessionId).not.toBe(first.actor.clientSessionId);
    expect((await sessionRow(browser))!.started).toBe(false);
    const [link] = await harness.sql(`select uses from identity.client_link where id = $1`, [id]);
    expect(link.uses).toBe(1);
    // The ended session is gone: its token no longer opens anything.
    const old = await harness.internalActor({ clientToken: oldToken } as never);
    expect(await old.json()).toMatchObject({ rejected: 'client', clientLinkEnded: 'LINK_INVALID' });

    // The client acts: the second use. A third opening is refused: the link is used up.
    await clientGraphql(second.actor, 'mutation { beginClientIntake { started } }');
    await passTime(browser, { idle: 31 });
    const third = await open(token, browser);
    expect(third.status).toBe(410);
    expect(third.body.error.code).toBe('LINK_USED_UP');
    // The agency sees it used up, not Active.
    const list = await agent.graphql(
      `query($w: ID!, $f: ID!) { clientLinks(workspaceId: $w, formId: $f, limit: 100) { items { id state uses maxUses } } }`,
      { w: workspaceId, f: formId },
    );
    expect(list.body.data.clientLinks.items.find((l: Json) => l.id === id)).toEqual({
      id,
      state: 'USED_UP',
      uses: 2,
      maxUses: 2,
    });
  });

  it('is refused once the link expired, and a live session is replaced by a new one', async () => {
    const { id, token } = await newLink();
    const { browser } = await open(token);
    const before = sessionToken(browser);
    expect((await open(token, browser)).status).toBe(200);
    expect(sessionToken(browser)).not.toBe(before);
    const [{ count }] = await harness.sql(
      `select count(*)::int as count from identity.client_session where link_id = $1`,
      [id],
    );
    expect(count).toBe(1);
    await harness.sql(
      `update identity.client_link set expires_at = now() - interval '1 second' where id = $1`,
      [id],
    );
    const refused = await open(token, harness.browser());
    expect(refused.status).toBe(410);
    expect(refused.body.error.code).toBe('LINK_EXPIRED');
    // The session that was alive ends with the link, with the link's message.
    expect(await resolve(browser)).toMatchObject({ clientLinkEnded: 'LINK_EXPIRED' });
  });
});

describe('client sessions: revocation', () => {
  it('still ends a live session on the very next request, and its message wins over an ended session', async () => {
    const { id, token } = await newLink();
    const { browser } = await open(token);
    const ended = await open(token);
    await passTime(ended.browser, { idle: 45 });
    expect((await resolve(browser)).actor.kind).toBe('client');
    const revoked = await agent.graphql(
      `mutation($id: ID!) { revokeClientLink(input: { id: $id }) { state } }`,
      {
        id,
      },
    );
    expect(revoked.body.data.revokeClientLink.state).toBe('REVOKED');
    for (const who of [browser, ended.browser]) {
      expect(await resolve(who)).toEqual({
        actor: { kind: 'anonymous' },
        rejected: 'client',
        clientLinkEnded: 'LINK_INVALID',
        message: 'Invalid or expired access link',
      });
      expect((await status(who)).body.error).toEqual({
        code: 'LINK_INVALID',
        message: 'Invalid or expired access link',
      });
    }
  });
});

describe('client sessions: uses', () => {
  it('counts one use when a session acts several times at once (its row lock holds in the transaction)', async () => {
    const { id, token } = await newLink({ maxUses: 3 });
    const { browser } = await open(token);
    const { actor } = await resolve(browser);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => clientGraphql(actor, 'mutation { beginClientIntake { started } }')),
    );
    for (const answer of answers) expect(answer.body.errors).toBeUndefined();
    const [link] = await harness.sql<{ uses: number }>(
      `select uses from identity.client_link where id = $1`,
      [id],
    );
    expect(link.uses).toBe(1);
  });
});
