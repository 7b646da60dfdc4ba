// The robot files complete applications on the real simulator with real Chromium, and the
// simulator's record holds every answer of the form at its CEAC element id.
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import {
  F1_STUDENT,
  H1B_WORKER,
  MARRIED_B1B2_TOURIST,
  WIDOWED_RETURNING_VISITOR,
} from '@portico/shared-types/src/fixtures';
import {
  compareWithCeac,
  expectedCeacValues,
  recorder,
  robotInput,
  startSim,
  type Sim,
  type SimRecord,
} from './harness';
import { fileApplication, launchRobotBrowser, planApplication } from '../../src/robot';

jest.setTimeout(60_000);

let browser: Browser;
let sim: Sim;

beforeAll(async () => {
  [browser, sim] = await Promise.all([launchRobotBrowser(), startSim()]);
});

afterAll(async () => {
  await browser?.close();
  await sim?.close();
});

describe('filing a complete application', () => {
  it('files the married B1/B2 tourist end to end: every answer at its element id, one submission', async () => {
    const hooks = recorder(sim, {
      passportNumber: String(MARRIED_B1B2_TOURIST.passportPage?.passportDocumentNumber),
    });
    const outcome = await fileApplication(browser, robotInput(sim, MARRIED_B1B2_TOURIST), hooks);
    expect(outcome).toMatchObject({ kind: 'completed' });
    if (outcome.kind !== 'completed') return;
    expect(outcome.applicationId).toMatch(/^AA[A-Z0-9]{8}$/);
    expect(outcome.confirmationNumber).toMatch(/^AA[A-Z0-9]{8}$/);

    const record = await sim.hook<SimRecord>(`/applications/${outcome.applicationId}`);
    expect(record.location).toBe('SHG');
    expect(record.signed).toBe(true);
    expect(record.submitCount).toBe(1);
    expect(record.confirmationNumber).toBe(outcome.confirmationNumber);
    const expected = expectedCeacValues(MARRIED_B1B2_TOURIST);
    expect([...expected.keys()]).toEqual(
      planApplication(MARRIED_B1B2_TOURIST)
        .map((p) => p.node)
        .filter((n) => expected.has(n)),
    );
    expect(compareWithCeac(expected, record, hooks.steps)).toEqual([]);

    // Checkpoints in order: id minted, each page saved, photo, review, signing (before the click), done.
    const stages = hooks.checkpoints.map((c) => c.stage);
    expect(stages[0]).toBe('start');
    expect(stages.indexOf('signing')).toBeGreaterThan(stages.indexOf('review'));
    expect(stages[stages.length - 1]).toBe('done');
    expect(hooks.last()).toMatchObject({ stage: 'done', confirmationNumber: outcome.confirmationNumber });
    expect(hooks.captchas).toEqual([{ purpose: 'start', attempt: 1, bytes: expect.any(Number) }]);
    expect(hooks.signs).toHaveLength(1);
    expect(hooks.steps[hooks.steps.length - 1]).toMatchObject({ kind: 'confirmation' });
  });

  // The other complete applications, in both postback modes: files-every-fixture-in-both-modes.spec.ts.

  it('uploads the photo and declares the agency as preparer', async () => {
    const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#f4f4f4' } })
      .jpeg({ quality: 85 })
      .toBuffer();
    const preparer = {
      surname: 'NGUYEN',
      givenName: 'AN',
      organization: 'PORTICO VISA SERVICES',
      address: { line1: '12 LE LOI', city: 'HO CHI MINH CITY', country: 'VTNM', zipCode: '700000' },
      relationship: 'VISA AGENT',
    };
    const hooks = recorder(sim, { passportNumber: String(F1_STUDENT.passportPage?.passportDocumentNumber) });
    const outcome = await fileApplication(browser, robotInput(sim, F1_STUDENT, { photo, preparer }), hooks);
    expect(outcome).toMatchObject({ kind: 'completed' });
    if (outcome.kind !== 'completed') return;
    const record = await sim.hook<SimRecord>(`/applications/${outcome.applicationId}`);
    expect(record.photo).toMatchObject({ accepted: true, bytes: photo.length });
    expect(record.preparer).toEqual({
      surname: 'NGUYEN',
      givenName: 'AN',
      organization: 'PORTICO VISA SERVICES',
      address: {
        line1: '12 LE LOI',
        line2: null,
        city: 'HO CHI MINH CITY',
        state: null,
        zipCode: '700000',
        country: 'VTNM',
      },
      relationship: 'VISA AGENT',
    });
    expect(compareWithCeac(expectedCeacValues(F1_STUDENT), record, hooks.steps)).toEqual([]);
    expect(hooks.steps.filter((s) => s.kind === 'photo').map((s) => s.message)).toContain(
      'CEAC accepted the photo',
    );
  });

  it('a photo CEAC refuses: says so and continues without a photo', async () => {
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    const hooks = recorder(sim, {
      passportNumber: String(MARRIED_B1B2_TOURIST.passportPage?.passportDocumentNumber),
    });
    const outcome = await fileApplication(browser, robotInput(sim, MARRIED_B1B2_TOURIST, { photo }), hooks);
    expect(outcome).toMatchObject({ kind: 'completed' });
    if (outcome.kind !== 'completed') return;
    const record = await sim.hook<SimRecord & { photoChoice: string }>(
      `/applications/${outcome.applicationId}`,
    );
    expect(record.photo).toMatchObject({ accepted: false });
    expect(record.photoChoice).toBe('none');
    expect(hooks.steps.some((s) => s.kind === 'photo' && /CEAC refused the photo/.test(s.message))).toBe(
      true,
    );
  });

  it('questions CEAC reveals only after Save (Primary Occupation) are found by saving once', async () => {
    const saveOnly = await startSim({ saveOnlyReveal: true });
    try {
      const hooks = recorder(saveOnly, {
        passportNumber: String(H1B_WORKER.passportPage?.passportDocumentNumber),
      });
      const outcome = await fileApplication(browser, robotInput(saveOnly, H1B_WORKER), hooks);
      expect(outcome).toMatchObject({ kind: 'completed' });
      if (outcome.kind !== 'completed') return;
      const record = await saveOnly.hook<SimRecord & { events: { node: string; action: string }[] }>(
        `/applications/${outcome.applicationId}`,
      );
      expect(record.events.filter((e) => e.action === 'save').map((e) => e.node)).toEqual(['WorkEducation1']);
      expect(
        compareWithCeac(
          new Map([['WorkEducation1', expectedCeacValues(H1B_WORKER).get('WorkEducation1')!]]),
          record,
          hooks.steps,
        ),
      ).toEqual([]);
    } finally {
      await saveOnly.close();
    }
  });

  it('a second item of a list whose "Add Another" CEAC does not show stops the filing before anything is left out', async () => {
    // CEAC names the button otherwise than the robot expects: nothing matches its InsertButton pattern.
    await sim.hook('/faults', {
      method: 'POST',
      body: JSON.stringify({
        renameElement: {
          from: 'ctl00_SiteContentPlaceHolder_FormView1_dtlCountriesVisited_ctl00_InsertButtonCountriesVisited',
          to: 'ctl00_SiteContentPlaceHolder_FormView1_dtlCountriesVisited_ctl00_lnkAddCountry',
        },
      }),
    });
    try {
      const hooks = recorder(sim, {
        passportNumber: String(WIDOWED_RETURNING_VISITOR.passportPage?.passportDocumentNumber),
      });
      await expect(
        fileApplication(browser, robotInput(sim, WIDOWED_RETURNING_VISITOR), hooks),
      ).rejects.toThrow(
        /CEAC's "Add Another" for "Countries\/regions visited in the last five years" .* is not on WorkEducation3 \(the form lists 2 items\); filing stopped so nothing is left out/,
      );
      expect(hooks.last()).toMatchObject({ stage: 'pages', lastSavedPage: 'WorkEducation2' });
    } finally {
      await sim.hook('/faults', { method: 'DELETE' });
    }
  });
});
