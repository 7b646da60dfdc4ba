// Drift stays safe (ADR 0041): when CEAC changed, the robot stops before it sends anything wrong,
// the submission ends ERRORED with a message an agency understands, and the filing's credit goes
// back to the workspace: once, in billing's own ledger (the real billing service), even when billing
// could not be reached at that moment. A filing that reached Sign and Submit keeps its credit.
import { randomUUID } from 'node:crypto';
import { memberActor } from '@portico/service-kit/testing';
import { MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import {
  creditLedger,
  creditsLeft,
  formWith,
  startFilingSystem,
  startTestRobotWorker,
  type FilingSystem,
} from './support/filing-system';
import { actAsApplicant, startSim, type Sim } from './support/applicant';
import { pageValues, type SimRecord } from './robot/harness';
import { DRIFTS } from './robot/drifts';
import type { RunningRobotWorker } from '../src/robot-worker';

jest.setTimeout(180_000);

const F = 'ctl00_SiteContentPlaceHolder_FormView1_';
const CREATE = `mutation($f: ID!) { createSubmission(formId: $f) { id status } }`;

describe('a filing that CEAC changed under gives its credit back, once', () => {
  let system: FilingSystem;
  let sim: Sim;
  let worker: RunningRobotWorker;
  const workspaceId = randomUUID();
  const applicant = memberActor(workspaceId);

  beforeAll(async () => {
    [system, sim] = await Promise.all([startFilingSystem({ billing: true }), startSim()]);
    worker = await startTestRobotWorker(system, sim.url, { creditReturnRetryMs: 300 });
    await system.billing!.grant(workspaceId, 6);
  });
  afterAll(async () => {
    await worker?.stop();
    await system?.close();
    await sim?.close();
  });
  afterEach(() => sim.hook('/faults', { method: 'DELETE' }));

  const ledger = (submissionId: string) => creditLedger(system, submissionId);
  const available = () => creditsLeft(system, workspaceId);
  const timeline = async (submissionId: string) =>
    (
      await system.call(
        applicant,
        `query($id: ID!) { submission(id: $id) { errorCode steps { items { code message } } } }`,
        { id: submissionId },
      )
    ).data!.submission as { errorCode: string; steps: { items: { code: string; message: string }[] } };

  /** Files the tourist with CEAC's Personal 2 page changed: its nationality list renamed. */
  async function fileOnChangedCeac(name: string): Promise<string> {
    await sim.hook('/faults', {
      method: 'POST',
      body: JSON.stringify({ renameElement: { from: `${F}ddlAPP_NATL`, to: `${F}ddlAPP_NATIONALITY` } }),
    });
    const form = await formWith(system, applicant, workspaceId, MARRIED_B1B2_TOURIST, name);
    const created = await system.call(applicant, CREATE, { f: form.id });
    return created.data!.createSubmission.id as string;
  }

  async function until<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
    for (let i = 0; i < 400; i++) {
      const value = await probe();
      if (value !== undefined) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`timed out waiting for ${what}`);
  }

  /** The ledger gives the submission's credit back, once: CONSUME −1 then RELEASE +1, the balance as before. */
  async function expectCreditBackOnce(submissionId: string, before: number): Promise<void> {
    await until('the credit given back', async () =>
      (await ledger(submissionId)).length === 2 ? true : undefined,
    );
    expect(await ledger(submissionId)).toEqual([
      { movement: 'CONSUME', amount: -1 },
      { movement: 'RELEASE', amount: 1 },
    ]);
    expect(await available()).toBe(before);
  }

  it('stops before Personal 2 is sent, ends ERRORED saying CEAC changed, and the ledger gives the credit back once', async () => {
    const before = await available();
    const submissionId = await fileOnChangedCeac('CEAC changed');
    expect(await available()).toBe(before - 1);
    const outcome = await actAsApplicant(system, sim, applicant, submissionId, MARRIED_B1B2_TOURIST);
    expect(outcome.status).toBe('ERRORED');
    expect(outcome.errorMessage).toBe(
      `CEAC changed its page: Personal2 has no ${F}ddlAPP_NATL ("Country/Region of Origin (Nationality)"). Filing stopped before anything wrong was sent; nothing was submitted.`,
    );
    // Nothing of the changed page reached CEAC; the page before it did.
    const record = await sim.hook<SimRecord>(`/applications/${outcome.applicationId}`);
    expect(pageValues(record, 'Personal1')).toBeDefined();
    expect(pageValues(record, 'Personal2')).toBeUndefined();

    await expectCreditBackOnce(submissionId, before);
    const { errorCode, steps } = await timeline(submissionId);
    expect(errorCode).toBe('ceacChangedPage');
    expect(steps.items.filter((s) => s.code === 'creditReturned')).toEqual([
      {
        code: 'creditReturned',
        message: 'The filing credit was returned to the workspace: nothing was submitted.',
      },
    ]);
    // Later sweeps find nothing due: still one return.
    const [row] = await system.sql<{ due: Date | null; returned: Date | null }>(
      `select credit_return_due_at as due, credit_returned_at as returned from submission.submission where id = $1`,
      [submissionId],
    );
    expect(row.due).toBeNull();
    expect(row.returned).not.toBeNull();
  });

  it.each(DRIFTS)(
    '$name: ERRORED with its message, nothing of the changed page sent, the credit given back once',
    async (drift) => {
      const before = await available();
      await sim.hook('/faults', { method: 'POST', body: JSON.stringify(drift.faults) });
      const form = await formWith(system, applicant, workspaceId, MARRIED_B1B2_TOURIST, drift.name);
      const submissionId = (await system.call(applicant, CREATE, { f: form.id })).data!.createSubmission
        .id as string;
      const outcome = await actAsApplicant(system, sim, applicant, submissionId, MARRIED_B1B2_TOURIST);
      expect([outcome.status, outcome.errorMessage]).toEqual(['ERRORED', drift.message]);
      const record = await sim.hook<SimRecord>(`/applications/${outcome.applicationId}`);
      expect(pageValues(record, drift.unsent)).toBeUndefined();
      await expectCreditBackOnce(submissionId, before);
      const { errorCode, steps } = await timeline(submissionId);
      expect(errorCode).toBe(drift.code);
      expect(steps.items.filter((s) => s.code === 'creditReturned')).toHaveLength(1);
    },
  );

  it('billing unreachable when the filing stops: the credit is given back by a later sweep, still once', async () => {
    const before = await available();
    const billingUrl = process.env.BILLING_URL!;
    const submissionId = await fileOnChangedCeac('CEAC changed, billing down');
    process.env.BILLING_URL = 'http://127.0.0.1:9/graphql';
    try {
      const outcome = await actAsApplicant(system, sim, applicant, submissionId, MARRIED_B1B2_TOURIST);
      expect(outcome.status).toBe('ERRORED');
      // Tried, failed, due again later.
      await until('a failed return', async () => {
        const [row] = await system.sql<{ due: Date | null }>(
          `select credit_return_due_at as due from submission.submission where id = $1`,
          [submissionId],
        );
        return row.due && row.due.getTime() > Date.now() ? true : undefined;
      });
      expect(await ledger(submissionId)).toEqual([{ movement: 'CONSUME', amount: -1 }]);
    } finally {
      process.env.BILLING_URL = billingUrl;
    }
    await expectCreditBackOnce(submissionId, before);
  });

  it('a filing that ends after its signing checkpoint keeps its credit (it may have been submitted)', async () => {
    await worker.stop();
    try {
      const before = await available();
      const form = await formWith(system, applicant, workspaceId, MARRIED_B1B2_TOURIST, 'Signed, maybe');
      const submissionId = (await system.call(applicant, CREATE, { f: form.id })).data!.createSubmission
        .id as string;
      // A worker died after Sign and Submit; CEAC no longer finds the application to check.
      await system.sql(`update submission.submission set checkpoint = $2 where id = $1`, [
        submissionId,
        JSON.stringify({
          applicationId: 'AA00F5NCG1',
          stage: 'signing',
          lastSavedPage: 'SecurityandBackground5',
        }),
      ]);
      worker = await startTestRobotWorker(system, sim.url, { creditReturnRetryMs: 300 });
      const outcome = await actAsApplicant(system, sim, applicant, submissionId, MARRIED_B1B2_TOURIST);
      expect(outcome.status).toBe('ERRORED');
      expect(outcome.errorMessage).toMatch(/^CEAC no longer finds application AA00F5NCG1/);
      expect(await ledger(submissionId)).toEqual([{ movement: 'CONSUME', amount: -1 }]);
      expect(await available()).toBe(before - 1);
      const [row] = await system.sql<{ due: Date | null }>(
        `select credit_return_due_at as due from submission.submission where id = $1`,
        [submissionId],
      );
      expect(row.due).toBeNull();
    } finally {
      if (!worker) worker = await startTestRobotWorker(system, sim.url);
    }
  });
});
