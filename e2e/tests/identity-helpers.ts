import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const MAILBOX_URL = process.env.MAILBOX_URL || 'http://localhost:4106';
export const PASSWORD = 'Visa-journey-2026!';

let counter = 0;
/** A fresh address per account, so journeys never meet each other's data. */
export function newEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@e2e.portico.test`;
}

interface MailboxMessage {
  subject: string;
  text: string;
}

/** The newest 6-digit activation code the mail catcher holds for `email` (waits for it). */
export async function activationCode(
  request: APIRequestContext,
  email: string,
  notIn: string[] = [],
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${MAILBOX_URL}/api/messages?to=${encodeURIComponent(email)}`);
        const { messages } = (await response.json()) as { messages: MailboxMessage[] };
        const codes = messages
          .map((message) => /\b(\d{6})\b/.exec(`${message.subject}\n${message.text}`)?.[1])
          .filter((found): found is string => Boolean(found) && !notIn.includes(found!));
        code = codes.at(-1);
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}

/** The newest invitation link the mail catcher holds for `email`, with its e-mail (waits for it). */
export async function invitationMail(
  request: APIRequestContext,
  email: string,
  notIn: string[] = [],
): Promise<{ link: string; subject: string; text: string }> {
  let found: { link: string; subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${MAILBOX_URL}/api/messages?to=${encodeURIComponent(email)}`);
        const { messages } = (await response.json()) as { messages: MailboxMessage[] };
        found = messages
          .map((message) => ({
            ...message,
            link: /(\S+\/invitations\/accept#token=[A-Za-z0-9_-]{43})/.exec(message.text)?.[1] ?? '',
          }))
          .filter((message) => message.link !== '' && !notIn.includes(message.link))
          .at(-1);
        return found;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return found!;
}

/** On a workspace's settings page: invites `email` with the form, as `role`, and waits for the confirmation. */
export async function inviteFromSettings(
  page: Page,
  email: string,
  options: { role?: 'Member' | 'Admin'; language?: string } = {},
): Promise<void> {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: options.role ?? 'Member' });
  if (options.language) await page.getByLabel('Language of the e-mail').selectOption(options.language);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    page.getByTestId('alert').filter({ hasText: `We sent an invitation to ${email}.` }),
  ).toBeVisible();
}

export async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Account language').selectOption('en');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/activate$/);
  await expect(page.getByText(`Enter the 6-digit code we sent to ${email}.`)).toBeVisible();
}

export async function activate(page: Page, email: string): Promise<void> {
  const code = await activationCode(page.request, email);
  await page.getByLabel('Activation code').fill(code);
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page).toHaveURL(/\/workspaces$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Workspaces' })).toBeVisible();
}

/** Signs up, activates and lands on /workspaces, in English. */
export async function newAccount(page: Page, label: string): Promise<string> {
  await page.addInitScript(() => window.localStorage.setItem('portico.locale', 'en'));
  const email = newEmail(label);
  await signUp(page, email);
  await activate(page, email);
  return email;
}

/** Creates a business workspace, switches to it and answers its id. */
export async function createBusinessWorkspace(page: Page, name: string): Promise<string> {
  await page.goto('/workspaces');
  await page.getByLabel('Agency or business name').fill(name);
  await page.getByRole('button', { name: 'Create workspace' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row).toContainText('Business');
  await expect(row).toContainText('Available');
  await row.getByRole('button', { name: `Switch to ${name} and go to forms` }).click();
  await expect(page).toHaveURL(/\/workspaces\/[^/]+\/forms$/);
  return /\/workspaces\/([^/]+)\/forms$/.exec(new URL(page.url()).pathname)![1];
}

/** axe findings on the current page (the same rule set as the home page check). */
export async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Logs in on /login (with an authenticator code when the account asks for one) and lands on `next`. */
export async function logIn(
  page: Page,
  email: string,
  password: string,
  options: { totpCode?: () => string; next?: string } = {},
): Promise<void> {
  await page.goto(options.next ? `/login?next=${encodeURIComponent(options.next)}` : '/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  if (options.totpCode) {
    await page.getByLabel('Authentication code').fill(options.totpCode());
    await page.getByRole('button', { name: 'Log in' }).click();
  }
  await expect(page).toHaveURL(new RegExp(`${options.next ?? '/workspaces'}$`));
}

/** Logs out with the header's button. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}
