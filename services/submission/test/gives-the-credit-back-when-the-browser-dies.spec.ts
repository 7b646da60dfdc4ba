// A filing that ends ERRORED on Portico's side gives its credit back, once (docs/adr/0041, 0043):
// the robot's real Chromium is killed (kill -9) in the middle of a filing, and no browser can be
// started again; the worker gives up, the submission ends ERRORED, and billing's own ledger shows
// the credit given back exactly once.
import { execFileSync } from 'node:child_process';
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
import { fileApplication, launchRobotBrowser } from '../src/robot';
import type { RunningRobotWorker } from '../src/robot-worker';

jest.setTimeout(180_000);

/** The Chromium processes this test process started (its own children), by pid. */
function chromiumChildren(): number[] {
  const out = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([pid, comm]) => pid && /chrom/i.test(comm ?? ''))
    .map(([pid]) => Number(pid));
}

describe('the browser dies in the middle of a filing', () => {
  let system: FilingSystem;
  let sim: Sim;
  let worker: RunningRobotWorker;
  const workspaceId = randomUUID();
  const applicant = memberActor(workspaceId);
  let killed: number[] = [];

  beforeAll(async () => {
    [system, sim] = await Promise.all([startFilingSystem({ billing: true }), startSim()]);
    await system.billing!.grant(workspaceId, 3);
    worker = await startTestRobotWorker(system, sim.url, {
      creditReturnRetryMs: 300,
      // The first Chromium starts; once it is killed, none starts again (as when it is gone).
      launchBrowser: async () => {
        if (killed.length > 0) throw new Error('Chromium could not be started');
        return launchRobotBrowser();
      },
      // Kills the browser with SIGKILL when the robot has filled its third page.
      fileApplication: (browser, input, hooks, signal) => {
        let pages = 0;
        return fileApplication(
          browser,
          input,
          {
            ...hooks,
            async onStep(step) {
              await hooks.onStep(step);
              if (step.kind === 'page' && ++pages === 3 && killed.length === 0) {
                killed = chromiumChildren();
                for (const pid of killed) process.kill(pid, 'SIGKILL');
              }
            },
          },
          signal,
        );
      },
    });
  });
  afterAll(async () => {
    await worker?.stop();
    await system?.close();
    await sim?.close();
  });

  const ledger = (submissionId: string) => creditLedger(system, submissionId);
  const available = () => creditsLeft(system, workspaceId);

  it('ends ERRORED (the worker gave up) and the ledger gives the credit back exactly once', async () => {
    const before = await available();
    const form = await formWith(system, applicant, workspaceId, MARRIED_B1B2_TOURIST, 'Browser killed');
    const created = await system.call(
      applicant,
      `mutation($f: ID!) { createSubmission(formId: $f) { id } }`,
      {
        f: form.id,
      },
    );
    const submissionId = created.data!.createSubmission.id as string;
    expect(await available()).toBe(before - 1);

    const outcome = await actAsApplicant(system, sim, applicant, submissionId, MARRIED_B1B2_TOURIST);
    expect(killed.length).toBeGreaterThan(0);
    expect(outcome.status).toBe('ERRORED');
    const [row] = await system.sql<{ code: string }>(
      `select error_code as code from submission.submission where id = $1`,
      [submissionId],
    );
    expect(row.code).toBe('gaveUp');

    for (let i = 0; i < 100 && (await ledger(submissionId)).length < 2; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await ledger(submissionId)).toEqual([
      { movement: 'CONSUME', amount: -1 },
      { movement: 'RELEASE', amount: 1 },
    ]);
    expect(await available()).toBe(before);
    // Later sweeps give nothing more back.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await ledger(submissionId)).toHaveLength(2);
    expect(await available()).toBe(before);
    const steps = await system.sql<{ code: string }>(
      `select code from submission.submission_step where submission_id = $1 and code = 'creditReturned'`,
      [submissionId],
    );
    expect(steps).toHaveLength(1);
  });
});
