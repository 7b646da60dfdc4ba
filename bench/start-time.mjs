// Budget: a second `npm start` with nothing changed is ready in 30 s or less.
// Runs `npm start` twice (the first run warms caches and data), timing each until the URL line,
// then stops it with Ctrl-C (SIGINT) and checks that every process it started has gone. Prints
// the orchestrator's own progress lines of the last run, so a slow phase shows where time went.
//   node bench/start-time.mjs [runs=2]
//   PORTICO_PORT_OFFSET=800 node bench/start-time.mjs   (beside a system already on 4000)
import { spawn } from 'node:child_process';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.argv[2] ?? 2);

function startOnce() {
  return new Promise((resolve, reject) => {
    const begun = performance.now();
    const child = spawn('npm', ['start'], { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let ready = null;
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const match = output.match(/Portico is running at (\S+)/);
      if (match && ready === null) {
        ready = performance.now() - begun;
        process.kill(-child.pid, 'SIGINT');
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      process.kill(-child.pid, 'SIGKILL');
      reject(new Error(`npm start was not ready within 10 minutes:\n${output.slice(-2000)}`));
    }, 600_000);
    child.on('exit', () => {
      clearTimeout(timer);
      if (ready === null) reject(new Error(`npm start exited before it was ready:\n${output.slice(-2000)}`));
      else
        resolve({
          readyMs: ready,
          stoppedMs: performance.now() - begun - ready,
          phases: output
            .split('\n')
            .filter(
              (line) => /^\[portico \d/.test(line) || /Nx read the output|cache|Successfully ran/i.test(line),
            ),
        });
    });
  });
}

console.log(
  `load average before: ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} on ${os.cpus().length} cores`,
);
const results = [];
for (let i = 0; i < runs; i++) {
  const result = await startOnce();
  results.push(result);
  console.log(
    `run ${i + 1}: ready in ${(result.readyMs / 1000).toFixed(1)} s, stopped ${(result.stoppedMs / 1000).toFixed(1)} s after Ctrl-C`,
  );
}
const warm = results.at(-1);
console.log('progress of the last run:');
for (const line of warm.phases) console.log(`  ${line.trim()}`);
console.log(`warm start to ready: ${(warm.readyMs / 1000).toFixed(1)} s (budget 30 s)`);
