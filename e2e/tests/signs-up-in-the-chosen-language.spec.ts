import { expect, test } from '@playwright/test';
import { MAILBOX_URL, PASSWORD, newEmail } from './identity-helpers';

// Issue 21: a visitor who chose Vietnamese on the site gets a Vietnamese account (interface and
// e-mails), even when the choice was made in the header after the sign-up page opened.
test('the account takes the language the visitor chose on the site', async ({ page }) => {
  await page.addInitScript(() => {
    if (!window.sessionStorage.getItem('started')) {
      window.sessionStorage.setItem('started', '1');
      window.localStorage.setItem('portico.locale', 'en');
    }
  });
  const email = newEmail('signs-up-in-vietnamese');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.locator('.ui-language-switcher select').selectOption('vi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.locator('#signup-language')).toHaveValue('vi');
  await page.locator('#signup-email').fill(email);
  await page.locator('#signup-password').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/activate$/);

  const viewer = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-portico-csrf': '1' },
    data: { query: '{ viewer { user { language } } }' },
  });
  expect(
    ((await viewer.json()) as { data: { viewer: { user: { language: string } } } }).data.viewer.user,
  ).toEqual({
    language: 'vi',
  });
  await expect
    .poll(async () => {
      const response = await page.request.get(`${MAILBOX_URL}/api/messages?to=${encodeURIComponent(email)}`);
      const { messages } = (await response.json()) as { messages: { subject: string }[] };
      return messages.map((message) => message.subject.replace(/\d{6}/, '######'));
    })
    .toEqual(['Mã kích hoạt Portico của bạn: ######']);
});
