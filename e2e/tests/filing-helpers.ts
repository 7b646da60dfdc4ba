import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
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
