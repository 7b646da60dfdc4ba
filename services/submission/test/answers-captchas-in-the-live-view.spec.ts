// The captcha pages earlier in the filing are answered in the live view too (issue 18 item 2,
// docs/adr/0042 addendum): while the start page's captcha waits, whoever may answer captchas
// (answerCaptcha's rule: members, a link with submit) types the characters into CEAC's own box and
// presses CEAC's own button through the view; the robot reads CEAC's verdict (a wrong code: CEAC's
// words and the captcha asked again; the right one: on to the sign page). A watcher's input is
// refused, and a captcha right never reaches the sign page.
import { randomUUID } from 'node:crypto';
import type { Actor } from '@portico/shared-types';
import { memberActor } from '@portico/service-kit/testing';
import { MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import {
  formWith,
  startFilingSystem,
  startTestRobotWorker,
  type FilingSystem,
} from './support/filing-system';
import { startSim, type Sim } from './support/applicant';
import { answerCaptchaOnThePage, LiveViewClient, until, whereOnScreen } from './support/live-view-client';
import { CEAC } from '../src/robot/ceac-ids';

jest.setTimeout(180_000);

const CREATE = `mutation($f: ID!) { createSubmission(formId: $f) { id } }`;
const OPEN = `mutation($id: ID!) { openLiveView(submissionId: $id) { path role } }`;
const READ = `query($id: ID!) { submission(id: $id) { status pendingAction { kind attempt error } } }`;

describe('answering captchas in the live view', () => {
  let system: FilingSystem;
  let sim: Sim;
  let worker: Awaited<ReturnType<typeof startTestRobotWorker>>;
  const workspaceId = randomUUID();
  // A personal workspace: its form's owner is the applicant (captcha and sign); another member may
  // answer captchas (as answerCaptcha allows) but never sign; a view_status link only watches.
  const applicant = memberActor(workspaceId);
  const otherMember = memberActor(workspaceId);

  beforeAll(async () => {
    [system, sim] = await Promise.all([startFilingSystem(), startSim()]);
    worker = await startTestRobotWorker(system, sim.url);
  });
  afterAll(async () => {
    await worker?.stop();
    await system?.close();
    await sim?.close();
  });

  type Read = {
    status: string;
    pendingAction: { kind: string; attempt: number; error: string | null } | null;
  };
  const read = async (id: string) => (await system.call(applicant, READ, { id })).data!.submission as Read;

  it("a wrong code typed on CEAC's page is asked again with CEAC's words; the right one goes on to the sign page; a watcher's input never lands", async () => {
    const form = await formWith(system, applicant, workspaceId, MARRIED_B1B2_TOURIST, 'Live captcha');
    const id = (await system.call(applicant, CREATE, { f: form.id })).data!.createSubmission.id as string;
    const viewStatus: Actor = {
      kind: 'client',
      clientLinkId: randomUUID(),
      workspaceId,
      formId: form.id,
      permissions: ['view_status'],
    };
    await until(
      () => read(id),
      (s) => s.pendingAction?.kind === 'CAPTCHA',
      'the captcha',
    );
    const [{ live_view_url: url }] = await system.sql<{ live_view_url: string }>(
      `select live_view_url from submission.submission where id = $1`,
      [id],
    );
    const page = worker.liveViews.pageOf(id)!;
    const box = `[id="${CEAC.start.captchaCode}"]`;

    // A view_status link watches: told so, its click and keys refused, CEAC's box stays empty.
    const watchTicket = (await system.call(viewStatus, OPEN, { id })).data!.openLiveView;
    expect(watchTicket.role).toBe('WATCH');
    const watcher = await LiveViewClient.open(url, watchTicket.path);
    await watcher.waitFor(() => watcher.frames.length > 0 && watcher.waiting === 'captcha', 15_000, 'frames');
    expect(watcher.may).toEqual([]);
    expect(watcher.mode).toBe('watch');
    const at = await whereOnScreen(watcher, page, CEAC.start.captchaCode);
    watcher.click(at.x, at.y);
    watcher.text('ABCDE');
    await watcher.waitFor(() => watcher.refused.length >= 3, 5_000, 'refusals');
    expect(new Set(watcher.refused)).toEqual(new Set(['watch-only']));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await page.inputValue(box)).toBe('');

    // The applicant types a wrong code into CEAC's box and presses CEAC's button: CEAC refuses it,
    // and the robot asks again with CEAC's words (the prompt and the view alike).
    const mine = (await system.call(applicant, OPEN, { id })).data!.openLiveView;
    expect(mine.role).toBe('SIGN');
    const applicantView = await LiveViewClient.open(url, mine.path);
    await applicantView.waitFor(() => applicantView.frames.length > 0, 15_000, 'frames');
    expect(applicantView.may).toEqual(['captcha', 'sign']);
    await answerCaptchaOnThePage(applicantView, page, 'WRONG9');
    const again = await until(
      () => read(id),
      (s) => (s.pendingAction?.attempt ?? 0) >= 2,
      'the captcha asked again',
    );
    expect(again.pendingAction).toMatchObject({
      kind: 'CAPTCHA',
      attempt: 2,
      error: expect.stringContaining('The code entered does not match the code displayed on the page.'),
    });
    await applicantView.waitFor(
      () => applicantView.messages.some((m) => m.type === 'mode' && m.mode === 'captcha' && m.attempt === 2),
      15_000,
      'the second captcha hand-off',
    );
    const refusal = applicantView.messages.find((m) => m.type === 'mode' && m.attempt === 2)!;
    expect(String(refusal.error)).toContain('does not match');
    // One application at most: the wrong code opened none.
    expect((await sim.hook<{ items: unknown[] }>('/applications')).items).toHaveLength(0);

    // Another member may answer captchas (not sign): the right code typed there goes on.
    const member = (await system.call(otherMember, OPEN, { id })).data!.openLiveView;
    expect(member.role).toBe('WATCH');
    const memberView = await LiveViewClient.open(url, member.path);
    await memberView.waitFor(() => memberView.frames.length > 0, 15_000, 'frames');
    expect(memberView.may).toEqual(['captcha']);
    const { code } = await sim.hook<{ code: string }>('/last-captcha');
    await answerCaptchaOnThePage(memberView, page, code);
    await until(
      () => read(id),
      (s) => s.pendingAction?.kind === 'SIGNATURE',
      'the sign page',
      150_000,
    );
    const applications = (await sim.hook<{ items: { applicationId: string }[] }>('/applications')).items;
    expect(applications).toHaveLength(1);
    // The captcha was answered once, on the page: nobody relayed one.
    const [{ captchas }] = await system.sql<{ captchas: string }>(
      `select count(*) as captchas from submission.submission_step where submission_id = $1 and code = 'captchaRefused'`,
      [id],
    );
    expect(Number(captchas)).toBe(1);

    // On the sign page the captcha right is no right: the member watches, its input refused.
    await memberView.waitFor(() => memberView.waiting === 'signature', 15_000, 'the sign hand-off');
    expect(memberView.mode).toBe('watch');
    await applicantView.waitFor(() => applicantView.mode === 'sign', 15_000, 'the sign mode');
    const before = memberView.refused.length;
    const passport = await whereOnScreen(memberView, page, CEAC.sign.passportNumber);
    memberView.click(passport.x, passport.y);
    memberView.text('X1234567');
    await memberView.waitFor(() => memberView.refused.length >= before + 3, 5_000, 'refusals');
    expect(new Set(memberView.refused.slice(before))).toEqual(new Set(['watch-only']));
    expect(await page.inputValue(`[id="${CEAC.sign.passportNumber}"]`)).toBe('');
    for (const view of [watcher, applicantView, memberView]) view.close();
  });
});
