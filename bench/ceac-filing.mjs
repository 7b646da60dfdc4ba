// Filing a complete DS-160 on the CEAC simulator with the submission robot (issues 7 and 17), human
// steps (captcha, signature) answered at once from the simulator's test hooks and their time left
// out. For each postback mode of the simulator (async: CEAC's partial postbacks; full: a page load
// per postback), CEAC's rules unrelaxed: the wall time and CPU of one filing (budget ≤ 8 s and
// ≤ 4 s CPU), the time the simulator spent answering and robot time ÷ that time, then four filings
// at once (budget ≤ 20 s; each on its own simulator, so "the last captcha" belongs to one filing;
// one browser, a fresh context per filing, as the worker does). Figures are printed, not asserted.
//   npx nx run-many -t build -p @portico/ceac-sim @portico/submission && node bench/ceac-filing.mjs
//   options: --runs 3, --concurrent 4, --fixture "F1 student", --modes async,full, --by-process
//   (Chromium's CPU by kind of process: browser, renderer, gpu-process, NetworkService…),
//   --root <dir>: the builds of another checkout (a baseline), e.g. main's, with the same figures.
import { fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const ROOT = path.resolve(arg('root', path.join(path.dirname(new URL(import.meta.url).pathname), '..')));
const RUNS = Number(arg('runs', 3));
const CONCURRENT = Number(arg('concurrent', 4));
const FIXTURE = arg('fixture', 'married B1/B2 tourist');
const MODES = arg('modes', 'async,full').split(',');
const BY_PROCESS = args.includes('--by-process');
const BUDGET = { filing: 8, cpu: 4, concurrent: 20 };

const require = createRequire(path.join(ROOT, 'package.json'));
const { createCeacSim } = require('@portico/ceac-sim/dist/app.js');
const { fileApplication, launchRobotBrowser } = require('@portico/submission/dist/robot/index.js');
const fixtures = require('@portico/shared-types/dist/fixtures/index.js');
const answers = fixtures.COMPLETE_APPLICATIONS[FIXTURE];
if (!answers)
  throw new Error(`Unknown fixture ${FIXTURE}: ${Object.keys(fixtures.COMPLETE_APPLICATIONS).join(', ')}`);

// The simulator runs in a child process of its own (this file, started with --child-sim <mode>): its
// CPU is CEAC's side of a filing, reported apart from the robot's.
if (arg('child-sim', null)) {
  const server = createCeacSim({ testHooks: true, postbacks: arg('child-sim'), lenient: [] }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const busy = { ms: 0, inFlight: 0, since: 0, requests: 0, partial: 0 };
  server.on('request', (req, res) => {
    if (req.url.startsWith('/__test')) return;
    busy.requests += 1;
    if (req.headers['x-microsoftajax']) busy.partial += 1;
    if (busy.inFlight++ === 0) busy.since = performance.now();
    res.once('close', () => {
      if (--busy.inFlight === 0) busy.ms += performance.now() - busy.since;
    });
  });
  process.on('message', (message) => {
    if (message === 'stats') {
      const cpu = process.cpuUsage();
      process.send({ ...busy, cpu: (cpu.user + cpu.system) / 1e6 });
    } else if (message === 'close') server.close(() => process.exit(0));
  });
  process.send({ port: server.address().port });
  await new Promise(() => undefined);
}

/** Simulators' processes: left out of the robot's CPU. */
const simPids = new Set();

/**
 * The simulator in a child process, with the time it spent answering: wall time during which at
 * least one of its requests was in flight (from the request's arrival to the answer's last byte),
 * and its CPU.
 */
async function startSim(postbacks) {
  const child = fork(new URL(import.meta.url).pathname, ['--root', ROOT, '--child-sim', postbacks], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  simPids.add(child.pid);
  const next = () => new Promise((resolve) => child.once('message', resolve));
  const { port } = await next();
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    async stats() {
      const answer = next();
      child.send('stats');
      return answer;
    },
    async code() {
      const res = await fetch(`${url}/__test/last-captcha`);
      return (await res.json()).code;
    },
    close: () => new Promise((resolve) => (child.once('exit', resolve), child.send('close'))),
  };
}

/**
 * CPU seconds used so far, from /proc: this process (the robot's driver and the simulator) and its
 * descendants (Chromium, with its processes that ended: a closed context's renderer). Figures that depend less on what else the machine is doing than wall time.
 */
function cpuSeconds() {
  const stats = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const fields = readFileSync(`/proc/${name}/stat`, 'utf8')
        .replace(/^.*\) /, '')
        .split(' ');
      stats.push({
        pid: Number(name),
        ppid: Number(fields[1]),
        own: Number(fields[11]) + Number(fields[12]),
        // Children that ended and were waited for (a filing's renderer when its context closes).
        children: Number(fields[13]) + Number(fields[14]),
      });
    } catch {
      // the process ended meanwhile
    }
  }
  const mine = new Set([process.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const s of stats)
      if (!mine.has(s.pid) && !simPids.has(s.pid) && mine.has(s.ppid)) {
        mine.add(s.pid);
        grew = true;
      }
  }
  const chromium = stats.filter((s) => s.pid !== process.pid && mine.has(s.pid));
  // --by-process: Chromium's CPU by kind of process (its --type; processes that ended, such as a
  // closed context's renderer, count under "ended" through their parent).
  const byProcess = {};
  if (BY_PROCESS)
    for (const s of chromium) {
      let type = 'browser';
      try {
        const cmd = readFileSync(`/proc/${s.pid}/cmdline`, 'utf8');
        type = /--utility-sub-type=[a-z]+\.mojom\.([A-Za-z]+)/.exec(cmd)?.[1] ?? /--type=([a-z-]+)/.exec(cmd)?.[1] ?? type;
      } catch {
        // ended meanwhile
      }
      byProcess[type] = (byProcess[type] ?? 0) + s.own / 100;
      byProcess.ended = (byProcess.ended ?? 0) + s.children / 100;
    }
  return {
    node: stats.find((s) => s.pid === process.pid).own / 100,
    chromium: chromium.reduce((total, s) => total + s.own + s.children, 0) / 100,
    byProcess,
  };
}
const cpuSince = (before) => {
  const now = cpuSeconds();
  const byProcess = {};
  for (const [type, seconds] of Object.entries(now.byProcess))
    byProcess[type] = seconds - (before.byProcess[type] ?? 0);
  return { node: now.node - before.node, chromium: now.chromium - before.chromium, byProcess };
};

/** One filing; returns wall time without human steps, CPU, and the simulator's answering time. */
async function fileOnce(browser, sim) {
  let human = 0;
  const timedHuman = async (fn) => {
    const start = performance.now();
    try {
      return await fn();
    } finally {
      human += performance.now() - start;
    }
  };
  const hooks = {
    async onStep() {},
    async onCheckpoint() {},
    solveCaptcha: () => timedHuman(() => sim.code()),
    // The applicant signs on CEAC's page (docs/adr/0042): here at once, as the live view relays it
    // (input on the robot's page from outside the robot), and counted as human time.
    awaitSignature: ({ page, settled }) =>
      timedHuman(async () => {
        const id = (name) => `[id="ctl00_SiteContentPlaceHolder_${name}"]`;
        await page.check(id('chkbxFGMC'));
        await page.fill(id('PPTNumTbx'), String(answers.passportPage.passportDocumentNumber));
        await page.fill(id('CodeTextBox'), await sim.code());
        await page.click(id('btnSignApp'));
        await settled;
      }),
  };
  const simBefore = await sim.stats();
  const cpuBefore = cpuSeconds();
  const started = performance.now();
  const outcome = await fileApplication(
    browser,
    {
      baseUrl: sim.url,
      answers,
      security: { question: '3', answer: 'SMITH' },
      preparer: null,
      photo: null,
      resume: null,
    },
    hooks,
  );
  const total = (performance.now() - started - human) / 1000;
  const cpu = cpuSince(cpuBefore);
  if (outcome.kind !== 'completed') throw new Error(`Filing did not complete: ${JSON.stringify(outcome)}`);
  const simAfter = await sim.stats();
  return {
    total,
    cpu,
    simS: (simAfter.ms - simBefore.ms) / 1000,
    simCpu: simAfter.cpu - simBefore.cpu,
    requests: simAfter.requests - simBefore.requests,
    partial: simAfter.partial - simBefore.partial,
    confirmation: outcome.confirmationNumber,
  };
}

const fmt = (s) => `${s.toFixed(2)} s`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const verdict = (value, budget) => (value <= budget ? `within ≤ ${budget} s` : `OVER ${budget} s`);

console.log(
  `CEAC filing on the simulator (${ROOT}): "${FIXTURE}", no leniency, human steps answered at once and excluded; ` +
    `load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} on ${require('node:os').availableParallelism()} cores`,
);
const browser = await launchRobotBrowser();
console.log('robot browser:', require('@portico/submission/dist/robot/index.js').robotChromiumPath?.() ?? 'chromium');
try {
  for (const mode of MODES) {
    console.log(`\n${mode} postbacks`);
    const sim = await startSim(mode);
    await fileOnce(browser, sim); // warm-up: Chromium, JIT, the simulator's first renders
    const results = [];
    for (let run = 0; run < RUNS; run += 1) results.push(await fileOnce(browser, sim));
    await sim.close();
    for (const [i, r] of results.entries())
      console.log(
        `  run ${i + 1}: ${fmt(r.total)}, CPU ${fmt(r.cpu.node + r.cpu.chromium)} (Chromium ${fmt(r.cpu.chromium)}, ` +
          `robot driver ${fmt(r.cpu.node)}); simulator (CEAC's side, apart) CPU ${fmt(r.simCpu)}, answering ${fmt(r.simS)} for ${r.requests} requests ` +
          `(${r.partial} partial postbacks); robot time ÷ simulator time ${(r.total / r.simS).toFixed(1)}` +
          (BY_PROCESS
            ? `\n    Chromium by process: ${Object.entries(r.cpu.byProcess)
                .filter(([, seconds]) => seconds >= 0.005)
                .map(([type, seconds]) => `${type} ${fmt(seconds)}`)
                .join(', ')}`
            : ''),
      );
    const wall = median(results.map((r) => r.total));
    const cpu = median(results.map((r) => r.cpu.node + r.cpu.chromium));
    console.log(
      `  median ${fmt(wall)} (${verdict(wall, BUDGET.filing)}), CPU ${fmt(cpu)} (${verdict(cpu, BUDGET.cpu)}), ` +
        `robot ÷ simulator ${median(results.map((r) => r.total / r.simS)).toFixed(1)}`,
    );

    const sims = await Promise.all(Array.from({ length: CONCURRENT }, () => startSim(mode)));
    const cpuBefore = cpuSeconds();
    const started = performance.now();
    const parallel = await Promise.all(sims.map((s) => fileOnce(browser, s)));
    const all = (performance.now() - started) / 1000;
    const used = cpuSince(cpuBefore);
    await Promise.all(sims.map((s) => s.close()));
    console.log(
      `  ${CONCURRENT} at once (one browser, a context each): all done in ${fmt(all)} (${verdict(all, BUDGET.concurrent)}), ` +
        `CPU ${fmt(used.node + used.chromium)} in all; each ${parallel.map((r) => fmt(r.total)).join(', ')}`,
    );
  }
} finally {
  await browser.close();
}
