// A person watching a submission: answers captchas (codes from the simulator's test hook) and signs
// as the applicant, through the submission GraphQL API, until the submission is finished.
import type { Page } from 'playwright-core';
import type { Actor, FormAnswers } from '@portico/shared-types';
import type { Sim } from '../robot/harness';
import { SUBMISSION_FIELDS, testLiveViews, type FilingSystem } from './filing-system';
import { LiveViewClient, signOnThePage } from './live-view-client';

export { startSim, type Sim } from '../robot/harness';

/**
 * Where a test reads the robot's page of a submission (element positions only, as a person sees
 * them in the frames): the in-process test workers' live views by default.
 */
export type PageFinder = (submissionId: string, liveViewUrl: string) => Promise<Page | null>;

export const inProcessPage: PageFinder = async (submissionId, url) =>
  [...testLiveViews].find((v) => v.liveViewUrl === url)?.liveViews.pageOf(submissionId) ?? null;

/**
 * The applicant signs in the live view (docs/adr/0042): a ticket from openLiveView, the worker's
 * WebSocket (where the submission row says it listens), and the applicant's clicks and keys relayed
 * to CEAC's sign page. Resolves when Sign and Submit was clicked; returns the viewer.
 */
export async function signInTheLiveView(
  system: FilingSystem,
  actor: Actor,
  submissionId: string,
  answer: { passportNumber: string; captcha: string },
  findPage: PageFinder = inProcessPage,
): Promise<{ client: LiveViewClient; signClickAt: number }> {
  const opened = await system.call(
    actor,
    `mutation($id: ID!) { openLiveView(submissionId: $id) { path role } }`,
    { id: submissionId },
  );
  if (opened.errors) throw new Error(JSON.stringify(opened.errors));
  const [{ live_view_url: url }] = await system.sql<{ live_view_url: string }>(
    `select live_view_url from submission.submission where id = $1`,
    [submissionId],
  );
  const page = await findPage(submissionId, url);
  if (!page) throw new Error(`no test worker holds the page of ${submissionId}`);
  const client = await LiveViewClient.open(url, opened.data!.openLiveView.path as string);
  try {
    const { signClickAt } = await signOnThePage(client, page, answer);
    return { client, signClickAt };
  } finally {
    // The viewer stays until the page changes, then leaves (a person closes the view later).
    setTimeout(() => client.close(), 2_000).unref();
  }
}

const FINAL = ['COMPLETED', 'ERRORED', 'DS160_ERROR'];

export interface Watched {
  status: string;
  confirmationNumber: string | null;
  applicationId: string | null;
  securityQuestion: string | null;
  securityAnswer: string | null;
  errors: { section: string | null; field: string | null; page: string; message: string }[];
  errorMessage: string | null;
  captchas: number;
  signatures: number;
}

/**
 * Plays the people until the submission ends (or `timeoutMs`): answers each captcha once and signs
 * with the form's passport number.
 */
export async function actAsApplicant(
  system: FilingSystem,
  sim: Sim,
  actor: Actor,
  submissionId: string,
  answers: FormAnswers,
  timeoutMs = 120_000,
  findPage: PageFinder = inProcessPage,
): Promise<Watched> {
  const answered = new Set<string>();
  let captchas = 0;
  let signatures = 0;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await system.call(actor, `query($id: ID!) { submission(id: $id) { ${SUBMISSION_FIELDS} } }`, {
      id: submissionId,
    });
    const s = res.data?.submission;
    if (!s) throw new Error(JSON.stringify(res.errors));
    if (FINAL.includes(s.status)) return { ...s, captchas, signatures };
    const action = s.pendingAction;
    if (action && !answered.has(action.askedAt)) {
      answered.add(action.askedAt);
      const { code } = await sim.hook<{ code: string }>('/last-captcha');
      if (action.kind === 'CAPTCHA') {
        captchas++;
        const r = await system.call(
          actor,
          `mutation($id: ID!, $a: String!) { answerCaptcha(submissionId: $id, answer: $a) { status } }`,
          { id: submissionId, a: code },
        );
        if (r.errors) throw new Error(JSON.stringify(r.errors));
      } else {
        signatures++;
        // A worker that dies under the applicant's hands: its page is gone; the next run asks again.
        await signInTheLiveView(
          system,
          actor,
          submissionId,
          {
            passportNumber: String(answers.passportPage?.passportDocumentNumber ?? ''),
            captcha: code,
          },
          findPage,
        ).catch(() => answered.delete(action.askedAt));
      }
    }
    if (Date.now() > deadline) throw new Error(`submission still ${s.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
