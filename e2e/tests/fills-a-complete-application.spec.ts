import { expect, test, type Page } from '@playwright/test';
import {
  applicableSections,
  getSection,
  getAnswer,
  isFieldVisible,
  type FormAnswers,
  type SectionKey,
} from '@portico/shared-types';
import { MARRIED_B1B2_TOURIST } from '@portico/shared-types/dist/fixtures';
import { violations } from './identity-helpers';
import { editPath, expectSaved, fillSection, formThroughApi, logInToTheAgency } from './editor-helpers';

const APPLICATION: FormAnswers = MARRIED_B1B2_TOURIST;
const controlId = (section: string, path: string) => `pq-${section}-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** After a reload: the section's typed answers are on screen again. */
async function expectSectionShows(page: Page, section: SectionKey) {
  const answers = APPLICATION[section] ?? {};
  for (const field of getSection(section).fields) {
    if (field.key.includes('[]') || !['text', 'textarea'].includes(field.type)) continue;
    if (!isFieldVisible(section, field.key, APPLICATION)) continue;
    const value = getAnswer(answers, field.key);
    if (typeof value !== 'string' || value === '') continue;
    await expect(page.locator(`[id="${controlId(section, field.key)}"]`)).toHaveValue(value);
  }
}

test.describe.configure({ timeout: 300_000 });

test('a user fills in every applicable section until the form is Ready for Submission, and reloads find every answer', async ({
  page,
}) => {
  const workspaceId = await logInToTheAgency(page);
  const name = `Wang Li ${Date.now().toString(36)}`;
  // As a new user would: a new blank form from the forms list, then its first section from the overview.
  await page.goto(`/workspaces/${workspaceId}/forms`);
  await page
    .getByRole('link', { name: /New form|Create your first form/ })
    .first()
    .click();
  // The exact label: the list's "Search by form name" also contains "form name", and a fill sent
  // before the new page rendered once typed the name into the list's search box.
  await expect(page).toHaveURL(/\/forms\/new$/);
  await page.getByLabel('Form name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Create form' }).click();
  await expect(page).toHaveURL(/\/forms\/[0-9a-f-]{36}$/);
  const formId = new URL(page.url()).pathname.split('/').at(-1)!;
  const sections = applicableSections(APPLICATION);
  await page.getByRole('link', { name: 'Edit Personal Information 1' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/${sections[0]}$`));
  await expect(page.getByRole('textbox', { name: 'Surnames' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  for (const [index, section] of sections.entries()) {
    await expect(page).toHaveURL(new RegExp(`/edit/${section}$`));
    await expect(page.getByText(new RegExp(`^Section ${index + 1} of \\d+$`))).toBeVisible();
    await fillSection(page, section, APPLICATION[section] ?? {}, APPLICATION);
    await expectSaved(page);
    // Reload now and then: every answer typed so far is there again.
    if (index % 6 === 2) {
      await page.reload();
      await expectSectionShows(page, section);
    }
    if (index < sections.length - 1) await page.getByRole('button', { name: 'Next', exact: true }).click();
  }

  await expect(page.getByText(/^Form: Ready for Submission/)).toBeVisible();
  const stored = await formThroughApi(page, formId);
  expect(stored.status).toBe('COMPLETED');
  for (const section of sections) {
    const found = stored.sections.find((item) => item.key === section);
    expect(found?.status, section).toBe('COMPLETED');
    expect(found?.answers, section).toMatchObject(APPLICATION[section] ?? {});
  }

  // The forms list says so too.
  await page.goto(`/workspaces/${workspaceId}/forms`);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Ready for Submission');

  // And the first section, opened fresh, shows its answers.
  await page.goto(editPath(workspaceId, formId, sections[0]));
  await expectSectionShows(page, sections[0]);
});
