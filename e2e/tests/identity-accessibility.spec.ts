import { expect, test } from '@playwright/test';
import { violations } from './identity-helpers';

test('the account pages have no axe violations', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('portico.locale', 'en'));
  for (const [path, heading] of [
    ['/signup', 'Create your account'],
    ['/login', 'Log in'],
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password?token=abc', 'Choose a new password'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(await violations(page), path).toEqual([]);
  }
});
