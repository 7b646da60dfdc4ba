import { createHash } from 'node:crypto';
import argon2 from 'argon2';
import { Secret, TOTP } from 'otpauth';
import { validateIdentityEnv } from '../src/lib/config';
import { IdentityHarness, uniqueEmail, type AuthResponse, type Browser } from './support/identity-harness';

jest.setTimeout(180_000);

let h: IdentityHarness;
beforeAll(async () => {
  h = await IdentityHarness.start();
});
afterAll(() => h?.close());

const PASSWORD = 'Str0ng-enough-pass';
const login = (browser: Browser, email: string, password: string, extra: Record<string, string> = {}) =>
  browser.post('/auth/login', { email, password, ...extra });
const wrong = (i: number) => `Wrong-password-${i}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `n` wrong passwords, each from a new address (so only the account counts them). */
async function failFromAnywhere(email: string, n: number): Promise<AuthResponse[]> {
  const answers = [];
  for (let i = 0; i < n; i++) answers.push(await login(h.browser(), email, wrong(i)));
  return answers;
}

/** Failures an attacker made earlier (the run the delays are computed from), `minutesAgo` apart. */
async function pastFailures(email: string, n: number, minutesAgo: (i: number) => number): Promise<void> {
  for (let i = 0; i < n; i++) {
    await h.sql(
      `insert into identity.auth_failure (scope, key, at) values ('account', $1, now() - make_interval(secs => $2))`,
      [email, minutesAgo(i) * 60],
    );
  }
}

/**
 * Makes the account's failures look as if they had just happened (an attacker faster than this
 * machine's argon2, which takes longer than the first delay of 1 s).
 */
async function justNow(...emails: string[]): Promise<void> {
  await h.sql(`update identity.auth_failure set at = now() where scope = 'account' and key = any($1)`, [
    emails,
  ]);
}

/** An answer's body with its wait left out (the seconds left shrink between two requests). */
const withoutWait = (body: AuthResponse['body']) => ({
  ...body,
  error: { ...body.error, retryAfterSeconds: 'n' },
});

async function userId(email: string): Promise<string> {
  const [row] = await h.sql(`select id from identity.user_account where email = $1`, [email]);
  return row.id;
}

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1];
const mailsTo = (email: string) => h.mailbox.messages.filter((m) => m.to.includes(email));

/** Waits for the `nth` (1-based) mail to `email` whose subject matches. */
async function mailLike(email: string, subject: RegExp, nth = 1) {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const found = mailsTo(email).filter((m) => subject.test(m.subject));
    if (found.length >= nth) return found[nth - 1];
    await sleep(50);
  }
  throw new Error(`no mail #${nth} like ${subject} for ${email}`);
}

describe('an account under attack', () => {
  it('is slowed down after five failures from anywhere, with delays that double, the same for an unknown address', async () => {
    const email = uniqueEmail('slow');
    await h.activatedUser(email);
    const ghost = uniqueEmail('ghost');
    for (const answer of [...(await failFromAnywhere(email, 5)), ...(await failFromAnywhere(ghost, 5))])
      expect(answer.status).toBe(401);
    await justNow(email, ghost);

    const [known, unknown] = [
      await login(h.browser(), email, PASSWORD),
      await login(h.browser(), ghost, PASSWORD),
    ];
    for (const answer of [known, unknown]) {
      expect(answer.status).toBe(429);
      expect(answer.headers.get('retry-after')).toBe('1');
    }
    expect(known.body).toEqual(unknown.body);
    expect(known.body.error).toEqual({
      code: 'TOO_MANY_REQUESTS',
      reason: 'ACCOUNT_THROTTLED',
      retryAfterSeconds: 1,
      message: expect.stringMatching(/verification code/),
    });

    // Once the wait is over the owner signs in with the password alone: no 15-minute lock-out.
    await sleep(1_100);
    expect((await login(h.browser(), email, PASSWORD)).status).toBe(200);

    // The doubling: after 6 failures 2 s, after 10 32 s, capped at 15 minutes.
    const doubling = uniqueEmail('doubling');
    await pastFailures(doubling, 6, () => 0);
    expect((await login(h.browser(), doubling, PASSWORD)).body.error.retryAfterSeconds).toBe(2);
    await pastFailures(doubling, 4, () => 0);
    expect((await login(h.browser(), doubling, PASSWORD)).body.error.retryAfterSeconds).toBe(32);
    await pastFailures(doubling, 20, () => 0);
    expect((await login(h.browser(), doubling, PASSWORD)).body.error.retryAfterSeconds).toBe(900);
  });

  it('judges a burst of parallel attempts one after the other: five get a password check, the rest wait', async () => {
    const email = uniqueEmail('burst');
    await h.activatedUser(email);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(h.browser(), email, wrong(i))),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(7);
  });

  it('makes no attempt wait before five failures, even when an earlier failure was stamped later than it', async () => {
    // Parallel attempts stamp their time before their rows' ids are drawn: the failure counted as
    // earlier can carry a later time. Four of them, a second "ahead": still no delay is due.
    const email = uniqueEmail('skew');
    await h.activatedUser(email);
    await pastFailures(email, 4, () => -1 / 60);
    expect((await login(h.browser(), email, wrong(0))).status).toBe(401);
  });

  it('has a hard cap of 100 failures per hour, whatever the delays', async () => {
    const email = uniqueEmail('hourly');
    // 100 failures spread over the last hour, the latest 20 minutes ago: the delay (15 min) is over.
    await pastFailures(email, 100, (i) => 59 - (i * 39) / 99);
    const capped = await login(h.browser(), email, PASSWORD);
    expect(capped.status).toBe(429);
    expect(capped.body.error.retryAfterSeconds).toBeGreaterThan(30);
    expect(capped.body.error.retryAfterSeconds).toBeLessThanOrEqual(61);
  });

  it('is tried at most 10 times in a row from one address, then that address waits an hour', async () => {
    const email = uniqueEmail('pair');
    const owner = await h.activatedUser(email);
    const attacker = '203.0.113.40';
    for (let i = 0; i < 5; i++) expect((await login(h.browser(attacker), email, wrong(i))).status).toBe(401);
    // The owner signs in from home: the account's run starts again, the attacker's address keeps its count.
    await sleep(1_100);
    expect((await login(h.browser(owner.ip), email, PASSWORD)).status).toBe(200);
    for (let i = 5; i < 10; i++) expect((await login(h.browser(attacker), email, wrong(i))).status).toBe(401);
    await sleep(1_100);
    const blocked = await login(h.browser(attacker), email, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.reason).toBe('ACCOUNT_THROTTLED');
    expect(blocked.body.error.retryAfterSeconds).toBeGreaterThan(3500);
    expect((await login(h.browser(), email, PASSWORD)).status).toBe(200);
  });
});

describe('the owner of a throttled account', () => {
  it('signs in from a device they signed in from before (an HttpOnly cookie stored only hashed)', async () => {
    const email = uniqueEmail('device');
    const other = uniqueEmail('device-other');
    await h.activatedUser(email);
    await h.activatedUser(other);
    const laptop = h.browser();
    const first = await login(laptop, email, PASSWORD);
    expect(first.status).toBe(200);
    const cookie = first.setCookie.find((c) => c.startsWith('portico_device='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/auth\/login/);
    expect(cookie).toMatch(/Max-Age=15552000/);
    const token = decodeURIComponent(laptop.cookies.get('portico_device')!);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const [stored] = await h.sql(`select token_hash from identity.known_device where user_id = $1`, [
      await userId(email),
    ]);
    expect(stored.token_hash).toBe(createHash('sha256').update(token).digest('hex'));

    await pastFailures(email, 20, () => 0); // 15 minutes to wait for everyone else
    expect((await login(h.browser(), email, PASSWORD)).status).toBe(429);
    // The laptop, even from a new network, is not slowed down by others' failures.
    const travelling = h.browser();
    travelling.cookies.set('portico_device', laptop.cookies.get('portico_device')!);
    expect((await login(travelling, email, PASSWORD)).status).toBe(200);
    // Its own wrong passwords count for it alone, not for the account.
    const before = await h.sql(
      `select count(*)::int as n from identity.auth_failure where scope = 'account' and key = $1`,
      [email],
    );
    expect((await login(laptop, email, wrong(1))).status).toBe(401);
    const after = await h.sql(
      `select count(*)::int as n from identity.auth_failure where scope = 'account' and key = $1`,
      [email],
    );
    expect(after[0].n).toBe(before[0].n);
    expect((await login(laptop, email, PASSWORD)).status).toBe(200);

    // The cookie is another account's key only: on someone else's account it is an unknown device.
    await pastFailures(other, 20, () => 0);
    expect((await login(laptop, other, PASSWORD)).status).toBe(429);
  });

  it('signs in with the right password and a code e-mailed to the account (10 minutes, once, 5 tries)', async () => {
    const email = uniqueEmail('code');
    await h.activatedUser(email);
    await pastFailures(email, 20, () => 0);
    const phone = h.browser();
    const mailsBefore = mailsTo(email).length;

    // A wrong password while throttled: the same 429, and no code is sent.
    const guess = await login(h.browser(), email, wrong(99));
    const right = await login(phone, email, PASSWORD);
    expect(guess.status).toBe(429);
    expect(right.status).toBe(429);
    expect(withoutWait(right.body)).toEqual(withoutWait(guess.body));
    const mail = await h.mailbox.waitFor(email, mailsBefore + 1);
    expect(mail.subject).toMatch(/sign-in code/);
    expect(mail.text).toContain('10 minutes');
    const code = codeIn(mail.subject);
    await sleep(300);
    expect(mailsTo(email)).toHaveLength(mailsBefore + 1);
    const [row] = await h.sql(
      `select code_hash, expires_at, sent_at from identity.login_code where user_id = $1`,
      [await userId(email)],
    );
    expect(row.code_hash).toMatch(/^\$argon2id\$/);
    expect(new Date(row.expires_at).getTime() - new Date(row.sent_at).getTime()).toBe(10 * 60_000);

    // The code does not open the account without the password; one answer for either mistake.
    const wrongPassword = await login(h.browser(), email, wrong(98), { loginCode: code });
    const wrongCode = await login(phone, email, PASSWORD, {
      loginCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual(wrongCode.body);
    expect(wrongCode.body.error).toMatchObject({ code: 'INVALID_CREDENTIALS', reason: 'SECOND_FACTOR' });

    const ok = await login(phone, email, PASSWORD, { loginCode: code });
    expect(ok.status).toBe(200);
    expect(phone.cookies.get('portico_device')).toBeTruthy();
    // Once only.
    expect((await login(h.browser(), email, PASSWORD, { loginCode: code })).status).toBe(401);
    // The phone is a known device now.
    expect((await login(phone, email, PASSWORD)).status).toBe(200);

    // A new code (a minute later) dies after five wrong tries; an expired one does not work.
    await h.sql(`update identity.login_code set sent_at = now() - interval '2 minutes'`);
    expect((await login(h.browser(), email, PASSWORD)).status).toBe(429);
    const second = codeIn((await h.mailbox.waitFor(email, mailsBefore + 2)).subject);
    const miss = second === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await login(h.browser(), email, PASSWORD, { loginCode: miss });
    expect((await login(h.browser(), email, PASSWORD, { loginCode: second })).status).toBe(401);
    await h.sql(`update identity.login_code set sent_at = now() - interval '2 minutes'`);
    expect((await login(h.browser(), email, PASSWORD)).status).toBe(429);
    const third = codeIn((await h.mailbox.waitFor(email, mailsBefore + 3)).subject);
    await h.sql(`update identity.login_code set expires_at = now() - interval '1 second'`);
    expect((await login(h.browser(), email, PASSWORD, { loginCode: third })).status).toBe(401);
  });

  it('signs in with the right password and the authenticator code when two-step verification is on', async () => {
    const email = uniqueEmail('totp-throttled');
    const user = await h.activatedUser(email);
    const begin = await user.graphql(`mutation { beginTotpEnrollment { secret } }`);
    const totp = new TOTP({ secret: Secret.fromBase32(begin.body.data.beginTotpEnrollment.secret) });
    const now = Date.now();
    await user.graphql(
      `mutation($c: String!) { confirmTotpEnrollment(input: { code: $c }) { totpEnabled } }`,
      {
        c: totp.generate({ timestamp: now - 30_000 }),
      },
    );
    await pastFailures(email, 20, () => 0);
    const mailsBefore = mailsTo(email).length;
    const asked = await login(h.browser(), email, PASSWORD);
    expect(asked.status).toBe(429);
    expect(asked.body.error.reason).toBe('ACCOUNT_THROTTLED');
    const ok = await login(h.browser(), email, PASSWORD, { loginCode: totp.generate({ timestamp: now }) });
    expect(ok.status).toBe(200);
    await sleep(300);
    expect(mailsTo(email)).toHaveLength(mailsBefore); // the app is the second factor: nothing e-mailed
  });

  it('is told once per throttling period, in the account language, what happened and what to do', async () => {
    const email = uniqueEmail('notice');
    const browser = h.browser();
    await browser.post('/auth/signup', { email, password: PASSWORD, language: 'ru' });
    const before = mailsTo(email).length;
    await failFromAnywhere(email, 5);
    const notice = await h.mailbox.waitFor(email, before + 1);
    expect(notice.subject).toBe('Неудачные попытки входа в вашу учётную запись Portico');
    expect(notice.text).toContain('5 неудачных попыток');
    expect(notice.text).toContain('/forgot-password');
    // More failures in the same period: no more mail.
    await sleep(1_100);
    await failFromAnywhere(email, 1);
    await sleep(2_100);
    await failFromAnywhere(email, 1);
    await sleep(300);
    expect(mailsTo(email)).toHaveLength(before + 1);
    // After a successful sign-in a new run begins, and with it a new period.
    await sleep(4_100);
    expect((await login(h.browser(), email, PASSWORD)).status).toBe(200);
    await failFromAnywhere(email, 5);
    await h.mailbox.waitFor(email, before + 2);
  });

  it('gets the same answers, with the same argon2 work, as someone trying an unknown address', async () => {
    const email = uniqueEmail('oracle');
    const ghost = uniqueEmail('oracle-ghost');
    await h.activatedUser(email);
    await pastFailures(email, 20, () => 0);
    await pastFailures(ghost, 20, () => 0);
    // The subgraph runs in this process: count its argon2 hashes and checks per answer (the time an
    // answer takes is mostly that work; wall-clock times on a shared machine are too noisy to compare).
    const hash = jest.spyOn(argon2, 'hash');
    const verify = jest.spyOn(argon2, 'verify');
    const work = async (answer: Promise<AuthResponse>) => {
      hash.mockClear();
      verify.mockClear();
      const body = withoutWait((await answer).body);
      return {
        status: (await answer).status,
        body,
        hashes: hash.mock.calls.length,
        checks: verify.mock.calls.length,
      };
    };
    try {
      for (let i = 0; i < 7; i++) {
        // The owner's right password (a code is e-mailed, or one is still on its way), a wrong one, an unknown address.
        const known = await work(login(h.browser(), email, PASSWORD));
        expect(await work(login(h.browser(), email, wrong(i)))).toEqual(known);
        expect(await work(login(h.browser(), ghost, PASSWORD))).toEqual(known);
        expect(known).toMatchObject({ status: 429, hashes: 1, checks: 1 });
        // With a (wrong) code: the owner's password, and an unknown address.
        const withCode = await work(login(h.browser(), email, PASSWORD, { loginCode: '000001' }));
        expect(await work(login(h.browser(), ghost, PASSWORD, { loginCode: '000001' }))).toEqual(withCode);
        expect(withCode).toMatchObject({ status: 401, hashes: 0, checks: 2 });
      }
    } finally {
      hash.mockRestore();
      verify.mockRestore();
    }
  });

  it('gets a fresh start from a password reset', async () => {
    const email = uniqueEmail('reset');
    const laptop = await h.activatedUser(email);
    await login(laptop, email, PASSWORD);
    await pastFailures(email, 20, () => 0);
    expect((await h.browser().post('/auth/password-reset/request', { email })).status).toBe(202);
    const mail = (await mailLike(email, /Reset your Portico password/)).text;
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail)![1]);
    expect(
      (await h.browser().post('/auth/password-reset/confirm', { token, password: 'Brand-new-passw0rd' }))
        .status,
    ).toBe(200);
    expect((await login(h.browser(), email, 'Brand-new-passw0rd')).status).toBe(200);
    // Devices are forgotten with the old password: the laptop is a new device again.
    await pastFailures(email, 20, () => 0);
    expect((await login(laptop, email, 'Brand-new-passw0rd')).status).toBe(429);
  });

  it('leaves an audit row for every attempt, without passwords or codes', async () => {
    const email = uniqueEmail('audit-throttle');
    await h.activatedUser(email);
    await failFromAnywhere(email, 5);
    await justNow(email);
    await login(h.browser(), email, PASSWORD); // throttled, a code is e-mailed
    const code = codeIn((await mailLike(email, /sign-in code/)).subject);
    await justNow(email);
    await login(h.browser(), email, PASSWORD, { loginCode: code === '000000' ? '111111' : '000000' });
    await justNow(email);
    await login(h.browser(), email, PASSWORD, { loginCode: code });
    const rows = await h.sql(
      `select action, ip, details from identity.audit_event where user_id = $1 and action like 'login%' order by id`,
      [await userId(email)],
    );
    expect(rows.map((r) => r.action)).toEqual([
      ...Array(5).fill('login_failed'),
      'login_throttled',
      'login_code_failed',
      'login',
    ]);
    expect(rows.at(-1).details).toEqual({ via: 'second_factor' });
    expect(rows.every((r) => r.ip)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(JSON.stringify(rows)).not.toMatch(/Str0ng|Wrong-password/);
  });
});

describe('a client address', () => {
  afterEach(() => {
    delete process.env.LOGIN_FAILURES_PER_IP_DAY;
  });

  it('is refused after 100 failures in 24 hours, even with the right password from a known device', async () => {
    const email = uniqueEmail('source');
    const owner = await h.activatedUser(email);
    expect((await login(owner, email, PASSWORD)).status).toBe(200);
    const ip = '203.0.113.60';
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => login(h.browser(ip), uniqueEmail('spray'), PASSWORD)),
      );
      for (const answer of answers) expect(answer.status).toBe(401);
    }
    const refused = await login(h.browser(ip), uniqueEmail('spray'), PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: 'TOO_MANY_REQUESTS', reason: 'IP_BLOCKED' });
    expect(refused.body.error.retryAfterSeconds).toBeGreaterThan(86_000);
    const fromThere = h.browser(ip);
    fromThere.cookies.set('portico_device', owner.cookies.get('portico_device')!);
    expect((await login(fromThere, email, PASSWORD)).body.error.reason).toBe('IP_BLOCKED');
    // Other addresses are not affected.
    expect((await login(h.browser(), email, PASSWORD)).status).toBe(200);
  });

  it('counts IPv6 clients by their /64 network', async () => {
    process.env.LOGIN_FAILURES_PER_IP_DAY = '3';
    for (let i = 1; i <= 3; i++) await login(h.browser(`2001:db8:77:1::${i}`), uniqueEmail('v6'), PASSWORD);
    const sameNetwork = await login(h.browser('2001:db8:77:1:ffff::9'), uniqueEmail('v6'), PASSWORD);
    expect(sameNetwork.body.error.reason).toBe('IP_BLOCKED');
    const otherNetwork = await login(h.browser('2001:db8:77:2::1'), uniqueEmail('v6'), PASSWORD);
    expect(otherNetwork.status).toBe(401);
  });

  it('LOGIN_FAILURES_PER_IP_DAY sets the cap, and must be a whole number above 0', async () => {
    process.env.LOGIN_FAILURES_PER_IP_DAY = '2';
    const ip = '203.0.113.61';
    for (let i = 0; i < 2; i++)
      expect((await login(h.browser(ip), uniqueEmail('cap'), PASSWORD)).status).toBe(401);
    expect((await login(h.browser(ip), uniqueEmail('cap'), PASSWORD)).body.error.reason).toBe('IP_BLOCKED');
    for (const value of ['0', '-1', 'many', '2.5', ''])
      expect(() => validateIdentityEnv({ LOGIN_FAILURES_PER_IP_DAY: value })).toThrow(
        'Invalid or missing environment variables: LOGIN_FAILURES_PER_IP_DAY',
      );
  });
});
