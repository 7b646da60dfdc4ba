// The heavy aliased query of issue 16: fifteen aliases of `forms(limit: 100) { items { sections {
// key answers } } }` over 100 complete applications. Not a test: prints figures. Budget (ADR 0032):
// refused (QUERY_LIMIT_EXCEEDED) without reaching forms, and whatever the cost analysis admits is
// answered within 1 s of server time.
//
//   npx nx run-many -t build -p @portico/gateway @portico/forms
//   node bench/heavy-query.mjs            # self-starting (see bench/bench-system.mjs)
//   FORMS=100 RUNS=5 node bench/heavy-query.mjs
import { performance } from 'node:perf_hooks';
import { cleanup, cpuMs, fmt, percentile, postJson, seedForms, startSystem } from './bench-system.mjs';

const FORMS = Number(process.env.FORMS ?? 100);
const RUNS = Number(process.env.RUNS ?? 5);

const system = await startSystem();
try {
  process.stdout.write(`seeding ${FORMS} complete applications…\n`);
  await seedForms(system, FORMS);
  const page = (limit) =>
    `forms(workspaceId: "${system.workspaceId}", limit: ${limit}) { items { id sections { key answers } } }`;
  const aliased = (count, limit) =>
    `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${page(limit)}`).join(' ')} }`;
  const cases = [
    ['15 aliases × 100 forms (the finding)', aliased(15, 100)],
    ['1 × 100 forms', aliased(1, 100)],
    ['1 × 70 forms', aliased(1, 70)],
    ['1 × 20 forms (a screen’s page)', aliased(1, 20)],
  ];
  for (const [name, query] of cases) {
    const times = [];
    let outcome = '';
    const formsCpu = cpuMs(system.forms.pid);
    const gatewayCpu = cpuMs(system.gateway.pid);
    let bytes = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const { json: body } = await postJson(
        system.gatewayUrl,
        system.gatewayHeaders,
        JSON.stringify({ query }),
      );
      times.push(performance.now() - started);
      bytes = JSON.stringify(body).length;
      outcome = body.errors
        ? `refused: ${body.errors[0].extensions?.code} (${body.errors[0].message})`
        : `answered: ${Object.keys(body.data).length} × ${body.data.a0.items.length} forms`;
    }
    const cpu = formsCpu === null ? null : (cpuMs(system.forms.pid) - formsCpu) / RUNS;
    const gatewayMs = gatewayCpu === null ? null : (cpuMs(system.gateway.pid) - gatewayCpu) / RUNS;
    times.sort((a, b) => a - b);
    process.stdout.write(
      `${name}: ${outcome}; p50 ${fmt(percentile(times, 50))} ms, max ${fmt(times.at(-1))} ms` +
        `${cpu === null ? '' : `; CPU a request: forms ${fmt(cpu)} ms, gateway ${fmt(gatewayMs)} ms`}` +
        `; ${Math.round(bytes / 1024)} KiB\n`,
    );
  }
} finally {
  await cleanup();
}
