// CEAC's idle alert and time-out (facts §2.1, §5), as the simulator reproduces them with short times:
// while the robot waits for a person, the page's alert comes and closing it reloads the page (a new
// captcha); later the session ends and the page goes to Logout. The robot accepts the alert, asks
// again on the reloaded page, and after a time-out retrieves the application and goes on where CEAC
// stands: one application, nothing filled twice, submitted once.
import type { Browser } from 'playwright-core';
import { MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import { recorder, robotInput, startSim, type Sim, type SimRecord } from './harness';
import { fileApplication, launchRobotBrowser } from '../../src/robot';

jest.setTimeout(120_000);

const passportNumber = String(MARRIED_B1B2_TOURIST.passportPage?.passportDocumentNumber);
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let browser: Browser;
beforeAll(async () => {
  browser = await launchRobotBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function applications(sim: Sim) {
  return (await sim.hook<{ items: { applicationId: string }[] }>('/applications')).items;
}

describe.each(['async', 'full'] as const)('with %s postbacks', (postbacks) => {
  it('the idle alert while the applicant signs: accepted, the reloaded page filled and asked again', async () => {
    const sim = await startSim({ postbacks, idleWarningMs: 3000, idleTimeoutMs: 600_000 });
    try {
      const code = async () => (await sim.hook<{ code: string }>('/last-captcha')).code;
      let calls = 0;
      const hooks = recorder(sim, {
        passportNumber,
        // The applicant is slow the first time: the alert comes, and closing it reloads the page.
        sign: async () => {
          if (++calls === 1) await later(4500);
          return { passportNumber, captcha: await code(), fgmcCertified: true };
        },
      });
      const outcome = await fileApplication(browser, robotInput(sim, MARRIED_B1B2_TOURIST), hooks);
      expect(outcome.kind).toBe('completed');
      expect(hooks.steps.filter((s) => s.code === 'pageReloaded').map((s) => s.page)).toEqual([
        'SignCertify',
      ]);
      expect(hooks.signs).toHaveLength(2);
      expect(hooks.steps.some((s) => s.code === 'sessionEnded')).toBe(false);
      expect(await applications(sim)).toHaveLength(1);
    } finally {
      await sim.close();
    }
  });

  it('the time-out while the applicant signs: the application is retrieved and signed once', async () => {
    const sim = await startSim({ postbacks, idleWarningMs: 4000, idleTimeoutMs: 4000 });
    try {
      const code = async () => (await sim.hook<{ code: string }>('/last-captcha')).code;
      let calls = 0;
      const hooks = recorder(sim, {
        passportNumber,
        // The applicant is away longer than the session lasts, the first time.
        sign: async () => {
          if (++calls === 1) await later(5500);
          return { passportNumber, captcha: await code(), fgmcCertified: true };
        },
      });
      const outcome = await fileApplication(browser, robotInput(sim, MARRIED_B1B2_TOURIST), hooks);
      expect(outcome.kind).toBe('completed');
      if (outcome.kind !== 'completed') return;
      expect(hooks.steps.some((s) => s.code === 'sessionEnded')).toBe(true);
      expect(hooks.captchas.map((c) => c.purpose)).toContain('retrieve');
      const [only] = await applications(sim);
      expect((await applications(sim)).length).toBe(1);
      const record = await sim.hook<SimRecord & { events: { node: string; action: string }[] }>(
        `/applications/${only.applicationId}`,
      );
      expect(record.submitCount).toBe(1);
      // Nothing filled twice: every application page was sent with Next once.
      const nexts = record.events.filter((e) => e.action === 'next').map((e) => e.node);
      expect(nexts.length).toBe(new Set(nexts).size);
    } finally {
      await sim.close();
    }
  });
});
