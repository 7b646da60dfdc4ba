// Autosave budgets (issue 5). Not a test: prints figures.
//
// 1. Open-loop load: EDITORS simulated editors (default 200), each saving one field once a second
//    on its own form through the gateway for SECONDS (default 30). Send times follow a fixed
//    schedule whatever the answers (open loop), and latency is measured from the scheduled time, so
//    a slow server cannot hide its queue. Budget: p99 <= 50 ms on 2 cores.
// 2. The most saves per second, closed loop, in the same run: through the gateway, straight to the
//    forms subgraph (signed actor header, as the gateway sends it), and a bare PostgreSQL JSONB
//    field update (`UPDATE … SET answers = jsonb_set(…)`), the floor no service beats. Each path
//    runs MAX_SECONDS (default 10) at each worker count of CONCURRENCY (a list, default 32,64), and
//    its figure is its best worker count: the mean of that count's rounds. The paths take turns
//    ROUNDS times (default 2), each after a VACUUM ANALYZE and CHECKPOINT, so neither another
//    path's leftovers nor a drift in the host's speed falls on one path. CPU per save is read from
//    /proc for each service, this machine's PostgreSQL, the load generator and the whole machine.
//    Budget: gateway >= 25 % of bare PostgreSQL.
//
// Forms hold a complete application (married B1/B2 tourist fixture) so every save pays for real
// validation and status recomputation.
//
//   npx nx run @portico/gateway:build && npx nx run @portico/forms:build
//   node bench/autosave-load.mjs                 # self-starting (see bench/bench-system.mjs)
//   EDITORS=200 SECONDS=30 CONCURRENCY=32,64 MAX_SECONDS=10 ROUNDS=2 node bench/autosave-load.mjs
//   PORTICO_URL=http://localhost:4000 FORMS_URL=http://127.0.0.1:4102/graphql \
//     DATABASE_URL=postgres://postgres:postgres@127.0.0.1:54320/portico node bench/autosave-load.mjs
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  autosaveEditor,
  cleanup,
  cpuMs,
  cpuSince,
  fixtures,
  fmt,
  gql,
  machineBusyMs,
  percentile,
  pg,
  postgresCpuMs,
  runOpenLoop,
  seedForms,
  word,
  startSystem,
} from './bench-system.mjs';

const EDITORS = Number(process.env.EDITORS ?? 200);
const SECONDS = Number(process.env.SECONDS ?? 30);
/** Closed-loop worker counts tried; each path's figure is its best level. */
const LEVELS = (process.env.CONCURRENCY ?? '32,64').split(',').map(Number);
const MAX_LEVEL = Math.max(...LEVELS);
const MAX_SECONDS = Number(process.env.MAX_SECONDS ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 2);

/** The current version of each form: a tab opening the form has seen every answer up to it. */
async function currentVersions(system, formIds) {
  const versions = new Map();
  await Promise.all(
    formIds.map(async (id) => {
      const { form } = await gql(
        system.formsUrl,
        system.formsHeaders,
        'query($id: ID!) { form(id: $id) { version } }',
        { id },
      );
      versions.set(id, form.version);
    }),
  );
  return versions;
}

async function openLoop(system, formIds) {
  const seen = await currentVersions(system, formIds);
  const editors = formIds.map((id) =>
    autosaveEditor(system.gatewayUrl, system.gatewayHeaders, id, seen.get(id)),
  );
  // Warm-up: one save per editor (connections, JIT), not timed.
  await Promise.all(editors.map((save) => save()));
  const start = performance.now() + 500;
  const events = [];
  for (let s = 0; s < SECONDS; s++) {
    for (let e = 0; e < editors.length; e++)
      events.push({ at: start + s * 1000 + (e * 1000) / editors.length, e });
  }
  return runOpenLoop(events, ({ e }) => editors[e]());
}

async function closedLoop(label, worker, seconds, workers) {
  let done = 0;
  let failed = 0;
  let reason = '';
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, i) => {
      const run = worker(i);
      while (performance.now() < until) {
        const r = await run().catch((err) => ({ ok: false, reason: err.message }));
        if (r.ok) done++;
        else {
          failed++;
          reason ||= r.reason;
        }
      }
    }),
  );
  return { label, perSecond: done / seconds, failed, reason };
}

/**
 * Lets PostgreSQL finish what seeding or the previous path left it (statistics, dead rows, dirty
 * pages), so no path pays for another's. Needs the rights to VACUUM and CHECKPOINT; without them the
 * bench goes on and says so.
 */
async function settle(pool) {
  try {
    await pool.query('vacuum analyze');
    await pool.query('checkpoint');
  } catch (error) {
    console.log(`   (PostgreSQL not settled before measuring: ${error.message})`);
  }
}

async function maxThroughput(system, formIds) {
  const pool = new pg.Pool({ connectionString: system.databaseUrl, max: MAX_LEVEL });
  const table = `bench_autosave_${process.pid}`;
  await pool.query(`create table if not exists public.${table} (id int primary key, answers jsonb not null)`);
  await pool.query(
    `insert into public.${table} select g, $1::jsonb from generate_series(0, $2) g on conflict do nothing`,
    [JSON.stringify(fixtures.MARRIED_B1B2_TOURIST), MAX_LEVEL],
  );
  const bare = (i) => async () => {
    await pool.query(
      `update public.${table} set answers = jsonb_set(answers, '{personalP1,surname}', to_jsonb($1::text)) where id = $2`,
      [word(), i],
    );
    return { ok: true };
  };
  const seen = await currentVersions(system, formIds);
  const http = (url, headers) => (i) =>
    autosaveEditor(url, headers, formIds[i % formIds.length], seen.get(formIds[i % formIds.length]));
  const paths = [
    ['gateway', http(system.gatewayUrl, system.gatewayHeaders)],
    ['forms direct', http(system.formsUrl, system.formsHeaders)],
    ['bare PostgreSQL', bare],
  ];
  // CPU per save: each service, this machine's PostgreSQL, this load generator, the whole machine.
  const meters = [
    ...[system.forms, system.gateway]
      .filter(Boolean)
      .map((p) => [p === system.forms ? 'forms' : 'gateway', () => cpuMs(p.pid)]),
    ['postgres', postgresCpuMs],
    [
      'client',
      () => {
        const { user, system: sys } = process.cpuUsage();
        return (user + sys) / 1000;
      },
    ],
    ['machine', machineBusyMs],
  ];
  /** The versions editors start from (each path's saves moved the forms on). */
  const refresh = async () => {
    for (const [k, v] of await currentVersions(system, formIds)) seen.set(k, v);
  };
  const results = Object.fromEntries(
    paths.map(([label]) => [label, { label, failed: 0, reason: '', levels: new Map() }]),
  );
  try {
    // The paths take turns, ROUNDS times, so a drift in the host's speed (it varies during the day)
    // falls on all three alike; each starts from a settled PostgreSQL, not the previous one's bloat.
    for (let round = 0; round < ROUNDS; round++) {
      for (const workers of LEVELS) {
        for (const [label, worker] of paths) {
          await settle(pool);
          await refresh();
          await closedLoop(label, worker, 2, workers); // warm-up
          await refresh();
          const cpuBefore = meters.map(([, read]) => read());
          const run = await closedLoop(label, worker, MAX_SECONDS, workers);
          const result = results[label];
          result.failed += run.failed;
          result.reason ||= run.reason;
          if (!result.levels.has(workers)) result.levels.set(workers, { rounds: [], cpu: new Map() });
          const level = result.levels.get(workers);
          level.rounds.push(run.perSecond);
          meters.forEach(([name, read], i) => {
            const spent = cpuSince(cpuBefore[i], read());
            if (spent === null) return;
            const [ms, saves] = level.cpu.get(name) ?? [0, 0];
            level.cpu.set(name, [ms + spent, saves + run.perSecond * MAX_SECONDS]);
          });
        }
      }
    }
    // Each path at its best level: the mean of that level's rounds.
    for (const result of Object.values(results)) {
      const means = [...result.levels].map(([workers, level]) => ({
        workers,
        level,
        perSecond: level.rounds.reduce((a, b) => a + b, 0) / level.rounds.length,
      }));
      const best = means.reduce((a, b) => (b.perSecond > a.perSecond ? b : a));
      result.perSecond = best.perSecond;
      result.workers = best.workers;
      result.rounds = best.level.rounds;
      result.byLevel = means.map((m) => `${m.workers}: ${m.perSecond.toFixed(0)}`);
      result.cpu = [...best.level.cpu]
        .filter(([, [, saves]]) => saves > 0)
        .map(([name, [ms, saves]]) => `${name} ${(ms / saves).toFixed(2)}`);
    }
  } finally {
    await pool.query(`drop table if exists public.${table}`);
    await pool.end();
  }
  return results;
}

async function main() {
  console.log(
    `machine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const system = await startSystem();
  const count = Math.max(EDITORS, MAX_LEVEL);
  const t0 = performance.now();
  const formIds = await seedForms(system, count);
  console.log(
    `seeded ${count} forms with a complete application in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  console.log(`\n1. open loop through the gateway: ${EDITORS} editors x 1 save/s for ${SECONDS} s`);
  const open = await openLoop(system, formIds.slice(0, EDITORS));
  const l = open.latencies;
  const errorCount = [...open.errors.values()].reduce((a, b) => a + b, 0);
  console.log(
    `   sent ${open.sent}, answered ${l.length}, errors ${errorCount}${errorCount ? ` (${[...open.errors].map(([k, v]) => `${k}: ${v}`).join(', ')})` : ''}`,
  );
  console.log(
    `   latency from scheduled send: p50 ${fmt(percentile(l, 50))} ms  p95 ${fmt(percentile(l, 95))} ms  p99 ${fmt(percentile(l, 99))} ms  max ${fmt(l[l.length - 1])} ms`,
  );
  const p99 = percentile(l, 99);
  console.log(`   budget p99 <= 50 ms: ${p99 <= 50 ? 'MET' : 'MISSED'}`);

  console.log(
    `\n2. most saves per second, closed loop with ${LEVELS.join(' or ')} workers, ${MAX_SECONDS} s each (after 2 s warm-up); the paths in turn, ${ROUNDS} rounds; each path at its best worker count (mean of its rounds)`,
  );
  const max = await maxThroughput(system, formIds);
  for (const r of Object.values(max)) {
    const rounds = r.rounds.length > 1 ? `, rounds ${r.rounds.map((n) => n.toFixed(0)).join(' and ')}` : '';
    console.log(
      `   ${r.label.padEnd(16)} ${r.perSecond.toFixed(0).padStart(6)} saves/s at ${r.workers} workers${rounds}${r.failed ? `   (${r.failed} failed: ${r.reason})` : ''}`,
    );
    if (LEVELS.length > 1) console.log(`   ${''.padEnd(16)} by workers: ${r.byLevel.join(', ')}`);
    if (r.cpu?.length) console.log(`   ${''.padEnd(16)} CPU ms per save: ${r.cpu.join(', ')}`);
  }
  const gw = max.gateway.perSecond;
  const direct = max['forms direct'].perSecond;
  const bare = max['bare PostgreSQL'].perSecond;
  console.log(
    `   gateway / bare PostgreSQL      ${((gw / bare) * 100).toFixed(1)} %  (budget >= 25 %: ${gw / bare >= 0.25 ? 'MET' : 'MISSED'})`,
  );
  console.log(`   forms direct / bare PostgreSQL ${((direct / bare) * 100).toFixed(1)} %`);
  console.log(`   gateway / forms direct         ${((gw / direct) * 100).toFixed(1)} %`);
}

try {
  await main();
} finally {
  await cleanup();
}
