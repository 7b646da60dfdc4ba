import { expect, test } from '@playwright/test';
import { buyCredits, creditBalance } from './billing-helpers';
import { logIn, newAccount, violations } from './identity-helpers';

test.describe.configure({ timeout: 120_000 });

// Seeded by services/identity/src/seed.ts when NODE_ENV is development or test (npm test's system),
// and listed in PLATFORM_ADMIN_EMAILS by default there (services/identity/README.md, docs/adr/0029).
const ADMIN_EMAIL = 'admin@portico.test';
const ADMIN_PASSWORD = 'Portico-demo-2026';

test('a platform administrator sees users and workspaces, creates a coupon and deactivates it after a confirmation', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('portico.locale', 'en'));
  // Signed out: asked to log in first.
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=/admin');

  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD, { next: '/admin' });
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  await expect(page).toHaveTitle('Administration · Portico');

  // Users: newest first; a search by e-mail finds the seeded demo owner.
  await expect(page.getByRole('tab', { name: 'Users', selected: true })).toBeVisible();
  await expect(page.getByTestId('admin-user-row').first()).toBeVisible();
  await page.getByLabel('Search by e-mail address').fill('demo@portico');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('admin-user-row')).toHaveCount(1);
  await expect(page.getByRole('rowheader', { name: 'demo@portico.test' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // Workspaces, reached with the keyboard: the seeded agency with its two members.
  await page.getByRole('tab', { name: 'Users' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Workspaces', selected: true })).toBeFocused();
  await page.getByLabel("Search by name or a member's e-mail address").fill('Demo Visa Agency');
  await page.getByRole('button', { name: 'Search' }).click();
  const agency = page.getByTestId('admin-workspace-row').filter({ hasText: 'Demo Visa Agency' });
  await expect(agency).toHaveCount(1);
  await expect(agency).toContainText('Business');
  await expect(agency.getByRole('cell').nth(1)).toHaveText('2');

  // Coupons: create one, then deactivate it (asked first).
  await page.getByRole('tab', { name: 'Coupons' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=coupons$/);
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const form = page.getByRole('region', { name: 'New coupon' });
  await form.getByLabel('Code').fill(code.toLowerCase());
  await form.getByLabel('Fixed amount off').check();
  await form.getByLabel('Amount off (US dollars)').fill('4.50');
  await form.getByLabel('Maximum redemptions (optional)').fill('25');
  await form.getByRole('button', { name: 'Create coupon' }).click();
  await expect(page.getByTestId('alert')).toContainText('The coupon was created.');
  const row = page.getByTestId('admin-coupon-row').filter({ hasText: code });
  await expect(row).toContainText('$4.50 off');
  await expect(row).toContainText('0 of 25');
  await expect(row).toContainText('Active');
  expect(await violations(page)).toEqual([]);

  await row.getByRole('button', { name: `Deactivate coupon ${code}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Deactivate this coupon?' });
  await expect(dialog).toContainText(`Buyers can no longer use ${code}.`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Deactivate coupon ${code}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(row).toContainText('Disabled');
  await expect(row.getByRole('button', { name: `Deactivate coupon ${code}` })).toHaveCount(0);

  // Orders: the list with its status filter.
  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page.getByRole('tab', { name: 'Orders', selected: true })).toBeVisible();
  await page.getByLabel('Status').selectOption('REFUNDED');
  // Only refunded orders (none, on a fresh system): the list says so rather than showing others.
  await expect(
    page.getByTestId('admin-orders-empty').or(page.getByTestId('admin-order-row').first()),
  ).toBeVisible();
  for (const status of await page.getByTestId('admin-order-row').locator('.ui-badge').allTextContents())
    expect(status).toBe('Refunded');

  // On a 320 px phone the page does not scroll sideways (wide tables scroll inside their own region).
  await page.setViewportSize({ width: 320, height: 720 });
  await page.getByRole('tab', { name: 'Coupons' }).click();
  await expect(page.getByTestId('admin-coupon-row').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await violations(page)).toEqual([]);
});

test('a signed-in person who is not a platform administrator sees Access denied', async ({ page }) => {
  await newAccount(page, 'not-admin');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  await expect(page.getByText('Only Portico platform administrators can open this area.')).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
});

test('a platform administrator refunds a paid order after a confirmation, and its unused credits are removed', async ({
  page,
  browser,
}) => {
  const buyerEmail = await newAccount(page, 'refunded-buyer');
  const viewer = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-portico-csrf': '1' },
    data: { query: '{ viewer { currentWorkspaceId } }' },
  });
  const workspaceId = ((await viewer.json()) as { data: { viewer: { currentWorkspaceId: string } } }).data
    .viewer.currentWorkspaceId;
  await buyCredits(page, workspaceId, 2);
  expect(await creditBalance(page, workspaceId)).toMatchObject({ available: 2, purchased: 2 });

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.addInitScript(() => window.localStorage.setItem('portico.locale', 'en'));
  await logIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD, { next: '/admin' });
  await admin.getByRole('tab', { name: 'Orders' }).click();
  await admin.getByLabel("Search by order number or buyer's e-mail address").fill(buyerEmail);
  await admin.getByRole('button', { name: 'Search' }).click();
  await admin.getByLabel('Status').selectOption('PAID');
  const row = admin.getByTestId('admin-order-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(buyerEmail);
  await expect(row).toContainText('Paid');

  await row.getByRole('button', { name: /^Refund order / }).click();
  const dialog = admin.getByRole('alertdialog', { name: 'Refund this order?' });
  await expect(dialog).toContainText('This cannot be undone.');
  expect(await violations(admin)).toEqual([]);
  await dialog.getByRole('button', { name: 'Refund' }).click();
  // Both credits were unused: the whole payment comes back, and the alert says for what.
  await expect(admin.getByTestId('alert')).toContainText(
    /\$[\d.,]+ was refunded for 2 unused form credits, which were removed\./,
  );
  // Refunded orders no longer match the Paid filter; under Refunded it is there, without a Refund button.
  await expect(admin.getByTestId('admin-orders-empty')).toHaveText('Nothing matches this search.');
  await admin.getByLabel('Status').selectOption('REFUNDED');
  await expect(row).toContainText('Refunded');
  await expect(row.getByRole('button')).toHaveCount(0);
  expect(await creditBalance(page, workspaceId)).toMatchObject({ available: 0, removed: 2 });
  await adminContext.close();
});
