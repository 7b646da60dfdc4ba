// Drift stays safe (ADR 0041): CEAC changed under the robot (the simulator's drift switches: a new
// required question, an option code renamed, pages in another order), in both postback modes. The
// robot stops before it sends anything of the changed page, with a message an agency understands.
import { MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import { DRIFTS } from './drifts';
import {
  pageValues,
  recorder,
  robotInput,
  type SimRecord,
  useRobotBrowser,
  useSim,
  POSTBACK_MODES,
} from './harness';
import { fileApplication } from '../../src/robot';

jest.setTimeout(90_000);

const passportNumber = String(MARRIED_B1B2_TOURIST.passportPage?.passportDocumentNumber);

const browser = useRobotBrowser();

describe.each(POSTBACK_MODES)('with %s postbacks', (postbacks) => {
  const sim = useSim({ postbacks });
  afterEach(async () => {
    await sim().hook('/faults', { method: 'DELETE' });
  });

  it.each(DRIFTS)('$name: stops before sending the page, saying what changed', async (drift) => {
    await sim().hook('/faults', { method: 'POST', body: JSON.stringify(drift.faults) });
    const hooks = recorder(sim(), { passportNumber });
    const result = fileApplication(browser(), robotInput(sim(), MARRIED_B1B2_TOURIST), hooks);
    await expect(result).rejects.toMatchObject({ code: drift.code, message: drift.message });
    const record = await sim().hook<SimRecord>(`/applications/${hooks.last()?.applicationId}`);
    expect(pageValues(record, 'Personal1')).toBeDefined();
    expect(pageValues(record, drift.unsent)).toBeUndefined();
    expect(record.signed ?? false).toBe(false);
  });
});
