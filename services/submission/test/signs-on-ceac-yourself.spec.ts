// "Sign on CEAC yourself" (issue 18 item 4, docs/adr/0045): the robot reaches CEAC's sign page and
// waits; the applicant chooses to sign on CEAC in their own browser instead. The robot leaves the
// page unsigned, Portico shows the applicant (and only them) what CEAC's retrieval asks, the
// applicant retrieves the application in a browser of their own on the simulator and signs it, and
// "I have signed on CEAC" makes Portico retrieve it to read the confirmation number. Said too early,
// the filing goes back to waiting, told CEAC shows it unsigned; a watcher can neither choose the
// fallback nor read the answer.
import { randomUUID } from 'node:crypto';
import { chromium, type Browser } from 'playwright-core';
import { memberActor } from '@portico/service-kit/testing';
import { MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import {
  formWith,
  startFilingSystem,
  startTestRobotWorker,
  type FilingSystem,
} from './support/filing-system';
import { startSim, type Sim } from './support/applicant';
import { CEAC } from '../src/robot/ceac-ids';
import { startPageValue } from '../src/robot/plan';
import { robotChromiumPath } from '../src/robot';

jest.setTimeout(240_000);

const CREATE = `mutation($f: ID!) { createSubmission(formId: $f) { id } }`;
const CHOOSE = `mutation($id: ID!) { signOnCeacYourself(submissionId: $id) { status pendingAction { kind } } }`;
const CONFIRM = `mutation($id: ID!) { confirmSignedOnCeac(submissionId: $id) { status pendingAction { kind } } }`;
const ANSWER = `mutation($id: ID!, $a: String!) { answerCaptcha(submissionId: $id, answer: $a) { status } }`;
const READ = `query($id: ID!) { submission(id: $id) {
  status applicationId confirmationNumber securityAnswer pendingAction { kind attempt error }
  selfSignature { applicationId securityQuestion securityQuestionText securityAnswer surnameLetters birthYear startPageUrl }
  signatureEvidence { outcome }
} }`;

interface Read {
  status: string;
  applicationId: string | null;
  confirmationNumber: string | null;
  securityAnswer: string | null;
  pendingAction: { kind: string; attempt: number; error: string | null } | null;
  selfSignature: null | {
    applicationId: string;
    securityQuestion: string;
    securityQuestionText: string | null;
    securityAnswer: string;
    surnameLetters: string;
    birthYear: string;
    startPageUrl: string;
  };
  signatureEvidence: { outcome: string }[];
}

describe('signing on CEAC yourself', () => {
  let system: FilingSystem;
  let sim: Sim;
  let worker: Awaited<ReturnType<typeof startTestRobotWorker>>;
  let browser: Browser;
  const workspaceId = randomUUID();
  const applicant = memberActor(workspaceId);
  const watcher = memberActor(workspaceId);
  const passportNumber = String(MARRIED_B1B2_TOURIST.passportPage?.passportDocumentNumber);

  beforeAll(async () => {
    [system, sim] = await Promise.all([startFilingSystem(), startSim()]);
    worker = await startTestRobotWorker(system, sim.url);
    // The submission service shows the applicant CEAC's start page where the robot files.
    process.env.CEAC_BASE_URL = sim.url;
    browser = await chromium.launch({ executablePath: robotChromiumPath(), headless: true });
  });
  afterAll(async () => {
    await browser?.close();
    await worker?.stop();
    await system?.close();
    await sim?.close();
  });

  async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, label: string, ms = 120_000) {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (ok(value)) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}: ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const read = async (id: string, actor = applicant): Promise<Read> => {
    const result = await system.call<{ submission: Read }>(actor, READ, { id });
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.submission;
  };
  const applications = async () =>
    (
      await sim.hook<{ items: { applicationId: string; signed: boolean; submitCount?: number }[] }>(
        '/applications',
      )
    ).items;
  const answerCaptcha = async (id: string) => {
    await until(
      () => read(id),
      (s) => s.pendingAction?.kind === 'CAPTCHA',
      'the captcha',
    );
    const { code } = await sim.hook<{ code: string }>('/last-captcha');
    const answered = await system.call(applicant, ANSWER, { id, a: code });
    expect(answered.errors).toBeUndefined();
  };

  /** The applicant, in their own browser (not the robot's), retrieves the application on CEAC and signs it. */
  async function retrieveAndSign(facts: NonNullable<Read['selfSignature']>): Promise<string> {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(facts.startPageUrl);
      await page.selectOption(
        `[id="${CEAC.start.location}"]`,
        startPageValue(MARRIED_B1B2_TOURIST, CEAC.start.location)!,
      );
      await page.waitForLoadState('load');
      await page.fill(
        `[id="${CEAC.start.captchaCode}"]`,
        (await sim.hook<{ code: string }>('/last-captcha')).code,
      );
      await Promise.all([page.waitForURL(/Recovery\.aspx/), page.click(`[id="${CEAC.start.retrieve}"]`)]);
      await page.fill(`[id="${CEAC.recovery.applicationId}"]`, facts.applicationId);
      await Promise.all([
        page.waitForLoadState('load'),
        page.click(`[id="${CEAC.recovery.applicationIdSubmit}"]`),
      ]);
      await page.fill(`[id="${CEAC.recovery.surname}"]`, facts.surnameLetters);
      await page.fill(`[id="${CEAC.recovery.birthYear}"]`, facts.birthYear);
      await page.fill(`[id="${CEAC.recovery.answer}"]`, facts.securityAnswer);
      await Promise.all([page.waitForURL(/SignCertify/), page.click(`[id="${CEAC.recovery.retrieve}"]`)]);
      // CEAC's sign page, as the help describes it: nobody assisted (a personal applicant), the
      // FGM/C box, the passport number, the captcha, Sign and Submit.
      await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST' && /signtheapplication/i.test(r.url())),
        page.check(`[id="${CEAC.sign.preparerAssisted}_1"]`),
      ]);
      await page.waitForLoadState('load');
      await page.waitForSelector(`[id="${CEAC.sign.preparerAssisted}_1"]:checked`);
      await page.check(`[id="${CEAC.sign.fgmc}"]`);
      await page.fill(`[id="${CEAC.sign.passportNumber}"]`, passportNumber);
      await page.fill(
        `[id="${CEAC.sign.captchaCode}"]`,
        (await sim.hook<{ code: string }>('/last-captcha')).code,
      );
      await Promise.all([
        page.waitForSelector(`[id="${CEAC.sign.signed}"]`),
        page.click(`[id="${CEAC.sign.signAndSubmit}"]`),
      ]);
      return (await context.cookies()).find((c) => c.name === 'ASP.NET_SessionId')?.value ?? '';
    } finally {
      await context.close();
    }
  }

  it('the robot leaves the sign page; the applicant signs on CEAC in their own browser; Portico confirms it', async () => {
    const form = await formWith(system, applicant, workspaceId, MARRIED_B1B2_TOURIST, 'Sign yourself');
    const id = (await system.call(applicant, CREATE, { f: form.id })).data!.createSubmission.id as string;
    await answerCaptcha(id);
    await until(
      () => read(id),
      (s) => s.pendingAction?.kind === 'SIGNATURE',
      'the sign page',
      180_000,
    );
    const [filed] = await applications();

    // Not the applicant, or not now: refused with a code, nothing changes.
    const early = await system.call(applicant, CONFIRM, { id });
    expect(early.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      messageCode: 'notSigningYourself',
    });
    const byWatcher = await system.call(watcher, CHOOSE, { id });
    expect(byWatcher.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      messageCode: 'signPersonally',
    });
    expect((await read(id)).pendingAction?.kind).toBe('SIGNATURE');
    expect((await read(id, watcher)).securityAnswer).toBeNull();

    // The applicant chooses to sign on CEAC themselves: the robot leaves the page unsigned.
    const chosen = await system.call(applicant, CHOOSE, { id });
    expect(chosen.errors).toBeUndefined();
    expect(chosen.data!.signOnCeacYourself.pendingAction.kind).toBe('SELF_SIGNATURE');
    const again = await system.call(applicant, CHOOSE, { id });
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      messageCode: 'noSignatureWaiting',
    });
    const left = await until(
      () => read(id),
      (s) => s.signatureEvidence.some((e) => e.outcome === 'left'),
      'the robot leaving the page',
    );
    expect(left.status).toBe('AWAITING_CAPTCHA');
    await until(
      () =>
        system.sql<{ lease_owner: string | null }>(
          `select lease_owner from submission.submission where id = $1`,
          [id],
        ),
      ([row]) => row.lease_owner === null,
      'the lease given back',
    );
    expect(worker.liveViews.pageOf(id)).toBeFalsy();
    expect((await applications()).map((a) => a.signed)).toEqual([false]);

    // Only the applicant reads what CEAC asks; a watcher sees that the applicant signs on CEAC.
    const facts = left.selfSignature!;
    expect(facts).toMatchObject({
      applicationId: filed.applicationId,
      surnameLetters: String(MARRIED_B1B2_TOURIST.personalP1?.surname).slice(0, 5).toUpperCase(),
      birthYear: String((MARRIED_B1B2_TOURIST.personalP1?.birthDate as { year: number }).year),
      startPageUrl: `${sim.url}/GenNIV/Default.aspx`,
    });
    expect(facts.securityAnswer).toMatch(/^[A-Z]{10}$/);
    const watched = await read(id, watcher);
    expect(watched.pendingAction?.kind).toBe('SELF_SIGNATURE');
    expect(watched.selfSignature).toBeNull();
    expect(watched.securityAnswer).toBeNull();
    expect(JSON.stringify(watched)).not.toContain(facts.securityAnswer);
    const watcherConfirms = await system.call(watcher, CONFIRM, { id });
    expect(watcherConfirms.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });

    // "I have signed" too early: Portico retrieves the application, CEAC shows it unsigned.
    const checking = await system.call(applicant, CONFIRM, { id });
    expect(checking.errors).toBeUndefined();
    expect(checking.data!.confirmSignedOnCeac.status).toBe('IN_PROGRESS');
    await answerCaptcha(id);
    const notYet = await until(
      () => read(id),
      (s) => s.pendingAction?.kind === 'SELF_SIGNATURE' && s.pendingAction.error !== null,
      'not signed yet',
    );
    expect(notYet.pendingAction).toMatchObject({
      attempt: 2,
      error: expect.stringMatching(/not signed yet/),
    });
    expect(notYet).toMatchObject({
      status: 'AWAITING_CAPTCHA',
      applicationId: filed.applicationId,
      confirmationNumber: null,
    });
    expect(notYet.selfSignature).toEqual(facts);
    expect((await applications()).map((a) => a.signed)).toEqual([false]);

    // The applicant retrieves the application with what Portico showed, and signs it on CEAC.
    const ownSession = await retrieveAndSign(facts);
    const record = await sim.hook<{
      signed: boolean;
      submitCount: number;
      signPostback: { session: string };
    }>(`/applications/${filed.applicationId}`);
    expect(record).toMatchObject({ signed: true, submitCount: 1 });
    expect(record.signPostback.session).toBe(ownSession);

    // "I have signed on CEAC": Portico retrieves it and reads the confirmation number CEAC shows.
    expect((await system.call(applicant, CONFIRM, { id })).errors).toBeUndefined();
    await answerCaptcha(id);
    const done = await until(
      () => read(id),
      (s) => s.status === 'COMPLETED',
      'the confirmation',
    );
    expect(done.confirmationNumber).toBe(filed.applicationId);
    expect(done.pendingAction).toBeNull();
    const all = await applications();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ signed: true, submitCount: 1 });
    // One credit, used: never returned.
    expect(system.credits.consumed(workspaceId)).toEqual([id]);
    expect(system.credits.returned).not.toContain(id);
  });
});
