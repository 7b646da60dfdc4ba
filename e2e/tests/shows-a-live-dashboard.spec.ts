import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createFormThroughApi, graphql, logInToTheAgency } from './editor-helpers';
import { violations } from './identity-helpers';

// Two browsers of the seeded agent in the seeded demo agency (editor-helpers.ts): no sign-up, so the
// identity per-IP hourly sign-up cap is untouched; the agent's current workspace stays the agency,
// as the autosave journeys running beside this one expect. The forms are this run's own.
test.describe.configure({ timeout: 180_000 });

async function agencyPage(browser: Browser): Promise<{ page: Page; workspaceId: string }> {
  // Tall enough that the board needs no scrolling while a card is dragged.
  const page = await (await browser.newContext({ viewport: { width: 1400, height: 1400 } })).newPage();
  const workspaceId = await logInToTheAgency(page);
  return { page, workspaceId };
}

test('the dashboard follows changes made in another browser and moves cards by keyboard and by drag', async ({
  browser,
}) => {
  const run = Date.now().toString(36);
  const one = `Live one ${run}`;
  const two = `Live two ${run}`;
  const { page: editor, workspaceId } = await agencyPage(browser);
  const dashboard = `/workspaces/${workspaceId}/dashboard`;
  const oneId = await createFormThroughApi(editor, workspaceId, one);
  const twoId = await createFormThroughApi(editor, workspaceId, two);

  const { page: watcher } = await agencyPage(browser);
  await watcher.goto(dashboard);
  await expect(watcher.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const column = (status: string) => watcher.getByTestId(`column-${status}`);
  const card = (name: string) => watcher.getByRole('listitem', { name });
  const inColumn = (status: string, name: string) => column(status).getByRole('listitem', { name });
  await expect(inColumn('NOT_STARTED', one)).toBeVisible();
  await expect(inColumn('NOT_STARTED', two)).toBeVisible();
  await expect(card(one)).toContainText('Created by agent@portico.test');
  await expect(column('NOT_STARTED').getByRole('heading', { name: /^Not started \(\d+\)$/ })).toBeVisible();
  expect(await violations(watcher), 'dashboard').toEqual([]);

  // An answer saved elsewhere makes the form in progress: the card moves here without a reload.
  await graphql(
    editor,
    `
      mutation Save($input: SaveAnswersInput!) {
        saveAnswers(input: $input) {
          applied {
            path
          }
          invalid {
            path
          }
        }
      }
    `,
    {
      input: {
        formId: twoId,
        clientId: randomUUID(),
        seq: 1,
        idempotencyKey: randomUUID(),
        changes: [{ section: 'personalP1', path: 'surname', value: 'JONES', baseVersion: 0 }],
      },
    },
  );
  await expect(inColumn('IN_PROGRESS', two)).toBeVisible();
  await expect(inColumn('NOT_STARTED', two)).toHaveCount(0);

  // The other browser archives a form from its overview: the card moves here without a reload.
  await editor.goto(`/workspaces/${workspaceId}/forms/${oneId}`);
  await editor.getByRole('button', { name: 'Archive' }).click();
  await editor.getByRole('alertdialog').getByRole('button', { name: 'Archive form' }).click();
  await expect(editor.getByTestId('form-status')).toHaveText('Archived');
  await expect(inColumn('ARCHIVED', one)).toBeVisible();
  await expect(inColumn('NOT_STARTED', one)).toHaveCount(0);

  // Keyboard: the archived card's menu offers only its way back.
  const backButton = card(one).getByRole('button', { name: `Move to…: ${one}` });
  await backButton.focus();
  await watcher.keyboard.press('ArrowDown');
  const menu = watcher.getByRole('menu', { name: `Move to…: ${one}` });
  await expect(menu.getByRole('menuitem')).toHaveText(['Unarchive (back to Not started)']);
  await expect(menu.getByRole('menuitem')).toBeFocused();
  expect(await violations(watcher), 'dashboard with a move menu open').toEqual([]);
  await watcher.keyboard.press('Enter');
  await expect(inColumn('NOT_STARTED', one)).toBeVisible();
  await expect(watcher.getByTestId('dashboard-announcement')).toHaveText(`${one} moved to Not started.`);
  await expect(card(one).getByRole('button', { name: `Move to…: ${one}` })).toBeFocused();

  // Keyboard archive move, seen live in the first browser's dashboard too.
  await editor.goto(dashboard);
  await expect(editor.getByTestId('column-IN_PROGRESS').getByRole('listitem', { name: two })).toBeVisible();
  await card(two)
    .getByRole('button', { name: `Move to…: ${two}` })
    .focus();
  await watcher.keyboard.press('Enter');
  await expect(watcher.getByRole('menu').getByRole('menuitem')).toHaveText(['Move to Archived']);
  await watcher.keyboard.press('Enter');
  await expect(inColumn('ARCHIVED', two)).toBeVisible();
  await expect(watcher.getByTestId('dashboard-announcement')).toHaveText(`${two} moved to Archived.`);
  await expect(editor.getByTestId('column-ARCHIVED').getByRole('listitem', { name: two })).toBeVisible();

  // Drag and drop: a refused drop is explained and changes nothing; a drop on Archived archives.
  await card(one).dragTo(column('IN_PROGRESS'), { targetPosition: { x: 20, y: 20 } });
  await expect(watcher.getByTestId('dashboard-announcement')).toHaveText(
    `${one} cannot be moved to In progress: that status follows the answers. A card only moves to Archived, or back from it.`,
  );
  await expect(inColumn('NOT_STARTED', one)).toBeVisible();
  await card(one).dragTo(column('ARCHIVED'), { targetPosition: { x: 20, y: 20 } });
  await expect(inColumn('ARCHIVED', one)).toBeVisible();
  await expect(editor.getByTestId('column-ARCHIVED').getByRole('listitem', { name: one })).toBeVisible();
});
