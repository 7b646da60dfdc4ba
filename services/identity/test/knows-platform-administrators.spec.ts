import { postGraphql } from '@portico/service-kit/testing';
import { IdentityHarness, uniqueEmail, type Browser } from './support/identity-harness';
import { DEV_PLATFORM_ADMIN_EMAIL, identitySettings, validateIdentityEnv } from '../src/lib/config';

jest.setTimeout(90_000);

let h: IdentityHarness;
let admin: Browser;
let adminEmail: string;
let person: Browser;
let personEmail: string;
/** Unique to this run, so searches find only this file's accounts and workspaces. */
const run = `pa${Date.now().toString(36)}`;
const savedList = process.env.PLATFORM_ADMIN_EMAILS;

beforeAll(async () => {
  h = await IdentityHarness.start();
  adminEmail = uniqueEmail(`${run}-admin`);
  personEmail = uniqueEmail(`${run}-person`);
  admin = await h.activatedUser(adminEmail);
  person = await h.activatedUser(personEmail);
  // Listed in another case, among other addresses, with spaces: matching ignores case and spaces.
  process.env.PLATFORM_ADMIN_EMAILS = ` someone@else.test, ${adminEmail.toUpperCase()} `;
});
afterAll(async () => {
  if (savedList === undefined) delete process.env.PLATFORM_ADMIN_EMAILS;
  else process.env.PLATFORM_ADMIN_EMAILS = savedList;
  await h?.close();
});

const USERS = `query($s: String, $l: Int, $o: Int) {
  adminUsers(search: $s, limit: $l, offset: $o) { totalCount items { id email language activated createdAt workspaceCount } }
}`;
const WORKSPACES = `query($s: String, $l: Int, $o: Int) {
  adminWorkspaces(search: $s, limit: $l, offset: $o) { totalCount items { id name type memberCount createdAt } }
}`;

describe('PLATFORM_ADMIN_EMAILS', () => {
  it('is comma-separated and case-insensitive; a bad entry stops the start naming the variable', () => {
    const env = { NODE_ENV: 'production', PLATFORM_ADMIN_EMAILS: 'Ops@Portico.COM, ,b@c.org' };
    expect([...identitySettings(env).platformAdminEmails]).toEqual(['ops@portico.com', 'b@c.org']);
    expect(() => validateIdentityEnv({ ...env, SMTP_URL: 'smtp://x', FORMS_URL: 'http://x' })).not.toThrow();
    expect(() => validateIdentityEnv({ PLATFORM_ADMIN_EMAILS: 'ops@portico.com,not-an-address' })).toThrow(
      'Invalid or missing environment variables: PLATFORM_ADMIN_EMAILS',
    );
  });

  it('defaults to the seeded admin@portico.test only in development and test', () => {
    for (const NODE_ENV of ['development', 'test'])
      expect([...identitySettings({ NODE_ENV }).platformAdminEmails]).toEqual([DEV_PLATFORM_ADMIN_EMAIL]);
    expect(identitySettings({ NODE_ENV: 'production' }).platformAdminEmails.size).toBe(0);
    expect(identitySettings({}).platformAdminEmails.size).toBe(0);
    // Set but empty: nobody, even in development.
    expect(
      identitySettings({ NODE_ENV: 'development', PLATFORM_ADMIN_EMAILS: '' }).platformAdminEmails.size,
    ).toBe(0);
  });
});

describe('the actor identity gives the gateway', () => {
  it('carries platformAdmin: true for a listed user (whatever the case) and nothing for others', async () => {
    expect(await admin.actor()).toMatchObject({ kind: 'user', email: adminEmail, platformAdmin: true });
    expect(await person.actor()).not.toHaveProperty('platformAdmin');
    expect((await admin.graphql(`{ viewer { platformAdmin } }`)).body.data.viewer.platformAdmin).toBe(true);
    expect((await person.graphql(`{ viewer { platformAdmin } }`)).body.data.viewer.platformAdmin).toBe(false);
  });

  it('follows a change of the list on the next request', async () => {
    process.env.PLATFORM_ADMIN_EMAILS = personEmail;
    try {
      expect(await person.actor()).toMatchObject({ platformAdmin: true });
      expect(await admin.actor()).not.toHaveProperty('platformAdmin');
      expect((await admin.graphql(USERS)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    } finally {
      process.env.PLATFORM_ADMIN_EMAILS = adminEmail;
    }
    expect(await admin.actor()).toMatchObject({ platformAdmin: true });
    expect(await person.actor()).not.toHaveProperty('platformAdmin');
  });

  it('is not given to a listed address before its owner activated it', async () => {
    const email = uniqueEmail(`${run}-pending`);
    const browser = h.browser();
    expect(
      (await browser.post('/auth/signup', { email, password: 'Str0ng-enough-pass', language: 'en' })).status,
    ).toBe(201);
    process.env.PLATFORM_ADMIN_EMAILS = `${adminEmail},${email}`;
    try {
      expect(await browser.actor()).toMatchObject({ kind: 'user', email });
      expect(await browser.actor()).not.toHaveProperty('platformAdmin');
    } finally {
      process.env.PLATFORM_ADMIN_EMAILS = adminEmail;
    }
  });
});

describe('adminUsers and adminWorkspaces', () => {
  it('refuse people who are not platform administrators, and anonymous callers', async () => {
    for (const query of [USERS, WORKSPACES]) {
      const refused = await person.graphql(query, { s: run });
      expect(refused.body.data ?? null).toBeNull();
      expect(refused.body.errors?.[0]).toMatchObject({
        message: 'Only platform administrators can do this.',
        extensions: { code: 'FORBIDDEN' },
      });
      expect(JSON.stringify(refused.body)).not.toContain(run);
      const anonymous = await postGraphql(h.identity.url, {
        query,
        actor: h.identity.signer.sign({ kind: 'anonymous' }),
      });
      expect((anonymous.body.errors?.[0]?.extensions as { code?: string })?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('lists accounts newest first, searched by e-mail case-insensitively, with their workspaces and pages', async () => {
    const all = (await admin.graphql(USERS, { s: run.toUpperCase() })).body.data.adminUsers;
    expect(all.totalCount).toBe(3); // admin, person, the pending sign-up
    expect(all.items.map((u: { email: string }) => u.email)).toEqual([
      expect.stringContaining(`${run}-pending`),
      personEmail,
      adminEmail,
    ]);
    expect(all.items[0]).toMatchObject({ activated: false, workspaceCount: 0, language: 'en' });
    expect(all.items[1]).toMatchObject({ activated: true, workspaceCount: 1 });
    const second = (await admin.graphql(USERS, { s: run, l: 1, o: 1 })).body.data.adminUsers;
    expect(second).toEqual({ totalCount: 3, items: [all.items[1]] });
    const one = (await admin.graphql(USERS, { s: `${run}-PERSON` })).body.data.adminUsers;
    expect(one.items.map((u: { email: string }) => u.email)).toEqual([personEmail]);
    // LIKE wildcards in a search match themselves.
    expect((await admin.graphql(USERS, { s: `${run}%person` })).body.data.adminUsers.totalCount).toBe(0);
    // Without a search: everyone, newest first.
    const everyone = (await admin.graphql(USERS, { l: 100 })).body.data.adminUsers;
    const dates = everyone.items.map((u: { createdAt: string }) => Date.parse(u.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('lists workspaces newest first, searched by name or by a member e-mail, with member counts', async () => {
    const name = `${run} Visas`;
    await admin.graphql(`mutation($n: String!) { createWorkspace(input: { name: $n }) { id } }`, { n: name });
    const byName = (await admin.graphql(WORKSPACES, { s: name.toLowerCase() })).body.data.adminWorkspaces;
    expect(byName).toEqual({
      totalCount: 1,
      items: [expect.objectContaining({ name, type: 'BUSINESS', memberCount: 1 })],
    });
    const byMember = (await admin.graphql(WORKSPACES, { s: adminEmail })).body.data.adminWorkspaces;
    expect(byMember.items.map((w: { name: string; type: string }) => [w.name, w.type])).toEqual([
      [name, 'BUSINESS'],
      ['Personal', 'PERSONAL'],
    ]);
    const page = (await admin.graphql(WORKSPACES, { s: adminEmail, l: 1, o: 1 })).body.data.adminWorkspaces;
    expect(page).toEqual({ totalCount: 2, items: [byMember.items[1]] });
  });

  it('refuse a search over 200 characters and a page size over 100 with a clear message', async () => {
    const long = await admin.graphql(USERS, { s: 'x'.repeat(201) });
    expect(long.body.errors?.[0]).toMatchObject({
      message: 'Search must be at most 200 characters.',
      extensions: { code: 'BAD_USER_INPUT', field: 'search' },
    });
    const big = await admin.graphql(WORKSPACES, { l: 101 });
    expect(big.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
  });
});
