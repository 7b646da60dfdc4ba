// A person watching a submission: answers captchas (codes from the simulator's test hook) and signs
// as the applicant, through the submission GraphQL API, until the submission is finished.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Actor, FormAnswers } from '@portico/shared-types';
// The worker is tested against the real simulator, started in-process (the brief: no mocks).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { createCeacSim } from '../../../ceac-sim/src/app';
import { SUBMISSION_FIELDS, type FilingSystem } from './filing-system';

export interface Sim {
  url: string;
  hook<T = unknown>(path: string, init?: RequestInit): Promise<T>;
  close(): Promise<void>;
}

export async function startSim(): Promise<Sim> {
  const server: Server = createCeacSim({ testHooks: true }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    async hook<T>(path: string, init: RequestInit = {}): Promise<T> {
      const res = await fetch(`${url}/__test${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
      });
      if (!res.ok) throw new Error(`hook ${path}: HTTP ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
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
