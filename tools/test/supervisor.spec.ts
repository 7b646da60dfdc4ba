// The supervisor of `npm start` (tools/supervisor.mjs) with real child processes and short back-off.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- a plain ES module of the orchestrator, without types
import { createSupervisor, DEFAULT_BACKOFF, restartDelay } from '../supervisor.mjs';

interface Entry {
  name: string;
  pid: number | null;
  port: number | null;
  status: string;
  restarts: number;
  lastExit: { code: number | null; signal: string | null } | null;
}
interface Record {
  pid: number | null;
  status: string;
  restarts: number;
}
interface Supervisor {
  add(spec: object): Record;
  whenReady(record: Record, options?: { timeoutMs?: number; giveUpAfter?: number }): Promise<void>;
  stop(): Promise<void>;
}

const BACKOFF = { initialMs: 100, maxMs: 800, stableMs: 1_500, loudAfter: 3 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const exists = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until<T>(probe: () => T | undefined | null | false, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(25);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// Root Jest runs ignore a project's testTimeout; these wait for real restarts with back-off.
jest.setTimeout(30_000);

describe('the npm start supervisor', () => {
  let dir: string;
  let supervisor: Supervisor | undefined;
  const said: string[] = [];
  const shouted: string[] = [];
  const stateFile = () => path.join(dir, 'processes.json');
  const state = () => JSON.parse(fs.readFileSync(stateFile(), 'utf8')) as { processes: Entry[] };
  const entry = (name: string) => state().processes.find((p) => p.name === name)!;

  function start(backoff = BACKOFF): Supervisor {
    supervisor = createSupervisor({
      stateFile: stateFile(),
      root: dir,
      say: (line: string) => said.push(line),
      shout: (text: string) => shouted.push(text),
      backoff,
    }) as Supervisor;
    return supervisor;
  }
  /** A node child running `script`, logging to <name>.log; each start appends a line to <name>.starts. */
  function spec(name: string, script: string, extra: object = {}) {
    const starts = path.join(dir, `${name}.starts`);
    return {
      name,
      logFile: path.join(dir, `${name}.log`),
      args: [
        '-e',
        `require('fs').appendFileSync(${JSON.stringify(starts)}, JSON.stringify({ at: Date.now(), pid: process.pid, mark: process.env.MARK, port: process.env.PORT }) + '\\n');\n${script}`,
      ],
      ...extra,
    };
  }
  const starts = (name: string) =>
    fs.existsSync(path.join(dir, `${name}.starts`))
      ? fs
          .readFileSync(path.join(dir, `${name}.starts`), 'utf8')
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as { at: number; pid: number; mark: string; port: string })
      : [];

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-supervisor-'));
    said.length = 0;
    shouted.length = 0;
  });
  afterEach(async () => {
    await supervisor?.stop();
    supervisor = undefined;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('waits 0.5 s before the first restart, doubling to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => restartDelay(n))).toEqual([
      500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
    expect(DEFAULT_BACKOFF).toMatchObject({ initialMs: 500, maxMs: 30_000, stableMs: 30_000 });
  });

  it('restarts a killed process with the same environment and port, while the others keep running', async () => {
    const s = start();
    const [port, otherPort] = await Promise.all([freePort(), freePort()]);
    const server = `require('http').createServer((q, r) => r.end('ok')).listen(Number(process.env.PORT), '127.0.0.1');`;
    const web = s.add(
      spec('web', server, {
        port,
        env: { PORT: String(port), MARK: 'same-env' },
        readyUrl: `http://127.0.0.1:${port}/`,
      }),
    );
    const other = s.add(
      spec('other', server, {
        port: otherPort,
        env: { PORT: String(otherPort) },
        readyUrl: `http://127.0.0.1:${otherPort}/`,
      }),
    );
    await Promise.all([s.whenReady(web), s.whenReady(other)]);
    const first = entry('web');
    const otherPid = entry('other').pid;
    expect(first).toMatchObject({ status: 'ready', restarts: 0, port });

    process.kill(first.pid!, 'SIGKILL');
    const back = await until(() => {
      const now = entry('web');
      return now.status === 'ready' && now.pid !== first.pid && now;
    });
    expect(back).toMatchObject({ restarts: 1, port, lastExit: { signal: 'SIGKILL' } });
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok');
    expect(starts('web').map((s) => [s.mark, s.port])).toEqual([
      ['same-env', String(port)],
      ['same-env', String(port)],
    ]);
    expect(entry('other')).toMatchObject({ pid: otherPid, restarts: 0, status: 'ready' });
    // One console line for the death, one for the return; both in its log file too.
    expect(said).toEqual([
      expect.stringMatching(
        new RegExp(
          `^web \\(pid ${first.pid}, port ${port}\\) died \\(SIGKILL\\) after .* s; restarting in 0\\.1 s$`,
        ),
      ),
      expect.stringMatching(new RegExp(`^web is back \\(pid ${back.pid}\\), ready .* after restart 1$`)),
    ]);
    const log = fs.readFileSync(path.join(dir, 'web.log'), 'utf8');
    expect(log).toContain(`web (pid ${first.pid}, port ${port}) died (SIGKILL)`);
    expect(log).toContain('restarting web (restart 1)');
    expect(log).toContain(`web is back (pid ${back.pid})`);
  });

  it('restarts a process that keeps dying at start with a doubling back-off, and says so loudly', async () => {
    const s = start();
    s.add(spec('broken', `console.error('cannot open the database: ECONNREFUSED'); process.exit(3);`));
    await until(() => starts('broken').length >= 6, 15_000);
    const at = starts('broken').map((s) => s.at);
    const gaps = at.slice(1).map((t, i) => t - at[i]);
    // 100, 200, 400, 800, 800 ms of back-off (plus each start's own time).
    [100, 200, 400, 800, 800].forEach((delay, i) => expect(gaps[i]).toBeGreaterThanOrEqual(delay - 10));
    const delays = fs
      .readFileSync(path.join(dir, 'broken.log'), 'utf8')
      .split('\n')
      .flatMap((line) => /died \(exit code 3\) .* restarting in ([0-9.]+) s$/.exec(line)?.[1] ?? []);
    expect(delays.slice(0, 5)).toEqual(['0.1', '0.2', '0.4', '0.8', '0.8']);
    expect(said.filter((line) => line.includes(' died ')).slice(0, 2)).toEqual([
      expect.stringMatching(/^broken \(pid \d+\) died \(exit code 3\) after .* s; restarting in 0\.1 s$/),
      expect.stringMatching(/restarting in 0\.2 s$/),
    ]);
    // From the third death in a row: loud, with the end of its log.
    expect(shouted.length).toBeGreaterThanOrEqual(3);
    expect(shouted[0]).toContain('broken KEEPS DYING AT START: 3 times in a row');
    expect(shouted[0]).toContain('restarted in 0.4 s');
    expect(shouted[0]).toContain('cannot open the database: ECONNREFUSED');
    expect(entry('broken').restarts).toBeGreaterThanOrEqual(5);
  });

  it('starts the back-off afresh after a run that stayed up a while', async () => {
    const s = start({ ...BACKOFF, stableMs: 300 });
    s.add(spec('flaky', `setTimeout(() => process.exit(1), 400);`));
    await until(() => starts('flaky').length >= 4, 15_000);
    expect(said.filter((line) => line.includes('died'))).toEqual(
      Array(said.filter((line) => line.includes('died')).length).fill(
        expect.stringMatching(/restarting in 0\.1 s$/),
      ),
    );
    expect(shouted).toEqual([]);
  });

  it('fails a start that cannot work after the given number of deaths, naming its log', async () => {
    const s = start();
    const record = s.add(spec('never', `process.exit(1);`, { readyUrl: 'http://127.0.0.1:9/' }));
    await expect(s.whenReady(record, { giveUpAfter: 3 })).rejects.toThrow(
      `never died 3 times while starting; see never.log`,
    );
  });

  it('stops everything on stop, restarts nothing after it, and marks it in processes.json', async () => {
    const s = start({ ...BACKOFF, initialMs: 600 });
    const calm = s.add(spec('calm', `setInterval(() => {}, 1000);`));
    s.add(spec('dying', `process.exit(2);`));
    await s.whenReady(calm);
    await until(() => entry('dying').status === 'restarting');
    const pid = entry('calm').pid!;
    await s.stop();
    expect(exists(pid)).toBe(false);
    await sleep(800); // past the pending restart of `dying`
    expect(starts('dying')).toHaveLength(1);
    expect(state().processes.map((p) => [p.name, p.status, p.pid])).toEqual([
      ['calm', 'stopped', null],
      ['dying', 'stopped', null],
    ]);
  });
});
