// A person watching a submission: answers captchas (codes from the simulator's test hook) and signs
// as the applicant, through the submission GraphQL API, until the submission is finished.
import type { Actor, FormAnswers } from '@portico/shared-types';
import type { Sim } from '../robot/harness';
import { SUBMISSION_FIELDS, type FilingSystem } from './filing-system';

export { startSim, type Sim } from '../robot/harness';

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
        const r = await system.call(
          actor,
          `mutation($id: ID!, $i: SignSubmissionInput!) { signSubmission(submissionId: $id, input: $i) { status } }`,
          {
            id: submissionId,
            i: {
              fgmcCertified: true,
              passportNumber: String(answers.passportPage?.passportDocumentNumber ?? ''),
              captcha: code,
            },
          },
        );
        if (r.errors) throw new Error(JSON.stringify(r.errors));
      }
    }
    if (Date.now() > deadline) throw new Error(`submission still ${s.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
