/**
 * The system the fuzz suite attacks: every subgraph a real process from services/<name>/dist on a real
 * PostgreSQL, with its output kept for the log scan and its exit watched; the gateway in-process
 * (its logs kept too) behind a trusted loopback proxy, so each attacker can come from its own address;
 * a real SMTP server (it refuses the addresses it is told to); and row triggers that record every
 * change stored in a service's schema, so each refused request can be checked for changes.
 */
import { randomBytes } from 'node:crypto';
import { Client as PgClient } from 'pg';
import {
  createTestDatabase,
  startMailbox,
  type Mailbox,
  type TestDatabase,
} from '@portico/service-kit/testing';
import type { SubgraphName } from '../../../src/compose';
import {
  composeForTest,
  freePort,
  generateActorKeyPair,
  migrate,
  requireBuiltServices,
  startService,
  startTestGateway,
  type RunningGateway,
  type RunningService,
} from '../../support/portico-system';

export const SERVICES: SubgraphName[] = ['identity', 'forms', 'billing', 'submission'];
/**
 * A heap like a container's memory limit: a request that makes a service allocate without bound ends
 * it within seconds (as it would in production) instead of eating the shared machine first.
 */
const SERVICE_HEAP_MB = 512;

export interface ServiceExit {
  service: SubgraphName;
  code: number | null;
  signal: string | null;
  tail: string;
}

export interface WatchedService {
  name: SubgraphName;
  port: number;
  url: string;
  running: RunningService;
  /** Every line of every run of this service (restarts included). */
  lines: string[];
}

export interface StoredChange {
  id: number;
  table: string;
  op: string;
  columns: string[] | null;
}

export interface FuzzSystem {
  gateway: RunningGateway;
  /** The gateway's own log lines (JSON, level info). */
  gatewayLines: string[];
  services: Record<SubgraphName, WatchedService>;
  mailbox: Mailbox;
  db: PgClient;
  /** Exits nobody asked for, in order; the campaign takes them as it checks each request. */
  exits: ServiceExit[];
  restart(name: SubgraphName): Promise<void>;
  ready(): Promise<string[]>;
  changesSince(id: number): Promise<StoredChange[]>;
  lastChange(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Records every row change of the services' tables (not pg-boss's queue, which its own maintenance
 * rewrites): table, operation and, for an update, the columns whose values changed.
 */
async function installChangeWatch(db: PgClient, schemas: string[]): Promise<void> {
  await db.query(`
    create schema fuzz_watch;
    create table fuzz_watch.change (
      id bigserial primary key, tbl text not null, op text not null, cols text[], at timestamptz default clock_timestamp()
    );
    create function fuzz_watch.record() returns trigger language plpgsql as $$
    declare changed text[];
    begin
      if TG_OP = 'UPDATE' then
        select array_agg(n.key order by n.key) into changed
          from jsonb_each(to_jsonb(NEW)) n where (to_jsonb(OLD) -> n.key) is distinct from n.value;
        if changed is null then return null; end if;
      end if;
      insert into fuzz_watch.change (tbl, op, cols) values (TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME, TG_OP, changed);
      return null;
    end $$;`);
  const { rows } = await db.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema = any($1) and table_name <> 'mikro_orm_migrations'`,
    [schemas],
  );
  for (const { schema, name } of rows) {
    const table = `"${schema}"."${name}"`;
    await db.query(`
      create trigger fuzz_watch_rows after insert or update or delete on ${table}
        for each row execute function fuzz_watch.record();
      create trigger fuzz_watch_truncate after truncate on ${table}
        for each statement execute function fuzz_watch.record();`);
  }
}

export async function startFuzzSystem(options: { platformAdminEmail: string }): Promise<FuzzSystem> {
  requireBuiltServices(SERVICES);
  const keys = generateActorKeyPair();
  const mailbox = await startMailbox();
  const database: TestDatabase = await createTestDatabase();
  for (const name of SERVICES) migrate(name, database.url);
  const db = new PgClient({ connectionString: database.url });
  await db.connect();
  await installChangeWatch(db, SERVICES);

  const gatewayPort = await freePort();
  const ports = Object.fromEntries(
    await Promise.all(SERVICES.map(async (name) => [name, await freePort()] as const)),
  ) as Record<SubgraphName, number>;
  const urlOf = (name: SubgraphName) => `http://127.0.0.1:${ports[name]}/graphql`;
  const env: Record<string, string> = {
    SMTP_URL: mailbox.smtpUrl,
    PUBLIC_URL: `http://127.0.0.1:${gatewayPort}`,
    FORMS_URL: urlOf('forms'),
    IDENTITY_URL: urlOf('identity'),
    BILLING_URL: urlOf('billing'),
    PLATFORM_ADMIN_EMAILS: options.platformAdminEmail,
    ANSWERS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    TEST_PROVIDER_WEBHOOK_SECRET: randomBytes(24).toString('base64'),
    // The attackers are many; the limits under test here are the ones on bad input, not on volume.
    SIGNUPS_PER_IP_HOUR: '100000',
    API_KEY_RATE_PER_MINUTE: '1000000',
    CLIENT_LINK_EXCHANGES_PER_IP_MINUTE: '100000',
  };
  const exits: ServiceExit[] = [];
  let stopping = false;
  const services = {} as Record<SubgraphName, WatchedService>;

  async function launch(name: SubgraphName): Promise<void> {
    const lines = services[name]?.lines ?? [];
    const running = await startService(name, {
      databaseUrl: database.url,
      publicKey: keys.publicKey,
      port: ports[name],
      logLines: lines,
      logLevel: 'info',
      nodeArgs: [`--max-old-space-size=${SERVICE_HEAP_MB}`],
      env,
    });
    running.child!.once('exit', (code, signal) => {
      if (stopping) return;
      exits.push({ service: name, code, signal, tail: lines.slice(-12).join('\n').slice(-1_500) });
    });
    services[name] = { name, port: ports[name], url: urlOf(name), running, lines };
  }

  await Promise.all(SERVICES.map(launch));
  const gatewayLines: string[] = [];
  const gateway = await startTestGateway({
    keys,
    urls: Object.fromEntries(SERVICES.map((name) => [name, urlOf(name)])),
    supergraphFile: composeForTest(),
    // The test is the proxy: X-Forwarded-For names each attacker's address.
    trustedProxies: '127.0.0.1',
    logLines: gatewayLines,
    env: { PORT: String(gatewayPort), PUBLIC_URL: `http://127.0.0.1:${gatewayPort}` },
  });

  return {
    gateway,
    gatewayLines,
    services,
    mailbox,
    db,
    exits,
    async restart(name) {
      await services[name].running.stop();
      await launch(name);
    },
    async ready() {
      const down: string[] = [];
      const probe = async (name: string, url: string) => {
        try {
          const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
          if (!res.ok) down.push(`${name} /readyz answered ${res.status}`);
        } catch (error) {
          down.push(`${name} /readyz: ${(error as Error).message}`);
        }
      };
      await Promise.all([
        probe('gateway', `${gateway.origin}/readyz`),
        ...SERVICES.map((name) => probe(name, `http://127.0.0.1:${ports[name]}/readyz`)),
      ]);
      for (const name of SERVICES) {
        const child = services[name].running.child!;
        if (child.exitCode !== null || child.signalCode !== null) down.push(`${name} process has exited`);
      }
      return down;
    },
    async changesSince(id) {
      const { rows } = await db.query<{ id: string; tbl: string; op: string; cols: string[] | null }>(
        'select id, tbl, op, cols from fuzz_watch.change where id > $1 order by id',
        [id],
      );
      return rows.map((row) => ({ id: Number(row.id), table: row.tbl, op: row.op, columns: row.cols }));
    },
    async lastChange() {
      const { rows } = await db.query<{ id: string | null }>('select max(id) as id from fuzz_watch.change');
      return Number(rows[0].id ?? 0);
    },
    async stop() {
      stopping = true;
      await gateway.stop();
      await Promise.all(SERVICES.map((name) => services[name]?.running.stop()));
      await db.end();
      await database.drop();
      await mailbox.close();
    },
  };
}
