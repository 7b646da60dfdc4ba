import { expect, test } from '@playwright/test';
import {
  createFormThroughApi,
  editPath,
  expectSaved,
  logInToTheAgency,
  saveIndicator,
} from './editor-helpers';

test.describe.configure({ timeout: 90_000 });

test('two tabs editing one section keep both answers; the same answer edited in both is a conflict for the later writer', async ({
  page,
  context,
}) => {
  const workspaceId = await logInToTheAgency(page);
  const formId = await createFormThroughApi(page, workspaceId, `Two tabs ${Date.now().toString(36)}`);
  const url = editPath(workspaceId, formId, 'personalP1');
  const other = await context.newPage();
  await page.goto(url);
  await other.goto(url);
  const surname = page.getByRole('textbox', { name: 'Surnames' });
  const otherSurname = other.getByRole('textbox', { name: 'Surnames' });

  // Different answers of one section, typed in both tabs at once.
  await surname.fill('SMITH');
  await other.getByRole('textbox', { name: 'Given Names' }).fill('ANA');
  await surname.blur();
  await other.getByRole('textbox', { name: 'Given Names' }).blur();
  await expectSaved(page);
  await expectSaved(other);
  // Each tab shows the other's answer live, in place.
  await expect(otherSurname).toHaveValue('SMITH');
  await expect(page.getByRole('textbox', { name: 'Given Names' })).toHaveValue('ANA');
  await page.reload();
  await expect(surname).toHaveValue('SMITH');
  await expect(page.getByRole('textbox', { name: 'Given Names' })).toHaveValue('ANA');

  // The same answer in both tabs: the second tab's save is held until the first tab's is stored.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await other.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('SaveAnswers')) await released;
    await route.continue();
  });
  await otherSurname.fill('JONES');
  await otherSurname.blur();
  await surname.fill('BROWN');
  await surname.blur();
  await expectSaved(page);
  release();

  await expect(other.getByText('This answer was changed elsewhere to: BROWN')).toBeVisible();
  await expect(saveIndicator(other)).toHaveAttribute('data-state', 'attention');
  await expect(otherSurname).toHaveValue('JONES');
  await other.getByRole('button', { name: 'Keep my answer' }).click();
  await expectSaved(other);
  await page.reload();
  await expect(surname).toHaveValue('JONES');
  await expect(page.getByRole('textbox', { name: 'Given Names' })).toHaveValue('ANA');
});
