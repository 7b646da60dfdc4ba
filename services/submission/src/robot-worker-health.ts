import type { Duplex } from 'node:stream';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '@portico/service-kit';

/** One readiness condition: resolves when it holds, rejects (or outlasts the probe) when not. */
export type ReadinessCheck = () => Promise<void>;

/** A route of the health port beside /livez and /readyz (issue 19 adds /metrics here). */
export type HealthRoute = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface RobotHealthOptions {
  port: number;
  host?: string;
  logger: Logger;
  /** The conditions /readyz answers for; undefined while the worker is still starting. */
  checks: () => Record<string, ReadinessCheck> | undefined;
  /** How long one check may take before it counts as failed (default 2000 ms). */
  checkTimeoutMs?: number;
  routes?: Record<string, HealthRoute>;
  /** WebSocket upgrades on this port (the live view, docs/adr/0042); refused when absent. */
  upgrade?: (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
}

export interface RobotHealthServer {
  port: number;
  /** From now on /readyz answers 503 "stopping" (the worker is draining). */
  markStopping(): void;
  close(): Promise<void>;
}

export interface ReadinessReport {
  status: 'ok' | 'starting' | 'stopping' | 'unavailable';
  checks: Record<string, 'ok' | 'unavailable'>;
}

function withTimeout(check: ReadinessCheck, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    check().then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * The robot worker's health port (it serves no other HTTP): /livez answers as long as the event loop
 * turns; /readyz runs every readiness check at once and answers 200 only when all hold, else 503 with
 * the name of each that failed (its reason goes to the log, never to the answer).
 */
export async function startRobotHealthServer(options: RobotHealthOptions): Promise<RobotHealthServer> {
  const timeoutMs = options.checkTimeoutMs ?? 2_000;
  let stopping = false;
  const failing = new Set<string>();

  async function readiness(): Promise<ReadinessReport> {
    if (stopping) return { status: 'stopping', checks: {} };
    const checks = options.checks();
    if (!checks) return { status: 'starting', checks: {} };
    const names = Object.keys(checks);
    const results = await Promise.allSettled(names.map((name) => withTimeout(checks[name], timeoutMs)));
    const report: ReadinessReport = { status: 'ok', checks: {} };
    results.forEach((result, i) => {
      const name = names[i];
      if (result.status === 'fulfilled') {
        report.checks[name] = 'ok';
        if (failing.delete(name)) options.logger.info({ check: name }, 'readiness check passes again');
        return;
      }
      report.status = 'unavailable';
      report.checks[name] = 'unavailable';
      // Once per failing spell, not once per probe.
      if (!failing.has(name)) {
        failing.add(name);
        options.logger.warn({ check: name, err: result.reason as unknown }, 'readiness check fails');
      }
    });
    return report;
  }

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };

  const server: Server = createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(res, 405, { status: 'method not allowed' });
    if (pathname === '/livez') return send(res, 200, { status: 'ok' });
    if (pathname === '/readyz') {
      void readiness().then(
        (report) => send(res, report.status === 'ok' ? 200 : 503, report),
        () => send(res, 503, { status: 'unavailable', checks: {} }),
      );
      return;
    }
    const route = options.routes?.[pathname];
    if (route) {
      Promise.resolve(route(req, res)).catch((err: unknown) => {
        options.logger.error({ err, path: pathname }, 'health route failed');
        if (!res.headersSent) send(res, 500, { status: 'error' });
        else res.destroy();
      });
      return;
    }
    send(res, 404, { status: 'not found' });
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    if (!options.upgrade) return void socket.end('HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\n\r\n');
    try {
      options.upgrade(req, socket, head);
    } catch (err) {
      options.logger.error({ err }, 'upgrade failed');
      socket.destroy();
    }
  });
  // Probes only: no keep-alive connection may hold the port open on shutdown.
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    markStopping() {
      stopping = true;
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/**
 * Whether Chromium launches, without launching it per probe: the result of the last launch (the one
 * the worker makes at start, and every one a filing makes) stands; while it is a failure, a probe
 * starts one new attempt in the background at most every `retryMs`, and answers with what is known.
 */
export class ChromiumReadiness {
  private state: { ok: boolean; at: number; error?: unknown } | undefined;
  private attempt: Promise<void> | undefined;

  constructor(
    private readonly tryLaunch: () => Promise<void>,
    private readonly retryMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records the outcome of a launch made elsewhere (a filing's). */
  record(ok: boolean, error?: unknown): void {
    this.state = { ok, at: this.now(), error };
  }

  /** Launches once now (at the worker's start) and records the outcome. */
  verify(): Promise<void> {
    this.attempt ??= this.tryLaunch()
      .then(
        () => this.record(true),
        (error: unknown) => this.record(false, error),
      )
      .finally(() => (this.attempt = undefined));
    return this.attempt;
  }

  /** Settles when no launch of this check is under way (the worker waits for it on stop). */
  async settled(): Promise<void> {
    await this.attempt;
  }

  /** The readiness check: passes on the last launch's success, fails with its error otherwise. */
  readonly check: ReadinessCheck = async () => {
    const state = this.state;
    if (state?.ok) return;
    if (!state) throw new Error('Chromium not launched yet');
    if (this.now() - state.at >= this.retryMs) void this.verify();
    throw state.error instanceof Error ? state.error : new Error('Chromium did not launch');
  };
}
