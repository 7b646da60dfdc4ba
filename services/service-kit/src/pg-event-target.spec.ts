import { Client } from 'pg';
import { createLogger } from './logger';
import { createPgPubSub, type PgEventTarget, type ServicePubSub } from './pg-event-target';
import { createTestDatabase, type TestDatabase } from './testing';

const logger = createLogger({ name: 'test', level: 'silent' });

describe('PostgreSQL LISTEN/NOTIFY pub-sub', () => {
  let db: TestDatabase;
  const opened: PgEventTarget[] = [];
  const open = async (): Promise<ServicePubSub> => {
    const { pubSub, eventTarget } = await createPgPubSub({ url: db.url, channel: 'portico_test', logger });
    opened.push(eventTarget);
    return pubSub;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(opened.map((t) => t.close()));
    await db.drop();
  });

  it('delivers an event published on one replica to subscribers on another, by topic id', async () => {
    const a = await open();
    const b = await open();
    const workspace1 = a.subscribe('THING', 'w1')[Symbol.asyncIterator]();
    const workspace2 = a.subscribe('THING', 'w2')[Symbol.asyncIterator]();
    const first = workspace1.next();
    const other = workspace2.next();
    b.publish('THING', 'w1', { id: 1 });
    await expect(first).resolves.toEqual({ value: { id: 1 }, done: false });
    const late = await Promise.race([other, new Promise((r) => setTimeout(() => r('nothing'), 300))]);
    expect(late).toBe('nothing');
    await workspace1.return?.();
    await workspace2.return?.();
  });

  it('delivers many events published at once, in order, sending them in few statements', async () => {
    const a = await open();
    const b = await open();
    const queries = jest.spyOn(Client.prototype, 'query');
    const events = a.subscribe('THING', 'w1')[Symbol.asyncIterator]();
    const received: unknown[] = [];
    const all = (async () => {
      while (received.length < 150) received.push((await events.next()).value);
    })();
    for (let i = 0; i < 150; i++) b.publish('THING', 'w1', { i });
    await all;
    expect(received).toEqual(Array.from({ length: 150 }, (_, i) => ({ i })));
    const notifies = queries.mock.calls.filter(([text]) => String(text).includes('pg_notify'));
    queries.mockRestore();
    // 150 events in batches of at most 64: three statements, not 150.
    expect(notifies.length).toBe(3);
    await events.return?.();
  });

  it('reconnects after its LISTEN connection is killed', async () => {
    const a = await open();
    const target = opened[opened.length - 1];
    const b = await open();
    const pid = await target.backendPid();
    const admin = new Client({ connectionString: db.url });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await admin.end();
    await new Promise((r) => setTimeout(r, 500));
    expect(await target.backendPid()).not.toBe(pid);
    const events = a.subscribe('THING', 'w1')[Symbol.asyncIterator]();
    const next = events.next();
    b.publish('THING', 'w1', { after: 'reconnect' });
    await expect(next).resolves.toEqual({ value: { after: 'reconnect' }, done: false });
    await events.return?.();
  });
});
