import { expect, test } from '@playwright/test';
import { activationCode, newEmail, signUp } from '../tests/identity-helpers';

test('five wrong activation codes lock activation, even for the right code', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('portico.locale', 'en'));
  const email = newEmail('locked');
  await signUp(page, email);
  const code = await activationCode(page.request, email);
  const wrong = code === '000000' ? '111111' : '000000';
  const form = page.getByRole('main');
  const error = form.locator('.ui-form-error');

  for (const left of [4, 3, 2, 1]) {
    await page.getByLabel('Activation code').fill(wrong);
    await page.getByRole('button', { name: 'Activate' }).click();
    await expect(error).toHaveText(
      `That code is not correct. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
    );
  }
  await page.getByLabel('Activation code').fill(wrong);
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(error).toHaveText(
    'Too many wrong codes. Activation is locked for now: send yourself a new code.',
  );

  await page.getByLabel('Activation code').fill(code);
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(error).toHaveText(
    'Too many wrong codes. Activation is locked for now: send yourself a new code.',
  );
  await expect(page).toHaveURL(/\/activate$/);

  // A new code can be asked for, then not again until the cool-down has passed.
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByRole('button', { name: /^Send a new code in \d+ seconds?$/ })).toBeDisabled();
});
