// A filing waiting for a person (a captcha, the applicant's signature) holds one of the worker's
// places. When nobody answers within ROBOT_HANDOFF_TIMEOUT_MS (CEAC ends a session idle for 20
// minutes anyway) the filing ends in ERRORED with a message a person understands, and its place goes
// to the next filing.
import { randomUUID } from 'node:crypto';
import { memberActor } from '@portico/service-kit/testing';
import { filingMessage } from '@portico/shared-types';
import { MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import {
  formWith,
  startFilingSystem,
  startTestRobotWorker,
  type FilingSystem,
} from './support/filing-system';
import { startSim, type Sim } from './support/applicant';
import type { RunningRobotWorker } from '../src/robot-worker';

jest.setTimeout(120_000);

const CREATE = `mutation($f: ID!) { createSubmission(formId: $f) { id } }`;
const READ = `query($id: ID!) { submission(id: $id) { status errorMessage errorCode errorParams { name value } pendingAction { kind } } }`;

describe('a filing nobody answers', () => {
  let system: FilingSystem;
  let sim: Sim;
  let worker: RunningRobotWorker;
  const workspaceId = randomUUID();
  const applicant = memberActor(workspaceId);

  beforeAll(async () => {
    [system, sim] = await Promise.all([startFilingSystem(), startSim()]);
    worker = await startTestRobotWorker(system, sim.url, { handOffTimeoutMs: 1_500 });
  });
  afterAll(async () => {
    await worker?.stop();
    await system?.close();
    await sim?.close();
  });

  async function until(
    id: string,
    done: (s: {
      status: string;
      errorMessage: string | null;
      errorCode: string | null;
      errorParams: { name: string; value: string }[];
      pendingAction: { kind: string } | null;
    }) => boolean,
  ) {
    const deadline = Date.now() + 90_000;
    for (;;) {
      const read = await system.call(applicant, READ, { id });
      const submission = read.data!.submission;
      if (done(submission)) return submission;
      if (Date.now() > deadline) throw new Error(`submission ${id} stayed ${JSON.stringify(submission)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('ends in ERRORED after the hand-off time and frees its place for the next filing', async () => {
    const first = await formWith(system, applicant, workspaceId, MARRIED_B1B2_TOURIST, 'Nobody watches');
    const second = await formWith(system, applicant, workspaceId, MARRIED_B1B2_TOURIST, 'Next in line');
    const a = (await system.call(applicant, CREATE, { f: first.id })).data!.createSubmission.id as string;
    const b = (await system.call(applicant, CREATE, { f: second.id })).data!.createSubmission.id as string;

    // The one place is taken by the first filing, which asks for the start page's captcha.
    await until(a, (s) => s.pendingAction?.kind === 'CAPTCHA');
    const ended = await until(a, (s) => s.status === 'ERRORED');
    expect(ended.errorMessage).toMatch(
      /^Nobody answered the captcha in time \(1 min\), and CEAC ends a session/,
    );
    // The same reason in the reader's language, from its code.
    expect(ended.errorCode).toBe('captchaTimedOut');
    expect(ended.errorParams).toEqual([{ name: 'minutes', value: '1' }]);
    expect(filingMessage('captchaTimedOut', { minutes: '1' }, 'ru')).toMatch(
      /^Никто не ввёл капчу вовремя \(1 мин\)/,
    );
    expect(ended.pendingAction).toBeNull();

    // The freed place goes to the second filing, which now asks its own captcha.
    await until(b, (s) => s.pendingAction?.kind === 'CAPTCHA');
    const { items } = await sim.hook<{ items: { submitCount?: number }[] }>('/applications');
    expect(items.filter((r) => (r.submitCount ?? 0) > 0)).toHaveLength(0);
  });
});
