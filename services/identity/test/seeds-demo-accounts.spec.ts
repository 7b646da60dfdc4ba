import { IdentityHarness } from './support/identity-harness';
import { DEMO_ACCOUNTS, DEMO_AGENCY_ID, DEMO_PASSWORD, seed, seedsPlatformAdmin } from '../src/seed';

jest.setTimeout(60_000);

let h: IdentityHarness;
beforeAll(async () => {
  h = await IdentityHarness.start();
});
afterAll(() => h?.close());

it('seeds activated demo accounts with a personal and a business workspace, idempotently', async () => {
  await seed(h.identity.databaseUrl);
  await seed(h.identity.databaseUrl);
  const users = await h.sql(`select email from identity.user_account order by email`);
  // NODE_ENV is test here: the platform administrator is seeded too.
  expect(users.map((u) => u.email)).toEqual([DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.agent, DEMO_ACCOUNTS.owner]);
  const browser = h.browser();
  expect(
    (await browser.post('/auth/login', { email: DEMO_ACCOUNTS.owner, password: DEMO_PASSWORD })).status,
  ).toBe(200);
  const list = await browser.graphql(`{ workspaces { items { id type role isCurrent } } }`);
  expect(list.body.data.workspaces.items).toEqual([
    expect.objectContaining({ type: 'PERSONAL', role: 'ADMIN', isCurrent: true }),
    { id: DEMO_AGENCY_ID, type: 'BUSINESS', role: 'ADMIN', isCurrent: false },
  ]);
  // The demo agency files as preparer on CEAC with complete details.
  const branding = await browser.graphql(
    `query($w: ID!) { workspaceBranding(workspaceId: $w) { preparer { surname givenName addressLine1 city country relationship complete } } }`,
    { w: DEMO_AGENCY_ID },
  );
  expect(branding.body.data.workspaceBranding.preparer).toEqual({
    surname: 'DEMO',
    givenName: 'DANA',
    addressLine1: '1 DEMO STREET',
    city: 'SPRINGFIELD',
    country: 'USA',
    relationship: 'AGENT',
    complete: true,
  });
});

it('seeds the platform administrator admin@portico.test (activated, admin by default) only in development and test', async () => {
  expect(seedsPlatformAdmin({ NODE_ENV: 'development' })).toBe(true);
  expect(seedsPlatformAdmin({ NODE_ENV: 'test' })).toBe(true);
  expect(seedsPlatformAdmin({ NODE_ENV: 'production' })).toBe(false);
  expect(seedsPlatformAdmin({})).toBe(false);
  const browser = h.browser();
  expect(
    (await browser.post('/auth/login', { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD })).status,
  ).toBe(200);
  expect(await browser.actor()).toMatchObject({ email: 'admin@portico.test', platformAdmin: true });
  const owner = h.browser();
  await owner.post('/auth/login', { email: DEMO_ACCOUNTS.owner, password: DEMO_PASSWORD });
  expect(await owner.actor()).not.toHaveProperty('platformAdmin');
});
