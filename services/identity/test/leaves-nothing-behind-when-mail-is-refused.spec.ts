import { activationCodeIn, IdentityHarness, uniqueEmail } from './support/identity-harness';

jest.setTimeout(60_000);

let h: IdentityHarness;
beforeAll(async () => {
  h = await IdentityHarness.start();
});
afterAll(() => h?.close());

const PASSWORD = 'Str0ng-enough-pass';
const count = async (sql: string, params: unknown[]) =>
  (await h.sql(`select count(*)::int as n ${sql}`, params))[0].n;

/** What a sign-up of `email` left in the database. */
async function leftovers(email: string) {
  return {
    accounts: await count(`from identity.user_account where email = $1`, [email]),
    codes: await count(
      `from identity.activation_code where user_id in (select id from identity.user_account where email = $1)`,
      [email],
    ),
    duplicates: await count(`from identity.duplicate_signup where email = $1`, [email]),
    sessions: await count(
      `from identity.session where user_id in (select id from identity.user_account where email = $1)
        or user_id in (select id from identity.duplicate_signup where email = $1)`,
      [email],
    ),
  };
}
const NOTHING = { accounts: 0, codes: 0, duplicates: 0, sessions: 0 };

describe('a sign-up whose address the mail server refuses', () => {
  it('answers BAD_USER_INPUT and stores no account, code or session', async () => {
    const email = uniqueEmail('nobody-home');
    h.mailbox.refuse(email, 550);
    const browser = h.browser();
    const signup = await browser.post('/auth/signup', { email, password: PASSWORD, language: 'en' });
    expect(signup.status).toBe(400);
    expect(signup.body.error).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'email',
      reason: 'ADDRESS_UNDELIVERABLE',
      message: 'This address cannot receive e-mail. Check it for typing mistakes, or use another address.',
    });
    expect(signup.setCookie).toEqual([]);
    expect(await leftovers(email)).toEqual(NOTHING);
    const [row] = await h.sql(
      `select details, ip from identity.audit_event where action = 'signup_undeliverable' and ip = $1`,
      [browser.ip],
    );
    expect(row.details).toEqual({ reason: 'ADDRESS_UNDELIVERABLE' });

    // Once the mailbox exists, the same address signs up.
    h.mailbox.accept(email);
    expect((await h.browser().post('/auth/signup', { email, password: PASSWORD })).status).toBe(201);
  });

  it('answers the same for an address that already has an account, and stores no duplicate sign-up', async () => {
    const email = uniqueEmail('moved-away');
    await h.activatedUser(email);
    h.mailbox.refuse(email, 550);
    const fresh = uniqueEmail('never-existed');
    h.mailbox.refuse(fresh, 550);
    const taken = await h.browser().post('/auth/signup', { email, password: PASSWORD });
    const unknown = await h.browser().post('/auth/signup', { email: fresh, password: PASSWORD });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual(unknown.body);
    expect((await leftovers(email)).duplicates).toBe(0);
  });

  it('answers SERVICE_UNAVAILABLE when the relay is down or says "try later", and stores nothing either', async () => {
    const email = uniqueEmail('greylisted');
    h.mailbox.refuse(email, 451);
    const later = await h.browser().post('/auth/signup', { email, password: PASSWORD });
    expect(later.status).toBe(503);
    expect(later.body.error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', reason: 'MAIL_UNAVAILABLE' });
    expect(await leftovers(email)).toEqual(NOTHING);
    h.mailbox.accept(email);

    const down = uniqueEmail('relay-down');
    const smtpUrl = process.env.SMTP_URL;
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    try {
      expect((await h.browser().post('/auth/signup', { email: down, password: PASSWORD })).status).toBe(503);
    } finally {
      process.env.SMTP_URL = smtpUrl;
    }
    expect(await leftovers(down)).toEqual(NOTHING);
    // Trying again once the relay is back works: no half account stands in the way.
    const retried = await h.browser().post('/auth/signup', { email: down, password: PASSWORD });
    expect(retried.status).toBe(201);
    expect(retried.body.user.email).toBe(down);
  });

  it('keeps the code that was sent when a resend is refused', async () => {
    const email = uniqueEmail('resend-refused');
    const browser = h.browser();
    await browser.post('/auth/signup', { email, password: PASSWORD });
    const code = activationCodeIn(await h.mailbox.waitFor(email));
    await h.sql(`update identity.activation_code set sent_at = now() - interval '2 minutes'`);
    h.mailbox.refuse(email, 550);
    const resend = await browser.post('/auth/resend-activation');
    expect(resend.status).toBe(400);
    expect(resend.body.error.reason).toBe('ADDRESS_UNDELIVERABLE');
    h.mailbox.accept(email);
    expect((await browser.post('/auth/activate', { code })).status).toBe(200);
  });
});

describe('other mails to an address someone typed', () => {
  it('password reset: the same answer, and no reset link stored, when the address refuses', async () => {
    const email = uniqueEmail('reset-refused');
    await h.activatedUser(email);
    h.mailbox.refuse(email, 550);
    const refused = await h.browser().post('/auth/password-reset/request', { email });
    const unknown = await h.browser().post('/auth/password-reset/request', { email: uniqueEmail('none') });
    expect(refused.status).toBe(202);
    expect(refused.body).toEqual(unknown.body);
    const userId = (await h.sql(`select id from identity.user_account where email = $1`, [email]))[0].id;
    expect(await count(`from identity.password_reset where user_id = $1`, [userId])).toBe(0);
    expect(
      await count(
        `from identity.audit_event where user_id = $1 and action = 'password_reset_undeliverable'`,
        [userId],
      ),
    ).toBe(1);
    h.mailbox.accept(email);
  });

  it('change of e-mail: BAD_USER_INPUT on newEmail and nothing pending when the new address refuses', async () => {
    const user = await h.activatedUser(uniqueEmail('mover'));
    const target = uniqueEmail('dead-end');
    h.mailbox.refuse(target, 550);
    const result = await user.graphql(
      `mutation($p: String!, $e: String!) { requestEmailChange(input: { currentPassword: $p, newEmail: $e }) { pendingEmail } }`,
      { p: PASSWORD, e: target },
    );
    expect(result.status).toBe(200);
    expect(result.body.errors?.[0]).toMatchObject({
      message: 'This address cannot receive e-mail. Check it for typing mistakes, or use another address.',
      extensions: { code: 'BAD_USER_INPUT', field: 'newEmail', reason: 'ADDRESS_UNDELIVERABLE' },
    });
    expect(await count(`from identity.email_change where new_email = $1`, [target])).toBe(0);
    h.mailbox.accept(target);
  });
});
