import {
  activationCodeIn,
  IdentityHarness,
  uniqueEmail,
  type AuthResponse,
} from './support/identity-harness';

jest.setTimeout(90_000);

let h: IdentityHarness;
beforeAll(async () => {
  h = await IdentityHarness.start();
});
afterAll(() => h?.close());

const PASSWORD = 'Str0ng-enough-pass';
const VIEWER = `{ viewer { kind user { email language activated totpEnabled } currentWorkspaceId } }`;

/** The parts of a sign-up answer an outsider can see, with ids and times blanked. */
function visible(res: AuthResponse) {
  return {
    status: res.status,
    keys: Object.keys(res.body).sort(),
    user: { ...res.body.user, id: typeof res.body.user?.id },
    cookies: res.setCookie.map((line) => line.replace(/=[^;]*;/, '=…;').replace(/Max-Age=\d+/, 'Max-Age=…')),
  };
}

describe('sign-up with an address that already has an account', () => {
  it('answers exactly as for a new account, e-mails the owner in their language, and never activates', async () => {
    const taken = uniqueEmail('taken');
    await h.activatedUser(taken);
    await h.sql(`update identity.user_account set language = 'ru' where email = $1`, [taken]);
    const owner = (
      await h.sql(`select id, password_hash from identity.user_account where email = $1`, [taken])
    )[0];

    const fresh = uniqueEmail('fresh');
    const newcomer = await h
      .browser()
      .post('/auth/signup', { email: fresh, password: PASSWORD, language: 'es' });
    const intruder = h.browser();
    const duplicate = await intruder.post('/auth/signup', {
      email: taken.toUpperCase(),
      password: 'Another-passw0rd',
      language: 'es',
    });
    expect(visible(duplicate)).toEqual({
      ...visible(newcomer),
      user: { ...visible(newcomer).user, email: taken },
    });
    expect(duplicate.body.user).toMatchObject({ email: taken, activated: false, language: 'es' });

    // The owner is told, in Russian (their language), with links to log in and to reset.
    const notice = await h.mailbox.waitFor(taken, 2); // the first mail was their activation code
    expect(notice.subject).toBe('Кто-то пытался зарегистрироваться в Portico с вашим адресом');
    expect(notice.text).toMatch(/\/login/);
    expect(notice.text).toMatch(/\/forgot-password/);
    expect(notice.text).not.toMatch(/\b\d{6}\b/);

    // The session looks like a new, not activated account everywhere.
    const viewer = await intruder.graphql(VIEWER);
    expect(viewer.body.data.viewer).toEqual({
      kind: 'USER',
      user: { email: taken, language: 'es', activated: false, totpEnabled: false },
      currentWorkspaceId: null,
    });
    const workspaces = await intruder.graphql(`{ workspaces { totalCount } }`);
    expect(workspaces.body.errors[0].message).toMatch(/activate your account/);
    const settings = await intruder.graphql(
      `mutation { changePassword(input: { currentPassword: "Another-passw0rd", newPassword: "Third-passw0rd-x" }) }`,
    );
    expect(settings.body.errors[0].message).toMatch(/activate your account/);
    const newcomerSettings = await h.browser().post('/auth/login', { email: fresh, password: PASSWORD });
    expect(newcomerSettings.status).toBe(200);

    // Activation: wrong codes count down and lock exactly as for a new account; none is ever right.
    for (let i = 1; i <= 4; i++) {
      const res = await intruder.post('/auth/activate', { code: String(100000 + i) });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        message: 'The activation code is incorrect.',
        attemptsLeft: 5 - i,
      });
    }
    expect((await intruder.post('/auth/activate', { code: '123456' })).status).toBe(429);

    // Resend: the same cool-down; afterwards the owner is told again and the attempts start over.
    const soon = await intruder.post('/auth/resend-activation');
    expect(soon.status).toBe(429);
    expect(soon.body.error.message).toMatch(/Please wait \d+ seconds/);
    await h.sql(`update identity.duplicate_signup set sent_at = now() - interval '2 minutes'`);
    expect((await intruder.post('/auth/resend-activation')).status).toBe(200);
    await h.mailbox.waitFor(taken, 3);
    expect((await intruder.post('/auth/activate', { code: '654321' })).body.error.attemptsLeft).toBe(4);

    // Nothing about the real account changed; its owner still logs in with their own password.
    const after = (
      await h.sql(`select id, password_hash from identity.user_account where email = $1`, [taken])
    )[0];
    expect(after).toEqual(owner);
    expect((await h.browser().post('/auth/login', { email: taken, password: PASSWORD })).status).toBe(200);
    expect(
      (await h.browser().post('/auth/login', { email: taken, password: 'Another-passw0rd' })).status,
    ).toBe(401);
    expect(
      await h.sql(`select count(*)::int as n from identity.user_account where email = $1`, [taken]),
    ).toEqual([{ n: 1 }]);
    const actions = await h.sql(`select action from identity.audit_event where user_id = $1`, [owner.id]);
    expect(actions.map((r) => r.action)).toContain('signup_existing');

    // Logging out works as for anyone.
    expect((await intruder.post('/auth/logout')).status).toBe(200);
    expect((await intruder.graphql(VIEWER)).body.data.viewer.kind).toBe('ANONYMOUS');
  });

  it('spends about the same time as a new sign-up (the argon2 work is done either way)', async () => {
    // One probe per taken address, as an attacker's first probe: an address probed again and again runs
    // out of its mail budget (3 an hour), and a new address probed again is a taken one by then, so
    // both answer without a mail alike (ADR 0034).
    const taken: string[] = [];
    for (let i = 0; i < 7; i++) {
      taken.push(uniqueEmail(`timing-taken-${i}`));
      await h.activatedUser(taken[i]);
    }
    const time = async (email: string) => {
      const started = performance.now();
      const res = await h.browser().post('/auth/signup', { email, password: PASSWORD });
      expect(res.status).toBe(201);
      return performance.now() - started;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const newTimes: number[] = [];
    const takenTimes: number[] = [];
    for (let i = 0; i < 7; i++) {
      newTimes.push(await time(uniqueEmail('timing-new')));
      takenTimes.push(await time(taken[i]));
    }
    const [n, t] = [median(newTimes), median(takenTimes)];
    // Measured on 2 cores: about 1.0 with the second hash, about 0.7 without it.
    expect(t / n).toBeGreaterThan(0.85);
    expect(t / n).toBeLessThan(1.6);
  });

  it('still refuses weak passwords and counts toward the per-network sign-up cap', async () => {
    const taken = uniqueEmail('cap-taken');
    await h.activatedUser(taken);
    const weak = await h.browser().post('/auth/signup', { email: taken, password: 'short1' });
    expect(weak.status).toBe(400);
    expect(weak.body.error.message).toBe('Password must be at least 10 characters long.');
    const browser = h.browser();
    for (let i = 0; i < 10; i++) {
      expect((await browser.post('/auth/signup', { email: taken, password: PASSWORD })).status).toBe(201);
    }
    const capped = await browser.post('/auth/signup', { email: uniqueEmail('cap-new'), password: PASSWORD });
    expect(capped.status).toBe(429);
    expect(capped.body.error.reason).toBe('SIGNUP_LIMIT');
  });

  it('a concurrent sign-up of the same new address gives one account and one duplicate', async () => {
    const email = uniqueEmail('race');
    const [a, b] = await Promise.all([
      h.browser().post('/auth/signup', { email, password: PASSWORD }),
      h.browser().post('/auth/signup', { email, password: PASSWORD }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(
      await h.sql(`select count(*)::int as n from identity.user_account where email = $1`, [email]),
    ).toEqual([{ n: 1 }]);
    // One activation code and one notice reach the address.
    const first = await h.mailbox.waitFor(email, 1);
    const second = await h.mailbox.waitFor(email, 2);
    const code = [first, second].find((m) => m.subject.startsWith('Your Portico activation code'));
    const notice = [first, second].find((m) => m.subject.startsWith('Someone tried to sign up'));
    expect(code && activationCodeIn(code)).toMatch(/^\d{6}$/);
    expect(notice).toBeDefined();
  });
});
