// Fault test of autosave (issue 5): under autosave load, kill -9 the forms service and start it
// again, then restart PostgreSQL; afterwards every acknowledged save must be stored. Prints a
// verdict (exit code 1 when an acknowledged save is missing). A script, not a Jest test.
//
// Self-starting only: it must own the processes it kills (embedded PostgreSQL, or DATABASE_URL for
// the database with no PostgreSQL restart; the forms subgraph and the gateway from dist/ — run
// `npx nx run @portico/gateway:build && npx nx run @portico/forms:build` first).
//
// EDITORS editors (default 100) each keep one save in flight at a time, one every INTERVAL ms
// (default 500), through the gateway, as the editor's autosave client does: a failed request is
// retried with the same idempotency key and seq (backoff 100 ms → 2 s) until it is answered.
// Timeline: PHASE s of load (default 4), kill -9 forms, 1.5 s down, forms back, PHASE s, PostgreSQL
// stop + start, PHASE s, then the load stops and pending retries drain (at most 60 s).
// Check, per form and answer path: the stored value is the last acknowledged one, or one sent
// after it (a save that committed while its answer was lost), and its version is not older.
//
//   node bench/forms-fault.mjs
//   EDITORS=100 INTERVAL=500 PHASE=4 node bench/forms-fault.mjs
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { SAVE, cleanup, gql, seedForms, startSystem } from './bench-system.mjs';

const EDITORS = Number(process.env.EDITORS ?? 100);
const INTERVAL = Number(process.env.INTERVAL ?? 500);
const PHASE = Number(process.env.PHASE ?? 4) * 1000;
const PATHS = ['surname', 'givenName'];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A name (letters only, as the name rule wants) that encodes a number. */
const nameOf = (n) => {
  let out = '';
  do {
    out = LETTERS[n % 26] + out;
    n = Math.floor(n / 26);
  } while (n > 0);
  return `V${out}`;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function makeEditor(system, formId, seen) {
  const clientId = randomUUID();
  const state = Object.fromEntries(PATHS.map((p) => [p, { acked: null, ackedVersion: 0, sentSinceAck: [] }]));
  const versions = new Map(PATHS.map((p) => [p, seen]));
  let seq = 0;
  let counter = 0;
  const stats = { acked: 0, retries: 0, conflicts: 0 };
  async function send(body) {
    for (let delay = 100; ; delay = Math.min(delay * 2, 2000)) {
      try {
        const res = await fetch(system.gatewayUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...system.gatewayHeaders },
          body,
        });
        const json = await res.json();
        if (res.status === 200 && json.data?.saveAnswers) return json.data.saveAnswers;
        const code = json.errors?.[0]?.extensions?.code;
        if (code === 'IDEMPOTENCY_KEY_REUSED' || code === 'BAD_USER_INPUT')
          throw new Error(`refused: ${code}`);
      } catch (error) {
        if (String(error.message).startsWith('refused')) throw error;
      }
      stats.retries++;
      await sleep(delay);
    }
  }
  async function saveOnce() {
    const path = PATHS[counter % PATHS.length];
    const value = nameOf(counter++);
    const s = state[path];
    s.sentSinceAck.push(value);
    const body = JSON.stringify({
      query: SAVE,
      variables: {
        input: {
          formId,
          clientId,
          seq: ++seq,
          idempotencyKey: randomUUID(),
          changes: [{ section: 'personalP1', path, value, baseVersion: versions.get(path) }],
        },
      },
    });
    const r = await send(body);
    if (r.stale) throw new Error('stale answer for an ordered tab');
    if (r.conflicts.length) {
      // An earlier save of ours committed but its answer was lost: the server tells the current value.
      stats.conflicts++;
      const c = r.conflicts[0];
      versions.set(path, c.version);
      s.acked = c.value;
      s.ackedVersion = c.version;
      s.sentSinceAck = [];
      return;
    }
    if (r.invalid.length) throw new Error(`invalid ${r.invalid[0].messageId}`);
    versions.set(path, r.applied[0].version);
    s.acked = value;
    s.ackedVersion = r.applied[0].version;
    s.sentSinceAck = [];
    stats.acked++;
  }
  return { formId, state, stats, saveOnce };
}

async function main() {
  console.log(
    `machine: ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const system = await startSystem();
  if (!system.forms) throw new Error('forms-fault must start its own system (unset PORTICO_URL/FORMS_URL)');
  const formIds = await seedForms(system, EDITORS);
  const editors = formIds.map((id) => makeEditor(system, id, 2));
  let running = true;
  const errors = [];
  const loops = editors.map(async (e, i) => {
    await sleep((i * INTERVAL) / editors.length);
    while (running) {
      const started = performance.now();
      await e.saveOnce().catch((err) => errors.push(err.message));
      await sleep(Math.max(0, INTERVAL - (performance.now() - started)));
    }
  });
  const acked = () => editors.reduce((n, e) => n + e.stats.acked, 0);
  const log = (msg) =>
    console.log(
      `${(performance.now() / 1000).toFixed(1).padStart(7)} s  ${msg}  (acknowledged so far: ${acked()})`,
    );

  log(`load: ${EDITORS} editors, one save each every ${INTERVAL} ms, through the gateway`);
  await sleep(PHASE);
  log(`kill -9 forms (pid ${system.forms.pid})`);
  await system.forms.kill('SIGKILL');
  await sleep(1500);
  await system.forms.start();
  log('forms started again');
  await sleep(PHASE);
  if (system.database) {
    log('PostgreSQL stopping');
    await system.database.stop();
    await system.database.start();
    log('PostgreSQL started again');
  } else log('DATABASE_URL given: PostgreSQL restart skipped');
  await sleep(PHASE);
  running = false;
  log('load stopped; draining retries');
  await Promise.race([Promise.all(loops), sleep(60_000)]);

  let missing = 0;
  let checked = 0;
  const examples = [];
  for (const e of editors) {
    const { form } = await gql(
      system.formsUrl,
      system.formsHeaders,
      'query($id: ID!) { form(id: $id) { section(key: "personalP1") { answers versions } } }',
      { id: e.formId },
    );
    for (const path of PATHS) {
      const s = e.state[path];
      if (s.acked === null) continue;
      checked++;
      const stored = form.section.answers[path];
      const version = form.section.versions[path];
      const ok = (stored === s.acked || s.sentSinceAck.includes(stored)) && version >= s.ackedVersion;
      if (!ok) {
        missing++;
        if (examples.length < 5)
          examples.push({
            form: e.formId,
            path,
            acked: s.acked,
            ackedVersion: s.ackedVersion,
            stored,
            version,
          });
      }
    }
  }
  const retries = editors.reduce((n, e) => n + e.stats.retries, 0);
  const conflicts = editors.reduce((n, e) => n + e.stats.conflicts, 0);
  console.log(
    `\nacknowledged saves: ${acked()}, retried requests: ${retries}, lost answers reported back as conflicts: ${conflicts}, editor errors: ${errors.length}${errors.length ? ` (${[...new Set(errors)].slice(0, 3).join('; ')})` : ''}`,
  );
  console.log(`checked ${checked} answer paths (the last acknowledged save of each): ${missing} missing`);
  for (const ex of examples) console.log('  missing:', JSON.stringify(ex));
  const pass = missing === 0 && checked > 0 && errors.length === 0;
  console.log(`verdict: ${pass ? 'PASS — every acknowledged save is present' : 'FAIL'}`);
  process.exitCode = pass ? 0 : 1;
}

try {
  await main();
} finally {
  await cleanup();
}
