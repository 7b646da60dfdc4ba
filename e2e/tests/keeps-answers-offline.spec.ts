import { expect, test } from '@playwright/test';
import { newAccount } from './identity-helpers';
import {
  createFormThroughApi,
  currentWorkspace,
  editPath,
  expectSaved,
  saveIndicator,
} from './editor-helpers';

test.describe.configure({ timeout: 150_000 });

test('a minute offline while typing loses nothing once the connection is back', async ({ page, context }) => {
  await newAccount(page, 'offline');
  const workspaceId = await currentWorkspace(page);
  const formId = await createFormThroughApi(page, workspaceId, `Offline ${Date.now().toString(36)}`);
  await page.goto(editPath(workspaceId, formId, 'personalP1'));
  await page.getByRole('textbox', { name: 'Surnames' }).fill('GARCIA');
  await page.getByRole('textbox', { name: 'Surnames' }).blur();
  await expectSaved(page);

  await context.setOffline(true);
  const offlineAt = Date.now();
  await page.getByRole('textbox', { name: 'Given Names' }).fill('MARIA');
  await page.getByRole('textbox', { name: 'Given Names' }).blur();
  await expect(saveIndicator(page)).toHaveAttribute('data-state', 'offline');
  await expect(saveIndicator(page)).toContainText('Offline: your answers are kept on this page');
  await page.waitForTimeout(25_000);
  // Typed while offline, again, later: the last value of an answer wins.
  await page.getByRole('textbox', { name: 'Surnames' }).fill('GARCIA LOPEZ');
  await page.getByRole('textbox', { name: 'Surnames' }).blur();
  await page
    .getByRole('radiogroup', { name: /other names/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.waitForTimeout(Math.max(0, 60_000 - (Date.now() - offlineAt)));
  await expect(saveIndicator(page)).toHaveAttribute('data-state', 'offline');

  await context.setOffline(false);
  await expectSaved(page, 20_000);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Surnames' })).toHaveValue('GARCIA LOPEZ');
  await expect(page.getByRole('textbox', { name: 'Given Names' })).toHaveValue('MARIA');
  await expect(
    page.getByRole('radiogroup', { name: /other names/ }).getByRole('radio', { name: 'No' }),
  ).toBeChecked();
});
