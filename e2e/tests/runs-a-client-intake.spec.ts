import { expect, test, type Page } from '@playwright/test';
import { createBusinessWorkspace, newAccount, newEmail, violations } from './identity-helpers';
import { createClientLink, createForm, letClientLinkExpire, revokeClientLink } from './client-intake-helpers';

test.describe.configure({ timeout: 240_000 });

const PHONE = { width: 375, height: 812 };

/** Types like a person and leaves the field, so the answer is sent at once. */
async function answer(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await field.fill(value);
  await field.blur();
}

async function expectSaved(page: Page, text: string): Promise<void> {
  await expect(page.getByTestId('save-indicator')).toHaveAttribute('data-state', 'saved');
  await expect(page.getByTestId('save-indicator')).toContainText(text);
}

/** No horizontal scrolling on a phone. */
async function expectFitsThePhone(page: Page, where: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${where} is wider than the phone`).toBeLessThanOrEqual(PHONE.width);
}

test('an agency sends a link in Russian, the client answers in Cyrillic on a phone, the agency reviews and translates, and a later change is flagged', async ({
  browser,
}) => {
  const agencyContext = await browser.newContext();
  const agency = await agencyContext.newPage();
  await newAccount(agency, 'intake-admin');
  const agencyName = `Intake Agency ${Date.now().toString(36)}`;
  const workspaceId = await createBusinessWorkspace(agency, agencyName);
  const formId = await createForm(agency, workspaceId, 'Anna Ivanova DS-160');
  const url = await createClientLink(agency, workspaceId, formId, {
    clientName: 'Анна Иванова',
    clientEmail: newEmail('anna'),
    permissions: ['Read', 'Fill'],
    language: 'ru',
  });

  // The client opens the link in a browser of their own, on a phone.
  const clientContext = await browser.newContext({ viewport: PHONE });
  const client = await clientContext.newPage();
  await client.goto(url);
  await expect(
    client.getByRole('heading', { level: 1, name: 'Добро пожаловать, Анна Иванова' }),
  ).toBeVisible();
  // The token left the address bar; the page speaks the link's language.
  expect(new URL(client.url()).hash).toBe('');
  await expect(client.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(client.getByTestId('agency-card').getByRole('heading', { name: agencyName })).toBeVisible();
  await expect(client.getByTestId('english-note')).toContainText(
    'Все ответы должны быть на английском языке.',
  );
  // No agency navigation: no main menu, no workspace sidebar, nothing of other workspaces.
  await expect(client.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(client.locator('.app-sidebar')).toHaveCount(0);
  await expect(client.getByTestId('intake-section').first()).toBeVisible();
  await expectFitsThePhone(client, 'the landing');
  expect(await violations(client), 'client intake landing').toEqual([]);

  await client.getByRole('button', { name: 'Начать' }).click();
  await expect(client).toHaveURL(new RegExp(`/client-intake/${formId}/edit/personalP1$`));
  await expect(client.getByRole('heading', { level: 2, name: 'Личные данные 1' })).toBeVisible();
  await answer(client, 'Фамилия', 'Иванова');
  await answer(client, 'Имя', 'Анна');
  await answer(client, 'Город рождения', 'Санкт-Петербург');
  await expectSaved(client, 'Все изменения сохранены');
  await expectFitsThePhone(client, 'a section');
  expect(await violations(client), 'client intake section').toEqual([]);

  // A second section, reached from the list of sections with the keyboard.
  await client.getByRole('link', { name: 'Все разделы' }).click();
  await expect(client).toHaveURL(new RegExp(`/client-intake/${formId}/overview$`));
  const addressLink = client.getByRole('link', { name: 'Заполнить: Адрес и телефон' });
  await addressLink.focus();
  await client.keyboard.press('Enter');
  await expect(client).toHaveURL(new RegExp(`/edit/addressAndPhonePage$`));
  await answer(client, 'Адрес (строка 1)', 'ул. Ленина, д. 5, кв. 12');
  await answer(client, 'Город', 'Москва');
  await expectSaved(client, 'Все изменения сохранены');

  // The agency sees the client's originals, translates every field and edits one value.
  await agency.goto(`/workspaces/${workspaceId}/forms/${formId}`);
  await agency.getByRole('button', { name: 'Translate all' }).click();
  await expect(agency.getByText('All fields translated to English successfully')).toBeVisible();
  await agency.goto(`/workspaces/${workspaceId}/forms/${formId}/edit/personalP1`);
  await expect(agency.getByText('Original - Read Only').first()).toBeVisible();
  await expect(agency.getByText('Иванова')).toBeVisible();
  const surname = agency.getByRole('textbox', { name: 'Surnames', exact: true });
  await expect(surname).toHaveValue('IVANOVA');
  const birthCity = agency.getByRole('textbox', { name: 'City of Birth', exact: true });
  await expect(birthCity).toHaveValue(/^SANKT/);
  await birthCity.fill('SAINT PETERSBURG');
  await birthCity.blur();
  await expectSaved(agency, 'All changes saved');

  // Later the client changes that answer; the agency finds it flagged for review.
  await client.goto(`/client-intake/${formId}/edit/personalP1`);
  await answer(client, 'Город рождения', 'Ленинград');
  await expectSaved(client, 'Все изменения сохранены');
  await agency.reload();
  await expect(agency.getByText(/Flagged for review: changed by the client/)).toBeVisible();
  await expect(agency.getByText('Ленинград')).toBeVisible();

  await clientContext.close();
  await agencyContext.close();
});

test('a revoked link, an expired link and a link past its usage cap each show their message', async ({
  browser,
}) => {
  const agencyContext = await browser.newContext();
  const agency = await agencyContext.newPage();
  await newAccount(agency, 'intake-links');
  const workspaceId = await createBusinessWorkspace(agency, `Links Agency ${Date.now().toString(36)}`);
  const formId = await createForm(agency, workspaceId, 'Link states');
  const base = { clientEmail: newEmail('client'), permissions: ['Read', 'Fill'], language: 'en' };
  const revoked = await createClientLink(agency, workspaceId, formId, {
    ...base,
    clientName: 'Revoked Client',
  });
  const expired = await createClientLink(agency, workspaceId, formId, {
    ...base,
    clientName: 'Expired Client',
  });
  const capped = await createClientLink(agency, workspaceId, formId, {
    ...base,
    clientName: 'Capped Client',
    maxUses: 1,
  });

  /** A client's own browser (nothing shared with the agency or another client). */
  const open = async (url: string) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(url);
    return { context, page };
  };
  const problem = (page: Page) => page.getByTestId('link-problem').getByRole('alert');

  // Revoked: after the confirmation, the link opens nothing.
  await revokeClientLink(agency, 'Revoked Client');
  const afterRevoke = await open(revoked);
  await expect(problem(afterRevoke.page)).toHaveText('Invalid or expired access link');
  await afterRevoke.context.close();

  // Expired: its 90 days pass (on the server, and on the client's device clock).
  await letClientLinkExpire(expired);
  const later = await browser.newContext({ viewport: PHONE });
  await later.clock.install({ time: new Date(Date.now() + 91 * 86_400_000) });
  const afterExpiry = await later.newPage();
  await afterExpiry.goto(expired);
  await expect(problem(afterExpiry)).toHaveText('This access link has expired');
  await later.close();

  // Capped at one use: opening the page is not a use, starting work is; a second browser is refused.
  const first = await open(capped);
  await expect(first.page.getByRole('heading', { level: 1, name: 'Welcome, Capped Client' })).toBeVisible();
  const scanner = await open(capped); // a mail scanner opening the link counts nothing
  await expect(scanner.page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  await scanner.context.close();
  await first.page.getByRole('button', { name: 'Get Started' }).click();
  await expect(first.page).toHaveURL(/\/edit\/personalP1$/);
  await answer(first.page, 'Surnames', 'FIRST');
  await expectSaved(first.page, 'All changes saved');
  const second = await open(capped);
  await expect(problem(second.page)).toHaveText('This access link has reached its usage limit');
  await second.context.close();

  // Revoking the link ends the very next request of the client already working.
  await revokeClientLink(agency, 'Capped Client');
  await answer(first.page, 'Given Names', 'ANNA');
  await expect(first.page.getByTestId('save-indicator')).toHaveAttribute('data-state', 'paused');
  await expect(first.page.getByTestId('save-indicator')).toContainText('This access link no longer works');
  await first.page.reload();
  await expect(problem(first.page)).toHaveText('Invalid or expired access link');
  await first.context.close();
  await agencyContext.close();
});
