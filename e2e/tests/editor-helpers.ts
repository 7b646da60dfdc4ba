// Helpers of the applicant-editor journeys: the API calls a test needs for its set-up, and a
// filler that answers a section through the questionnaire's controls, as a person would.
import { expect, type Locator, type Page } from '@playwright/test';
import {
  EN_MESSAGES,
  REFERENCE_LISTS,
  answerPath,
  getAnswer,
  getSection,
  isFieldVisible,
  repeaterItemFields,
  type FieldDefinition,
  type FormAnswers,
  type SectionAnswers,
  type SectionKey,
} from '@portico/shared-types';

/** A GraphQL call with the page's session cookie and the CSRF header; fails the test on errors. */
export async function graphql<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-portico-csrf': '1' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors ?? [], JSON.stringify(body.errors)).toEqual([]);
  return body.data as T;
}

// The seeded agent account (services/identity/src/seed.ts), a member of the seeded "Demo Visa
// Agency": logging in costs no sign-up, so the identity per-IP hourly sign-up cap is left to the
// identity journeys. The current workspace belongs to the user, not to the browser, so these
// journeys never switch it anywhere but to that agency (journeys running side by side agree), and
// each one works on forms of its own.
export const AGENT_EMAIL = 'agent@portico.test';
export const AGENT_PASSWORD = 'Portico-demo-2026';
export const DEMO_AGENCY_ID = '00000000-0000-4000-8000-00000000a9e1';

/** Logs the agent in and makes the demo agency its current workspace; answers the workspace id. */
export async function logInToTheAgency(page: Page): Promise<string> {
  await page.addInitScript(() => window.localStorage.setItem('portico.locale', 'en'));
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(AGENT_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(AGENT_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/workspaces$/);
  await graphql(
    page,
    'mutation Switch($input: SwitchWorkspaceInput!) { switchWorkspace(input: $input) { currentWorkspaceId } }',
    { input: { workspaceId: DEMO_AGENCY_ID } },
  );
  return DEMO_AGENCY_ID;
}

export async function createFormThroughApi(page: Page, workspaceId: string, name: string): Promise<string> {
  const data = await graphql<{ createForm: { id: string } }>(
    page,
    'mutation Create($input: CreateFormInput!) { createForm(input: $input) { id } }',
    { input: { workspaceId, name } },
  );
  return data.createForm.id;
}

export async function formThroughApi(
  page: Page,
  formId: string,
): Promise<{
  status: string;
  sections: { key: string; applies: boolean; status: string; answers: SectionAnswers }[];
}> {
  const data = await graphql<{
    form: {
      status: string;
      sections: { key: string; applies: boolean; status: string; answers: SectionAnswers }[];
    };
  }>(page, 'query Form($id: ID!) { form(id: $id) { status sections { key applies status answers } } }', {
    id: formId,
  });
  return data.form;
}

export function editPath(workspaceId: string, formId: string, section: string): string {
  return `/workspaces/${workspaceId}/forms/${formId}/edit/${section}`;
}

export function saveIndicator(page: Page): Locator {
  return page.getByTestId('save-indicator');
}

/** Waits until the page says every answer is stored. */
export async function expectSaved(page: Page, timeout = 15_000): Promise<void> {
  await expect(saveIndicator(page)).toHaveAttribute('data-state', 'saved', { timeout });
}

// ----------------------------------------------------------------- the filler

const controlId = (section: string, path: string) => `pq-${section}-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;

function optionLabel(field: FieldDefinition, code: string): string {
  const option = REFERENCE_LISTS[field.list!].find((item) => item.code === code);
  if (!option) throw new Error(`${field.key}: no option ${code} in ${field.list}`);
  return option.messageId
    ? ((EN_MESSAGES as Record<string, string>)[option.messageId] ?? option.label)
    : option.label;
}

interface Node {
  field: FieldDefinition;
  children: Node[];
}

function tree(section: SectionKey): Node[] {
  const definition = getSection(section);
  const node = (field: FieldDefinition): Node => ({
    field,
    children: field.type === 'repeater' ? repeaterItemFields(section, field.key).map(node) : [],
  });
  return definition.fields.filter((field) => !field.key.includes('[]')).map(node);
}

async function answerQuestion(
  page: Page,
  section: SectionKey,
  field: FieldDefinition,
  path: string,
  value: unknown,
) {
  const id = controlId(section, path);
  const control = page.locator(`[id="${id}"]`);
  switch (field.type) {
    case 'yesNo':
      await control.locator(`input[value="${String(value)}"]`).check();
      return;
    case 'checkbox':
      if (value === true) await control.check();
      return;
    case 'date': {
      const date = value as { day?: number; month?: number; year?: number };
      if (date.day !== undefined)
        await page.locator(`[id="${id}-day"]`).selectOption(String(date.day).padStart(2, '0'));
      if (date.month !== undefined)
        await page.locator(`[id="${id}-month"]`).selectOption(String(date.month).padStart(2, '0'));
      if (date.year !== undefined) {
        await page.locator(`[id="${id}-year"]`).fill(String(date.year));
        await page.locator(`[id="${id}-year"]`).blur();
      }
      return;
    }
    case 'select': {
      const tag = await control.evaluate((element) => element.tagName.toLowerCase());
      if (tag === 'select') await control.selectOption(String(value));
      else {
        await control.fill(optionLabel(field, String(value)));
        await control.blur(); // an exact label is chosen on leaving the box
      }
      return;
    }
    default:
      await control.fill(String(value));
      await control.blur();
  }
}

async function fillNode(
  page: Page,
  section: SectionKey,
  node: Node,
  indexes: number[],
  answers: SectionAnswers,
  form: FormAnswers,
) {
  const { field } = node;
  if (!isFieldVisible(section, field.key, { ...form, [section]: answers }, indexes)) return;
  const path = answerPath(field.key, indexes);
  const value = getAnswer(answers, field.key, indexes);
  if (field.type === 'repeater') {
    const items = Array.isArray(value) ? value : [];
    const id = controlId(section, path);
    for (let index = 0; index < items.length; index += 1) {
      const entries = page.locator(`[id="${id}"] > fieldset`);
      if ((await entries.count()) <= index) await page.locator(`[id="${id}-add"]`).click();
      await expect(page.locator(`[id="${id}-${index}"]`)).toBeVisible();
      for (const child of node.children)
        await fillNode(page, section, child, [...indexes, index], answers, form);
    }
    return;
  }
  if (field.lockedWhen) {
    // A locked answer is forced (and saved) by the page itself.
    const lockedControl = page.locator(`[id="${controlId(section, path)}"]`);
    if (await lockedControl.locator('input:disabled').count()) return;
  }
  if (field.companion) {
    const ticked = getAnswer(answers, field.companion.key, indexes) === true;
    if (ticked) {
      await page.locator(`[id="${controlId(section, path)}-companion"]`).check();
      return;
    }
  }
  if (value === undefined || value === null || value === '') return;
  await answerQuestion(page, section, field, path, value);
}

/** Answers every visible question of the open section with `answers`, in the definition's order. */
export async function fillSection(
  page: Page,
  section: SectionKey,
  answers: SectionAnswers,
  form: FormAnswers,
) {
  for (const node of tree(section)) await fillNode(page, section, node, [], answers, form);
}
