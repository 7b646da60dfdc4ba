import { activationCodeIn, IdentityHarness, uniqueEmail } from './support/identity-harness';
import { validateIdentityEnv } from '../src/lib/config';

jest.setTimeout(60_000);

let h: IdentityHarness;
beforeAll(async () => {
  h = await IdentityHarness.start();
});
afterAll(() => h?.close());

const PASSWORD = 'Str0ng-enough-pass';
const VIEWER = `{ viewer { kind user { id email language activated totpEnabled } currentWorkspaceId } }`;

describe('sign-up and activation', () => {
  it('signs up, e-mails a 6-digit code in the chosen language, activates and creates a personal workspace', async () => {
    const email = uniqueEmail('signup');
    const browser = h.browser();
    const signup = await browser.post('/auth/signup', { email, password: PASSWORD, language: 'es' });
    expect(signup.status).toBe(201);
    expect(signup.body.user).toMatchObject({ email, activated: false, language: 'es' });
    const session = signup.setCookie.find((c) => c.startsWith('portico_session='))!;
    const refresh = signup.setCookie.find((c) => c.startsWith('portico_refresh='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Path=\//);
    expect(session).not.toMatch(/Secure/);
    expect(refresh).toMatch(/HttpOnly/);
    expect(refresh).toMatch(/SameSite=Strict/);
    expect(refresh).toMatch(/Path=\/auth/);

    const mail = await h.mailbox.waitFor(email);
    expect(mail.subject).toMatch(/código de activación/);
    const code = activationCodeIn(mail);

    // Not activated: no workspaces, with a clear message.
    const before = await browser.graphql(`{ workspaces { totalCount } }`);
    expect(before.body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/activate your account/),
      extensions: { code: 'FORBIDDEN' },
    });

    const activated = await browser.post('/auth/activate', { code });
    expect(activated.status).toBe(200);
    expect(activated.body.user.activated).toBe(true);

    const viewer = await browser.graphql(VIEWER);
    expect(viewer.body.data.viewer.user).toMatchObject({ email, activated: true, totpEnabled: false });
    const list = await browser.graphql(
      `{ workspaces { totalCount items { id name type role isCurrent requiresTotp } } }`,
    );
    expect(list.body.data.workspaces).toEqual({
      totalCount: 1,
      items: [
        {
          id: viewer.body.data.viewer.currentWorkspaceId,
          name: 'Personal',
          type: 'PERSONAL',
          role: 'ADMIN',
          isCurrent: true,
          requiresTotp: false,
        },
      ],
    });
  });

  it('refuses weak passwords with clear messages', async () => {
    const browser = h.browser();
    const short = await browser.post('/auth/signup', { email: uniqueEmail('weak'), password: 'short1' });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe('Password must be at least 10 characters long.');
    const common = await browser.post('/auth/signup', {
      email: uniqueEmail('weak'),
      password: 'password123',
    });
    expect(common.status).toBe(400);
    expect(common.body.error.message).toMatch(/too common/);
  });

  it('locks a code after five wrong attempts until a new code is sent', async () => {
    const email = uniqueEmail('wrongcode');
    const browser = h.browser();
    await browser.post('/auth/signup', { email, password: PASSWORD });
    const code = activationCodeIn(await h.mailbox.waitFor(email));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await browser.post('/auth/activate', { code: wrong });
      expect(res.status).toBe(400);
      expect(res.body.error.attemptsLeft).toBe(5 - i);
    }
    const fifth = await browser.post('/auth/activate', { code: wrong });
    expect(fifth.status).toBe(429);
    // Even the right code is refused now.
    const right = await browser.post('/auth/activate', { code });
    expect(right.status).toBe(429);
    expect(right.body.error.message).toMatch(/request a new code/);

    // A new code (after the cool-down) unlocks.
    await h.sql(`update identity.activation_code set sent_at = now() - interval '2 minutes'`);
    expect((await browser.post('/auth/resend-activation')).status).toBe(200);
    const fresh = activationCodeIn(await h.mailbox.waitFor(email, 2));
    expect((await browser.post('/auth/activate', { code: fresh })).status).toBe(200);
  });

  it('refuses a resend within 60 seconds and an expired code', async () => {
    const email = uniqueEmail('resend');
    const browser = h.browser();
    await browser.post('/auth/signup', { email, password: PASSWORD });
    const code = activationCodeIn(await h.mailbox.waitFor(email));
    const soon = await browser.post('/auth/resend-activation');
    expect(soon.status).toBe(429);
    expect(soon.body.error.retryAfterSeconds).toBeGreaterThan(50);
    expect(soon.body.error.message).toMatch(/Please wait \d+ seconds/);

    const { rows } = await h.db.query(`select id from identity.user_account where email = $1`, [email]);
    await h.sql(
      `update identity.activation_code set expires_at = now() - interval '1 second' where user_id = $1`,
      [rows[0].id],
    );
    const expired = await browser.post('/auth/activate', { code });
    expect(expired.status).toBe(400);
    expect(expired.body.error.message).toMatch(/expired/);
  });
  it('sends at most 3 activation codes per hour', async () => {
    const email = uniqueEmail('codes');
    const browser = h.browser();
    await browser.post('/auth/signup', { email, password: PASSWORD });
    for (let i = 2; i <= 3; i++) {
      await h.sql(`update identity.activation_code set sent_at = now() - interval '2 minutes'`);
      expect((await browser.post('/auth/resend-activation')).status).toBe(200);
      await h.mailbox.waitFor(email, i);
    }
    await h.sql(`update identity.activation_code set sent_at = now() - interval '2 minutes'`);
    const fourth = await browser.post('/auth/resend-activation');
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.reason).toBe('CODE_HOURLY_LIMIT');
  });
});

describe('login, logout and refresh', () => {
  it('logs in and out; the access token stops working at logout', async () => {
    const email = uniqueEmail('login');
    await h.activatedUser(email);
    const browser = h.browser();
    const login = await browser.post('/auth/login', { email: email.toUpperCase(), password: PASSWORD });
    expect(login.status).toBe(200);
    expect((await browser.actor()).kind).toBe('user');
    const token = browser.cookies.get('portico_session')!;
    const logout = await browser.post('/auth/logout');
    expect(logout.status).toBe(200);
    // The session cookies go; the known-device cookie stays (docs/adr/0034).
    expect([...browser.cookies.keys()]).toEqual(['portico_device']);
    const res = await h.internalActor({ sessionToken: decodeURIComponent(token) });
    expect(await res.json()).toEqual({ actor: { kind: 'anonymous' }, rejected: 'session' });
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const email = uniqueEmail('same');
    await h.activatedUser(email);
    const unknown = await h
      .browser()
      .post('/auth/login', { email: uniqueEmail('nobody'), password: PASSWORD });
    const wrong = await h.browser().post('/auth/login', { email, password: 'Wrong-password-1' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.body.error.message).toBe('Incorrect e-mail or password.');
  });

  it('rotates refresh tokens; tabs refreshing together all succeed; later reuse revokes the family', async () => {
    const email = uniqueEmail('refresh');
    await h.activatedUser(email);
    const browser = h.browser();
    await browser.post('/auth/login', { email, password: PASSWORD });
    const firstRefresh = browser.cookies.get('portico_refresh')!;
    const firstAccess = browser.cookies.get('portico_session')!;

    // Five tabs refresh with the same cookie at once.
    const tabs = Array.from({ length: 5 }, () => {
      const tab = h.browser(browser.ip);
      tab.cookies.set('portico_refresh', firstRefresh);
      return tab;
    });
    const results = await Promise.all(tabs.map((tab) => tab.post('/auth/refresh')));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const pairs = new Set(
      tabs.map((t) => `${t.cookies.get('portico_session')}|${t.cookies.get('portico_refresh')}`),
    );
    expect(pairs.size).toBe(1);
    const [newAccess, newRefresh] = [...pairs][0].split('|');
    expect(newAccess).not.toBe(firstAccess);
    expect(newRefresh).not.toBe(firstRefresh);
    expect((await tabs[0].actor()).kind).toBe('user');

    // The new refresh token rotates normally.
    const next = await tabs[0].post('/auth/refresh');
    expect(next.status).toBe(200);

    // The first token, presented after the grace window: the whole family is revoked.
    await h.sql(
      `update identity.session set rotated_at = now() - interval '1 minute' where rotated_at is not null`,
    );
    const thief = h.browser(browser.ip);
    thief.cookies.set('portico_refresh', firstRefresh);
    const reuse = await thief.post('/auth/refresh');
    expect(reuse.status).toBe(401);
    expect(reuse.body.error.reason).toBe('REFRESH_REUSED');
    expect((await tabs[0].actor()).kind).toBe('anonymous');
    expect((await tabs[0].post('/auth/refresh')).status).toBe(401);
    const audit = await h.sql(`select action from identity.audit_event where action = 'refresh_reuse'`);
    expect(audit.length).toBeGreaterThan(0);
  });

  it('answers an expired access token as rejected so the gateway can ask for a refresh', async () => {
    const email = uniqueEmail('expired');
    const browser = await h.activatedUser(email);
    await h.sql(
      `update identity.session set access_expires_at = now() - interval '1 second'
       where user_id = (select id from identity.user_account where email = $1)`,
      [email],
    );
    const res = await h.internalActor({
      sessionToken: decodeURIComponent(browser.cookies.get('portico_session')!),
    });
    expect(await res.json()).toEqual({ actor: { kind: 'anonymous' }, rejected: 'session' });
    expect((await browser.post('/auth/refresh')).status).toBe(200);
    expect((await browser.actor()).kind).toBe('user');
  });

  it('ends a sign-in after 30 idle minutes or 12 hours in all', async () => {
    const email = uniqueEmail('limits');
    const browser = await h.activatedUser(email);
    const login = await browser.post('/auth/refresh');
    expect(login.status).toBe(200);
    const refreshIn = Date.parse(login.body.refreshExpiresAt) - Date.now();
    const sessionIn = Date.parse(login.body.sessionExpiresAt) - Date.now();
    expect(refreshIn).toBeGreaterThan(29 * 60_000);
    expect(refreshIn).toBeLessThanOrEqual(30 * 60_000);
    expect(sessionIn).toBeGreaterThan(11.9 * 3600_000);
    expect(sessionIn).toBeLessThanOrEqual(12 * 3600_000);
    const byUser = `user_id = (select id from identity.user_account where email = $1)`;
    // Idle: the refresh token is past its idle end.
    await h.sql(
      `update identity.session set refresh_expires_at = now() - interval '1 second' where ${byUser}`,
      [email],
    );
    expect((await browser.post('/auth/refresh')).status).toBe(401);
    // Absolute: a fresh sign-in whose 12 hours are over cannot be refreshed, however active.
    const again = h.browser();
    await again.post('/auth/login', { email, password: PASSWORD });
    await h.sql(
      `update identity.session set family_expires_at = now() - interval '1 second',
         refresh_expires_at = least(refresh_expires_at, now() - interval '1 second')
       where ${byUser} and revoked_at is null`,
      [email],
    );
    expect((await again.post('/auth/refresh')).status).toBe(401);
  });

  it('stores activation codes with argon2id, never in clear', async () => {
    const email = uniqueEmail('codehash');
    await h.browser().post('/auth/signup', { email, password: PASSWORD });
    const code = activationCodeIn(await h.mailbox.waitFor(email));
    const [row] = await h.sql(
      `select code_hash from identity.activation_code where user_id = (select id from identity.user_account where email = $1)`,
      [email],
    );
    expect(row.code_hash).toMatch(/^\$argon2id\$/);
    expect(row.code_hash).not.toContain(code);
  });

  it('refuses /auth calls without the CSRF header or not from the gateway', async () => {
    const browser = h.browser();
    const res = await fetch(`${h.origin}/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-portico-actor': h.identity.signer.sign({ kind: 'system', service: 'gateway' }),
      },
      body: JSON.stringify({ email: 'a@b.test', password: PASSWORD }),
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('CSRF');
    const forged = await browser.post(
      '/auth/login',
      { email: 'a@b.test', password: PASSWORD },
      {
        'x-portico-actor': 'forged',
      },
    );
    expect(forged.status).toBe(401);
  });
});

describe('sign-up and reset e-mails per IP', () => {
  it('allows 10 sign-ups per IP and hour, then answers 429', async () => {
    const ip = '203.0.113.90';
    for (let i = 0; i < 10; i++) {
      expect(
        (await h.browser(ip).post('/auth/signup', { email: uniqueEmail('flood'), password: PASSWORD }))
          .status,
      ).toBe(201);
    }
    const refused = await h
      .browser(ip)
      .post('/auth/signup', { email: uniqueEmail('flood'), password: PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.body.error.reason).toBe('SIGNUP_LIMIT');
    expect(
      (await h.browser().post('/auth/signup', { email: uniqueEmail('other'), password: PASSWORD })).status,
    ).toBe(201);
  });
});

describe('SIGNUPS_PER_IP_HOUR', () => {
  afterEach(() => {
    delete process.env.SIGNUPS_PER_IP_HOUR;
  });

  it('sets the per-IP hourly sign-up cap', async () => {
    process.env.SIGNUPS_PER_IP_HOUR = '2';
    const ip = '203.0.113.91';
    for (let i = 0; i < 2; i++) {
      expect(
        (await h.browser(ip).post('/auth/signup', { email: uniqueEmail('cap'), password: PASSWORD })).status,
      ).toBe(201);
    }
    const refused = await h
      .browser(ip)
      .post('/auth/signup', { email: uniqueEmail('cap'), password: PASSWORD });
    expect([refused.status, refused.body.error.reason]).toEqual([429, 'SIGNUP_LIMIT']);
  });

  it('refuses a value that is not a whole number above 0 at start-up', () => {
    for (const value of ['0', '-1', 'ten', '1.5', '']) {
      expect(() => validateIdentityEnv({ SIGNUPS_PER_IP_HOUR: value })).toThrow(
        'Invalid or missing environment variables: SIGNUPS_PER_IP_HOUR',
      );
    }
    expect(() => validateIdentityEnv({ SIGNUPS_PER_IP_HOUR: '50' })).not.toThrow();
  });
});

describe('audit log', () => {
  it('records who, when, IP and user agent, never secrets, and refuses UPDATE and DELETE', async () => {
    const email = uniqueEmail('audit');
    const browser = await h.activatedUser(email);
    await h.browser().post('/auth/login', { email, password: 'Wrong-password-9' });
    await browser.post('/auth/logout');
    const [{ id: userId }] = await h.sql(`select id from identity.user_account where email = $1`, [email]);
    const rows = await h.sql(
      `select action, ip, user_agent, request_id, details, at from identity.audit_event where user_id = $1 order by id`,
      [userId],
    );
    expect(rows.map((r) => r.action)).toEqual(['signup', 'activation', 'login_failed', 'logout']);
    expect(rows[0].ip).toBe(browser.ip);
    expect(rows[0].user_agent).toBe('jest-browser');
    expect(rows[0].request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(rows)).not.toMatch(/Str0ng|Wrong-password|portico_/);
    await expect(
      h.sql(`update identity.audit_event set action = 'x' where user_id = $1`, [userId]),
    ).rejects.toThrow(/append-only/);
    await expect(h.sql(`delete from identity.audit_event where user_id = $1`, [userId])).rejects.toThrow(
      /append-only/,
    );
    await expect(h.sql(`truncate identity.audit_event`)).rejects.toThrow(/append-only/);
  });
});
