import { activationCodeIn, IdentityHarness, uniqueEmail } from './support/identity-harness';

jest.setTimeout(60_000);

let h: IdentityHarness;
beforeAll(async () => {
  h = await IdentityHarness.start();
});
afterAll(() => h?.close());

const PASSWORD = 'Str0ng-enough-pass';
const REQUEST = `mutation($p: String!, $e: String!) {
  requestEmailChange(input: { currentPassword: $p, newEmail: $e }) { pendingEmail expiresAt }
}`;
const CONFIRM = `mutation($c: String!) { confirmEmailChange(input: { code: $c }) { email } }`;
const storedEmail = async (id: string) =>
  (await h.sql(`select email from identity.user_account where id = $1`, [id]))[0].email as string;

describe('changing the e-mail address', () => {
  it('needs the password, e-mails a code to the new address, and changes only when the code is entered', async () => {
    const email = uniqueEmail('mover');
    const user = await h.activatedUser(email);
    await h.sql(`update identity.user_account set language = 'vi' where email = $1`, [email]);
    const id =
      (await user.actor()).kind === 'user' ? ((await user.actor()) as { userId: string }).userId : '';
    const target = uniqueEmail('moved');

    const wrong = await user.graphql(REQUEST, { p: 'Not-my-password-1', e: target });
    expect(wrong.body.errors[0]).toMatchObject({
      message: 'Your current password is incorrect.',
      extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' },
    });
    const invalid = await user.graphql(REQUEST, { p: PASSWORD, e: 'not-an-address' });
    expect(invalid.body.errors[0].message).toBe('Please enter a valid e-mail address.');
    const same = await user.graphql(REQUEST, { p: PASSWORD, e: email.toUpperCase() });
    expect(same.body.errors[0].message).toBe('This is already your e-mail address.');
    expect(h.mailbox.messages.filter((m) => m.to.includes(target))).toHaveLength(0);

    const requested = await user.graphql(REQUEST, { p: PASSWORD, e: target });
    expect(requested.body.data.requestEmailChange.pendingEmail).toBe(target);
    expect(Date.parse(requested.body.data.requestEmailChange.expiresAt) - Date.now()).toBeGreaterThan(
      14 * 60_000,
    );
    // Nothing changed yet: the old address still signs in, the new one does not.
    expect(await storedEmail(id)).toBe(email);
    expect((await h.browser().post('/auth/login', { email: target, password: PASSWORD })).status).toBe(401);

    const mail = await h.mailbox.waitFor(target);
    expect(mail.subject).toMatch(/^Xác nhận địa chỉ email Portico mới: \d{6}$/); // the account's language
    const code = activationCodeIn(mail);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const bad = await user.graphql(CONFIRM, { c: wrongCode });
    expect(bad.body.errors[0]).toMatchObject({
      message: 'The confirmation code is incorrect.',
      extensions: { attemptsLeft: 4 },
    });
    expect(await storedEmail(id)).toBe(email);

    const confirmed = await user.graphql(CONFIRM, { c: code });
    expect(confirmed.body.data.confirmEmailChange.email).toBe(target);
    expect(await storedEmail(id)).toBe(target);
    // The old address is told; the new one signs in, the old one no longer does; a code works once.
    const notice = await h.mailbox.waitFor(email, 2);
    expect(notice.text).toContain(target);
    expect((await h.browser().post('/auth/login', { email: target, password: PASSWORD })).status).toBe(200);
    expect((await h.browser().post('/auth/login', { email, password: PASSWORD })).status).toBe(401);
    const again = await user.graphql(CONFIRM, { c: code });
    expect(again.body.errors[0].message).toBe('Ask for a confirmation code for your new address first.');
    const actions = await h.sql(`select action from identity.audit_event where user_id = $1`, [id]);
    expect(actions.map((r) => r.action)).toEqual(
      expect.arrayContaining(['email_change_request', 'email_change_failed', 'email_change']),
    );
  });

  it('locks the code after five wrong tries and refuses an expired one', async () => {
    const user = await h.activatedUser(uniqueEmail('locker'));
    const target = uniqueEmail('locked-target');
    await user.graphql(REQUEST, { p: PASSWORD, e: target });
    const code = activationCodeIn(await h.mailbox.waitFor(target));
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) await user.graphql(CONFIRM, { c: wrongCode });
    const fifth = await user.graphql(CONFIRM, { c: wrongCode });
    expect(fifth.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'CODE_LOCKED',
    });
    const right = await user.graphql(CONFIRM, { c: code });
    expect(right.body.errors[0].message).toBe('Too many incorrect codes. Please request a new code.');

    // A new request within a minute is refused; after it, a new code works until it expires.
    const soon = await user.graphql(REQUEST, { p: PASSWORD, e: target });
    expect(soon.body.errors[0].message).toMatch(/Please wait \d+ seconds/);
    await h.sql(`update identity.email_change set sent_at = now() - interval '2 minutes'`);
    await user.graphql(REQUEST, { p: PASSWORD, e: target });
    const fresh = activationCodeIn(await h.mailbox.waitFor(target, 2));
    await h.sql(`update identity.email_change set expires_at = now() - interval '1 second'`);
    const expired = await user.graphql(CONFIRM, { c: fresh });
    expect(expired.body.errors[0].message).toBe(
      'This confirmation code has expired. Please request a new code.',
    );
  });

  it('answers the same for an address that has an account, tells its owner, and never moves onto it', async () => {
    const owner = uniqueEmail('owner');
    await h.activatedUser(owner);
    const user = await h.activatedUser(uniqueEmail('grabber'));
    const requested = await user.graphql(REQUEST, { p: PASSWORD, e: owner });
    expect(requested.body.errors).toBeUndefined();
    expect(requested.body.data.requestEmailChange.pendingEmail).toBe(owner);
    const notice = await h.mailbox.waitFor(owner, 2);
    expect(notice.subject).toBe('Someone tried to move a Portico account to your address');
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
    for (const c of ['000000', '123456', '999999']) {
      const res = await user.graphql(CONFIRM, { c });
      expect(res.body.errors[0].message).toBe('The confirmation code is incorrect.');
    }
  });

  it('is refused to an account that is not activated yet', async () => {
    const browser = h.browser();
    await browser.post('/auth/signup', { email: uniqueEmail('inactive'), password: PASSWORD });
    const res = await browser.graphql(REQUEST, { p: PASSWORD, e: uniqueEmail('elsewhere') });
    expect(res.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/activate your account/),
      extensions: { code: 'FORBIDDEN' },
    });
  });
});
