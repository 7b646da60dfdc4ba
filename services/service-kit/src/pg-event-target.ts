import { Client } from 'pg';
import { createPubSub, type PubSub } from '@graphql-yoga/subscription';
import type { Logger } from './logger';

/** Topics carry an id (e.g. a workspace); payloads are small JSON values. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ServicePubSub = PubSub<Record<string, [string, any]>>;

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; stay well below. */
export const MAX_EVENT_BYTES = 7000;

type Listener = EventListenerOrEventListenerObject;

/** Events per NOTIFY statement (at most about 7000 × 64 bytes of payloads). */
const NOTIFY_BATCH = 64;

/**
 * An EventTarget over PostgreSQL LISTEN/NOTIFY on one dedicated connection: `dispatchEvent` sends
 * NOTIFY, and every replica's LISTEN (this one included) delivers to its local listeners. The
 * connection reconnects with back-off; events sent while it is down are lost (clients re-query).
 */
export class PgEventTarget implements EventTarget {
  private readonly listeners = new Map<string, Set<Listener>>();
  private client: Client | undefined;
  private connecting: Promise<Client> | undefined;
  private closed = false;
  private attempt = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly pending: { type: string; payload: string }[] = [];
  private sending = false;

  constructor(private readonly options: { url: string; channel: string; logger: Logger }) {
    if (!/^[a-z_][a-z0-9_]*$/.test(options.channel))
      throw new Error(`Invalid channel name: ${options.channel}`);
  }

  /** Connects and LISTENs; resolves once events can be received. */
  async start(): Promise<void> {
    await this.connection();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  /** The backend pid of the LISTEN connection (for tests and diagnostics). */
  async backendPid(): Promise<number> {
    const client = await this.connection();
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    return rows[0].pid;
  }

  addEventListener(type: string, listener: Listener | null): void {
    if (!listener) return;
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    set.add(listener);
  }

  removeEventListener(type: string, listener: Listener | null): void {
    const set = this.listeners.get(type);
    if (!set || !listener) return;
    set.delete(listener);
    if (set.size === 0) this.listeners.delete(type);
  }

  dispatchEvent(event: Event): boolean {
    const payload = JSON.stringify({ type: event.type, detail: (event as CustomEvent).detail ?? null });
    if (Buffer.byteLength(payload) > MAX_EVENT_BYTES) {
      this.options.logger.error({ type: event.type }, 'event payload too large; not sent');
      return false;
    }
    this.pending.push({ type: event.type, payload });
    if (!this.sending) void this.send();
    return true;
  }

  /**
   * Sends what is pending, in order, as one statement per batch: under load (every autosave sends
   * an event) one round trip carries the events of many requests, and there is never more than one
   * query in flight on the connection. Identical payloads in one batch arrive once, as PostgreSQL
   * folds identical notifications of a transaction; every event here says what changed, so a
   * repeat adds nothing.
   */
  private async send(): Promise<void> {
    this.sending = true;
    // Events dispatched in the same turn of the event loop share the first statement.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, NOTIFY_BATCH);
      try {
        const client = await this.connection();
        await client.query('SELECT pg_notify($1, p) FROM unnest($2::text[]) AS p', [
          this.options.channel,
          batch.map((e) => e.payload),
        ]);
      } catch (err) {
        this.options.logger.error({ err, types: [...new Set(batch.map((e) => e.type))] }, 'NOTIFY failed');
      }
    }
    this.sending = false;
  }

  private deliver(raw: string | undefined): void {
    let message: { type: string; detail: unknown };
    try {
      message = JSON.parse(raw ?? '');
    } catch {
      this.options.logger.warn('ignored a malformed notification');
      return;
    }
    const set = this.listeners.get(message.type);
    if (!set) return;
    const event = new CustomEvent(message.type, { detail: message.detail });
    for (const listener of [...set]) {
      if (typeof listener === 'function') listener(event);
      else listener.handleEvent(event);
    }
  }

  private connection(): Promise<Client> {
    if (this.closed) return Promise.reject(new Error('event target closed'));
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async connect(): Promise<Client> {
    for (;;) {
      const client = new Client({ connectionString: this.options.url });
      client.on('error', (err) => this.options.logger.warn({ err }, 'LISTEN connection error'));
      try {
        await client.connect();
        await client.query(`LISTEN ${this.options.channel}`);
      } catch (err) {
        await client.end().catch(() => undefined);
        if (this.closed) throw err;
        const delay = Math.min(30_000, 200 * 2 ** this.attempt++);
        this.options.logger.warn({ err, delay }, 'LISTEN connection failed; retrying');
        await new Promise((resolve) => (this.retryTimer = setTimeout(resolve, delay)));
        if (this.closed) throw new Error('event target closed');
        continue;
      }
      this.attempt = 0;
      client.on('notification', (msg) => {
        if (msg.channel === this.options.channel) this.deliver(msg.payload);
      });
      client.on('end', () => {
        if (this.client !== client) return;
        this.client = undefined;
        if (!this.closed) {
          this.options.logger.warn('LISTEN connection ended; reconnecting');
          this.connection().catch(() => undefined);
        }
      });
      this.client = client;
      return client;
    }
  }
}

/** A type-graphql 2 `pubSub` whose events reach subscribers on every replica. */
export async function createPgPubSub(options: {
  url: string;
  channel: string;
  logger: Logger;
}): Promise<{ pubSub: ServicePubSub; eventTarget: PgEventTarget }> {
  const eventTarget = new PgEventTarget(options);
  await eventTarget.start();
  const pubSub: ServicePubSub = createPubSub({ eventTarget });
  return { pubSub, eventTarget };
}
