// One filing per form at a time, and a filed form is filed again only on purpose (docs/adr/0043):
// through the real billing service and its ledger. A second filing while one is in flight is
// refused (also when requests race), a filed form is refused unless "File a new DS-160" is asked
// for (then it takes a new credit), and a retry after a DS-160 error files on the refused filing's
// credit: no new credit, and the credit comes back once if that retry stops on Portico's side.
import { randomUUID } from 'node:crypto';
import { memberActor } from '@portico/service-kit/testing';
import { FILING_MESSAGES } from '@portico/shared-types';
import { MARRIED_B1B2_TOURIST } from '@portico/shared-types/src/fixtures';
import {
  creditLedger,
  creditsLeft,
  formWith,
  startFilingSystem,
  startTestRobotWorker,
  type FilingSystem,
} from './support/filing-system';
import type { RunningRobotWorker } from '../src/robot-worker';

jest.setTimeout(120_000);

const CREATE = `mutation($f: ID!, $again: Boolean) { createSubmission(formId: $f, fileAgain: $again) { id status } }`;
const STEPS = `query($id: ID!) { submission(id: $id) { steps { items { code message } } } }`;

describe('one filing per form at a time; filing a filed form again is deliberate', () => {
  let system: FilingSystem;
  const workspaceId = randomUUID();
  const owner = memberActor(workspaceId);

  beforeAll(async () => {
    system = await startFilingSystem({ billing: true });
    await system.billing!.grant(workspaceId, 20);
  });
  afterAll(() => system?.close());

  const balance = () => creditsLeft(system, workspaceId);
  const ledger = (submissionId: string) => creditLedger(system, submissionId);
  const filings = async (formId: string) =>
    system.sql<{ id: string; status: string }>(
      `select id, status from submission.submission where form_id = $1 order by created_at`,
      [formId],
    );
  const finish = (submissionId: string, status: 'COMPLETED' | 'DS160_ERROR') =>
    system.sql(
      `update submission.submission
          set status = $2, lease_owner = null, lease_until = null,
              confirmation_number = case when $2 = 'COMPLETED' then 'AA00BCDE12' end
        where id = $1`,
      [submissionId, status],
    );

  it('refuses a filed form without "File a new DS-160", in every language, storing and taking nothing', async () => {
    const form = await formWith(system, owner, workspaceId, MARRIED_B1B2_TOURIST, 'Filed once');
    const created = await system.call(owner, CREATE, { f: form.id });
    expect(created.errors).toBeUndefined();
    const first = created.data!.createSubmission.id as string;
    await finish(first, 'COMPLETED');
    const before = await balance();
    for (const again of [undefined, false]) {
      const refused = await system.call(owner, CREATE, { f: form.id, again });
      expect(refused.errors?.[0]).toMatchObject({
        message: FILING_MESSAGES.en.alreadyFiled,
        extensions: { code: 'CONFLICT', messageCode: 'alreadyFiled', field: 'fileAgain' },
      });
    }
    expect(await filings(form.id)).toEqual([{ id: first, status: 'COMPLETED' }]);
    expect(await balance()).toBe(before);
    // The code reads in each language (screens show it from messageCode).
    for (const language of ['es', 'ru', 'cn', 'vi'] as const)
      expect(FILING_MESSAGES[language].alreadyFiled).not.toBe(FILING_MESSAGES.en.alreadyFiled);
  });

  it('"File a new DS-160" files it again and takes a new credit; refused while that one is in flight', async () => {
    const form = await formWith(system, owner, workspaceId, MARRIED_B1B2_TOURIST, 'Filed twice');
    const first = (await system.call(owner, CREATE, { f: form.id })).data!.createSubmission.id as string;
    await finish(first, 'COMPLETED');
    const before = await balance();
    const second = await system.call(owner, CREATE, { f: form.id, again: true });
    expect(second.errors).toBeUndefined();
    const secondId = second.data!.createSubmission.id as string;
    expect(await ledger(secondId)).toEqual([{ movement: 'CONSUME', amount: -1 }]);
    expect(await balance()).toBe(before - 1);
    // In flight: refused, deliberate or not, and nothing taken.
    for (const again of [true, false]) {
      const refused = await system.call(owner, CREATE, { f: form.id, again });
      expect(refused.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', messageCode: 'inFlight' });
    }
    expect((await filings(form.id)).map((f) => f.status)).toEqual(['COMPLETED', 'PENDING_START']);
    expect(await balance()).toBe(before - 1);
  });

  it('five "File a new DS-160" requests at once: one filing, one credit, four refusals', async () => {
    const form = await formWith(system, owner, workspaceId, MARRIED_B1B2_TOURIST, 'Raced');
    const first = (await system.call(owner, CREATE, { f: form.id })).data!.createSubmission.id as string;
    await finish(first, 'COMPLETED');
    const before = await balance();
    const all = await Promise.all(
      [1, 2, 3, 4, 5].map(() => system.call(owner, CREATE, { f: form.id, again: true })),
    );
    expect(all.filter((r) => r.data?.createSubmission).length).toBe(1);
    expect(all.filter((r) => r.errors?.[0]?.extensions?.code === 'CONFLICT').length).toBe(4);
    expect(await filings(form.id)).toHaveLength(2);
    expect(await balance()).toBe(before - 1);
  });

  describe('a retry after a DS-160 error', () => {
    let worker: RunningRobotWorker;
    afterAll(() => worker?.stop());

    it("files on the refused filing's credit (no new credit, said in its timeline), once", async () => {
      const form = await formWith(system, owner, workspaceId, MARRIED_B1B2_TOURIST, 'Corrected');
      const first = (await system.call(owner, CREATE, { f: form.id })).data!.createSubmission.id as string;
      await finish(first, 'DS160_ERROR');
      const before = await balance();
      // Two retries at once: one is stored, on the carried credit; the other is refused.
      const both = await Promise.all([1, 2].map(() => system.call(owner, CREATE, { f: form.id })));
      expect(both.filter((r) => r.data?.createSubmission).length).toBe(1);
      const retry = both.find((r) => r.data?.createSubmission)!.data!.createSubmission.id as string;
      expect(await balance()).toBe(before);
      expect(await ledger(retry)).toEqual([]);
      const steps = (await system.call(owner, STEPS, { id: retry })).data!.submission.steps.items;
      expect(steps).toEqual([{ code: 'creditCarried', message: FILING_MESSAGES.en.creditCarried }]);
      const [row] = await system.sql<{ paid: string; carried: string | null }>(
        `select r.credit_paid_by as paid, f.credit_carried_to as carried
           from submission.submission r, submission.submission f where r.id = $1 and f.id = $2`,
        [retry, first],
      );
      expect(row).toEqual({ paid: first, carried: retry });

      // Refused by CEAC again: the next retry still files on the first credit.
      await finish(retry, 'DS160_ERROR');
      const third = (await system.call(owner, CREATE, { f: form.id })).data!.createSubmission.id as string;
      expect(await balance()).toBe(before);

      // That retry stops on Portico's side: the one credit comes back once, in the first filing's name.
      await system.sql(
        `update submission.submission set status = 'ERRORED', lease_owner = null, lease_until = null,
                error_code = 'gaveUp', credit_return_due_at = now() where id = $1`,
        [third],
      );
      // The earlier tests' filings still queued are done with, so the worker has only this return to
      // make (it would otherwise file them, fail without a browser and return their credits too).
      await system.sql(
        `update submission.submission set status = 'COMPLETED', lease_owner = null, lease_until = null
          where status not in ('COMPLETED', 'ERRORED', 'DS160_ERROR')`,
      );
      // The worker only gives credits back here: it starts no Chromium.
      worker = await startTestRobotWorker(system, 'http://127.0.0.1:9', {
        creditReturnRetryMs: 300,
        launchBrowser: () => Promise.reject(new Error('no browser in this test')),
      });
      for (let i = 0; i < 200 && (await ledger(first)).length < 2; i++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await ledger(first)).toEqual([
        { movement: 'CONSUME', amount: -1 },
        { movement: 'RELEASE', amount: 1 },
      ]);
      expect(await balance()).toBe(before + 1);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await balance()).toBe(before + 1);
      const [settled] = await system.sql<{ returned: Date | null }>(
        `select credit_returned_at as returned from submission.submission where id = $1`,
        [third],
      );
      expect(settled.returned).not.toBeNull();
    });
  });
});
