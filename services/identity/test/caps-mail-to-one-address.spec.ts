import { IdentityHarness, uniqueEmail } from './support/identity-harness';

jest.setTimeout(90_000);

let h: IdentityHarness;
beforeAll(async () => {
  h = await IdentityHarness.start();
});
afterAll(() => h?.close());

const PASSWORD = 'Str0ng-enough-pass';
const mailsTo = (email: string) => h.mailbox.messages.filter((m) => m.to.includes(email)).length;
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
/** Moves the mails already sent to `email` back in time, as if `hours` had passed. */
const hoursPass = (email: string, hours: number) =>
  h.sql(
    `update identity.auth_failure set at = at - make_interval(hours => $2) where scope like 'mail:%' and key = $1`,
    [email, hours],
  );

describe('sign-ups with one address', () => {
  it('mail it at most 3 times an hour and 10 times a day, answering exactly as when a mail is sent', async () => {
    const victim = uniqueEmail('victim');
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const signup = await h.browser().post('/auth/signup', { email: victim, password: PASSWORD });
      expect(signup.status).toBe(201);
      answers.push(signup);
    }
    await settle();
    expect(mailsTo(victim)).toBe(3); // the activation code, then two notices of a taken address
    const shape = (a: (typeof answers)[number]) => ({
      status: a.status,
      keys: Object.keys(a.body).sort(),
      user: { ...a.body.user, id: 'id' },
      cookies: a.setCookie.map((c) => c.replace(/=[^;]*/, '=…')),
    });
    expect(shape(answers[4])).toEqual(shape(answers[1]));

    // A day holds 10: three more per hour, until the tenth.
    for (const expected of [6, 9, 10]) {
      await hoursPass(victim, 2);
      for (let i = 0; i < 3; i++)
        await h.browser().post('/auth/signup', { email: victim, password: PASSWORD });
      await settle();
      expect(mailsTo(victim)).toBe(expected);
    }
  });

  it('count resends of every session of the address, and leave the sent code working past the cap', async () => {
    const email = uniqueEmail('resends');
    const owner = h.browser();
    await owner.post('/auth/signup', { email, password: PASSWORD });
    const intruder = h.browser();
    await intruder.post('/auth/signup', { email, password: PASSWORD }); // a notice to the owner
    await h.sql(`update identity.activation_code set sent_at = now() - interval '2 minutes'`);
    await h.sql(
      `update identity.duplicate_signup set sent_at = now() - interval '2 minutes' where email = $1`,
      [email],
    );
    expect((await owner.post('/auth/resend-activation')).status).toBe(200);
    const third = await h.mailbox.waitFor(email, 3);
    const fromIntruder = await intruder.post('/auth/resend-activation');
    expect(fromIntruder.status).toBe(200);
    expect(fromIntruder.body).toEqual({ ok: true, retryAfterSeconds: 60 });
    await settle();
    expect(mailsTo(email)).toBe(3);
    // The owner's last code still activates.
    const code = /\b(\d{6})\b/.exec(third.text)![1];
    expect((await owner.post('/auth/activate', { code })).status).toBe(200);
  });

  it('do not spend the budget of password reset mails', async () => {
    const email = uniqueEmail('reset-budget');
    await h.activatedUser(email); // 1 activation mail
    for (let i = 0; i < 4; i++) await h.browser().post('/auth/signup', { email, password: PASSWORD });
    await settle();
    const before = mailsTo(email);
    expect((await h.browser().post('/auth/password-reset/request', { email })).status).toBe(202);
    await h.mailbox.waitFor(email, before + 1);
  });
});

describe('password reset requests for one address', () => {
  it('mail it at most 3 times an hour, with the same answer after that', async () => {
    const email = uniqueEmail('resets');
    await h.activatedUser(email);
    const before = mailsTo(email);
    const answers = [];
    for (let i = 0; i < 4; i++) {
      // Past the one-a-minute rule, from new addresses each time.
      await h.sql(
        `update identity.password_reset set expires_at = expires_at - interval '2 minutes'
         where user_id = (select id from identity.user_account where email = $1)`,
        [email],
      );
      answers.push(await h.browser().post('/auth/password-reset/request', { email }));
    }
    await settle();
    expect(mailsTo(email)).toBe(before + 3);
    expect(answers[3]).toMatchObject({ status: 202, body: answers[0].body });
  });
});

describe('changes of e-mail towards one address', () => {
  it('mail it at most 3 times an hour, whoever asks, with the same answer after that', async () => {
    const target = uniqueEmail('change-target');
    const results = [];
    for (let i = 0; i < 4; i++) {
      const user = await h.activatedUser(uniqueEmail(`mover${i}`));
      results.push(
        await user.graphql(
          `mutation($p: String!, $e: String!) { requestEmailChange(input: { currentPassword: $p, newEmail: $e }) { pendingEmail } }`,
          { p: PASSWORD, e: target },
        ),
      );
    }
    await settle();
    expect(mailsTo(target)).toBe(3);
    expect(results[3].body).toEqual({ data: { requestEmailChange: { pendingEmail: target } } });
  });
});
