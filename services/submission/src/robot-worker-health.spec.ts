import { createLogger } from '@portico/service-kit';
import {
  ChromiumReadiness,
  startRobotHealthServer,
  type ReadinessCheck,
  type RobotHealthServer,
} from './robot-worker-health';

const pass: ReadinessCheck = async () => undefined;
const never: ReadinessCheck = () => new Promise(() => undefined);

describe('the robot worker health port', () => {
  let server: RobotHealthServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function start(
    checks: () => Record<string, ReadinessCheck> | undefined,
    extra: Partial<Parameters<typeof startRobotHealthServer>[0]> = {},
  ) {
    server = await startRobotHealthServer({
      port: 0,
      host: '127.0.0.1',
      logger: createLogger({ name: 'robot-worker', level: 'silent' }),
      checks,
      ...extra,
    });
    const base = `http://127.0.0.1:${server.port}`;
    return async (path: string) => {
      const response = await fetch(base + path);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
  }

  it('answers /livez while the worker is starting, and /readyz 503 "starting" until it is there', async () => {
    const get = await start(() => undefined);
    expect(await get('/livez')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await get('/readyz')).toEqual({ status: 503, body: { status: 'starting', checks: {} } });
  });

  it('is ready only when every check holds, and names the failing one without its reason', async () => {
    let database: ReadinessCheck = pass;
    const get = await start(() => ({ database, queue: pass, chromium: pass }));
    expect(await get('/readyz')).toEqual({
      status: 200,
      body: { status: 'ok', checks: { database: 'ok', queue: 'ok', chromium: 'ok' } },
    });
    database = () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.7:5432 password=secret'));
    const refused = await get('/readyz');
    expect(refused).toEqual({
      status: 503,
      body: { status: 'unavailable', checks: { database: 'unavailable', queue: 'ok', chromium: 'ok' } },
    });
    expect(JSON.stringify(refused.body)).not.toContain('ECONNREFUSED');
    database = pass;
    expect((await get('/readyz')).status).toBe(200);
  });

  it('counts a check that does not answer in time as failed, while /livez still answers at once', async () => {
    const get = await start(() => ({ database: never, chromium: pass }), { checkTimeoutMs: 200 });
    const started = Date.now();
    const [live, ready] = await Promise.all([get('/livez'), get('/readyz')]);
    expect(live.status).toBe(200);
    expect(ready).toEqual({
      status: 503,
      body: { status: 'unavailable', checks: { database: 'unavailable', chromium: 'ok' } },
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('answers 503 "stopping" once the worker drains', async () => {
    const get = await start(() => ({ database: pass }));
    server!.markStopping();
    expect(await get('/readyz')).toEqual({ status: 503, body: { status: 'stopping', checks: {} } });
    expect((await get('/livez')).status).toBe(200);
  });

  it('serves the routes it is given (the door for /metrics) and 404 for anything else', async () => {
    const get = await start(() => ({}), {
      routes: { '/metrics': (_req, res) => void res.end(JSON.stringify({ filings: 3 })) },
    });
    expect(await get('/metrics')).toEqual({ status: 200, body: { filings: 3 } });
    expect((await get('/graphql')).status).toBe(404);
  });
});

describe('Chromium readiness', () => {
  function readiness(outcomes: boolean[]) {
    let now = 0;
    let launches = 0;
    const check = new ChromiumReadiness(
      async () => {
        const ok = outcomes[launches++] ?? true;
        if (!ok) throw new Error('Failed to launch chromium');
      },
      30_000,
      () => now,
    );
    return { check, launches: () => launches, advance: (ms: number) => (now += ms) };
  }

  it('fails until the launch at start has succeeded, then passes without launching again', async () => {
    const r = readiness([true]);
    await expect(r.check.check()).rejects.toThrow('Chromium not launched yet');
    await r.check.verify();
    for (let i = 0; i < 10; i++) await expect(r.check.check()).resolves.toBeUndefined();
    expect(r.launches()).toBe(1);
  });

  it('while launches fail, tries again at most every 30 s however often it is probed', async () => {
    const r = readiness([false, false, true]);
    await r.check.verify();
    for (let i = 0; i < 20; i++) await expect(r.check.check()).rejects.toThrow('Failed to launch chromium');
    expect(r.launches()).toBe(1);
    r.advance(30_000);
    await expect(r.check.check()).rejects.toThrow('Failed to launch chromium');
    await r.check.settled();
    expect(r.launches()).toBe(2);
    r.advance(30_000);
    await expect(r.check.check()).rejects.toThrow();
    await r.check.settled();
    expect(r.launches()).toBe(3);
    await expect(r.check.check()).resolves.toBeUndefined();
  });

  it('takes the outcome of a filing’s own launch', async () => {
    const r = readiness([true]);
    await r.check.verify();
    r.check.record(false, new Error('Browser closed'));
    await expect(r.check.check()).rejects.toThrow('Browser closed');
    r.check.record(true);
    await expect(r.check.check()).resolves.toBeUndefined();
  });
});
