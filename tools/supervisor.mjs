// The process supervisor of `npm start` and of `npm test`'s end-to-end system (ADR 0037).
// A process that dies is started again, with the same command, environment and port, after an
// exponential back-off (0.5 s doubling to 30 s; back to 0.5 s once a run stayed up 30 s), and the
// others keep running. Each death and restart is one line on the console and one in the process's
// log file; one that keeps dying right after it starts is still restarted, and said so loudly.
// `<logs dir>/processes.json` always holds what runs (name, pid, port, status, restarts, times).
// Only Node built-ins: tools/portico.mjs imports this before `npm ci` on a fresh clone.
/* global AbortSignal */
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';

export const DEFAULT_BACKOFF = Object.freeze({
  /** The first restart's delay; each quick death in a row doubles it. */
  initialMs: 500,
  maxMs: 30_000,
  /** A run that stayed up this long was a good one: the next death starts the back-off afresh. */
  stableMs: 30_000,
  /** From this many quick deaths in a row, each is reported loudly (stderr, with its log's tail). */
  loudAfter: 3,
});

/** The delay before the restart that follows the `consecutive`-th quick death in a row (1-based). */
export function restartDelay(consecutive, backoff = DEFAULT_BACKOFF) {
  return Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.max(0, consecutive - 1));
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const alive = (child) => child && child.exitCode === null && child.signalCode === null;

function tail(file, lines) {
  try {
    const text = fs.readFileSync(file, 'utf8');
    return text.slice(-8000).trimEnd().split('\n').slice(-lines);
  } catch {
    return [];
  }
}

/**
 * @param {object} options
 * @param {string} options.stateFile   where processes.json is kept current
 * @param {string} options.root        commands run here; log paths are shown relative to it
 * @param {(line: string) => void} options.say    one console line
 * @param {(text: string) => void} options.shout  a loud message (stderr)
 * @param {Partial<typeof DEFAULT_BACKOFF>} [options.backoff]
 * @param {Record<string, unknown>} [options.extra]  more facts for processes.json (in-process parts)
 */
export function createSupervisor({ stateFile, root, say, shout, backoff: overrides = {}, extra = {} }) {
  const backoff = { ...DEFAULT_BACKOFF, ...overrides };
  const records = [];
  const startedAt = new Date().toISOString();
  let stopping = false;

  const relative = (file) => path.relative(root, file);
  const stamp = () => new Date().toISOString();

  function writeState() {
    const state = {
      supervisor: { pid: process.pid, startedAt, stopping, ...extra },
      processes: records.map((r) => ({
        name: r.spec.name,
        pid: r.pid,
        port: r.spec.port ?? null,
        health: r.spec.readyUrl ?? null,
        status: r.status,
        restarts: r.restarts,
        startedAt: r.startedAt,
        readyAt: r.readyAt,
        lastExit: r.lastExit,
        log: relative(r.spec.logFile),
      })),
    };
    const tmp = `${stateFile}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, `${JSON.stringify(state, null, 2)}\n`);
    fs.renameSync(tmp, stateFile);
  }

  function note(record, line) {
    try {
      fs.appendFileSync(record.spec.logFile, `[portico ${stamp()}] ${line}\n`);
    } catch {
      // the log folder went away: the console line still tells
    }
  }

  function spawnCommand(spec) {
    const out = fs.openSync(spec.logFile, 'a');
    try {
      return spawn(spec.command ?? process.execPath, spec.args ?? [], {
        cwd: root,
        env: { ...process.env, ...spec.env },
        stdio: ['ignore', out, out],
      });
    } finally {
      fs.closeSync(out);
    }
  }

  async function begin(record) {
    if (stopping) return;
    record.status = 'starting';
    record.startedAt = stamp();
    record.startedMs = Date.now();
    record.readyAt = null;
    let child;
    try {
      child = record.spec.start ? await record.spec.start() : spawnCommand(record.spec);
      if (!child) throw new Error('no process was started');
    } catch (error) {
      return died(record, null, { code: null, signal: null, error: String(error?.message ?? error) });
    }
    record.child = child;
    record.pid = child.pid ?? null;
    if (stopping) return void child.kill(record.spec.stopSignal ?? 'SIGTERM');
    writeState();
    if (!alive(child)) return died(record, child, { code: child.exitCode, signal: child.signalCode });
    child.once('exit', (code, signal) => died(record, child, { code, signal }));
    child.once('error', (error) => {
      if (!child.pid) died(record, child, { code: null, signal: null, error: error.message });
    });
    if (record.spec.readyUrl) void pollReady(record, child);
    else markReady(record, child);
  }

  async function pollReady(record, child) {
    while (record.child === child && alive(child) && !stopping) {
      const ok = await fetch(record.spec.readyUrl, { signal: AbortSignal.timeout(2_000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (ok && record.child === child && alive(child)) return markReady(record, child);
      await sleep(150);
    }
  }

  function markReady(record, child) {
    if (record.child !== child) return;
    record.status = 'ready';
    record.readyAt = stamp();
    record.readyOnce = true;
    if (record.restarts > 0) {
      const line = `${record.spec.name} is back (pid ${record.pid}), ready ${seconds(Date.now() - record.startedMs)} after restart ${record.restarts}`;
      say(line);
      note(record, line);
    }
    writeState();
    record.events.emit('ready');
  }

  function died(record, child, exit) {
    if (child && record.child !== child) return; // an earlier run, already handled
    if (!child && record.child) return;
    const pid = record.pid;
    const upMs = Date.now() - record.startedMs;
    record.child = null;
    record.pid = null;
    record.lastExit = {
      code: exit.code,
      signal: exit.signal,
      at: stamp(),
      upMs,
      ...(exit.error ? { error: exit.error } : {}),
    };
    if (stopping) {
      record.status = 'stopped';
      writeState();
      return;
    }
    record.consecutive = upMs >= backoff.stableMs ? 1 : record.consecutive + 1;
    const delay = restartDelay(record.consecutive, backoff);
    const how = exit.signal ?? (exit.error ? `not started: ${exit.error}` : `exit code ${exit.code}`);
    const where = record.spec.port ? `, port ${record.spec.port}` : '';
    const line = `${record.spec.name} (pid ${pid ?? '-'}${where}) died (${how}) after ${seconds(upMs)}; restarting in ${seconds(delay)}`;
    note(record, line);
    if (record.consecutive >= backoff.loudAfter) {
      const lines = tail(record.spec.logFile, 8).map((l) => `    ${l}`);
      shout(
        `${record.spec.name} KEEPS DYING AT START: ${record.consecutive} times in a row, each within ` +
          `${seconds(backoff.stableMs)} of starting. It is restarted in ${seconds(delay)} (back-off up to ` +
          `${seconds(backoff.maxMs)}), again and again until it stays up. The end of ` +
          `${relative(record.spec.logFile)}:\n${lines.join('\n')}`,
      );
    } else say(line);
    record.status = 'restarting';
    writeState();
    record.events.emit('died', record.consecutive);
    record.timer = setTimeout(() => {
      record.timer = null;
      if (stopping) return;
      record.restarts += 1;
      note(record, `restarting ${record.spec.name} (restart ${record.restarts})`);
      void begin(record);
    }, delay);
  }

  return {
    /**
     * Starts a process and keeps it running. spec: { name, logFile, port?, readyUrl?, command?, args?,
     * env?, start?: async () => ChildProcess (a process someone else spawns), stopSignal?, stopLast? }.
     */
    add(spec) {
      const record = {
        spec,
        child: null,
        pid: null,
        status: 'starting',
        restarts: 0,
        consecutive: 0,
        startedAt: null,
        startedMs: 0,
        readyAt: null,
        readyOnce: false,
        lastExit: null,
        timer: null,
        events: new EventEmitter(),
      };
      records.push(record);
      void begin(record);
      return record;
    },

    /**
     * Resolves when `record` is ready. Rejects after `timeoutMs`, or when it died `giveUpAfter` times
     * in a row without ever being ready (a start that cannot work: its log says why).
     */
    whenReady(record, { timeoutMs = 60_000, giveUpAfter = Infinity } = {}) {
      if (record.status === 'ready') return Promise.resolve();
      return new Promise((resolve, reject) => {
        const done = (error) => {
          clearTimeout(timer);
          record.events.off('ready', onReady);
          record.events.off('died', onDied);
          if (error) reject(error);
          else resolve();
        };
        const onReady = () => done();
        const onDied = (consecutive) => {
          if (consecutive >= giveUpAfter && !record.readyOnce)
            done(
              new Error(
                `${record.spec.name} died ${consecutive} times while starting; see ${relative(record.spec.logFile)}`,
              ),
            );
        };
        const timer = setTimeout(
          () =>
            done(
              new Error(
                `${record.spec.name} was not ready within ${timeoutMs / 1000}s; see ${relative(record.spec.logFile)}`,
              ),
            ),
          timeoutMs,
        );
        record.events.on('ready', onReady);
        record.events.on('died', onDied);
      });
    },

    get stopping() {
      return stopping;
    },

    /** Stops every process (SIGTERM, SIGKILL after 10 s), those marked stopLast after the others. */
    async stop() {
      stopping = true;
      for (const record of records) {
        clearTimeout(record.timer);
        record.timer = null;
      }
      const end = (record) =>
        new Promise((resolve) => {
          const child = record.child;
          if (!alive(child)) {
            record.status = 'stopped';
            return resolve();
          }
          const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          child.kill(record.spec.stopSignal ?? 'SIGTERM');
        });
      await Promise.all(records.filter((r) => !r.spec.stopLast).map(end));
      await Promise.all(records.filter((r) => r.spec.stopLast).map(end));
      for (const record of records) {
        record.status = 'stopped';
        record.pid = null;
      }
      writeState();
    },
  };
}
