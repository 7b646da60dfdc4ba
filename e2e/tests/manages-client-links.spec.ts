import { expect, test, type Page } from '@playwright/test';
import { MAILBOX_URL, createBusinessWorkspace, newAccount, violations } from './identity-helpers';

test.describe.configure({ timeout: 120_000 });

async function createForm(page: Page, workspaceId: string, name: string): Promise<string> {
  await page.goto(`/workspaces/${workspaceId}/forms/new`);
  await page.getByLabel('Form name').fill(name);
  await page.getByRole('button', { name: 'Create form' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return /\/forms\/([^/]+)$/.exec(new URL(page.url()).pathname)![1];
}

/** The caller's current workspace, as the API answers it (the personal one right after sign-up). */
async function currentWorkspace(page: Page): Promise<string> {
  const response = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-portico-csrf': '1' },
    data: { query: '{ viewer { currentWorkspaceId } }' },
  });
  return ((await response.json()) as { data: { viewer: { currentWorkspaceId: string } } }).data.viewer
    .currentWorkspaceId;
}

test('an agency member creates a link with the keyboard, the client gets it by e-mail in Russian, and outsiders see nothing', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await newAccount(page, 'links-admin');
  // A personal workspace (the current one after sign-up) cannot have client links.
  const personal = await currentWorkspace(page);
  const personalForm = await createForm(page, personal, 'My own form');
  await page.goto(`/workspaces/${personal}/forms/${personalForm}/client-links`);
  await expect(page.getByText('Client links can only be created in business workspaces.')).toBeVisible();
  await expect(page.getByLabel('Client name')).toHaveCount(0);

  const workspaceId = await createBusinessWorkspace(page, 'Links Visa Centre');
  const formId = await createForm(page, workspaceId, 'Olga Smirnova DS-160');
  await page.goto(`/workspaces/${workspaceId}/forms/${formId}/client-links`);
  await expect(page.getByRole('heading', { level: 1, name: 'Client links' })).toBeVisible();
  await expect(
    page.getByText('No links for this form yet. Create one below and send it to your client.'),
  ).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // Keyboard only: type, tab through permissions, the expiry, the cap and the language, submit.
  const clientEmail = `olga-${Date.now().toString(36)}@e2e.portico.test`;
  await page.getByLabel('Client name').focus();
  await page.keyboard.type('Ольга Смирнова');
  await page.keyboard.press('Tab');
  await page.keyboard.type(clientEmail);
  await page.keyboard.press('Tab'); // Read (checked)
  await page.keyboard.press('Tab'); // Fill (checked)
  await page.keyboard.press('Tab'); // Submit
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Submit' })).toBeChecked();
  await page.getByLabel('Maximum number of uses (optional)').focus();
  await page.keyboard.type('2');
  await page.getByLabel("Client's language").selectOption('ru');
  await expect(page.getByLabel('E-mail the link to the client now')).toBeChecked();
  await page.getByRole('button', { name: 'Create link' }).focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Link created' });
  await expect(dialog).toBeVisible();
  const url = await dialog.getByLabel('Shareable URL').inputValue();
  expect(url).toMatch(new RegExp(`/client-intake/${formId}#token=[A-Za-z0-9_-]{43}$`));
  await expect(dialog.getByText(`The link was e-mailed to ${clientEmail}.`)).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);

  // The client's e-mail: Russian, with the agency and the same URL.
  await expect
    .poll(
      async () => {
        const response = await page.request.get(
          `${MAILBOX_URL}/api/messages?to=${encodeURIComponent(clientEmail)}`,
        );
        const { messages } = (await response.json()) as { messages: { subject: string; text: string }[] };
        return messages.map((m) => `${m.subject}\n${m.text}`).join('\n');
      },
      { timeout: 15_000 },
    )
    .toContain(url);
  const mailbox = await page.request.get(`${MAILBOX_URL}/api/messages?to=${encodeURIComponent(clientEmail)}`);
  const [mail] = ((await mailbox.json()) as { messages: { subject: string; text: string }[] }).messages;
  expect(mail.subject).toBe('Links Visa Centre: ваша анкета DS-160 на визу');
  expect(mail.text).toContain('Здравствуйте, Ольга Смирнова!');

  // The list: the link, its permissions, no use yet, active; the URL is not shown again.
  const row = page.getByTestId('client-link-row').filter({ hasText: 'Ольга Смирнова' });
  await expect(row).toContainText(clientEmail);
  await expect(row).toContainText('Read, Fill, Submit');
  await expect(row).toContainText('0 of 2');
  await expect(row).toContainText('Never');
  await expect(row).toContainText('Active');
  await expect(page.getByText(url)).toHaveCount(0);

  // Someone who is not a member of the agency.
  const outsiderContext = await browser.newContext();
  const outsider = await outsiderContext.newPage();
  await newAccount(outsider, 'links-outsider');
  await outsider.goto(`/workspaces/${workspaceId}/forms/${formId}/client-links`);
  // The shell does not open another agency's workspace at all (the page's own 'Access denied' covers
  // refusals once inside, see client-links-page.spec.tsx); nothing of the agency shows.
  await expect(outsider.getByRole('heading', { level: 1, name: 'No workspace selected' })).toBeVisible();
  await expect(outsider.getByLabel('Client name')).toHaveCount(0);
  await expect(outsider.getByText('Ольга Смирнова')).toHaveCount(0);

  await outsiderContext.close();
  await context.close();
});
