/**
 * The partner guide docs/api/fill-a-ds160.md cannot rot: its worked example is the script
 * docs/api/examples/fill-a-ds160.mjs, which this test runs as a partner would (plain Node, an API key)
 * against the real gateway, identity, forms, billing and submission on PostgreSQL, and every code
 * block the guide takes from the script ("<!-- example: region -->") must be the script's region,
 * character for character.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { Client as PgClient } from 'pg';
import {
  createTestDatabase,
  startMailbox,
  type Mailbox,
  type TestDatabase,
} from '@portico/service-kit/testing';
import { REPO_ROOT } from '../src/compose';
import { signUp, type CookieJar } from './support/accounts';
import {
  composeForTest,
  generateActorKeyPair,
  migrate,
  requireBuiltServices,
  startService,
  startTestGateway,
  type RunningGateway,
  type RunningService,
} from './support/portico-system';

jest.setTimeout(120_000);

const SCRIPT = path.join(REPO_ROOT, 'docs', 'api', 'examples', 'fill-a-ds160.mjs');
const GUIDE = path.join(REPO_ROOT, 'docs', 'api', 'fill-a-ds160.md');
const keys = generateActorKeyPair();

let mailbox: Mailbox;
let database: TestDatabase;
let services: RunningService[] = [];
let gateway: RunningGateway;
let jar: CookieJar;
let workspaceId: string;
let apiKey: string;

async function asMember(query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: jar.header(), 'x-portico-csrf': '1' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: Record<string, any>; errors?: unknown }; // eslint-disable-line @typescript-eslint/no-explicit-any
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

/** The script's regions: `// #region name` … `// #endregion`. */
function regions(source: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const match of source.matchAll(/^\/\/ #region ([\w-]+)\n([\s\S]*?)^\/\/ #endregion$/gm))
    out.set(match[1], match[2].replace(/\n$/, ''));
  return out;
}

beforeAll(async () => {
  requireBuiltServices(['identity', 'forms', 'billing', 'submission']);
  mailbox = await startMailbox();
  process.env.SMTP_URL = mailbox.smtpUrl;
  database = await createTestDatabase();
  for (const name of ['identity', 'forms', 'billing', 'submission'] as const) migrate(name, database.url);
  const options = { databaseUrl: database.url, publicKey: keys.publicKey };
  const [forms, billing] = await Promise.all([
    startService('forms', options),
    startService('billing', options),
  ]);
  const identity = await startService('identity', { ...options, env: { FORMS_URL: forms.url } });
  const submission = await startService('submission', {
    ...options,
    env: { FORMS_URL: forms.url, IDENTITY_URL: identity.url, BILLING_URL: billing.url },
  });
  services = [identity, forms, billing, submission];
  gateway = await startTestGateway({
    keys,
    urls: { identity: identity.url, forms: forms.url, billing: billing.url, submission: submission.url },
    supergraphFile: composeForTest(),
  });

  // What the guide's readers have done before: an agency with its preparer details for CEAC, an
  // API key, and a credit bought at checkout (written straight into the ledger here).
  jar = await signUp(gateway.origin, mailbox, `partner-${Date.now()}@example.test`);
  workspaceId = (
    await asMember('mutation W($i: CreateWorkspaceInput!) { createWorkspace(input: $i) { id } }', {
      i: { name: 'Partner Agency' },
    })
  ).createWorkspace.id;
  await asMember('mutation B($i: UpdateBrandingInput!) { updateBranding(input: $i) { agencyName } }', {
    i: {
      workspaceId,
      agencyName: 'Partner Agency',
      preparer: {
        surname: 'CHEN',
        givenName: 'MEI',
        addressLine1: '88 HARBOUR ROAD',
        city: 'HONG KONG',
        country: 'HNK',
      },
    },
  });
  apiKey = (
    await asMember('mutation K($i: CreateApiKeyInput!) { createApiKey(input: $i) { secret } }', {
      i: { workspaceId, name: 'CRM' },
    })
  ).createApiKey.secret;
  const db = new PgClient({ connectionString: database.url });
  await db.connect();
  try {
    await db.query(
      `insert into billing.credit_entry (id, workspace_id, movement, amount, dedupe_key, created_at)
       values ($1, $2, 'PURCHASE', 1, $3, now())`,
      [randomUUID(), workspaceId, `purchase:${randomUUID()}`],
    );
  } finally {
    await db.end();
  }
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  await gateway?.stop();
  await Promise.all(services.map((s) => s.stop()));
  await database?.drop();
  await mailbox?.close();
});

describe('the guide "Fill a DS-160 through the API"', () => {
  it('runs its worked example from a new form to a filing, with what the guide says at each step', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [SCRIPT], {
      env: {
        ...process.env,
        PORTICO_URL: gateway.origin,
        PORTICO_API_KEY: apiKey,
        WORKSPACE_ID: workspaceId,
      },
      timeout: 60_000,
    });
    const steps = Object.fromEntries(
      stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { step: string } & Record<string, any>) // eslint-disable-line @typescript-eslint/no-explicit-any
        .map((line) => [line.step, line]),
    );
    expect(steps['create-form'].form).toMatchObject({ name: 'Li Wang - B1/B2', status: 'NOT_STARTED' });
    // An empty form: every applicable section NOT_STARTED and missing its questions.
    for (const [, status, missing] of steps['read-sections'].sections) {
      expect(status).toBe('NOT_STARTED');
      expect(missing).toBeGreaterThan(0);
    }
    expect(steps['read-sections'].personalP1).toEqual(expect.arrayContaining(['surname', 'birthCity']));
    expect(steps['first-answers']).toMatchObject({
      invalid: [],
      status: 'IN_PROGRESS',
      missing: [{ path: 'birthCity', messageId: 'ds160.error.required' }],
    });
    expect(steps['complete-a-section']).toMatchObject({ status: 'COMPLETED', missing: [] });
    expect(steps['refused-answer']).toMatchObject({
      refused: [
        {
          section: 'addressAndPhonePage',
          path: 'phoneNumbers.primary',
          messageId: 'ds160.error.format.phone',
        },
      ],
      tooLong: { code: 'BAD_USER_INPUT', messageId: 'ds160.error.maxLength', path: 'phoneNumbers.primary' },
      invalid: [],
      applied: ['phoneNumbers.primary'],
    });
    expect(steps.rows).toMatchObject({ applied: ['visitLocations.1.location'], invalid: [] });
    expect(steps['whole-application']).toMatchObject({
      invalid: [],
      conflicts: [],
      status: 'COMPLETED',
      missing: [],
    });
    expect(steps['whole-application'].progress.percent).toBe(100);
    expect(steps.file.submission).toMatchObject({
      formId: steps['create-form'].form.id,
      status: 'PENDING_START',
    });
  });

  it("shows the script's own code wherever it quotes it, and quotes every region", () => {
    const code = regions(readFileSync(SCRIPT, 'utf8'));
    const guide = readFileSync(GUIDE, 'utf8');
    const quoted = [...guide.matchAll(/<!-- example: ([\w-]+) -->\n\n```js\n([\s\S]*?)\n```/g)];
    expect(quoted.map((q) => q[1]).sort()).toEqual([...code.keys()].sort());
    for (const [, name, text] of quoted) expect({ name, text }).toEqual({ name, text: code.get(name) });
  });
});
