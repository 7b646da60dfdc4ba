// One submission state machine (docs/adr/0055): the store applies the transition table's events with
// SQL guarded by the statuses each may leave, so a refused transition changes nothing and two
// workers never both take a filing; createSubmission takes its credit outside any transaction and
// gives it back when the filing is not stored; the worker hears a person's answer on LISTEN, not by
// polling for it.
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { memberActor } from '@portico/service-kit/testing';
import { MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import { FilingStore, SubmissionStore } from '../src/modules/filing/submission-store';
import { poolSql } from '../src/modules/filing/sql';
import { IllegalTransitionError } from '../src/modules/filing/state-machine';
import type { PendingAction } from '../src/modules/submission/submission.entity';
import {
  formWith,
  startFilingSystem,
  startTestRobotWorker,
  type FilingSystem,
} from './support/filing-system';
import { startSim, type Sim } from './support/applicant';
import type { RunningRobotWorker } from '../src/robot-worker';

jest.setTimeout(120_000);

const CREATE = `mutation($f: ID!) { createSubmission(formId: $f) { id status } }`;
const ANSWER = `mutation($id: ID!, $a: String!) { answerCaptcha(submissionId: $id, answer: $a) { status } }`;
const READ = `query($id: ID!) { submission(id: $id) { status pendingAction { kind } } }`;

describe('a filing moves only by its transition table', () => {
  let system: FilingSystem;
  let pool: Pool;
  const workspaceId = randomUUID();
  const owner = memberActor(workspaceId);

  beforeAll(async () => {
    system = await startFilingSystem();
    pool = new Pool({ connectionString: system.database.url, max: 4 });
  });
  afterAll(async () => {
    await pool?.end();
    await system?.close();
  });

  /** A bare filing row, held by `leaseOwner`, in `status`. */
  const filing = async (status: string, leaseOwner: string | null, pending: PendingAction | null = null) => {
    const id = randomUUID();
    await system.sql(
      `insert into submission.submission (id, workspace_id, form_id, status, created_at, lease_owner, lease_until, pending_action)
       values ($1, $2, $3, $4, now(), $5, now() + interval '1 hour', $6)`,
      [id, workspaceId, randomUUID(), status, leaseOwner, pending ? JSON.stringify(pending) : null],
    );
    return id;
  };
  const row = async (id: string) =>
    (
      await system.sql(
        `select s.*, (select count(*)::int from submission.submission_step where submission_id = s.id) as steps
           from submission.submission s where id = $1`,
        [id],
      )
    )[0];

  it('refuses a step on a finished filing, even with its lease held, and stores nothing', async () => {
    const store = new FilingStore(pool, 'worker-a', 60_000);
    const id = await filing('COMPLETED', 'worker-a');
    const before = await row(id);
    const step = {
      kind: 'page' as const,
      page: 'Personal 1',
      message: 'Filled Personal 1',
      code: 'pageFilled' as never,
      params: {},
      progress: { done: 1, total: 20 },
    };
    await expect(store.step(id, step, 'fillPage', 'FILLING_FORM' as never)).rejects.toThrow(
      new IllegalTransitionError('COMPLETED' as never, 'fillPage'),
    );
    await expect(store.complete(id, 'AA0012345', 'XYZ')).rejects.toBeInstanceOf(IllegalTransitionError);
    await expect(store.errored(id, 'gaveUp', { tries: '1', reason: 'x' })).rejects.toBeInstanceOf(
      IllegalTransitionError,
    );
    expect(await row(id)).toEqual(before);
  });

  it('refuses an answer to a filing no longer waiting for one, storing nothing', async () => {
    const store = new SubmissionStore(poolSql(pool));
    const action: PendingAction = {
      id: randomUUID(),
      kind: 'CAPTCHA',
      imageDataUrl: '',
      attempt: 1,
      error: null,
      askedAt: new Date().toISOString(),
      resumeStatus: 'FILLING_FORM' as never,
    };
    // The pending action is still on the row (a stale one), but the filing has moved on to ERRORED.
    const id = await filing('ERRORED', null, action);
    const before = await row(id);
    expect(await store.answer(id, action, Buffer.from('x'))).toBe(false);
    expect(await row(id)).toEqual(before);
    // Waiting for it: answered, and back where the robot was.
    const waiting = await filing('AWAITING_CAPTCHA', 'worker-a', action);
    expect(await store.answer(waiting, action, Buffer.from('x'))).toBe(true);
    expect((await row(waiting)).status).toBe('FILLING_FORM');
  });

  it('lets exactly one of two workers take a filing', async () => {
    // claim decrypts the secrets: a row made by createSubmission has them.
    const form = await formWith(system, owner, workspaceId, MARRIED_B1B2_TOURIST, 'Raced by workers');
    const created = (await system.call(owner, CREATE, { f: form.id })).data!.createSubmission.id as string;
    const a = new FilingStore(pool, 'worker-a', 60_000);
    const b = new FilingStore(pool, 'worker-b', 60_000);
    for (let round = 0; round < 5; round++) {
      await system.sql(
        `update submission.submission set lease_owner = 'queued', lease_until = now() - interval '1 second',
                status = 'PENDING_START' where id = $1`,
        [created],
      );
      const [first, second] = await Promise.all([a.claim(created), b.claim(created)]);
      expect([first, second].filter(Boolean)).toHaveLength(1);
      expect((first ?? second)!.status).toBe('FILLING_FORM');
    }
    expect((await row(created)).attempts).toBe(5);
  });

  it('takes the credit with no transaction open while billing answers', async () => {
    const form = await formWith(system, owner, workspaceId, MARRIED_B1B2_TOURIST, 'Slow billing');
    system.credits.consumeDelayMs = 1_500;
    try {
      const creating = system.call(owner, CREATE, { f: form.id });
      // While billing holds the consume, no connection of this database sits in a transaction.
      await new Promise((resolve) => setTimeout(resolve, 700));
      const open = await system.sql<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and state like 'idle in transaction%'`,
      );
      expect(open[0].n).toBe(0);
      const created = await creating;
      expect(created.errors).toBeUndefined();
    } finally {
      system.credits.consumeDelayMs = 0;
    }
  });

  it('gives the credit back when the filing is not stored after billing took it', async () => {
    const raceWorkspace = randomUUID();
    const racer = memberActor(raceWorkspace);
    system.credits.setBalance(raceWorkspace, 5);
    const form = await formWith(
      system,
      racer,
      raceWorkspace,
      MARRIED_B1B2_TOURIST,
      'Raced with a slow billing',
    );
    // Billing is slow: both requests pass the first look before either stores its filing, and both
    // take a credit; the one refused at the insert gives its credit back.
    system.credits.consumeDelayMs = 500;
    try {
      const both = await Promise.all([1, 2].map(() => system.call(racer, CREATE, { f: form.id })));
      expect(both.filter((r) => r.data?.createSubmission)).toHaveLength(1);
      expect(both.filter((r) => r.errors?.[0]?.extensions?.code === 'CONFLICT')).toHaveLength(1);
    } finally {
      system.credits.consumeDelayMs = 0;
    }
    const consumes = system.credits.calls.filter(
      (c) => c.path === '/internal/credits/consume' && c.body.workspaceId === raceWorkspace,
    );
    expect(consumes).toHaveLength(2);
    expect(system.credits.consumed(raceWorkspace)).toHaveLength(1);
    expect(system.credits.balance(raceWorkspace)).toBe(4);
  });
});

describe('the worker hears an answer on LISTEN', () => {
  let system: FilingSystem;
  let sim: Sim;
  let worker: RunningRobotWorker;
  const workspaceId = randomUUID();
  const applicant = memberActor(workspaceId);

  beforeAll(async () => {
    [system, sim] = await Promise.all([startFilingSystem(), startSim()]);
    // No safety look within the test: only a NOTIFY can wake the wait.
    worker = await startTestRobotWorker(system, sim.url, { answerPollMs: 600_000 });
  });
  afterAll(async () => {
    await worker?.stop();
    await system?.close();
    await sim?.close();
  });

  it('takes the captcha typed on Portico within a second, with no look in between', async () => {
    const form = await formWith(system, applicant, workspaceId, MARRIED_B1B2_TOURIST, 'Heard at once');
    const id = (await system.call(applicant, CREATE, { f: form.id })).data!.createSubmission.id as string;
    const deadline = Date.now() + 60_000;
    while ((await system.call(applicant, READ, { id })).data!.submission.pendingAction?.kind !== 'CAPTCHA') {
      if (Date.now() > deadline) throw new Error('no captcha asked');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { code } = await sim.hook<{ code: string }>('/last-captcha');
    const answeredAt = Date.now();
    const answered = await system.call(applicant, ANSWER, { id, a: code });
    expect(answered.errors).toBeUndefined();
    // The worker took the answer off the row (and typed it): heard, not polled for.
    for (;;) {
      const [taken] = await system.sql<{ left: boolean }>(
        `select action_answer_encrypted is not null as left from submission.submission where id = $1`,
        [id],
      );
      if (!taken.left) break;
      if (Date.now() - answeredAt > 1_000) throw new Error('the answer was not taken within a second');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(Date.now() - answeredAt).toBeLessThan(1_000);
  });
});
