import { expect, test, type Page } from '@playwright/test';
import { graphql } from './editor-helpers';
import { violations } from './identity-helpers';

// The seeded demo account (services/identity/src/seed.ts) signs in: no sign-up, so the identity
// per-IP hourly sign-up cap is not touched. Each run works in a fresh business workspace of its own
// (the demo owner's current workspace; the autosave and dashboard journeys use the seeded agent).
const DEMO_EMAIL = 'demo@portico.test';
const DEMO_PASSWORD = 'Portico-demo-2026';

test.describe.configure({ timeout: 180_000 });

async function logIn(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('portico.locale', 'en'));
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(DEMO_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/workspaces$/);
}

async function createForm(page: Page, workspaceId: string, name: string): Promise<string> {
  await page.goto(`/workspaces/${workspaceId}/forms/new`);
  await page.getByLabel('Form name').fill(name);
  await page.getByRole('button', { name: 'Create form' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return /\/forms\/([^/]+)$/.exec(new URL(page.url()).pathname)![1];
}

const rowNames = (page: Page) => page.getByTestId('form-row').getByRole('rowheader');

test('a member creates, renames, finds, duplicates, archives and unarchives forms', async ({ page }) => {
  await logIn(page);
  const { createWorkspace } = await graphql<{ createWorkspace: { id: string } }>(
    page,
    'mutation Create($input: CreateWorkspaceInput!) { createWorkspace(input: $input) { id } }',
    { input: { name: `Forms ${Date.now().toString(36)}` } },
  );
  const workspaceId = createWorkspace.id;
  await graphql(
    page,
    'mutation Switch($input: SwitchWorkspaceInput!) { switchWorkspace(input: $input) { currentWorkspaceId } }',
    { input: { workspaceId } },
  );
  const list = `/workspaces/${workspaceId}/forms`;
  await page.goto(list);

  // An empty workspace offers the first form.
  await expect(page.getByRole('heading', { level: 1, name: 'My forms' })).toBeVisible();
  await expect(page.getByText('No forms yet')).toBeVisible();
  expect(await violations(page), 'empty forms list').toEqual([]);
  await page.getByRole('link', { name: 'Create your first form' }).click();
  await expect(page).toHaveURL(new RegExp(`${list}/new$`));
  await expect(page.getByRole('heading', { level: 1, name: 'New form' })).toBeVisible();
  expect(await violations(page), 'new form page').toEqual([]);

  // Create blank: the name is required.
  await page.getByRole('button', { name: 'Create form' }).click();
  await expect(page.getByText('Enter a name for the form.')).toBeVisible();
  await page.getByLabel('Form name').fill('Ana Smith 2026');
  await page.getByRole('button', { name: 'Create form' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ana Smith 2026' })).toBeVisible();
  const anaId = /\/forms\/([^/]+)$/.exec(new URL(page.url()).pathname)![1];
  await expect(page.getByTestId('form-status')).toHaveText('Not started');
  await expect(page.getByTestId('section-row').first()).toContainText('Personal Information 1');
  await expect(page.getByRole('link', { name: 'Edit Personal Information 1' })).toHaveAttribute(
    'href',
    `${list}/${anaId}/edit/personalP1`,
  );
  expect(await violations(page), 'form overview').toEqual([]);

  // Rename in place; an empty name is refused; the new name survives a reload.
  await page.getByRole('button', { name: 'Rename: Ana Smith 2026' }).click();
  await page.getByLabel('Form name').fill('   ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a name for the form.')).toBeVisible();
  await page.getByLabel('Form name').fill('Ana Smith visitor 2026');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ana Smith visitor 2026' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ana Smith visitor 2026' })).toBeVisible();

  await createForm(page, workspaceId, 'Ben Jones 2026');

  // A renewal picks the previous form from a searchable list and says what it copies.
  await page.goto(`${list}/new`);
  await page.getByLabel('Form name').fill('Ana Smith renewal');
  await page.getByLabel('A renewal of a previous form').check();
  await expect(page.getByText(/copied except the travel plans/)).toBeVisible();
  await page.getByLabel('Search previous forms').fill('visitor');
  await expect(page.getByTestId('form-picker').getByRole('radio')).toHaveCount(1);
  await page.getByLabel(/Ana Smith visitor 2026/).check();
  expect(await violations(page), 'new form with picker').toEqual([]);
  await page.getByRole('button', { name: 'Create form' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ana Smith renewal' })).toBeVisible();

  // The list: count, search kept in the URL across a reload, filters, sort.
  await page.goto(list);
  await expect(page.getByTestId('forms-count')).toHaveText('Showing 3 of 3 forms');
  await expect(page.getByTestId('form-row')).toHaveCount(3);
  await expect(page.getByTestId('form-row').first()).toContainText(/Not started/);
  expect(await violations(page), 'forms list').toEqual([]);
  await page.getByLabel('Search by form name').fill('smith');
  await expect(page).toHaveURL(/[?&]q=smith/);
  await expect(page.getByTestId('forms-count')).toHaveText('Showing 2 of 3 forms');
  await page.reload();
  await expect(page.getByLabel('Search by form name')).toHaveValue('smith');
  await expect(page.getByTestId('forms-count')).toHaveText('Showing 2 of 3 forms');
  await page.getByLabel('Status').selectOption({ label: 'In progress' });
  await expect(page.getByText('No forms match your search and filters.')).toBeVisible();
  await expect(page.getByTestId('forms-count')).toHaveText('Showing 0 of 3 forms');
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(page.getByTestId('forms-count')).toHaveText('Showing 3 of 3 forms');
  await page.getByLabel('Member').selectOption({ label: DEMO_EMAIL });
  await expect(page.getByTestId('forms-count')).toHaveText('Showing 3 of 3 forms');
  await expect(page.getByTestId('form-row').first()).toContainText(DEMO_EMAIL);
  await page.getByLabel('Sort by').selectOption({ label: 'Name' });
  await page.getByLabel('Order').selectOption({ label: 'Ascending' });
  await expect(rowNames(page)).toHaveText(['Ana Smith renewal', 'Ana Smith visitor 2026', 'Ben Jones 2026']);
  await page.getByLabel('Order').selectOption({ label: 'Descending' });
  await expect(rowNames(page)).toHaveText(['Ben Jones 2026', 'Ana Smith visitor 2026', 'Ana Smith renewal']);
  await expect(page).toHaveURL(/sort=name/);

  // Duplicate choosing the sections.
  await page.getByRole('link', { name: 'Duplicate: Ben Jones 2026' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Duplicate form' })).toBeVisible();
  await expect(page.getByLabel('Form name')).toHaveValue('Copy of Ben Jones 2026');
  const boxes = page.getByRole('checkbox');
  expect(await boxes.count()).toBeGreaterThan(5);
  for (const box of await boxes.all()) await expect(box).toBeChecked();
  expect(await violations(page), 'duplicate page').toEqual([]);
  await page.getByRole('button', { name: 'Select none' }).click();
  await page.getByRole('button', { name: 'Duplicate form' }).click();
  await expect(page.getByText('Choose at least one section to copy')).toBeVisible();
  await page.getByRole('checkbox', { name: /^Personal Information 1 \(/ }).check();
  await page.getByRole('checkbox', { name: /^Passport Information \(/ }).check();
  await page.getByLabel('Form name').fill('Ben copy');
  await page.getByRole('button', { name: 'Duplicate form' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ben copy' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${list}/[^/]+$`));

  // Archive asks first; cancel keeps it; an archived form leaves the list and comes back unarchived.
  await page.goto(list);
  await expect(page.getByTestId('forms-count')).toHaveText('Showing 4 of 4 forms');
  await page.getByRole('button', { name: 'Archive: Ben copy' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Archive Ben copy?' });
  await expect(dialog).toContainText('can no longer be edited');
  expect(await violations(page), 'archive confirmation').toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('form-row').filter({ hasText: 'Ben copy' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Archive: Ben copy' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Archive form' }).click();
  await expect(page.getByTestId('form-row').filter({ hasText: 'Ben copy' })).toHaveCount(0);
  await expect(page.getByTestId('forms-count')).toHaveText('Showing 3 of 3 forms');
  await page.getByLabel('Status').selectOption({ label: 'Archived' });
  const archivedRow = page.getByTestId('form-row').filter({ hasText: 'Ben copy' });
  await expect(archivedRow).toContainText('Archived');
  await archivedRow.getByRole('button', { name: 'Unarchive: Ben copy' }).click();
  await expect(page.getByText('No forms match your search and filters.')).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'All (not archived)' });
  await expect(page.getByTestId('forms-count')).toHaveText('Showing 4 of 4 forms');
  await expect(page.getByTestId('form-row').filter({ hasText: 'Ben copy' })).toHaveCount(1);
});
