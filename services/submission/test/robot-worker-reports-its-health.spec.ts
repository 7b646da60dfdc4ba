// The robot worker's health port against real parts: a real PostgreSQL reached through a TCP relay
// the test can cut (the database going away), and Debian's Chromium (or one that cannot launch).
import net from 'node:net';
import { createLogger } from '@portico/service-kit';
import { createTestDatabase, type TestDatabase } from '@portico/service-kit/testing';
import { startRobotWorker, type RunningRobotWorker } from '../src/robot-worker';
import { startRobotHealthServer, type RobotHealthServer } from '../src/robot-worker-health';
import { launchRobotBrowser } from '../src/robot';

jest.setTimeout(60_000);

/** A TCP relay to PostgreSQL: cut() drops every connection and refuses new ones until mend(). */
async function relayTo(target: URL) {
  const sockets = new Set<net.Socket>();
  let open = true;
  const server = net.createServer((client) => {
    if (!open) return client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    mend() {
      open = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function readyz(health: RobotHealthServer) {
  const response = await fetch(`http://127.0.0.1:${health.port}/readyz`);
  return { status: response.status, body: (await response.json()) as { checks: Record<string, string> } };
}

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the robot worker reports its health', () => {
  const logger = createLogger({ name: 'robot-worker', level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  let database: TestDatabase;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    await database?.drop();
  });

  async function workerWithHealth(
    databaseUrl: string,
    launchBrowser?: () => ReturnType<typeof launchRobotBrowser>,
  ): Promise<{ worker: RunningRobotWorker; health: RobotHealthServer }> {
    const worker = await startRobotWorker({
      databaseUrl,
      ceacBaseUrl: 'http://127.0.0.1:9',
      logger,
      concurrency: 1,
      leaseMs: 3_000,
      launchBrowser,
    });
    cleanups.push(() => worker.stop());
    const health = await startRobotHealthServer({
      port: 0,
      host: '127.0.0.1',
      logger,
      checks: () => worker.readiness,
      checkTimeoutMs: 1_000,
    });
    cleanups.push(() => health.close());
    return { worker, health };
  }

  it('is ready once PostgreSQL, its queue and Chromium answer; not ready while the database is away; ready again after', async () => {
    const relay = await relayTo(new URL(database.url));
    cleanups.push(() => relay.close());
    const { health } = await workerWithHealth(relay.url);
    const ready = await until(
      () => readyz(health),
      (r) => r.status === 200,
    );
    expect(ready).toEqual({
      status: 200,
      body: { status: 'ok', checks: { database: 'ok', queue: 'ok', chromium: 'ok' } },
    });

    relay.cut();
    const away = await until(
      () => readyz(health),
      (r) => r.status === 503,
      5_000,
    );
    expect(away.status).toBe(503);
    expect(away.body.checks).toMatchObject({ database: 'unavailable', queue: 'unavailable', chromium: 'ok' });

    relay.mend();
    const back = await until(
      () => readyz(health),
      (r) => r.status === 200,
    );
    expect(back.status).toBe(200);
  });

  it('is not ready when Chromium cannot launch, and launches it once, not once per probe', async () => {
    let launches = 0;
    const { health } = await workerWithHealth(database.url, () => {
      launches += 1;
      return launchRobotBrowser({ ROBOT_CHROMIUM_PATH: '/nonexistent/chromium' });
    });
    const answer = await until(
      () => readyz(health),
      (r) => r.body.checks.chromium === 'unavailable',
    );
    expect(answer).toEqual({
      status: 503,
      body: { status: 'unavailable', checks: { database: 'ok', queue: 'ok', chromium: 'unavailable' } },
    });
    for (let i = 0; i < 10; i++) expect((await readyz(health)).status).toBe(503);
    expect(launches).toBe(1);
  });
});
