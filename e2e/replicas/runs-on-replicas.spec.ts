// The replica topology (docs/adr/0051; `npm test` starts it after the journeys: PORTICO_REPLICAS=2):
// two gateways behind a connection balancer, two of each subgraph (gateway i talks to subgraph
// replica i; the services call one another through balancers) and two robot workers filing one
// application each at a time. What only replicas can break: a session made on one gateway used on
// the other, an event published by a replica the subscriber is not connected to, and two filings at
// once taken by different workers, neither filed twice.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { DEMO_AGENCY_ID, createFormThroughApi, graphql, logInToTheAgency } from '../tests/editor-helpers';
import { newAccount } from '../tests/identity-helpers';
import { buyCredits } from '../tests/billing-helpers';
import {
  CEAC_URL,
  captchaOfApplication,
  completeForm,
  currentWorkspace,
  fileAndAnswerTheCaptcha,
  signInLiveView,
} from '../tests/filing-helpers';

const GATEWAYS = (process.env.PORTICO_GATEWAY_URLS ?? '').split(',').filter(Boolean);
const PUBLIC_URL = process.env.PORTICO_URL ?? '';
const PROCESSES_FILE = process.env.PORTICO_PROCESSES_FILE;

test.describe.configure({ timeout: 300_000 });

test.beforeAll(() => {
  expect(GATEWAYS.length, 'PORTICO_GATEWAY_URLS names the gateway replicas (npm test sets it)').toBe(2);
  expect(PROCESSES_FILE, 'PORTICO_PROCESSES_FILE names the replica system (npm test sets it)').toBeTruthy();
});

/** The browser's cookies for the system, as a Cookie header (they hold for every port of the host). */
async function cookieHeader(page: Page): Promise<string> {
  return (await page.context().cookies(PUBLIC_URL)).map((c) => `${c.name}=${c.value}`).join('; ');
}

/** A GraphQL call sent to one gateway replica itself, with the browser's session. */
async function onGateway<T>(page: Page, gateway: string, query: string, variables = {}): Promise<T> {
  const response = await page.request.post(`${gateway}/graphql`, {
    headers: {
      'content-type': 'application/json',
      'x-portico-csrf': '1',
      origin: PUBLIC_URL,
      cookie: await cookieHeader(page),
    },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors ?? [], JSON.stringify(body.errors)).toEqual([]);
  return body.data as T;
}

const VIEWER = 'query { viewer { user { email } } }';

test('a session made through the balancer works on both gateways, and a logout on one ends it on the other', async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  const email = await newAccount(page, 'replicas-session');
  for (const gateway of GATEWAYS) {
    const { viewer } = await onGateway<{ viewer: { user: { email: string } | null } }>(page, gateway, VIEWER);
    expect(viewer.user?.email, gateway).toBe(email);
  }
  const out = await page.request.post(`${GATEWAYS[1]}/auth/logout`, {
    headers: { 'x-portico-csrf': '1', origin: PUBLIC_URL, cookie: await cookieHeader(page) },
  });
  expect(out.ok()).toBe(true);
  const { viewer } = await onGateway<{ viewer: { user: unknown } }>(page, GATEWAYS[0], VIEWER);
  expect(viewer.user).toBeNull();
});

test("a dashboard's subscription on one gateway sees a form created through the other (another forms replica)", async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  await logInToTheAgency(page);
  const cookie = await cookieHeader(page);
  // The subscription goes to gateway 1 itself, as the dashboard's socket would through the balancer.
  const seen: { formId: string; change: string }[] = [];
  const client = createClient({
    url: `${GATEWAYS[0].replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie, origin: PUBLIC_URL } });
      }
    },
    retryAttempts: 0,
  });
  const stop = client.subscribe<{ formChanged: { formId: string; change: string } }>(
    {
      query:
        'subscription Changed($workspaceId: ID!) { formChanged(workspaceId: $workspaceId) { change formId } }',
      variables: { workspaceId: DEMO_AGENCY_ID },
    },
    {
      next: (message) => {
        if (message.data) seen.push(message.data.formChanged);
      },
      error: (error) => seen.push({ formId: 'error', change: JSON.stringify(error) }),
      complete: () => undefined,
    },
  );
  try {
    // First a form created through the same gateway, until one is seen: the subscription is live.
    await expect
      .poll(
        async () => {
          const id = await createFormThroughApi(page, DEMO_AGENCY_ID, `Replica warm-up ${Date.now()}`);
          await page.waitForTimeout(500);
          return seen.some((event) => event.formId === id);
        },
        { timeout: 30_000, intervals: [0] },
      )
      .toBe(true);
    // Then one created through gateway 2, whose forms replica is not the subscriber's.
    const { createForm } = await onGateway<{ createForm: { id: string } }>(
      page,
      GATEWAYS[1],
      'mutation Create($input: CreateFormInput!) { createForm(input: $input) { id } }',
      { input: { workspaceId: DEMO_AGENCY_ID, name: `Replica ${Date.now().toString(36)}` } },
    );
    await expect.poll(() => seen.map((event) => event.formId), { timeout: 10_000 }).toContain(createForm.id);
    expect(seen.filter((event) => event.formId === 'error')).toEqual([]);
  } finally {
    stop();
    await client.dispose();
  }
});

/** What each robot worker says it runs now (its health port's /metrics). */
async function runningPerWorker(page: Page): Promise<number[]> {
  const { processes } = JSON.parse(readFileSync(PROCESSES_FILE!, 'utf8')) as {
    processes: { name: string; port?: number }[];
  };
  const workers = processes.filter((p) => p.name.startsWith('submission-robot'));
  expect(workers).toHaveLength(2);
  return Promise.all(
    workers.map(async (worker) => {
      const text = await (await page.request.get(`http://127.0.0.1:${worker.port}/metrics`)).text();
      return Number(/^portico_filings_running (\S+)$/m.exec(text)?.[1] ?? NaN);
    }),
  );
}

test('two filings at once are taken by the two workers, and each application is filed once', async ({
  page,
  browser,
}) => {
  await newAccount(page, 'replicas-filings');
  const workspaceId = await currentWorkspace(page);
  const run = Date.now().toString(36);
  const forms = [
    await completeForm(page, workspaceId, `Replica filing one ${run}`),
    await completeForm(page, workspaceId, `Replica filing two ${run}`),
  ];
  await buyCredits(page, workspaceId, 2);
  const second = await (
    await browser.newContext({ storageState: await page.context().storageState() })
  ).newPage();
  const pages = [page, second];
  const submissions: string[] = [];
  // Each worker files one application at a time: while the first waits on CEAC's sign page, the
  // second filing can only be taken by the other worker. Each captcha is answered while it is CEAC's
  // newest (the prompt reads the simulator's last captcha).
  for (const [i, formId] of forms.entries()) {
    await fileAndAnswerTheCaptcha(pages[i], workspaceId, formId);
    await expect(pages[i]).toHaveURL(/\/submissions\/[0-9a-f-]{36}$/);
    submissions.push(new URL(pages[i].url()).pathname.split('/').at(-1)!);
    await expect(pages[i].getByTestId('live-filing').getByTestId('live-view-status')).toHaveText(
      "Your turn: your taps and keys reach CEAC's page.",
      { timeout: 150_000 },
    );
  }
  expect(await runningPerWorker(page)).toEqual([1, 1]);

  // Each applicant signs on their own application's sign page (its own captcha).
  const applicationIds: string[] = [];
  for (const [i, submissionId] of submissions.entries()) {
    const { submission } = await graphql<{ submission: { applicationId: string } }>(
      pages[i],
      'query S($id: ID!) { submission(id: $id) { applicationId } }',
      { id: submissionId },
    );
    applicationIds.push(submission.applicationId);
    await signInLiveView(pages[i], submissionId, () =>
      captchaOfApplication(pages[i].request, submission.applicationId),
    );
  }
  for (const [i, submissionId] of submissions.entries())
    await expect
      .poll(
        async () =>
          (
            await graphql<{ submission: { status: string } }>(
              pages[i],
              'query S($id: ID!) { submission(id: $id) { status } }',
              { id: submissionId },
            )
          ).submission.status,
        { timeout: 60_000 },
      )
      .toBe('COMPLETED');
  // CEAC's side: two applications, each signed and submitted once.
  for (const applicationId of applicationIds) {
    const record = (await (
      await page.request.get(`${CEAC_URL}/__test/applications/${applicationId}`)
    ).json()) as {
      signed: boolean;
      submitCount: number;
    };
    expect(record).toMatchObject({ signed: true, submitCount: 1 });
  }
  expect(new Set(applicationIds).size).toBe(2);
  await expect.poll(() => runningPerWorker(page), { timeout: 10_000 }).toEqual([0, 0]);
});
