import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { FormAnswers } from '@portico/shared-types';
import { MARRIED_B1B2_TOURIST } from '@portico/shared-types/dist/fixtures';
import { graphql } from './editor-helpers';

// The CEAC simulator started with the system (services/ceac-sim, test hooks on under `npm test`).
export const CEAC_URL = process.env.CEAC_SIM_URL || 'http://localhost:4105';
export const APPLICATION: FormAnswers = MARRIED_B1B2_TOURIST;

/** The code of the captcha the simulator issued last (its test hook). */
export async function lastCaptcha(request: APIRequestContext): Promise<string> {
  const response = await request.get(`${CEAC_URL}/__test/last-captcha`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { code: string }).code;
}

export async function currentWorkspace(page: Page): Promise<string> {
  const data = await graphql<{ viewer: { currentWorkspaceId: string } }>(
    page,
    '{ viewer { currentWorkspaceId } }',
  );
  return data.viewer.currentWorkspaceId;
}

/** A form holding the whole application, saved through the API (the filling is another journey). */
export async function completeForm(page: Page, workspaceId: string, name: string): Promise<string> {
  const { createForm } = await graphql<{ createForm: { id: string } }>(
    page,
    'mutation Create($input: CreateFormInput!) { createForm(input: $input) { id } }',
    { input: { workspaceId, name } },
  );
  const changes: { section: string; path: string; value: unknown; baseVersion: number }[] = [];
  const isDate = (value: object) => Object.keys(value).every((key) => ['day', 'month', 'year'].includes(key));
  for (const [section, answers] of Object.entries(APPLICATION)) {
    const walk = (prefix: string, node: Record<string, unknown>) => {
      for (const [key, value] of Object.entries(node)) {
        const path = prefix ? `${prefix}.${key}` : key;
        if (value !== null && typeof value === 'object' && !Array.isArray(value) && !isDate(value))
          walk(path, value as Record<string, unknown>);
        else changes.push({ section, path, value, baseVersion: 0 });
      }
    };
    walk('', answers as Record<string, unknown>);
  }
  const saved = await graphql<{ saveAnswers: { form: { status: string } } }>(
    page,
    'mutation Save($input: SaveAnswersInput!) { saveAnswers(input: $input) { form { status } } }',
    {
      input: { formId: createForm.id, clientId: randomUUID(), seq: 1, idempotencyKey: randomUUID(), changes },
    },
  );
  expect(saved.saveAnswers.form.status).toBe('COMPLETED');
  return createForm.id;
}

/** Answers CEAC's start captcha that the robot hands to the person watching the submission page. */
export async function answerCaptcha(page: Page): Promise<void> {
  const captcha = page.getByTestId('captcha-prompt');
  await expect(captcha).toBeVisible({ timeout: 60_000 });
  await captcha.getByLabel('Characters in the picture').fill(await lastCaptcha(page.request));
  await captcha.getByRole('button', { name: 'Send' }).click();
}

/** Starts the filing of `formId` on its "File on CEAC" page (one credit) and answers the captcha. */
export async function fileAndAnswerTheCaptcha(
  page: Page,
  workspaceId: string,
  formId: string,
): Promise<void> {
  await page.goto(`/workspaces/${workspaceId}/forms/${formId}/submissions/new`);
  await page.getByRole('button', { name: 'Use one credit and file on CEAC' }).click();
  await answerCaptcha(page);
}

/** Signs on a signature panel (the applicant's, or a client's through a link) as the applicant. */
export async function signApplication(panel: Locator, request: APIRequestContext): Promise<void> {
  await panel.getByRole('checkbox', { name: /Female Genital Mutilation or Cutting/ }).check();
  await panel
    .getByLabel('Passport number (type it again)')
    .fill(String(APPLICATION.passportPage?.passportDocumentNumber));
  await panel.getByLabel('Characters in the picture').fill(await lastCaptcha(request));
  await panel.getByRole('button', { name: 'Sign and Submit Application' }).click();
}
