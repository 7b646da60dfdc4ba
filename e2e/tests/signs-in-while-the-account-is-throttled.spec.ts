import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MAILBOX_URL, PASSWORD, logOut, newAccount, violations } from './identity-helpers';

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
 * Wrong passwords from another browser on the same machine (so from the same address as the owner's
 * next browser), waiting out each growing delay, until that address has made ten in a row: then it
 * waits an hour for this account (ADR 0034).
 */
async function attack(attacker: Page, email: string): Promise<void> {
  await attacker.goto('/login');
  let failures = 0;
  while (failures < 10) {
    const answer = await attacker.evaluate(
      async ({ email, password }) => {
        const response = await fetch('/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-portico-csrf': '1' },
          body: JSON.stringify({ email, password }),
        });
        return { status: response.status, retryAfter: Number(response.headers.get('retry-after')) };
      },
      { email, password: `Wrong-password-${failures}` },
    );
    if (answer.status === 401) failures += 1;
    else {
      expect(answer.status).toBe(429);
      expect(answer.retryAfter).toBeLessThanOrEqual(16);
      await attacker.waitForTimeout(answer.retryAfter * 1000 + 100);
    }
  }
}

test('an attacked account still opens to its owner: with an e-mailed code, then from the known device', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const email = await newAccount(page, 'throttled');
  await logOut(page);

  const attackers = await browser.newContext();
  await attack(await attackers.newPage(), email);
  await attackers.close();
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
  expect(await violations(phone)).toEqual([]);
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
