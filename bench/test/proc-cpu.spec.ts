import { spawn } from 'node:child_process';
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- a plain ES module of the benches, without types
import { processTreesCpuMs } from '../proc-cpu.mjs';

const treeCpu = processTreesCpuMs as (pids: number[]) => Map<number, number | null>;

/** Node code that spins until its process has used `ms` milliseconds of CPU (whatever the load). */
const spin = (ms: number) => `while ((process.cpuUsage().user + process.cpuUsage().system) / 1000 < ${ms});`;

describe('CPU of a process tree (bench/proc-cpu.mjs)', () => {
  it("counts a process's children, those that ended and those alive, not only the process itself", async () => {
    // A parent that idles while a busy child runs to its end, then starts a second busy child that
    // stays alive: the first child's time is among the parent's reaped children's, the second's its own.
    const parent = spawn(
      process.execPath,
      [
        '-e',
        `const { spawn, spawnSync } = require('node:child_process');
         spawnSync(process.execPath, ['-e', ${JSON.stringify(spin(400))}]);
         const alive = spawn(process.execPath, ['-e', ${JSON.stringify(
           `${spin(400)} process.stdout.write('spun'); setInterval(() => {}, 1000);`,
         )}], { stdio: ['ignore', 'pipe', 'inherit'] });
         alive.stdout.once('data', () => process.stdout.write('ready'));
         setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'], detached: true },
    );
    try {
      await new Promise((resolve) => parent.stdout.once('data', resolve));
      const own = parent.pid!;
      const tree = treeCpu([own]).get(own)!;
      expect(tree).toBeGreaterThanOrEqual(800);
      expect(treeCpu([999_999_999]).get(999_999_999)).toBeNull();
    } finally {
      process.kill(-parent.pid!, 'SIGKILL'); // the parent and its living child
    }
  }, 60_000);
});
