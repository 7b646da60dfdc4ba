// Validation time of a complete DS-160 application in Node (formReadiness over every
// applicable section, the work the server does before accepting an application).
// Figures are printed, not asserted; the budget is a median of 5 ms or less.
//   npx tsc -p shared-types/tsconfig.build.json && node bench/validate-application.mjs
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const { formReadiness, sectionStatus, applicableSections } = require('@portico/shared-types');
const fixtures = require('@portico/shared-types/dist/fixtures/index.js');

const budgetMs = 5;
const iterations = Number(process.env.VALIDATE_ITERATIONS ?? 2000);
const warmup = 200;
const options = { today: fixtures.FIXTURE_TODAY };

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function measure(name, answers) {
  const readiness = formReadiness(answers, options);
  if (!readiness.ready) throw new Error(`${name} is not ready: ${JSON.stringify(readiness.problems)}`);
  for (let i = 0; i < warmup; i += 1) formReadiness(answers, options);
  const times = [];
  for (let i = 0; i < iterations; i += 1) {
    const start = performance.now();
    formReadiness(answers, options);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const statusStart = performance.now();
  for (const section of applicableSections(answers)) sectionStatus(section, answers, options);
  const statusMs = performance.now() - statusStart;
  return { name, median: percentile(times, 50), p95: percentile(times, 95), statusMs };
}

console.log(`formReadiness of complete applications, ${iterations} iterations each (budget median ≤ ${budgetMs} ms)`);
let worst = 0;
for (const [name, answers] of Object.entries(fixtures.COMPLETE_APPLICATIONS)) {
  const r = measure(name, answers);
  worst = Math.max(worst, r.median);
  console.log(
    `  ${name.padEnd(42)} median ${r.median.toFixed(3)} ms  p95 ${r.p95.toFixed(3)} ms  (all sectionStatus: ${r.statusMs.toFixed(3)} ms)`,
  );
}
console.log(`worst median ${worst.toFixed(3)} ms: ${worst <= budgetMs ? 'within' : 'OVER'} budget`);
