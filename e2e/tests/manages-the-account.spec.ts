import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import {
  PASSWORD,
  activationCode,
  logIn,
  logOut,
  newAccount,
  newEmail,
  violations,
} from './identity-helpers';

test.describe.configure({ timeout: 120_000 });

const NEW_PASSWORD = 'Another-journey-2027!';

test('changes the password, moves to a new e-mail address with its code, logs out other browsers and turns on two-step verification', async ({
  page,
  browser,
}) => {
  const email = await newAccount(page, 'account');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await expect(page.getByText(`Your account uses ${email}.`)).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // Password: the current one first, then a new one under the sign-up rules.
  const passwordSection = page.getByRole('region', { name: 'Password' });
  await passwordSection.getByLabel('Current password').fill('not-my-password');
  await passwordSection.getByLabel('New password').fill(NEW_PASSWORD);
  await passwordSection.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordSection.getByText('Your current password is incorrect.')).toBeVisible();
  await passwordSection.getByLabel('Current password').fill(PASSWORD);
  await passwordSection.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('alert')).toContainText('Your password was changed.');

  // E-mail: nothing changes until the code sent to the new address is entered.
  const moved = newEmail('account-moved');
  const emailSection = page.getByRole('region', { name: 'E-mail address' });
  await emailSection.getByLabel('New e-mail address').fill(moved);
  await emailSection.getByLabel('Current password').fill(NEW_PASSWORD);
  await emailSection.getByRole('button', { name: 'Send a code to the new address' }).click();
  await expect(
    emailSection.getByText(`Enter the 6-digit code we sent to ${moved}.`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByText(`Your account uses ${email}.`)).toBeVisible();
  const code = await activationCode(page.request, moved);
  await emailSection.getByLabel('Confirmation code').fill(code);
  await emailSection.getByRole('button', { name: 'Confirm new address' }).click();
  await expect(page.getByTestId('alert')).toContainText('Your e-mail address was changed.');
  await expect(page.getByText(`Your account uses ${moved}.`)).toBeVisible();

  // The new password and the new address log in; the old password no longer does.
  await logOut(page);
  await page.getByLabel('E-mail').fill(moved);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect e-mail or password.' })).toBeVisible();
  await logIn(page, moved, NEW_PASSWORD, { next: '/account' });

  // Another browser logs in; from here it is logged out, and this one stays.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await other.addInitScript(() => window.localStorage.setItem('portico.locale', 'en'));
  await logIn(other, moved, NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log out other browsers' }).click();
  await expect(page.getByTestId('alert')).toContainText('1 other browser was logged out.');
  await other.goto('/account');
  await expect(other.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await otherContext.close();
  await page.reload();
  await expect(page.getByText(`Your account uses ${moved}.`)).toBeVisible();

  // Two-step verification: the key from the page, a code computed from it, then it is on.
  const totpSection = page.getByRole('region', { name: 'Two-step verification' });
  await expect(totpSection.getByTestId('totp-status')).toHaveText(/^Off/);
  await totpSection.getByRole('button', { name: 'Set up two-step verification' }).click();
  await expect(totpSection.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await totpSection.getByTestId('totp-secret').textContent())!.trim();
  await expect(totpSection.getByTestId('totp-uri')).toHaveAttribute('href', /^otpauth:\/\/totp\/.*secret=/);
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  await totpSection.getByLabel('Code from the app').fill(totp.generate());
  await totpSection.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByTestId('alert')).toContainText('Two-step verification is on.');
  await expect(totpSection.getByTestId('totp-status')).toHaveText(/^On/);
  expect(await violations(page)).toEqual([]);

  // Logging in now needs a code as well. A code is accepted once, so use the next time step's
  // (the service accepts one step of clock drift).
  await logOut(page);
  await logIn(page, moved, NEW_PASSWORD, {
    totpCode: () => totp.generate({ timestamp: Date.now() + 30_000 }),
    next: '/account',
  });
  await expect(
    page.getByRole('region', { name: 'Two-step verification' }).getByTestId('totp-status'),
  ).toHaveText(/^On/);
});
