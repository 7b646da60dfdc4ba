// Every complete application (shared-types fixtures: the tourist, student, worker, widowed and
// Mexico-born applicants, the first-time J1 exchange visitor and the C1/D crew member) files on the
// real simulator with real Chromium, with CEAC's partial postbacks (async, CEAC's own) and with
// full-page posts, CEAC's rules unrelaxed: no ds160 error, and the simulator's record holds every
// answer value by value, in CEAC's case.
import type { Browser } from 'playwright-core';
import { COMPLETE_APPLICATIONS } from '@portico/shared-types/src/fixtures';
import {
  compareWithCeac,
  expectedCeacValues,
  recorder,
  robotInput,
  startSim,
  type Sim,
  type SimRecord,
} from './harness';
import { fileApplication, launchRobotBrowser } from '../../src/robot';

jest.setTimeout(120_000);

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
  afterAll(async () => {
    await sim?.close();
  });

  it.each(Object.entries(COMPLETE_APPLICATIONS))('files the %s', async (_name, answers) => {
    const hooks = recorder(sim, { passportNumber: String(answers.passportPage?.passportDocumentNumber) });
    const outcome = await fileApplication(browser, robotInput(sim, answers), hooks);
    // 0 ds160 errors (shown in full when CEAC refused something).
    expect(outcome.kind === 'ds160Error' ? outcome.errors : outcome.kind).toBe('completed');
    if (outcome.kind !== 'completed') return;
    const record = await sim.hook<SimRecord>(`/applications/${outcome.applicationId}`);
    expect(record.location).toBe(answers.visaPurposePage?.interviewLocation);
    expect(record.submitCount).toBe(1);
    expect(compareWithCeac(expectedCeacValues(answers), record, hooks.steps)).toEqual([]);
    // No page was refused on the way (0 ds160 errors).
    expect(hooks.steps.filter((s) => s.code === 'pageRefused')).toEqual([]);
  });
});
