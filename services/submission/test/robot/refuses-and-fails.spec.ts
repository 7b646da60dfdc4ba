// What CEAC refuses becomes a ds160Error on our section and field; what the robot cannot send
// faithfully stops it (PermanentRobotError naming the control); CEAC being unwell (5xx, slow
// pages, an ended session, throttling) is a TransientRobotError the caller retries.
import type { Browser } from 'playwright-core';
import { MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import { withAnswer } from '@portico/shared-types/src/fixtures/with-answer';
import type { FormAnswers } from '@portico/shared-types';
import {
  pageValues,
  recorder,
  robotInput,
  startResettingCeac,
  startSim,
  type Sim,
  type SimRecord,
} from './harness';
import {
  PermanentRobotError,
  TransientRobotError,
  fileApplication,
  launchRobotBrowser,
  type RobotCheckpoint,
  type RobotHooks,
} from '../../src/robot';
import { refForMessage } from '../../src/robot/plan';
import { CEAC } from '../../src/robot/ceac-ids';

jest.setTimeout(90_000);

const F = 'ctl00_SiteContentPlaceHolder_FormView1_';
const passportNumber = String(MARRIED_B1B2_TOURIST.passportPage?.passportDocumentNumber);
let browser: Browser;
let sim: Sim;

beforeAll(async () => {
  [browser, sim] = await Promise.all([launchRobotBrowser(), startSim()]);
});

afterEach(async () => {
  await sim.hook('/faults', { method: 'DELETE' });
});

afterAll(async () => {
  await browser?.close();
  await sim?.close();
});

async function file(
  answers: FormAnswers,
  extra: { resume?: RobotCheckpoint | null } = {},
  timeoutMs?: number,
) {
  const hooks = recorder(sim, { passportNumber });
  const result = fileApplication(browser, robotInput(sim, answers, extra), hooks, undefined, {
    navigationTimeoutMs: timeoutMs,
  });
  return { hooks, result };
}

async function applications(): Promise<{ applicationId: string; signed: boolean }[]> {
  return (await sim.hook<{ items: { applicationId: string; signed: boolean }[] }>('/applications')).items;
}

describe('CEAC refuses an answer', () => {
  it('a refused name in the second alias becomes a ds160Error on personalP1 otherNames.1.surname; nothing of the page is saved', async () => {
    const answers = withAnswer(
      withAnswer(MARRIED_B1B2_TOURIST, 'personalP1', 'usedOtherNames', 'Y'),
      'personalP1',
      'otherNames',
      [
        { surname: 'LI', givenName: 'WEI' },
        { surname: 'W4NG', givenName: 'WEI' },
      ],
    );
    const { result } = await file(answers);
    const outcome = await result;
    expect(outcome).toEqual({
      kind: 'ds160Error',
      applicationId: expect.stringMatching(/^AA[A-Z0-9]{8}$/),
      errors: [
        {
          page: 'Personal1',
          elementId: `${F}DListAlias_ctl01_tbxSURNAME`,
          message: expect.stringMatching(
            /is invalid\. Only the following characters are valid for this field/,
          ),
          section: 'personalP1',
          field: 'otherNames.1.surname',
        },
      ],
    });
    if (outcome.kind !== 'ds160Error') return;
    const record = await sim.hook<SimRecord>(`/applications/${outcome.applicationId}`);
    expect(pageValues(record, 'Personal1')).toBeUndefined();
  });

  it('a CEAC message without a marker is pointed at the field by its label', () => {
    expect(refForMessage('Personal1', 'Surnames has not been completed.')).toMatchObject({
      elementId: `${F}tbxAPP_SURNAME`,
      ref: { section: 'personalP1', field: 'surname' },
    });
    expect(refForMessage('Personal1', 'Something CEAC says about nothing we know.')).toBeNull();
  });
});

describe('what the robot cannot send faithfully', () => {
  it('an option CEAC does not list stops the filing, naming the question and the answer', async () => {
    const { result } = await file(withAnswer(MARRIED_B1B2_TOURIST, 'personalP1', 'gender', 'X'));
    await expect(result).rejects.toThrow(
      new PermanentRobotError(
        'CEAC no longer offers the answer "X" for "Sex" on Personal1. Filing stopped before anything wrong was sent; nothing was submitted.',
      ),
    );
    await expect(result).rejects.toMatchObject({
      code: 'ceacOptionMissing',
      params: { value: 'X', question: 'Sex', page: 'Personal1' },
    });
  });

  it('a form without an interview post, or with a post CEAC does not list, mints nothing', async () => {
    await sim.hook('/reset', { method: 'POST' });
    const none = await file(
      withAnswer(MARRIED_B1B2_TOURIST, 'visaPurposePage', 'interviewLocation', undefined),
    );
    await expect(none.result).rejects.toThrow(
      new PermanentRobotError(
        'The form has no interview post ("Where will you apply for your visa?"); filing stopped',
      ),
    );
    const unknown = await file(
      withAnswer(MARRIED_B1B2_TOURIST, 'visaPurposePage', 'interviewLocation', 'XXX'),
    );
    await expect(unknown.result).rejects.toThrow(
      /CEAC no longer offers the answer "XXX" for "Interview post" on Default/,
    );
    expect(await applications()).toHaveLength(0);
  });

  it('a control CEAC resets after its own postback stops the filing, naming it; nothing of the page is saved', async () => {
    const answers = withAnswer(
      withAnswer(MARRIED_B1B2_TOURIST, 'personalP1', 'usedOtherNames', 'Y'),
      'personalP1',
      'otherNames',
      [{ surname: 'LI', givenName: 'WEI' }],
    );
    const ceac = await startResettingCeac(sim, { postName: `${F.replace(/_/g, '$')}rblOtherNames`, to: 'N' });
    try {
      const hooks = recorder(sim, { passportNumber });
      await expect(
        fileApplication(browser, robotInput(sim, answers, { baseUrl: ceac.url }), hooks),
      ).rejects.toThrow(
        new PermanentRobotError(
          `CEAC reset "Have you ever used other names (i.e., maiden, religious, professional, alias, etc.)?" (personalP1.usedOtherNames), control ${F}rblOtherNames on Personal1 after its postback; filing stopped so nothing wrong is sent`,
        ),
      );
      const record = await sim.hook<SimRecord>(`/applications/${hooks.last()?.applicationId}`);
      expect(record.pages.Personal1).toBeUndefined();
    } finally {
      await ceac.close();
    }
  });

  it('a value longer than the box would be cut by CEAC: stopped, nothing saved', async () => {
    const { result, hooks } = await file(
      withAnswer(MARRIED_B1B2_TOURIST, 'personalP1', 'surname', 'A'.repeat(40)),
    );
    await expect(result).rejects.toThrow(
      /"Surnames" \(personalP1\.surname\).* is longer than CEAC accepts \(33 characters\)/,
    );
    const record = await sim.hook<SimRecord>(`/applications/${hooks.last()?.applicationId}`);
    expect(record.pages.Personal1).toBeUndefined();
  });

  it('a renamed element: "CEAC changed its page", nothing of the page is sent', async () => {
    await sim.hook('/faults', {
      method: 'POST',
      body: JSON.stringify({ renameElement: { from: `${F}tbxAPP_SURNAME`, to: `${F}tbxAPP_SURNAME_V2` } }),
    });
    const { result, hooks } = await file(MARRIED_B1B2_TOURIST);
    await expect(result).rejects.toThrow(
      new PermanentRobotError(
        `CEAC changed its page: Personal1 has no ${F}tbxAPP_SURNAME ("Surnames"). Filing stopped before anything wrong was sent; nothing was submitted.`,
      ),
    );
    await expect(result).rejects.toMatchObject({ code: 'ceacChangedPage' });
    const record = await sim.hook<SimRecord>(`/applications/${hooks.last()?.applicationId}`);
    expect(record.pages.Personal1).toBeUndefined();
  });
});

describe('CEAC being unwell', () => {
  it('HTTP 500 pages are transient', async () => {
    await sim.hook('/faults', { method: 'POST', body: JSON.stringify({ errorRate: 1 }) });
    const { result } = await file(MARRIED_B1B2_TOURIST);
    await expect(result).rejects.toThrow(TransientRobotError);
    await expect(result).rejects.toThrow(/HTTP 500/);
  });

  it('a page slower than the navigation limit is transient; slow pages within it are fine', async () => {
    await sim.hook('/faults', { method: 'POST', body: JSON.stringify({ slowMs: 1500 }) });
    const slow = await file(MARRIED_B1B2_TOURIST, {}, 800);
    await expect(slow.result).rejects.toThrow(TransientRobotError);
    await expect(slow.result).rejects.toThrow(/did not answer in time/);

    await sim.hook('/faults', { method: 'POST', body: JSON.stringify({ slowMs: 150 }) });
    const controller = new AbortController();
    const hooks = recorder(sim, {
      passportNumber,
      onCheckpoint: (c) => {
        if (c.lastSavedPage === 'Personal1') controller.abort();
      },
    });
    await expect(
      fileApplication(browser, robotInput(sim, MARRIED_B1B2_TOURIST), hooks, controller.signal),
    ).rejects.toThrow(TransientRobotError);
    expect(hooks.last()).toMatchObject({ stage: 'pages', lastSavedPage: 'Personal1' });
  });

  it('an ended session is survived: the robot retrieves the application and goes on where CEAC stands, once', async () => {
    await sim.hook('/reset', { method: 'POST' });
    const hooks = recorder(sim, {
      passportNumber,
      onCheckpoint: async (c) => {
        if (c.lastSavedPage === 'Personal2')
          await sim.hook('/faults', { method: 'POST', body: JSON.stringify({ expireSessions: true }) });
      },
    });
    const outcome = await fileApplication(browser, robotInput(sim, MARRIED_B1B2_TOURIST), hooks);
    expect(outcome).toMatchObject({ kind: 'completed', applicationId: hooks.checkpoints[0].applicationId });
    expect(hooks.steps.filter((s) => s.code === 'sessionEnded')).toHaveLength(1);
    expect(hooks.captchas.map((c) => c.purpose)).toEqual(['start', 'retrieve']);
    // Nothing CEAC saved is filled again: after the retrieval the robot goes on from Travel.
    const filled = hooks.steps.filter((s) => s.kind === 'page').map((s) => s.page);
    expect(filled.filter((p) => p === 'Personal1' || p === 'Personal2')).toEqual(['Personal1', 'Personal2']);
    expect(filled.slice(2, 3)).toEqual(['Travel']);
    const all = await applications();
    expect(all).toHaveLength(1);
    expect(all.filter((a) => a.signed)).toHaveLength(1);
  });

  it('a session CEAC keeps ending is left to the caller: transient', async () => {
    await sim.hook('/reset', { method: 'POST' });
    const hooks = recorder(sim, {
      passportNumber,
      onCheckpoint: async (c) => {
        if (c.lastSavedPage)
          await sim.hook('/faults', { method: 'POST', body: JSON.stringify({ expireSessions: true }) });
      },
    });
    await expect(fileApplication(browser, robotInput(sim, MARRIED_B1B2_TOURIST), hooks)).rejects.toThrow(
      /CEAC ended the session \(time-out/,
    );
    expect(hooks.steps.filter((s) => s.code === 'sessionEnded')).toHaveLength(3);
    expect(await applications()).toHaveLength(1);
  });

  it("CEAC's throttling (the F5 block page) is transient", async () => {
    await sim.hook('/faults', { method: 'POST', body: JSON.stringify({ throttlePerMinute: 2 }) });
    const { result } = await file(MARRIED_B1B2_TOURIST);
    await expect(result).rejects.toThrow(/anti-bot layer rejected the request/);
  });
});

describe('human hand-offs', () => {
  /**
   * Files until CEAC opened the application (the `start` checkpoint) and stops there: the start page
   * and its captcha alone. CEAC holds exactly one application afterwards.
   */
  async function passTheStartPage(answer: {
    captcha?: (attempt: number) => Promise<string>;
    solveCaptcha?: RobotHooks['solveCaptcha'];
  }) {
    await sim.hook('/reset', { method: 'POST' });
    const controller = new AbortController();
    const hooks = recorder(sim, {
      passportNumber,
      captcha: answer.captcha,
      onCheckpoint: (c) => {
        if (c.stage === 'start') controller.abort();
      },
    });
    if (answer.solveCaptcha) hooks.solveCaptcha = answer.solveCaptcha;
    await expect(
      fileApplication(browser, robotInput(sim, MARRIED_B1B2_TOURIST), hooks, controller.signal),
    ).rejects.toThrow(TransientRobotError);
    expect(hooks.last()?.stage).toBe('start');
    expect(await applications()).toHaveLength(1);
    return hooks;
  }

  it('a mistyped start captcha is asked again with a new image; nothing is minted until it is right', async () => {
    const hooks = await passTheStartPage({
      captcha: async (attempt) =>
        attempt === 1 ? 'WRONG1' : (await sim.hook<{ code: string }>('/last-captcha')).code,
    });
    expect(hooks.captchas.map((c) => c.attempt)).toEqual([1, 2]);
    expect(hooks.captchas.every((c) => c.bytes > 100)).toBe(true);
    expect(hooks.steps.filter((s) => s.kind === 'retry').map((s) => s.message)).toEqual([
      'CEAC refused the captcha: The code entered does not match the code displayed on the page.',
    ]);
  });

  it("a relayed captcha that comes just as the person pressed CEAC's button in the live view is not typed again: one submit", async () => {
    const asked: { attempt: number; error: string | null }[] = [];
    const hooks = await passTheStartPage({
      solveCaptcha: async ({ page, attempt, error }) => {
        asked.push({ attempt, error });
        const { code } = await sim.hook<{ code: string }>('/last-captcha');
        // The person types the code into CEAC's box and presses CEAC's button (its navigation under
        // way), and the same code comes through the relay at that moment.
        await page.fill(`[id="${CEAC.start.captchaCode}"]`, code);
        await page.click(`[id="${CEAC.start.newApplication}"]`, { noWaitAfter: true });
        return code;
      },
    });
    expect(asked).toEqual([{ attempt: 1, error: null }]);
    expect(hooks.steps.filter((s) => s.kind === 'retry')).toEqual([]);
  });

  it("while the start captcha waits, the start page's other button does nothing (a live click never opens a second application nor a retrieval)", async () => {
    let url = '';
    await passTheStartPage({
      solveCaptcha: async ({ page }) => {
        const { code } = await sim.hook<{ code: string }>('/last-captcha');
        // The person presses Retrieve while the robot starts an application: nothing happens.
        await page.fill(`[id="${CEAC.start.captchaCode}"]`, code);
        await page.click(`[id="${CEAC.start.retrieve}"]`, { noWaitAfter: true });
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        url = page.url();
        return code;
      },
    });
    expect(new URL(url).pathname).toBe('/GenNIV/Default.aspx');
  });

  it("a signature CEAC refuses (passport number mistyped) goes back to the applicant with CEAC's message", async () => {
    await sim.hook('/reset', { method: 'POST' });
    const code = async () => (await sim.hook<{ code: string }>('/last-captcha')).code;
    const hooks = recorder(sim, {
      passportNumber,
      sign: async (attempt) => ({
        passportNumber: attempt === 1 ? 'EA7654321' : passportNumber,
        captcha: await code(),
        fgmcCertified: true,
      }),
    });
    const outcome = await fileApplication(browser, robotInput(sim, MARRIED_B1B2_TOURIST), hooks);
    expect(outcome.kind).toBe('completed');
    expect(hooks.signs.map(({ attempt, error }) => ({ attempt, error }))).toEqual([
      { attempt: 1, error: null },
      {
        attempt: 2,
        error:
          'The Passport/Travel Document Number entered does not match the Passport/Travel Document Number on your application.',
      },
    ]);
    const submitted = (await applications()).filter((a) => a.signed);
    expect(submitted).toHaveLength(1);
  });
});
