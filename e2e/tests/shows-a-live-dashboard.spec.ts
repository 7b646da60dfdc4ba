import { expect, test, type Browser, type Page } from '@playwright/test';
import { createBusinessWorkspace, violations } from './identity-helpers';

// Two browsers of the seeded demo account (services/identity/src/seed.ts) share a fresh business
// workspace: no sign-up, so the identity per-IP hourly sign-up cap is not touched.
const DEMO_EMAIL = 'demo@portico.test';
const DEMO_PASSWORD = 'Portico-demo-2026';

test.describe.configure({ timeout: 180_000 });

async function loggedInPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.addInitScript(() => window.localStorage.setItem('portico.locale', 'en'));
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(DEMO_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/workspaces$/);
  return page;
}

async function createForm(page: Page, workspaceId: string, name: string): Promise<string> {
  await page.goto(`/workspaces/${workspaceId}/forms/new`);
  await page.getByLabel('Form name').fill(name);
  await page.getByRole('button', { name: 'Create form' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return /\/forms\/([^/]+)$/.exec(new URL(page.url()).pathname)![1];
}

test('the dashboard follows changes made in another browser and moves cards by keyboard and by drag', async ({
  browser,
}) => {
  const editor = await loggedInPage(browser);
  const workspaceId = await createBusinessWorkspace(editor, `Kanban ${Date.now().toString(36)}`);
  const dashboard = `/workspaces/${workspaceId}/dashboard`;

  // An empty workspace says so.
  await editor.goto(dashboard);
  await expect(editor.getByTestId('dashboard-empty')).toContainText('No forms yet');
  const oneId = await createForm(editor, workspaceId, 'Live one');
  await createForm(editor, workspaceId, 'Live two');

  const watcher = await loggedInPage(browser);
  await watcher.goto(dashboard);
  const column = (status: string) => watcher.getByTestId(`column-${status}`);
  const card = (name: string) => watcher.getByRole('listitem', { name });
  await expect(watcher.getByRole('heading', { name: 'Not started (2)' })).toBeVisible();
  await expect(column('NOT_STARTED').getByTestId('kanban-card')).toHaveCount(2);
  await expect(card('Live one')).toContainText(`Created by ${DEMO_EMAIL}`);
  await expect(watcher.getByRole('heading', { name: 'Archived (0)' })).toBeVisible();
  expect(await violations(watcher), 'dashboard').toEqual([]);

  // The other browser archives a form: the card moves here without a reload.
  await editor.goto(`/workspaces/${workspaceId}/forms/${oneId}`);
  await editor.getByRole('button', { name: 'Archive' }).click();
  await editor.getByRole('alertdialog').getByRole('button', { name: 'Archive form' }).click();
  await expect(editor.getByTestId('form-status')).toHaveText('Archived');
  await expect(column('ARCHIVED').getByRole('listitem', { name: 'Live one' })).toBeVisible();
  await expect(watcher.getByRole('heading', { name: 'Archived (1)' })).toBeVisible();
  await expect(watcher.getByRole('heading', { name: 'Not started (1)' })).toBeVisible();

  // Keyboard: the archived card's menu offers only its way back.
  const backButton = card('Live one').getByRole('button', { name: 'Move to…: Live one' });
  await backButton.focus();
  await watcher.keyboard.press('ArrowDown');
  const menu = watcher.getByRole('menu', { name: 'Move to…: Live one' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Unarchive (back to Not started)']);
  await expect(menu.getByRole('menuitem')).toBeFocused();
  expect(await violations(watcher), 'dashboard with a move menu open').toEqual([]);
  await watcher.keyboard.press('Enter');
  await expect(column('NOT_STARTED').getByRole('listitem', { name: 'Live one' })).toBeVisible();
  await expect(watcher.getByTestId('dashboard-announcement')).toHaveText('Live one moved to Not started.');
  await expect(card('Live one').getByRole('button', { name: 'Move to…: Live one' })).toBeFocused();

  // Keyboard archive move, seen live in the first browser's dashboard too.
  await editor.goto(dashboard);
  await expect(editor.getByTestId('column-NOT_STARTED').getByTestId('kanban-card')).toHaveCount(2);
  await card('Live two').getByRole('button', { name: 'Move to…: Live two' }).focus();
  await watcher.keyboard.press('Enter');
  await expect(watcher.getByRole('menu').getByRole('menuitem')).toHaveText(['Move to Archived']);
  await watcher.keyboard.press('Enter');
  await expect(column('ARCHIVED').getByRole('listitem', { name: 'Live two' })).toBeVisible();
  await expect(watcher.getByTestId('dashboard-announcement')).toHaveText('Live two moved to Archived.');
  await expect(
    editor.getByTestId('column-ARCHIVED').getByRole('listitem', { name: 'Live two' }),
  ).toBeVisible();

  // Drag and drop: a refused drop is explained and changes nothing; a drop on Archived archives.
  await card('Live one').dragTo(column('IN_PROGRESS'));
  await expect(watcher.getByTestId('dashboard-announcement')).toHaveText(
    'Live one cannot be moved to In progress: that status follows the answers. A card only moves to Archived, or back from it.',
  );
  await expect(column('NOT_STARTED').getByRole('listitem', { name: 'Live one' })).toBeVisible();
  await card('Live one').dragTo(column('ARCHIVED'));
  await expect(column('ARCHIVED').getByRole('listitem', { name: 'Live one' })).toBeVisible();
  await expect(watcher.getByRole('heading', { name: 'Archived (2)' })).toBeVisible();
  await expect(
    editor.getByTestId('column-ARCHIVED').getByRole('listitem', { name: 'Live one' }),
  ).toBeVisible();
});
