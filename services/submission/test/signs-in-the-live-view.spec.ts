// The applicant signs on CEAC's own page in the live view (issue 18, docs/adr/0042): the robot stops
// on the sign page, a watcher sees it read-only (their clicks never reach it), the applicant's
// relayed clicks and keys sign it, and the evidence record ties the signature to the live-view
// session: the simulator's record of the Sign and Submit postback names the robot's CEAC session
// and comes right after the applicant's relayed click. Tickets open one socket, for one submission.
import { randomUUID } from 'node:crypto';
import { memberActor } from '@portico/service-kit/testing';
import { MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import {
  formWith,
  startFilingSystem,
  startTestRobotWorker,
  type FilingSystem,
} from './support/filing-system';
import { startSim, type Sim } from './support/applicant';
import { LiveViewClient, signOnThePage, until, whereOnScreen } from './support/live-view-client';
import { issueLiveViewTicket } from '../src/live-view/ticket';
import { CEAC } from '../src/robot/ceac-ids';

jest.setTimeout(180_000);

const CREATE = `mutation($f: ID!) { createSubmission(formId: $f) { id } }`;
const OPEN = `mutation($id: ID!) { openLiveView(submissionId: $id) { path role } }`;
const READ = `query($id: ID!) { submission(id: $id) { status confirmationNumber pendingAction { kind } } }`;
const EVIDENCE = `query($id: ID!) { submission(id: $id) { signatureEvidence { attempt outcome startedAt endedAt signers sessions addresses inputs { kind at } frameHashes refusedInputs ceacSession error } } }`;

describe('signing in the live view', () => {
  let system: FilingSystem;
  let sim: Sim;
  let worker: Awaited<ReturnType<typeof startTestRobotWorker>>;
  const workspaceId = randomUUID();
  const applicant = memberActor(workspaceId);
  const otherMember = memberActor(workspaceId);
  const passportNumber = String(MARRIED_B1B2_TOURIST.passportPage?.passportDocumentNumber);

  beforeAll(async () => {
    [system, sim] = await Promise.all([startFilingSystem(), startSim()]);
    worker = await startTestRobotWorker(system, sim.url);
  });
  afterAll(async () => {
    await worker?.stop();
    await system?.close();
    await sim?.close();
  });

  const read = async (id: string) => (await system.call(applicant, READ, { id })).data!.submission;

  it("the robot stops on the sign page; a member's click does nothing; the applicant's relayed clicks sign it", async () => {
    const form = await formWith(system, applicant, workspaceId, MARRIED_B1B2_TOURIST, 'Live signature');
    const id = (await system.call(applicant, CREATE, { f: form.id })).data!.createSubmission.id as string;
    // The start page's captcha (the relay stays for captchas), then the robot fills every page.
    await until(
      () => read(id),
      (s) => s.pendingAction?.kind === 'CAPTCHA',
      'the captcha',
    );
    const { code } = await sim.hook<{ code: string }>('/last-captcha');
    await system.call(
      applicant,
      `mutation($id: ID!, $a: String!) { answerCaptcha(submissionId: $id, answer: $a) { status } }`,
      {
        id,
        a: code,
      },
    );
    await until(
      () => read(id),
      (s) => s.pendingAction?.kind === 'SIGNATURE',
      'the sign page',
      120_000,
    );
    const page = worker.liveViews.pageOf(id)!;
    expect(new URL(page.url()).searchParams.get('node')).toBe('SignCertify');
    const [{ live_view_url: url }] = await system.sql<{ live_view_url: string }>(
      `select live_view_url from submission.submission where id = $1`,
      [id],
    );
    expect(url).toBe(worker.liveViewUrl);

    // The robot waits: nobody has clicked Sign and Submit, and it stays so.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const applicationId = (
      await sim.hook<{ items: { applicationId: string; signed: boolean }[] }>('/applications')
    ).items[0];
    expect(applicationId.signed).toBe(false);

    // Tickets: a forged, a foreign and a reused one open nothing.
    const watch = await system.call(otherMember, OPEN, { id });
    expect(watch.data!.openLiveView.role).toBe('WATCH');
    const forged = `${id}?ticket=${encodeURIComponent(issueLiveViewTicket({ sub: id, role: 'sign', actor: 'user:x', session: '', addr: '' }, Date.now(), Buffer.alloc(32, 7)).ticket)}`;
    await expect(LiveViewClient.open(url, `/live-view/${forged}`)).rejects.toThrow(/HTTP 403/);
    const other = issueLiveViewTicket({
      sub: randomUUID(),
      role: 'sign',
      actor: 'user:x',
      session: '',
      addr: '',
    });
    await expect(
      LiveViewClient.open(url, `/live-view/${id}?ticket=${encodeURIComponent(other.ticket)}`),
    ).rejects.toThrow(/HTTP 403/);
    const expired = issueLiveViewTicket(
      { sub: id, role: 'sign', actor: 'user:x', session: '', addr: '' },
      Date.now() - 61_000,
    );
    await expect(
      LiveViewClient.open(url, `/live-view/${id}?ticket=${encodeURIComponent(expired.ticket)}`),
    ).rejects.toThrow(/HTTP 403/);

    // A member of the workspace watches: frames arrive; their click on Sign and Submit does nothing.
    const watcher = await LiveViewClient.open(url, watch.data!.openLiveView.path);
    await expect(LiveViewClient.open(url, watch.data!.openLiveView.path)).rejects.toThrow(/HTTP 403/);
    await watcher.waitFor(() => watcher.frames.length > 0 && watcher.mode === 'watch', 15_000, 'frames');
    expect(watcher.role).toBe('watch');
    const button = await whereOnScreen(watcher, page, CEAC.sign.signAndSubmit);
    watcher.click(button.x, button.y);
    watcher.text(passportNumber);
    await watcher.waitFor(() => watcher.refused.length >= 3, 5_000, 'refusals');
    expect(new Set(watcher.refused)).toEqual(new Set(['watch-only']));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await page.inputValue(`[id="${CEAC.sign.passportNumber}"]`)).toBe('');
    expect((await read(id)).pendingAction?.kind).toBe('SIGNATURE');

    // The applicant signs on the page through the view, with the captcha CEAC shows there.
    const mine = await system.call(applicant, OPEN, { id });
    expect(mine.data!.openLiveView.role).toBe('SIGN');
    const signer = await LiveViewClient.open(url, mine.data!.openLiveView.path);
    const signCaptcha = (await sim.hook<{ code: string }>('/last-captcha')).code;
    const { signClickAt } = await signOnThePage(signer, page, { passportNumber, captcha: signCaptcha });
    const done = await until(
      () => read(id),
      (s) => s.status === 'COMPLETED',
      'the confirmation',
    );
    expect(done.confirmationNumber).toMatch(/^AA[A-Z0-9]{8}$/);
    // Both viewers are told the robot left the page.
    await signer.waitFor(() => signer.ended !== null || signer.closed !== null, 10_000, 'the end');
    await watcher.waitFor(() => watcher.ended !== null || watcher.closed !== null, 10_000, 'the end');

    // The evidence: who could sign, the frames shown, each relayed input's kind and time, no values.
    const evidence = (await system.call(applicant, EVIDENCE, { id })).data!.submission.signatureEvidence as {
      outcome: string;
      signers: string[];
      sessions: string[];
      inputs: { kind: string; at: string }[];
      frameHashes: string[];
      refusedInputs: number;
      ceacSession: string;
    }[];
    expect(evidence).toHaveLength(1);
    const [record] = evidence;
    expect(record.outcome).toBe('signed');
    expect(record.signers).toEqual([`user:${applicant.kind === 'user' ? applicant.userId : ''}`]);
    expect(record.sessions[0]).not.toBe('');
    expect(record.refusedInputs).toBeGreaterThanOrEqual(3);
    expect(record.frameHashes.length).toBeGreaterThan(1);
    expect(record.frameHashes.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
    expect(new Set(record.inputs.map((i) => i.kind))).toEqual(
      new Set(['mouse-down', 'mouse-up', 'text', 'key-down', 'key-up']),
    );
    const stored = JSON.stringify(await system.sql(`select * from submission.signature_evidence`));
    expect(stored).not.toContain(passportNumber);
    expect(stored).not.toContain(signCaptcha);

    // The simulator's record: the Sign and Submit postback came from the robot's CEAC session (the
    // live view's page), right after the applicant's last relayed click.
    const sim1 = await sim.hook<{ signPostback: { at: string; session: string }; submitCount: number }>(
      `/applications/${applicationId.applicationId}`,
    );
    expect(sim1.submitCount).toBe(1);
    expect(sim1.signPostback.session).toBe(record.ceacSession);
    const lastClick = Date.parse(record.inputs.filter((i) => i.kind === 'mouse-up').at(-1)!.at);
    const postback = Date.parse(sim1.signPostback.at);
    expect(lastClick).toBeGreaterThanOrEqual(signClickAt);
    // The evidence stamps a relayed input when it is handed to the browser, so the postback it causes
    // can never come first (stamped when the dispatch returned, full runs saw the postback 7–13 ms ahead).
    expect(postback).toBeGreaterThanOrEqual(lastClick);
    expect(postback - lastClick).toBeLessThan(3_000);
  });
});
