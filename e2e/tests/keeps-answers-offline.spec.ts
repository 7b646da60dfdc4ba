import { expect, test } from '@playwright/test';
import {
  AGENT_EMAIL,
  AGENT_PASSWORD,
  createFormThroughApi,
  editPath,
  expectSaved,
  logInToTheAgency,
  saveIndicator,
} from './editor-helpers';

test.describe.configure({ timeout: 150_000 });

test('a minute offline while typing loses nothing once the connection is back', async ({ page, context }) => {
  const workspaceId = await logInToTheAgency(page);
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

test('a session that ends mid-edit pauses autosave, asks for the password in place and loses nothing', async ({
  page,
  context,
}) => {
  const workspaceId = await logInToTheAgency(page);
  const formId = await createFormThroughApi(page, workspaceId, `Session ${Date.now().toString(36)}`);
  await page.goto(editPath(workspaceId, formId, 'personalP1'));
  await page.getByRole('textbox', { name: 'Surnames' }).fill('GARCIA');
  await page.getByRole('textbox', { name: 'Surnames' }).blur();
  await expectSaved(page);
  // The session ends (both cookies gone): the save pauses, the password is asked in place, the save goes on.
  await context.clearCookies();
  await page.getByRole('textbox', { name: 'Given Names' }).fill('MARIA JOSE');
  await page.getByRole('textbox', { name: 'Given Names' }).blur();
  const dialog = page.getByRole('dialog', { name: 'Your session has expired' });
  await expect(dialog).toBeVisible();
  await expect(saveIndicator(page)).toHaveAttribute('data-state', 'paused');
  await expect(dialog.getByLabel('E-mail')).toHaveValue(AGENT_EMAIL);
  await dialog.getByLabel('Password').fill(AGENT_PASSWORD);
  await dialog.getByRole('button', { name: 'Log in and continue' }).click();
  await expect(dialog).toHaveCount(0);
  await expectSaved(page);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Given Names' })).toHaveValue('MARIA JOSE');
  await expect(page.getByRole('textbox', { name: 'Surnames' })).toHaveValue('GARCIA');
});
