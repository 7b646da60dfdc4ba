import { expect, test } from '@playwright/test';
import { PASSWORD, createBusinessWorkspace, newAccount } from '../tests/identity-helpers';

test.describe.configure({ timeout: 90_000 });

test('an expired access token is renewed silently and the save goes through', async ({
  page,
  context,
  baseURL,
}) => {
  await newAccount(page, 'silent');
  const workspaceId = await createBusinessWorkspace(page, `Silent ${Date.now().toString(36)}`);
  await page.goto(`/workspaces/${workspaceId}/settings`);
  await page.getByLabel('Agency name').fill('Renewed Visas');

  // The access cookie goes bad; the refresh cookie (path /auth) is still good.
  await context.addCookies([
    { name: 'portico_session', value: 'expired', domain: new URL(baseURL!).hostname, path: '/' },
  ]);
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/auth/refresh'));
  await page.getByRole('button', { name: 'Save branding' }).click();
  expect((await refreshed).status()).toBe(200);
  await expect(page.getByTestId('alert')).toContainText('Branding settings updated successfully');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Agency name')).toHaveValue('Renewed Visas');
});

test('a session that ended mid-edit asks for the password in place and loses nothing', async ({
  page,
  context,
}) => {
  const email = await newAccount(page, 'expired');
  const workspaceId = await createBusinessWorkspace(page, `Expired ${Date.now().toString(36)}`);
  const settings = `/workspaces/${workspaceId}/settings`;
  await page.goto(settings);
  await page.getByLabel('Agency name').fill('Kept Visas');
  await page.getByLabel('Contact phone').fill('5551234567');
  await page.getByLabel('Contact address').fill('1 Main Street, Springfield');

  // Both cookies are gone, as after a long pause: nothing can renew the session.
  await context.clearCookies();
  await page.getByRole('button', { name: 'Save branding' }).click();

  const dialog = page.getByRole('dialog', { name: 'Your session has expired' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('E-mail')).toHaveValue(email);
  await expect(dialog.getByLabel('Password')).toBeFocused();
  // The page behind keeps what was typed and has not moved.
  expect(new URL(page.url()).pathname).toBe(settings);
  await expect(page.getByLabel('Contact phone')).toHaveValue('5551234567');

  await dialog.getByLabel('Password').fill('not the password');
  await dialog.getByRole('button', { name: 'Log in and continue' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Incorrect e-mail or password.');

  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in and continue' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('alert')).toContainText('Branding settings updated successfully');
  expect(new URL(page.url()).pathname).toBe(settings);

  await page.reload();
  await expect(page.getByLabel('Agency name')).toHaveValue('Kept Visas');
  await expect(page.getByLabel('Contact phone')).toHaveValue('5551234567');
  await expect(page.getByLabel('Contact address')).toHaveValue('1 Main Street, Springfield');
});
