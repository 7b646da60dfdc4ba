import { expect, test, type APIRequestContext } from '@playwright/test';
import { MAILBOX_URL, PASSWORD, logOut, newAccount } from './identity-helpers';

/** The newest mail to `email` whose subject matches (waits for it). */
async function mail(request: APIRequestContext, email: string, subject: RegExp) {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${MAILBOX_URL}/api/messages?to=${encodeURIComponent(email)}`);
        const { messages } = (await response.json()) as { messages: { subject: string; text: string }[] };
        found = messages.find((message) => subject.test(message.subject));
        return found;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return found!;
}

/**
 * Wrong passwords from this (loopback) address, waiting out each growing delay, until the address
 * has made ten in a row: then it waits an hour for this account (ADR 0034).
 */
async function attack(request: APIRequestContext, email: string): Promise<void> {
  let failures = 0;
  while (failures < 10) {
    const response = await request.post('/auth/login', {
      headers: { 'x-portico-csrf': '1' },
      data: { email, password: `Wrong-password-${failures}` },
    });
    if (response.status() === 401) failures += 1;
    else {
      expect(response.status()).toBe(429);
      const wait = Number(response.headers()['retry-after']);
      expect(wait).toBeLessThanOrEqual(16);
      await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 100));
    }
  }
}

test('an attacked account still opens to its owner: with an e-mailed code, then from the known device', async ({
  browser,
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  const email = await newAccount(page, 'throttled');
  await logOut(page);

  const attacker = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await attack(attacker, email);
  await attacker.dispose();
  const notice = await mail(page.request, email, /^Failed sign-ins to your Portico account$/);
  expect(notice.text).toContain('Nobody got in');

  // A browser that never signed in to this account: the password alone is not enough now.
  const context = await browser.newContext();
  const phone = await context.newPage();
  await phone.addInitScript(() => window.localStorage.setItem('portico.locale', 'en'));
  await phone.goto('/login');
  await phone.getByLabel('E-mail').fill(email);
  await phone.getByLabel('Password').fill(PASSWORD);
  await phone.getByRole('button', { name: 'Log in' }).click();
  const code = phone.getByLabel('Verification code');
  await expect(code).toBeVisible();
  await expect(
    phone.getByText(/^Too many failed sign-ins for this account\. Wait \d+ minutes? and try again/),
  ).toBeVisible();
  const sent = await mail(phone.request, email, /^Your Portico sign-in code: \d{6}$/);
  await code.fill(/(\d{6})$/.exec(sent.subject)![1]);
  await phone.getByRole('button', { name: 'Log in' }).click();
  await expect(phone).toHaveURL(/\/workspaces$/);

  // That browser is a known device now: the password alone opens the account again.
  await logOut(phone);
  await phone.getByLabel('E-mail').fill(email);
  await phone.getByLabel('Password').fill(PASSWORD);
  await phone.getByRole('button', { name: 'Log in' }).click();
  await expect(phone).toHaveURL(/\/workspaces$/);
  await context.close();
});
