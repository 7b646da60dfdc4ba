/**
 * Observability (ADR 0046), with real processes: the gateway and the forms service are spawned from
 * their builds with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a local OTLP/HTTP receiver. An autosave
 * through the gateway is one trace: the gateway's request, its call to forms, forms' request, the
 * saveAnswers resolver and its PostgreSQL statements. /metrics of both processes is scraped and
 * parsed: the GraphQL request counters per operation, the autosave outcomes and the process
 * metrics moved. The gateway's public /metrics is a JSON 404, never the shell's HTML. A service
 * whose tracing is off sends nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createTestDatabase,
  sampleValue,
  scrape,
  startOtlpReceiver,
  traceTree,
  type OtlpReceiver,
  type ReceivedSpan,
  type TestDatabase,
} from '@portico/service-kit/testing';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { ACTOR_HEADER, type Actor } from '@portico/shared-types';
import { signActorFor, TEST_ACTOR_HEADER } from '../src/authentication';
import { REPO_ROOT } from '../src/compose';
import {
  freePort,
  generateActorKeyPair,
  migrate,
  NOWHERE,
  requireBuiltServices,
  startService,
  type RunningService,
} from './support/portico-system';

jest.setTimeout(120_000);

const keys = generateActorKeyPair();
const workspaceId = randomUUID();
const member: Actor = {
  kind: 'user',
  userId: randomUUID(),
  email: 'agent@example.test',
  currentWorkspaceId: workspaceId,
  memberships: [{ workspaceId, role: 'admin' }],
};
/** Exported as soon as they end: the test does not wait out the batch processor's 5 s default. */
const FAST_EXPORT = { OTEL_BSP_SCHEDULE_DELAY: '100' };

let database: TestDatabase;
let receiver: OtlpReceiver;
let silentReceiver: OtlpReceiver;
let forms: RunningService;
let untracedForms: RunningService;
let gateway: { child: ChildProcess; origin: string; metricsUrl: string; stop(): Promise<void> };

async function startGatewayProcess(env: Record<string, string>) {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const shell = mkdtempSync(path.join(tmpdir(), 'portico-shell-'));
  writeFileSync(path.join(shell, 'index.html'), '<!doctype html><html><body>Portico</body></html>');
  let output = '';
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'gateway', 'dist', 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      LOG_LEVEL: 'warn',
      ACTOR_PRIVATE_KEY: keys.privateKey,
      IDENTITY_URL: NOWHERE,
      BILLING_URL: NOWHERE,
      SUBMISSION_URL: NOWHERE,
      SHELL_DIST: shell,
      GATEWAY_TEST_ACTOR_HEADER: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000)));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`gateway exited: ${output}`);
    const ready = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`gateway not ready: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    child,
    origin,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function graphql(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  operationName: string,
  actorHeaders: Record<string, string> = { [TEST_ACTOR_HEADER]: JSON.stringify(member) },
) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...actorHeaders },
    body: JSON.stringify({ query, variables, operationName }),
  });
  const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (!res.ok || body.errors)
    throw new Error(`${operationName} failed: ${res.status} ${JSON.stringify(body)}`);
  return body.data!;
}

const CREATE_FORM = 'mutation CreateForm($input: CreateFormInput!) { createForm(input: $input) { id } }';
const SAVE_ANSWERS = `mutation SaveAnswers($input: SaveAnswersInput!) {
  saveAnswers(input: $input) { version stale conflicts { path } }
}`;

/** Creates a form (through the gateway unless `url` and the actor's headers say otherwise); returns its id. */
async function createForm(
  name: string,
  url = `${gateway.origin}/graphql`,
  actorHeaders?: Record<string, string>,
) {
  const data = await graphql(url, CREATE_FORM, { input: { workspaceId, name } }, 'CreateForm', actorHeaders);
  return (data.createForm as { id: string }).id;
}

async function autosave(formId: string, seq: number, surname: string, baseVersion: number) {
  const data = await graphql(
    `${gateway.origin}/graphql`,
    SAVE_ANSWERS,
    {
      input: {
        formId,
        clientId: randomUUID(),
        seq,
        idempotencyKey: randomUUID(),
        changes: [{ section: 'personalP1', path: 'surname', value: surname, baseVersion }],
      },
    },
    'SaveAnswers',
  );
  return data.saveAnswers as { version: number };
}

beforeAll(async () => {
  requireBuiltServices(['forms']);
  [receiver, silentReceiver] = await Promise.all([startOtlpReceiver(), startOtlpReceiver()]);
  database = await createTestDatabase();
  migrate('forms', database.url);
  [forms, untracedForms] = await Promise.all([
    startService('forms', {
      databaseUrl: database.url,
      publicKey: keys.publicKey,
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, ...FAST_EXPORT },
    }),
    // The endpoint is set but the SDK is disabled: nothing may be exported.
    startService('forms', {
      databaseUrl: database.url,
      publicKey: keys.publicKey,
      env: {
        OTEL_EXPORTER_OTLP_ENDPOINT: silentReceiver.endpoint,
        OTEL_SDK_DISABLED: 'true',
        ...FAST_EXPORT,
      },
    }),
  ]);
  gateway = await startGatewayProcess({
    FORMS_URL: forms.url,
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
    ...FAST_EXPORT,
  });
});

afterAll(async () => {
  await gateway?.stop();
  await Promise.all([forms?.stop(), untracedForms?.stop()]);
  await database?.drop();
  await Promise.all([receiver?.close(), silentReceiver?.close()]);
});

/** The span and its ancestors, nearest first. */
function ancestry(spans: ReceivedSpan[], span: ReceivedSpan): ReceivedSpan[] {
  const chain = [span];
  for (;;) {
    const parent = spans.find((s) => s.traceId === span.traceId && s.spanId === chain.at(-1)!.parentSpanId);
    if (!parent) return chain;
    chain.push(parent);
  }
}

const isResolverOf = (field: string) => (s: ReceivedSpan) =>
  s.service === 'portico-forms' && s.name === `graphql.resolve ${field}`;
const isSql = (s: ReceivedSpan) => s.service === 'portico-forms' && s.name.startsWith('pg.query');

it('traces an autosave from the gateway through forms to its PostgreSQL statements in one trace', async () => {
  const formId = await createForm('Traced form');
  await autosave(formId, 1, 'PETROV', 0);

  // Each process exports on its own schedule: wait for the SQL (forms) and the chain up to the
  // gateway's root span (the gateway's batch may come later than forms').
  const spans = await receiver.waitFor((all) =>
    all.some(
      (s) =>
        isResolverOf('saveAnswers')(s) &&
        all.some((q) => isSql(q) && q.traceId === s.traceId) &&
        ancestry(all, s).at(-1)!.service === 'portico-gateway',
    ),
  );
  const resolver = spans.find(isResolverOf('saveAnswers'))!;
  const trace = spans.filter((s) => s.traceId === resolver.traceId);
  // The proof text of issue 19: a copied trace.
  console.log(traceTree(spans, resolver.traceId));

  // The resolver runs under forms' HTTP server span, a child of the gateway's call to forms, which
  // is inside the gateway's server span of the browser's request: one chain, one trace id.
  const chain = ancestry(spans, resolver);
  const formsServer = chain.find((s) => s.service === 'portico-forms' && s.kind === 2);
  expect(formsServer).toBeDefined();
  const gatewayClient = spans.find((s) => s.spanId === formsServer!.parentSpanId);
  expect(gatewayClient).toMatchObject({ service: 'portico-gateway', kind: 3, traceId: resolver.traceId });
  const root = chain.at(-1)!;
  expect(root).toMatchObject({ service: 'portico-gateway', kind: 2, parentSpanId: '' });
  expect(chain).toContain(root);
  // Its SQL: statements of this trace under forms' request, without parameter values.
  const sql = trace.filter(isSql);
  expect(sql.length).toBeGreaterThan(0);
  for (const statement of sql) {
    expect(ancestry(spans, statement)).toContain(formsServer);
    expect(JSON.stringify(statement.attributes)).not.toContain('PETROV');
  }
});

it('keeps the autosave traced on the compiled path (the second save of the same document)', async () => {
  const formId = await createForm('Second form');
  const before = receiver.spans.length;
  const { version } = await autosave(formId, 1, 'IVANOV', 0);
  await autosave(formId, 2, 'IVANOVA', version);
  const spans = await receiver.waitFor((all) =>
    all
      .slice(before)
      .some((s) => s.service === 'portico-forms' && s.attributes['portico.graphql.compiled'] === true),
  );
  const compiled = spans
    .slice(before)
    .find((s) => s.service === 'portico-forms' && s.attributes['portico.graphql.compiled'] === true)!;
  expect(compiled.attributes['graphql.operation.name']).toBe('SaveAnswers');
  await receiver.waitFor((all) => all.some((s) => isSql(s) && s.traceId === compiled.traceId));
  const trace = receiver.spans.filter((s) => s.traceId === compiled.traceId);
  expect(trace.some((s) => s.service === 'portico-gateway' && s.kind === 2)).toBe(true);
  expect(trace.some(isSql)).toBe(true);
});

it('counts GraphQL requests per operation and autosave outcomes on /metrics of the gateway and forms', async () => {
  const [gatewayBefore, formsBefore] = await Promise.all([
    scrape(gateway.metricsUrl),
    scrape(forms.url.replace('/graphql', '/metrics')),
  ]);
  const formId = await createForm('Counted form');
  await autosave(formId, 1, 'SIDOROV', 0);
  // A save against an old version: a conflict, counted as such.
  await autosave(formId, 2, 'SIDOROVA', 0);

  const [gatewayAfter, formsAfter] = await Promise.all([
    scrape(gateway.metricsUrl),
    scrape(forms.url.replace('/graphql', '/metrics')),
  ]);
  for (const [before, after] of [
    [gatewayBefore, gatewayAfter],
    [formsBefore, formsAfter],
  ]) {
    expect(after.contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    const ok = { operation: 'SaveAnswers', outcome: 'ok' };
    expect(
      sampleValue(after.families, 'portico_graphql_requests_total', ok) -
        sampleValue(before.families, 'portico_graphql_requests_total', ok),
    ).toBe(2);
    expect(
      sampleValue(after.families, 'portico_graphql_request_duration_seconds_count', {
        operation: 'CreateForm',
      }) -
        sampleValue(before.families, 'portico_graphql_request_duration_seconds_count', {
          operation: 'CreateForm',
        }),
    ).toBe(1);
    expect(sampleValue(after.families, 'portico_process_cpu_user_seconds_total')).toBeGreaterThan(0);
  }
  // The proof text of issue 19: an excerpt of each scrape.
  const excerpt = (label: string, scraped: typeof formsAfter, prefixes: string[]) =>
    `${label}\n${[...scraped.families.values()]
      .filter((f) => prefixes.some((p) => f.name.startsWith(p)))
      .flatMap((f) => [
        `# TYPE ${f.name} ${f.type}`,
        ...f.samples
          .filter((m) => !m.name.endsWith('_bucket'))
          .map(
            (m) =>
              `${m.name}{${Object.entries(m.labels)
                .map(([k, v]) => `${k}="${v}"`)
                .join(',')}} ${m.value}`,
          ),
      ])
      .join('\n')}`;
  console.log(
    [
      excerpt('gateway :METRICS_PORT/metrics', gatewayAfter, [
        'portico_graphql',
        'portico_live',
        'portico_process_cpu',
      ]),
      excerpt('forms /metrics', formsAfter, ['portico_graphql', 'portico_autosave']),
    ].join('\n\n'),
  );
  const delta = (outcome: string) =>
    sampleValue(formsAfter.families, 'portico_autosave_total', { outcome }) -
    sampleValue(formsBefore.families, 'portico_autosave_total', { outcome });
  expect(delta('saved')).toBe(1);
  expect(delta('conflict')).toBe(1);
});

it('counts the open graphql-ws sockets on the gateway', async () => {
  const open = async () =>
    sampleValue((await scrape(gateway.metricsUrl)).families, 'portico_live_connections', {
      kind: 'graphql-ws',
    });
  const before = await open();
  const client = createClient({
    url: `${gateway.origin.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: { [TEST_ACTOR_HEADER]: JSON.stringify(member) },
  });
  const acknowledged = new Promise<void>((resolve) => client.on('connected', () => resolve()));
  const stop = client.subscribe(
    { query: `subscription { formChanged(workspaceId: "${workspaceId}") { formId } }` },
    { next: () => undefined, error: () => undefined, complete: () => undefined },
  );
  await acknowledged;
  expect(await open()).toBe(before + 1);
  stop();
  await client.dispose();
  for (let i = 0; i < 50 && (await open()) !== before; i++) await new Promise((r) => setTimeout(r, 100));
  expect(await open()).toBe(before);
});

it('keeps the token of a password-reset link out of the spans of its page', async () => {
  const secret = `Reset${randomUUID().replaceAll('-', '')}`;
  const page = await fetch(`${gateway.origin}/reset-password?token=${secret}`);
  expect(page.status).toBe(200);
  const mentions = (s: ReceivedSpan) =>
    Object.values(s.attributes).some((v) => typeof v === 'string' && v.includes('/reset-password'));
  const spans = await receiver.waitFor((all) =>
    all.some((s) => s.service === 'portico-gateway' && s.kind === 2 && mentions(s)),
  );
  const pageSpan = spans.find((s) => s.service === 'portico-gateway' && s.kind === 2 && mentions(s))!;
  expect(pageSpan.attributes['url.query']).toBe(':redacted');
  const urls = Object.values(pageSpan.attributes).filter(
    (v): v is string => typeof v === 'string' && v.includes('/reset-password'),
  );
  for (const url of urls) expect(url).toMatch(/\/reset-password(\?:redacted)?$/);
  expect(JSON.stringify(spans.map((s) => s.attributes))).not.toContain(secret);
});

it('answers /metrics on the public port with a JSON 404, never the shell', async () => {
  const page = await fetch(`${gateway.origin}/some/page`);
  expect(page.headers.get('content-type')).toMatch(/text\/html/); // the shell, for a real page
  for (const pathname of ['/metrics', '/metrics?x=1']) {
    const res = await fetch(`${gateway.origin}${pathname}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await res.text();
    expect(text).not.toMatch(/<html|<!doctype/i);
    expect(text).not.toContain('portico_');
  }
  // The metrics port serves nothing else.
  const other = await fetch(gateway.metricsUrl.replace('/metrics', '/graphql'));
  expect(other.status).toBe(404);
});

it('exports nothing when tracing is off', async () => {
  const formId = await createForm('Untraced form', untracedForms.url, {
    [ACTOR_HEADER]: signActorFor(member, keys.privateKey),
  });
  expect(formId).toBeTruthy();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(silentReceiver.requests).toBe(0);
});
