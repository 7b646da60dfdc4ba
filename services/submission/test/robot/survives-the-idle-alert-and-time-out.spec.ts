// CEAC's idle alert and time-out (facts §2.1, §5), as the simulator reproduces them with short times:
// while the robot waits for a person, the page's alert comes and closing it reloads the page (a new
// captcha); later the session ends and the page goes to Logout. The robot accepts the alert, asks
// again on the reloaded page, and after a time-out retrieves the application and goes on where CEAC
// stands: one application, nothing filled twice, submitted once.
import { MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import {
  POSTBACK_MODES,
  recorder,
  robotInput,
  startSim,
  useRobotBrowser,
  type Sim,
  type SimRecord,
} from './harness';
import { fileApplication } from '../../src/robot';

jest.setTimeout(120_000);

const passportNumber = String(MARRIED_B1B2_TOURIST.passportPage?.passportDocumentNumber);
const browser = useRobotBrowser();

async function applications(sim: Sim) {
  return (await sim.hook<{ items: { applicationId: string }[] }>('/applications')).items;
}

/**
 * Files the tourist on a simulator with these session times, the applicant taking `firstSignMs`
 * to sign the first time (at once later). Returns the robot's record and the simulator's.
 */
async function fileWithSlowSigner(
  options: { postbacks: (typeof POSTBACK_MODES)[number]; idleWarningMs: number; idleTimeoutMs: number },
  firstSignMs: number,
) {
  const sim = await startSim(options);
  try {
    let calls = 0;
    const hooks = recorder(sim, {
      passportNumber,
      sign: async () => {
        if (++calls === 1) await new Promise((resolve) => setTimeout(resolve, firstSignMs));
        const { code } = await sim.hook<{ code: string }>('/last-captcha');
        return { passportNumber, captcha: code, fgmcCertified: true };
      },
    });
    const outcome = await fileApplication(browser(), robotInput(sim, MARRIED_B1B2_TOURIST), hooks);
    const filed = await applications(sim);
    const record = filed.length
      ? await sim.hook<SimRecord & { events: { node: string; action: string }[] }>(
          `/applications/${filed[0].applicationId}`,
        )
      : null;
    return { outcome, hooks, applications: filed.length, record };
  } finally {
    await sim.close();
  }
}

describe.each(POSTBACK_MODES)('with %s postbacks', (postbacks) => {
  it('the idle alert while the applicant signs: accepted, the reloaded page filled and asked again', async () => {
    // The applicant is slow the first time: the alert comes, and closing it reloads the page.
    const { outcome, hooks, applications } = await fileWithSlowSigner(
      { postbacks, idleWarningMs: 3000, idleTimeoutMs: 600_000 },
      4500,
    );
    expect(outcome.kind).toBe('completed');
    expect(hooks.steps.filter((s) => s.code === 'pageReloaded').map((s) => s.page)).toEqual(['SignCertify']);
    expect(hooks.signs).toHaveLength(2);
    expect(hooks.steps.some((s) => s.code === 'sessionEnded')).toBe(false);
    expect(applications).toBe(1);
  });

  it('the time-out while the applicant signs: the application is retrieved and signed once', async () => {
    // The applicant is away longer than the session lasts, the first time.
    const { outcome, hooks, applications, record } = await fileWithSlowSigner(
      { postbacks, idleWarningMs: 4000, idleTimeoutMs: 4000 },
      5500,
    );
    expect(outcome.kind).toBe('completed');
    expect(hooks.steps.some((s) => s.code === 'sessionEnded')).toBe(true);
    expect(hooks.captchas.map((c) => c.purpose)).toContain('retrieve');
    expect(applications).toBe(1);
    expect(record!.submitCount).toBe(1);
    // Nothing filled twice: every application page was sent with Next once.
    const nexts = record!.events.filter((e) => e.action === 'next').map((e) => e.node);
    expect(nexts.length).toBe(new Set(nexts).size);
  });
});
