// Drift stays safe (ADR 0041): CEAC changed under the robot (the simulator's drift switches: a new
// required question, an option code renamed, pages in another order), in both postback modes. The
// robot stops before it sends anything of the changed page, with a message an agency understands.
import type { Browser } from 'playwright-core';
import { MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import { DRIFTS } from './drifts';
import { pageValues, recorder, robotInput, startSim, type Sim, type SimRecord } from './harness';
import { fileApplication, launchRobotBrowser } from '../../src/robot';

jest.setTimeout(90_000);

const passportNumber = String(MARRIED_B1B2_TOURIST.passportPage?.passportDocumentNumber);

let browser: Browser;
beforeAll(async () => {
  browser = await launchRobotBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['async', 'full'] as const)('with %s postbacks', (postbacks) => {
  let sim: Sim;
  beforeAll(async () => {
    sim = await startSim({ postbacks });
  });
  afterEach(async () => {
    await sim.hook('/faults', { method: 'DELETE' });
  });
  afterAll(async () => {
    await sim?.close();
  });

  it.each(DRIFTS)('$name: stops before sending the page, saying what changed', async (drift) => {
    await sim.hook('/faults', { method: 'POST', body: JSON.stringify(drift.faults) });
    const hooks = recorder(sim, { passportNumber });
    const result = fileApplication(browser, robotInput(sim, MARRIED_B1B2_TOURIST), hooks);
    await expect(result).rejects.toMatchObject({ code: drift.code, message: drift.message });
    const record = await sim.hook<SimRecord>(`/applications/${hooks.last()?.applicationId}`);
    expect(pageValues(record, 'Personal1')).toBeDefined();
    expect(pageValues(record, drift.unsent)).toBeUndefined();
    expect(record.signed ?? false).toBe(false);
  });
});
