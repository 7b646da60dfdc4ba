import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { FormAnswers } from '@portico/shared-types';
import { MARRIED_B1B2_TOURIST } from '@portico/shared-types/dist/fixtures';
import { graphql } from './editor-helpers';

// The CEAC simulator started with the system (services/ceac-sim, test hooks on under `npm test`).
export const CEAC_URL = process.env.CEAC_SIM_URL || 'http://localhost:4105';
export const APPLICATION: FormAnswers = MARRIED_B1B2_TOURIST;

/** The captcha CEAC shows the robot's session on application `applicationId` (a test hook). */
export async function captchaOfApplication(
  request: APIRequestContext,
  applicationId: string,
): Promise<string> {
  const response = await request.get(`${CEAC_URL}/__test/applications/${applicationId}/captcha`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { code: string }).code;
}

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

const SIGN = {
  fgmc: 'ctl00_SiteContentPlaceHolder_chkbxFGMC',
  passport: 'ctl00_SiteContentPlaceHolder_PPTNumTbx',
  captcha: 'ctl00_SiteContentPlaceHolder_CodeTextBox',
  signAndSubmit: 'ctl00_SiteContentPlaceHolder_btnSignApp',
};

/**
 * Where CEAC's controls are on the robot's page, as fractions of the live view's frame: a test
 * system's worker answers a `probe` on a live-view socket of our own (NODE_ENV=test only, read-only).
 * Everything the applicant does still goes through the live view on the page, as a person's taps.
 */
async function openProbe(page: Page, submissionId: string) {
  const { openLiveView } = await graphql<{ openLiveView: { path: string } }>(
    page,
    'mutation Open($id: ID!) { openLiveView(submissionId: $id) { path } }',
    { id: submissionId },
  );
  const base = new URL(page.url());
  const socket = new WebSocket(`${base.origin.replace(/^http/, 'ws')}${openLiveView.path}`, {
    headers: { origin: base.origin },
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return {
    where: (id: string) =>
      new Promise<{ x: number; y: number } | null>((resolve) => {
        const onMessage = (data: Buffer) => {
          const message = JSON.parse(String(data)) as {
            type: string;
            id?: string;
            box?: { x: number; y: number } | null;
          };
          if (message.type !== 'probe' || message.id !== id) return;
          socket.off('message', onMessage);
          resolve(message.box ?? null);
        };
        socket.on('message', onMessage);
        socket.send(JSON.stringify({ type: 'probe', id }));
      }),
    close: () => socket.close(),
  };
}

/** Taps CEAC's control `id` in the live view on `page` (scrolling the view with the wheel first). */
async function tapInLiveView(page: Page, probe: Awaited<ReturnType<typeof openProbe>>, id: string) {
  const frame = page.getByTestId('live-view-frame');
  for (let tries = 0; ; tries++) {
    const at = await probe.where(id);
    const box = await frame.boundingBox();
    if (!at || !box) throw new Error(`${id} is not on the page shown`);
    if (at.y > 0.03 && at.y < 0.97) {
      await frame.scrollIntoViewIfNeeded();
      const shown = (await frame.boundingBox())!;
      await page.mouse.click(shown.x + at.x * shown.width, shown.y + at.y * shown.height);
      return;
    }
    if (tries > 20) throw new Error(`${id} never came into view`);
    await frame.hover();
    await page.mouse.wheel(0, (at.y - 0.5) * 720);
    await page.waitForTimeout(150);
  }
}

/**
 * The applicant signs on CEAC's own page in the live view on `page` (their submission page, or the
 * client's link): taps the FGM/C box, taps the passport box and types the number, taps the captcha
 * box and types the characters, and taps Sign and Submit Application. Returns when tapped.
 */
export async function signInLiveView(
  page: Page,
  submissionId: string,
  /** Where the sign page's captcha comes from: the simulator's last one unless told. */
  captcha: () => Promise<string> = () => lastCaptcha(page.request),
): Promise<void> {
  const live = page.getByTestId('live-filing');
  await expect(live.getByTestId('live-view-status')).toHaveText(
    "Your turn: your taps and keys reach CEAC's page.",
    {
      timeout: 150_000,
    },
  );
  await expect(live.getByTestId('live-signing-guide')).toBeVisible();
  const probe = await openProbe(page, submissionId);
  try {
    await tapInLiveView(page, probe, SIGN.fgmc);
    for (const [id, text] of [
      [SIGN.passport, String(APPLICATION.passportPage?.passportDocumentNumber)],
      [SIGN.captcha, await captcha()],
    ] as const) {
      await tapInLiveView(page, probe, id);
      await live.getByTestId('live-view-text').fill(text);
      await live.getByTestId('live-view-send').click();
      await page.waitForTimeout(300);
    }
    await tapInLiveView(page, probe, SIGN.signAndSubmit);
  } finally {
    probe.close();
  }
}

const START = {
  captcha: 'ctl00_SiteContentPlaceHolder_ucLocation_IdentifyCaptcha1_txtCodeTextBox',
  newApplication: 'ctl00_SiteContentPlaceHolder_lnkNew',
};

/**
 * Answers CEAC's start captcha on CEAC's own page in the live view on `page` (docs/adr/0042,
 * addendum): taps CEAC's code box, types the characters there and taps "Start an Application".
 */
export async function answerCaptchaInLiveView(page: Page, submissionId: string): Promise<void> {
  const live = page.getByTestId('live-filing');
  await expect(live.getByTestId('live-view-status')).toHaveText(
    "Your turn on CEAC's captcha page: tap CEAC's code box, type the characters shown in the picture, then press CEAC's button below it.",
    { timeout: 60_000 },
  );
  const probe = await openProbe(page, submissionId);
  try {
    await tapInLiveView(page, probe, START.captcha);
    await live.getByTestId('live-view-text').fill(await lastCaptcha(page.request));
    await live.getByTestId('live-view-send').click();
    await page.waitForTimeout(300);
    await tapInLiveView(page, probe, START.newApplication);
  } finally {
    probe.close();
  }
}

/** Taps Sign and Submit in a read-only live view: nothing reaches the page, and the view says so. */
export async function tapSignAsWatcher(page: Page, submissionId: string): Promise<void> {
  const live = page.getByTestId('live-filing');
  await expect(live.getByTestId('live-view-status')).toHaveText('You are watching: the page is read-only.', {
    timeout: 150_000,
  });
  const probe = await openProbe(page, submissionId);
  try {
    const at = await probe.where(SIGN.signAndSubmit);
    await live.getByTestId('live-view-frame').scrollIntoViewIfNeeded();
    const box = (await live.getByTestId('live-view-frame').boundingBox())!;
    await page.mouse.click(
      box.x + (at?.x ?? 0.5) * box.width,
      box.y + Math.min(0.95, at?.y ?? 0.5) * box.height,
    );
    await expect(live.getByTestId('live-view-refused')).toHaveText(
      'That did not reach the page: only the applicant can act on it.',
    );
  } finally {
    probe.close();
  }
}
