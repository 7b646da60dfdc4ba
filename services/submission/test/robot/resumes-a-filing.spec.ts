// A filing stopped at any stage resumes from the caller's last checkpoint, and the simulator never
// records two submitted applications for it: a crash between Sign and Submit and the confirmation
// page is settled by retrieval, without signing again.
import type { Browser } from 'playwright-core';
import { MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import { recorder, robotInput, startSim, type Sim } from './harness';
import {
  RobotAbortedError,
  TransientRobotError,
  fileApplication,
  launchRobotBrowser,
  type RobotCheckpoint,
  type RobotStep,
} from '../../src/robot';

jest.setTimeout(120_000);

let browser: Browser;
let sim: Sim;
const passportNumber = String(MARRIED_B1B2_TOURIST.passportPage?.passportDocumentNumber);

beforeAll(async () => {
  [browser, sim] = await Promise.all([launchRobotBrowser(), startSim()]);
});

afterAll(async () => {
  await browser?.close();
  await sim?.close();
});

interface Summary {
  items: {
    applicationId: string;
    signed: boolean;
    submitCount?: number;
    confirmationNumber?: string | null;
  }[];
}

/** Files until `stopWhen` says stop (the caller's process dies there), then resumes from the last checkpoint. */
async function stopAndResume(stopWhen: {
  checkpoint?: (c: RobotCheckpoint) => boolean;
  step?: (s: RobotStep) => boolean;
}) {
  await sim.hook('/reset', { method: 'POST' });
  const controller = new AbortController();
  const first = recorder(sim, {
    passportNumber,
    onCheckpoint: (c) => {
      if (stopWhen.checkpoint?.(c)) controller.abort();
    },
    onStep: (s) => {
      if (stopWhen.step?.(s)) controller.abort();
    },
  });
  await expect(
    fileApplication(browser, robotInput(sim, MARRIED_B1B2_TOURIST), first, controller.signal),
  ).rejects.toBeInstanceOf(RobotAbortedError);
  const resume = first.last();
  const second = recorder(sim, { passportNumber });
  const outcome = await fileApplication(browser, robotInput(sim, MARRIED_B1B2_TOURIST, { resume }), second);
  const all = await sim.hook<Summary>('/applications');
  const submitted = all.items.filter((a) => a.signed);
  return { first, second, resume, outcome, all, submitted };
}

describe('resuming a filing', () => {
  it('stopped right after CEAC minted the Application ID: a new application is filed, once', async () => {
    const { resume, outcome, submitted, second } = await stopAndResume({
      checkpoint: (c) => c.stage === 'start',
    });
    expect(resume).toMatchObject({ stage: 'start', lastSavedPage: null });
    expect(outcome.kind).toBe('completed');
    expect(submitted).toHaveLength(1);
    expect(second.steps.some((s) => s.kind === 'info' && /starting a new application/.test(s.message))).toBe(
      true,
    );
  });

  it('stopped after Travel was saved: retrieves the application and goes on from Travel Companions', async () => {
    const { resume, outcome, submitted, second, all } = await stopAndResume({
      checkpoint: (c) => c.lastSavedPage === 'Travel',
    });
    expect(resume).toMatchObject({ stage: 'pages', lastSavedPage: 'Travel' });
    expect(outcome).toMatchObject({ kind: 'completed', applicationId: resume?.applicationId });
    expect(all.items).toHaveLength(1);
    expect(submitted).toHaveLength(1);
    expect(second.captchas).toEqual([{ purpose: 'retrieve', attempt: 1, bytes: expect.any(Number) }]);
    const pages = second.steps.filter((s) => s.kind === 'page').map((s) => s.page);
    expect(pages[0]).toBe('TravelCompanions');
    expect(pages).not.toContain('Personal1');
  });

  it.each([['photo'], ['review']] as const)(
    'stopped at the %s checkpoint: retrieves and finishes, once',
    async (stage) => {
      const { resume, outcome, submitted, all } = await stopAndResume({
        checkpoint: (c) => c.stage === stage,
      });
      expect(resume?.stage).toBe(stage);
      expect(outcome).toMatchObject({ kind: 'completed', applicationId: resume?.applicationId });
      expect(all.items).toHaveLength(1);
      expect(submitted).toHaveLength(1);
      expect(submitted[0].submitCount).toBe(1);
    },
  );

  it('stopped while the sign page waited for the applicant: handed over again on resume, signed once', async () => {
    const { resume, outcome, submitted, second } = await stopAndResume({
      step: (s) => s.code === 'waitingForSignature',
    });
    // Nobody had acted on the page: the filing is at `review` (its credit would be given back).
    expect(resume?.stage).toBe('review');
    expect(outcome).toMatchObject({ kind: 'completed', applicationId: resume?.applicationId });
    expect(second.signs).toHaveLength(1);
    expect(submitted).toHaveLength(1);
    expect(submitted[0].submitCount).toBe(1);
  });

  it('stopped at the signing checkpoint (the applicant had acted): retrieval yields the number, no second signature', async () => {
    const { resume, outcome, submitted, second } = await stopAndResume({
      checkpoint: (c) => c.stage === 'signing',
    });
    expect(resume?.stage).toBe('signing');
    expect(second.signs).toHaveLength(0);
    expect(outcome).toMatchObject({ kind: 'completed', applicationId: resume?.applicationId });
    expect(submitted).toHaveLength(1);
    expect(submitted[0].submitCount).toBe(1);
  });

  it('stopped between Sign and Submit and the confirmation page: retrieval yields the number, no second signature', async () => {
    const { resume, outcome, submitted, second } = await stopAndResume({
      step: (s) => s.kind === 'sign' && /accepted/.test(s.message),
    });
    expect(resume?.stage).toBe('signing');
    expect(second.signs).toHaveLength(0);
    expect(outcome).toMatchObject({ kind: 'completed', applicationId: resume?.applicationId });
    expect(submitted).toHaveLength(1);
    expect(submitted[0].submitCount).toBe(1);
    if (outcome.kind === 'completed')
      expect(outcome.confirmationNumber).toBe(submitted[0].confirmationNumber);
    expect(second.steps.at(-1)?.message).toMatch(/Already submitted/);
  });

  it('resumed at done: answers from the checkpoint without opening CEAC', async () => {
    const outcome = await fileApplication(
      browser,
      robotInput(sim, MARRIED_B1B2_TOURIST, {
        baseUrl: 'http://127.0.0.1:9',
        resume: {
          applicationId: 'AA00F5NCG1',
          stage: 'done',
          lastSavedPage: 'SecurityandBackground5',
          confirmationNumber: 'AA00F5NCG1',
        },
      }),
      recorder(sim, { passportNumber }),
    );
    expect(outcome).toEqual({
      kind: 'completed',
      applicationId: 'AA00F5NCG1',
      confirmationNumber: 'AA00F5NCG1',
    });
  });

  it('a signing checkpoint whose application CEAC cannot find is not filed again', async () => {
    await sim.hook('/reset', { method: 'POST' });
    const hooks = recorder(sim, { passportNumber });
    await expect(
      fileApplication(
        browser,
        robotInput(sim, MARRIED_B1B2_TOURIST, {
          resume: { applicationId: 'AA00F5NCG1', stage: 'signing', lastSavedPage: 'SecurityandBackground5' },
        }),
        hooks,
      ),
    ).rejects.toThrow(
      'CEAC no longer finds application AA00F5NCG1, so whether it was submitted cannot be checked; nothing was filed again',
    );
    expect((await sim.hook<Summary>('/applications')).items).toHaveLength(0);
    expect(hooks.signs).toHaveLength(0);
  });

  it('an aborted filing is a transient failure for the caller', () => {
    expect(new RobotAbortedError('x')).toBeInstanceOf(TransientRobotError);
  });
});
