import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { buyCredits } from '../tests/billing-helpers';
import { editPath, expectSaved } from '../tests/editor-helpers';
import {
  completeForm,
  currentWorkspace,
  fileAndAnswerTheCaptcha,
  signInLiveView,
} from '../tests/filing-helpers';
import { newAccount } from '../tests/identity-helpers';

// Runs after every journey (the `supervision` project depends on `journeys`): it kills the processes
// of the system under test, so nothing else may run meanwhile. `npm test` names the supervisor's
// processes.json (tools/supervisor.mjs, ADR 0037) in PORTICO_PROCESSES_FILE.
const PROCESSES_FILE = process.env.PORTICO_PROCESSES_FILE;

/** Every process `npm start` runs (PostgreSQL too when it is the embedded one). */
const SYSTEM = [
  'gateway',
  'identity',
  'forms',
  'billing',
  'submission',
  'submission-robot',
  'ceac-sim',
  'public-site',
  'applicant-editor',
  'agency-console',
  'client-intake',
];

interface Supervised {
  name: string;
  pid: number | null;
  port: number | null;
  health: string | null;
  status: 'starting' | 'ready' | 'restarting' | 'stopped';
  restarts: number;
}

function processes(): Supervised[] {
  return (JSON.parse(readFileSync(PROCESSES_FILE!, 'utf8')) as { processes: Supervised[] }).processes;
}

function exists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Every health URL of the system answers 200 (PostgreSQL, which has none, through the services'). */
async function everyoneHealthy(request: APIRequestContext): Promise<boolean> {
  const answers = await Promise.all(
    processes()
      .filter((p) => p.health)
      .map((p) =>
        request.get(p.health!, { timeout: 5_000 }).then(
          (r) => r.ok(),
          () => false,
        ),
      ),
  );
  return answers.every(Boolean);
}

test.describe.configure({ timeout: 420_000 });

test('kill -9 of each process: it comes back on its port while the others keep running, and a journey then passes end to end', async ({
  page,
  request,
}) => {
  test.skip(
    !PROCESSES_FILE,
    'PORTICO_PROCESSES_FILE names the processes.json of the system to kill (npm test sets it)',
  );
  const names = processes().map((p) => p.name);
  expect(names).toEqual(expect.arrayContaining(SYSTEM));
  // PostgreSQL first: the hardest for the others to live through.
  const order = [...names.filter((n) => n === 'postgres'), ...SYSTEM];

  for (const name of order) {
    const before = processes();
    const victim = before.find((p) => p.name === name)!;
    expect(victim, `${name} runs before it is killed`).toMatchObject({ status: 'ready' });
    const killedAt = Date.now();
    process.kill(victim.pid!, 'SIGKILL');

    await expect
      .poll(
        () => {
          const now = processes().find((p) => p.name === name)!;
          return now.status === 'ready' && now.pid !== victim.pid ? now : null;
        },
        { message: `${name} comes back after kill -9`, timeout: 90_000, intervals: [200] },
      )
      .toMatchObject({ port: victim.port, restarts: victim.restarts + 1 });
    const back = Date.now() - killedAt;
    expect(exists(victim.pid!), `the killed ${name} is gone`).toBe(false);
    await expect
      .poll(() => everyoneHealthy(request), {
        message: `every process answers its health check after ${name} came back`,
        timeout: 60_000,
      })
      .toBe(true);
    // The rest kept running: no other process died (or was restarted) meanwhile.
    const after = processes();
    for (const other of before.filter((p) => p.name !== name))
      expect(after.find((p) => p.name === other.name)!.pid, `${other.name} kept running`).toBe(other.pid);
    test.info().annotations.push({ type: 'back after kill -9', description: `${name}: ${back} ms` });
  }

  // A short journey through every restarted part: sign up (identity, the mail catcher), create a
  // form on the screens, type answers that autosave, reload and see them (forms, the remotes).
  await newAccount(page, 'comes-back');
  const workspaceId = await currentWorkspace(page);
  const name = `Back after kill ${Date.now().toString(36)}`;
  await page.goto(`/workspaces/${workspaceId}/forms/new`);
  await page.getByLabel('Form name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Create form' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const formId = /\/forms\/([^/]+)$/.exec(new URL(page.url()).pathname)![1];
  await page.goto(editPath(workspaceId, formId, 'personalP1'));
  const surname = page.getByRole('textbox', { name: 'Surnames' });
  const given = page.getByRole('textbox', { name: 'Given Names' });
  await surname.fill('KILLED');
  await given.fill('NINE');
  await given.blur();
  await expectSaved(page);
  await page.reload();
  await expect(surname).toHaveValue('KILLED');
  await expect(given).toHaveValue('NINE');

  // File a complete form on the simulator with the robot worker (billing, submission, the robot,
  // ceac-sim, live updates through the gateway): the captcha and the signature in the browser.
  const complete = await completeForm(page, workspaceId, `${name} complete`);
  await buyCredits(page, workspaceId, 1);
  await fileAndAnswerTheCaptcha(page, workspaceId, complete);
  await expect(page).toHaveURL(/\/submissions\/[0-9a-f-]{36}$/);
  await signInLiveView(page, new URL(page.url()).pathname.split('/').at(-1)!);
  await expect(page.getByTestId('confirmation-number')).toHaveText(/^AA[0-9A-Z]{8}$/, { timeout: 60_000 });
  await expect(page.getByTestId('submission-status')).toHaveText('Completed');
});
