/**
 * What the submission tests run on: one test database; forms and identity spawned from their dist (their
 * real internal routes; build them first) and the submission subgraph in-process, all trusting
 * the same actor key.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { Client } from 'pg';
import {
  createTestActorSigner,
  createTestDatabase,
  postGraphql,
  startTestSubgraph,
  type TestActorSigner,
  type TestDatabase,
  type TestSubgraph,
} from '@portico/service-kit/testing';
import { createLogger } from '@portico/service-kit';
import type { Actor, AnswerValue, FormAnswers } from '@portico/shared-types';
import { submissionSubgraph } from '../../src/submission-subgraph';
import { startCreditServer, type CreditServer } from './credit-server';
import { closeFilingSenders } from '../../src/queue/filing-queue';
import { startRobotWorker, type RobotWorkerOptions, type RunningRobotWorker } from '../../src/robot-worker';
import { startRobotHealthServer } from '../../src/robot-worker-health';
import { LiveViews } from '../../src/live-view/live-views';

const REPO_ROOT = path.resolve(__dirname, '../../../..');
const FORMS_DIST = path.join(REPO_ROOT, 'services/forms/dist');
const IDENTITY_DIST = path.join(REPO_ROOT, 'services/identity/dist');
const BILLING_DIST = path.join(REPO_ROOT, 'services/billing/dist');

/** An agency's complete preparer details (identity's columns, as an admin saves them in Branding). */
export const AGENCY_PREPARER = {
  agencyName: 'Globe Visa Services',
  preparerSurname: 'Okafor',
  preparerGivenName: 'Ada',
  preparerLine1: '221 Harbour Road',
  preparerLine2: 'Suite 4',
  preparerCity: 'Lagos',
  preparerState: null,
  preparerPostalCode: '101241',
  preparerCountry: 'NRA',
  preparerRelationship: 'AGENT',
} as const;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface FilingSystem {
  database: TestDatabase;
  signer: TestActorSigner;
  formsUrl: string;
  /** identity (services/identity/dist), where business workspaces keep their preparer (ADR 0024). */
  identityUrl: string;
  submission: TestSubgraph;
  /** billing's credit protocol (every workspace has unlimited credits unless a test sets a balance). */
  credits: CreditServer;
  /**
   * With `{ billing: true }`: billing itself (services/billing/dist) instead of `credits`, its ledger
   * in the same database. `grant` adds credits as a paid order would.
   */
  billing: null | { url: string; grant(workspaceId: string, credits: number): Promise<void> };
  /**
   * Makes `workspaceId` a business workspace in identity, with `preparer` (identity's preparer
   * columns; default AGENCY_PREPARER, `{}` for an agency that has not given them yet).
   */
  agency(
    workspaceId: string,
    preparer?: Partial<Record<keyof typeof AGENCY_PREPARER, string | null>>,
  ): Promise<void>;
  /** Makes `workspaceId` a personal workspace in identity whose one member is `user` (their account language). */
  personal(workspaceId: string, user: { id: string; email: string; language: string }): Promise<void>;
  /** A client link in identity for `formId` of `workspaceId` (its client's e-mail and language). */
  clientLink(
    workspaceId: string,
    formId: string,
    client: { email: string; language: string; permissions?: string[] },
  ): Promise<void>;
  /** GraphQL on the submission subgraph as `actor`. */
  call<T = Record<string, any>>( // eslint-disable-line @typescript-eslint/no-explicit-any
    actor: Actor,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ data?: T | null; errors?: readonly { message: string; extensions?: { code?: string } }[] }>;
  /** GraphQL on forms as `actor`. */
  forms<T = Record<string, any>>( // eslint-disable-line @typescript-eslint/no-explicit-any
    actor: Actor,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ data?: T | null; errors?: readonly { message: string }[] }>;
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function startFilingSystem(options: { billing?: boolean } = {}): Promise<FilingSystem> {
  if (!existsSync(path.join(FORMS_DIST, 'main.js')))
    throw new Error('build forms first: npx nx run @portico/forms:build');
  if (options.billing && !existsSync(path.join(BILLING_DIST, 'main.js')))
    throw new Error('build billing first: npx nx run @portico/billing:build');
  if (!existsSync(path.join(IDENTITY_DIST, 'main.js')))
    throw new Error('build identity first: npx nx run @portico/identity:build');
  process.env.ANSWERS_ENCRYPTION_KEY ??= randomBytes(32).toString('base64');
  const database = await createTestDatabase();
  const signer = createTestActorSigner();
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    ACTOR_PUBLIC_KEY: signer.publicKey,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
  };
  const migrated = spawnSync(process.execPath, [path.join(FORMS_DIST, 'migrate.js')], {
    env,
    encoding: 'utf8',
  });
  if (migrated.status !== 0) throw new Error(`forms migration failed: ${migrated.stderr}`);
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(FORMS_DIST, 'main.js')], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const formsUrl = `http://127.0.0.1:${port}/graphql`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`forms exited: ${stderr}`);
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 200) throw new Error(`forms not ready: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.env.FORMS_URL = formsUrl;
  const identity = await startService(IDENTITY_DIST, 'identity', { ...env, FORMS_URL: formsUrl });
  process.env.IDENTITY_URL = identity.url;
  const credits = await startCreditServer();
  const billing = options.billing
    ? await startService(BILLING_DIST, 'billing', {
        ...env,
        PUBLIC_URL: 'http://127.0.0.1:4000',
        TEST_PROVIDER_WEBHOOK_SECRET: 'whsec_test_filing_system',
      })
    : null;
  process.env.BILLING_URL = billing?.url ?? credits.url;
  const submission = await startTestSubgraph(submissionSubgraph, { databaseUrl: database.url, signer });
  const pg = new Client({ connectionString: database.url });
  await pg.connect();
  return {
    database,
    signer,
    formsUrl,
    identityUrl: identity.url,
    submission,
    credits,
    billing: billing && {
      url: billing.url,
      async grant(workspaceId, count) {
        await pg.query(
          `insert into billing.credit_entry (id, workspace_id, movement, amount, dedupe_key, order_id, created_at)
           values (gen_random_uuid(), $1, 'PURCHASE', $2, 'purchase:' || gen_random_uuid(), gen_random_uuid(), now())`,
          [workspaceId, count],
        );
      },
    },
    async agency(workspaceId, preparer = AGENCY_PREPARER) {
      const columns = Object.entries(preparer).map(([k, v]) => [
        k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
        v,
      ]);
      await pg.query(
        `insert into identity.workspace (id, name, type, requires_totp, created_at${columns.map(([c]) => `, ${c}`).join('')})
         values ($1, 'Agency', 'BUSINESS', false, now()${columns.map((_, i) => `, $${i + 2}`).join('')})`,
        [workspaceId, ...columns.map(([, v]) => v)],
      );
    },
    async personal(workspaceId, user) {
      await pg.query(
        `insert into identity.user_account (id, email, password_hash, language, activated_at, created_at)
         values ($1, $2, 'not-a-hash', $3, now(), now())`,
        [user.id, user.email, user.language],
      );
      await pg.query(
        `insert into identity.workspace (id, name, type, requires_totp, created_at) values ($1, 'Mine', 'PERSONAL', false, now())`,
        [workspaceId],
      );
      await pg.query(
        `insert into identity.membership (workspace_id, user_id, role, added_at) values ($1, $2, 'ADMIN', now())`,
        [workspaceId, user.id],
      );
    },
    async clientLink(workspaceId, formId, client) {
      await pg.query(
        `insert into identity.client_link (id, workspace_id, form_id, client_name, client_email, permissions,
           expires_at, uses, default_language, token_hash, created_by, created_at)
         values ($1, $2, $3, 'Client', $4, $5, now() + interval '30 days', 0, $6, $7, $8, now())`,
        [
          randomUUID(),
          workspaceId,
          formId,
          client.email,
          JSON.stringify(client.permissions ?? ['read', 'fill', 'submit', 'view_status']),
          client.language,
          randomBytes(32).toString('hex'),
          randomUUID(),
        ],
      );
    },
    call: (actor, query, variables) =>
      postGraphql(submission.url, { query, variables, actor: signer.sign(actor) }).then(
        (r) => r.body as never,
      ),
    forms: (actor, query, variables) =>
      postGraphql(formsUrl, { query, variables, actor: signer.sign(actor) }).then((r) => r.body as never),
    sql: async (query, params = []) => (await pg.query(query, params)).rows,
    async close() {
      await closeFilingSenders();
      await pg.end();
      await submission.stop();
      await identity.stop();
      await billing?.stop();
      await credits.close();
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      await database.drop();
    },
  };
}

/** Migrates and starts a built service (`<dist>/migrate.js`, `<dist>/main.js`) on a free port. */
async function startService(
  dist: string,
  name: string,
  env: NodeJS.ProcessEnv,
): Promise<{ url: string; stop(): Promise<void> }> {
  const migrated = spawnSync(process.execPath, [path.join(dist, 'migrate.js')], { env, encoding: 'utf8' });
  if (migrated.status !== 0) throw new Error(`${name} migration failed: ${migrated.stderr}`);
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(dist, 'main.js')], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${stderr}`);
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 200) throw new Error(`${name} not ready: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function isDate(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).every((k) => ['day', 'month', 'year'].includes(k))
  );
}

/** A whole application as forms' save changes (leaves by path, lists as one change each). */
function changesOf(answers: FormAnswers) {
  const out: { section: string; path: string; value: unknown; baseVersion: number }[] = [];
  for (const [section, object] of Object.entries(answers)) {
    const walk = (prefix: string, node: Record<string, AnswerValue | undefined>) => {
      for (const [k, v] of Object.entries(node)) {
        const p = prefix ? `${prefix}.${k}` : k;
        if (v !== null && typeof v === 'object' && !Array.isArray(v) && !isDate(v))
          walk(p, v as Record<string, AnswerValue | undefined>);
        else out.push({ section, path: p, value: v, baseVersion: 0 });
      }
    };
    walk('', object as Record<string, AnswerValue | undefined>);
  }
  return out;
}

/** Creates a form through forms' GraphQL and saves `answers` into it; returns its id and status. */
export async function formWith(
  system: FilingSystem,
  actor: Actor,
  workspaceId: string,
  answers: FormAnswers,
  name = 'Filing test',
): Promise<{ id: string; status: string }> {
  const created = await system.forms<{ createForm: { id: string } }>(
    actor,
    'mutation($i: CreateFormInput!) { createForm(input: $i) { id } }',
    { i: { workspaceId, name } },
  );
  if (!created.data) throw new Error(JSON.stringify(created.errors));
  const id = created.data.createForm.id;
  const changes = changesOf(answers);
  if (changes.length === 0) return { id, status: 'NOT_STARTED' };
  const saved = await system.forms<{ saveAnswers: { form: { status: string } } }>(
    actor,
    'mutation($i: SaveAnswersInput!) { saveAnswers(input: $i) { form { status } } }',
    { i: { formId: id, clientId: randomUUID(), seq: 1, idempotencyKey: randomUUID(), changes } },
  );
  if (!saved.data) throw new Error(JSON.stringify(saved.errors));
  return { id, status: saved.data.saveAnswers.form.status };
}

export const SUBMISSION_FIELDS = `id workspaceId formId formName status createdAt completedAt applicationId
  confirmationNumber securityQuestion securityAnswer currentPage progressDone progressTotal
  pendingAction { kind imageDataUrl attempt error askedAt }
  errors { section field page message } errorMessage`;

/** Billing's ledger of one filing's credit (the real billing service), oldest first. */
export function creditLedger(
  system: FilingSystem,
  submissionId: string,
): Promise<{ movement: string; amount: number }[]> {
  return system.sql<{ movement: string; amount: number }>(
    `select movement, amount from billing.credit_entry where submission_id = $1 order by created_at, movement`,
    [submissionId],
  );
}

/** The credits a workspace has left, from billing's ledger. */
export async function creditsLeft(system: FilingSystem, workspaceId: string): Promise<number> {
  const [row] = await system.sql<{ n: string }>(
    `select coalesce(sum(amount), 0) as n from billing.credit_entry where workspace_id = $1`,
    [workspaceId],
  );
  return Number(row.n);
}

/**
 * A robot worker on the test system filing on `ceacBaseUrl`, with the tests' quick timings (short
 * lease, fast retries (answers heard on LISTEN), one filing at a time); `overrides` changes any of them.
 */
export async function startTestRobotWorker(
  system: FilingSystem,
  ceacBaseUrl: string,
  overrides: Partial<RobotWorkerOptions> = {},
): Promise<RunningRobotWorker & { liveViews: LiveViews; liveViewUrl: string }> {
  const logger = createLogger({ name: 'robot-worker', level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  // The live view on a port of its own, as the worker process takes it on its health port.
  const liveViews = overrides.liveViews ?? new LiveViews({ logger });
  const server = await startRobotHealthServer({
    port: 0,
    host: '127.0.0.1',
    logger,
    checks: () => ({}),
    upgrade: (req, socket, head) => liveViews.handleUpgrade(req, socket, head),
  });
  const liveViewUrl = `http://127.0.0.1:${server.port}`;
  const worker = await startRobotWorker({
    databaseUrl: system.database.url,
    ceacBaseUrl,
    logger,
    concurrency: 1,
    leaseMs: 3_000,
    retryDelaysMs: [200, 200],
    liveViews,
    liveViewUrl,
    ...overrides,
  });
  const entry = { liveViews, liveViewUrl };
  testLiveViews.add(entry);
  return {
    ...worker,
    liveViews,
    liveViewUrl,
    async stop() {
      await worker.stop();
      await server.close();
      testLiveViews.delete(entry);
    },
  };
}

/** The live views of the test workers running now (the applicant's helper finds a filing's page there). */
export const testLiveViews = new Set<{ liveViews: LiveViews; liveViewUrl: string }>();
