// Live submission status (issue 7): step-to-browser event latency. Not a test: prints figures.
//
// The robot worker's own write path (services/submission/dist: FilingStore.step, then the NOTIFY of
// publishSubmissionChanged) records SUBMISSIONS filings' steps, each STEPS times at RATE steps per
// second; a graphql-ws subscriber per submission listens to submissionChanged through the gateway.
// Latency: from just before the step write to the subscriber's receipt of the submission showing
// that step. Budget: p95 <= 200 ms.
//
//   npx nx run @portico/gateway:build && npx nx run @portico/submission:build && npx nx run @portico/forms:build
//   node bench/submission-events.mjs           # self-starting (PostgreSQL, submission, gateway)
//   SUBMISSIONS=4 STEPS=100 RATE=10 node bench/submission-events.mjs
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  cleanup,
  fmt,
  memberActor,
  percentile,
  pg,
  root,
  startBenchGateway,
  startService,
  startSystem,
} from './bench-system.mjs';

const SUBMISSIONS = Number(process.env.SUBMISSIONS ?? 4);
const STEPS = Number(process.env.STEPS ?? 100);
const RATE = Number(process.env.RATE ?? 10);

const require = createRequire(import.meta.url);
const { generateActorKeyPair, createLogger, createPgPubSub } = require('@portico/service-kit');
const { createClient } = require('graphql-ws');
const WebSocket = require('ws');
const { FilingStore } = require(
  path.join(root, 'services/submission/dist/modules/filing/submission-store.js'),
);
const { publishSubmissionChanged } = require(
  path.join(root, 'services/submission/dist/modules/submission/submission-events.js'),
);

async function main() {
  // PostgreSQL (embedded unless DATABASE_URL) from the shared bench system; no gateway of its own.
  const system = await startSystem({ gateway: false });
  const databaseUrl = system.databaseUrl;
  const keys = generateActorKeyPair();
  const env = { NODE_ENV: 'test', DATABASE_URL: databaseUrl, ACTOR_PUBLIC_KEY: keys.publicKey };
  const submissionService = await startService('submission', env);
  const submission = submissionService.process;
  const gw = await startBenchGateway(keys.privateKey, { SUBMISSION_URL: submissionService.url });
  const gateway = gw.process;
  const gatewayPort = gw.port;

  const workspaceId = randomUUID();
  const actor = memberActor(workspaceId);
  const db = new pg.Pool({ connectionString: databaseUrl, max: SUBMISSIONS + 2 });
  const workerId = `bench-${process.pid}`;
  const store = new FilingStore(db, workerId, 60_000);
  const logger = createLogger({ name: 'bench', level: 'warn' });
  const { pubSub, eventTarget } = await createPgPubSub({
    url: databaseUrl,
    channel: 'portico_submission',
    logger,
  });

  const ids = Array.from({ length: SUBMISSIONS }, () => randomUUID());
  for (const id of ids)
    await db.query(
      `insert into submission.submission (id, workspace_id, form_id, form_name, status, created_at, lease_owner, lease_until)
       values ($1, $2, $3, 'Bench', 'FILLING_FORM', now(), $4, now() + interval '1 hour')`,
      [id, workspaceId, randomUUID(), workerId],
    );

  // One browser-like subscriber per submission, through the gateway.
  const sentAt = new Map(); // `${id}:${step}` -> performance.now() before the write
  const latencies = [];
  const clients = [];
  const firstSeen = new Map();
  for (const id of ids) {
    const client = createClient({
      url: `ws://127.0.0.1:${gatewayPort}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: { 'x-portico-test-actor': JSON.stringify(actor) },
    });
    clients.push(client);
    client.subscribe(
      { query: `subscription { submissionChanged(submissionId: "${id}") { id progressDone currentPage } }` },
      {
        next: ({ data, errors }) => {
          if (errors) return console.error(JSON.stringify(errors));
          // The submission as read shows step `done`: that step and any earlier one not seen yet
          // (two quick steps can arrive as two reads of the later state) are now on screen.
          const done = data.submissionChanged.progressDone;
          firstSeen.set(id, true);
          const now = performance.now();
          for (const [key, start] of sentAt) {
            const [sid, step] = key.split(':');
            if (sid === id && Number(step) <= done) {
              latencies.push(now - start);
              sentAt.delete(key);
            }
          }
        },
        error: (e) => console.error('subscription failed', e),
        complete: () => undefined,
      },
    );
  }
  // Warm up until every subscription delivers (the gateway's upstream subscription starts async).

  while (firstSeen.size < ids.length) {
    for (const id of ids)
      if (!firstSeen.has(id)) {
        await store.step(
          id,
          { kind: 'info', page: 'Warm', message: 'warm-up', progress: { done: 0, total: 0 } },
          'FILLING_FORM',
        );
        publishSubmissionChanged(pubSub, { id, workspaceId, formId: randomUUID() });
      }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const started = performance.now();
  const interval = 1000 / RATE;
  await Promise.all(
    ids.map(async (id, n) => {
      await new Promise((resolve) => setTimeout(resolve, (interval / SUBMISSIONS) * n));
      for (let step = 1; step <= STEPS; step++) {
        const due = started + step * interval;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        sentAt.set(`${id}:${step}`, performance.now());
        await store.step(
          id,
          {
            kind: 'saved',
            page: `Page${step}`,
            message: `Saved page ${step}`,
            progress: { done: step, total: STEPS },
          },
          'FILLING_FORM',
        );
        publishSubmissionChanged(pubSub, { id, workspaceId, formId: randomUUID() });
      }
    }),
  );
  const deadline = performance.now() + 5_000;
  while (latencies.length < SUBMISSIONS * STEPS && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));

  const sorted = [...latencies].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  console.log(
    `submission events: ${SUBMISSIONS} submissions x ${STEPS} steps at ${RATE}/s each (${os.cpus().length} cores)`,
  );
  console.log(`  delivered ${latencies.length} of ${SUBMISSIONS * STEPS} steps`);
  console.log(
    `  step write -> subscriber through the gateway: p50 ${fmt(percentile(sorted, 50))} ms, p95 ${fmt(p95)} ms, p99 ${fmt(percentile(sorted, 99))} ms, max ${fmt(sorted[sorted.length - 1])} ms`,
  );
  console.log(
    `  budget p95 <= 200 ms: ${p95 <= 200 && latencies.length === SUBMISSIONS * STEPS ? 'met' : 'NOT met'}`,
  );

  await Promise.all(clients.map((c) => c.dispose()));
  await eventTarget.close();
  await db.end();
  await gateway.kill('SIGTERM');
  await submission.kill('SIGTERM');
  await system.forms?.kill('SIGTERM');
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
