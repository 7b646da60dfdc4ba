import { Client } from 'pg';
import { MikroORM, defineConfig, ReflectMetadataProvider } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { EntityClass, MigrationObject } from '@mikro-orm/core';
import type { Logger } from './logger';

export interface DatabaseOptions {
  /** PostgreSQL connection string (DATABASE_URL). */
  url: string;
  /** The service's own PostgreSQL schema, e.g. `forms`. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  entities: EntityClass<any>[];
  /** Migration classes in order, compiled with the service (no file globbing). */
  migrations: MigrationObject[];
  /** Largest pool size per replica. */
  poolMax?: number;
  /**
   * PostgreSQL statement_timeout of every connection (ms): a statement running longer is cancelled
   * (SQLSTATE 57014). A serving subgraph sets its operation time limit; migrations and workers none.
   */
  statementTimeoutMs?: number;
}

const SCHEMA_NAME = /^[a-z][a-z0-9_]*$/;

function assertSchemaName(schema: string): void {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
}

export function ormOptions(options: DatabaseOptions) {
  assertSchemaName(options.schema);
  return defineConfig({
    clientUrl: options.url,
    schema: options.schema,
    entities: options.entities,
    metadataProvider: ReflectMetadataProvider,
    discovery: { warnWhenNoEntities: false },
    extensions: [Migrator],
    migrations: {
      migrationsList: options.migrations,
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      silent: true,
    },
    pool: { min: 0, max: options.poolMax ?? 10 },
    ...(options.statementTimeoutMs
      ? {
          driverOptions: {
            connection: {
              statement_timeout: options.statementTimeoutMs,
              // A transaction left open (its request gone) is ended too, its locks released.
              idle_in_transaction_session_timeout: 2 * options.statementTimeoutMs,
            },
          },
        }
      : {}),
    allowGlobalContext: false,
  });
}

export function openOrm(options: DatabaseOptions): Promise<MikroORM> {
  return MikroORM.init(ormOptions(options));
}

/**
 * Creates the service's schema when missing and applies pending migrations, under a PostgreSQL
 * advisory lock so replicas started together never race. Returns the names applied.
 */
export async function runMigrations(options: DatabaseOptions, logger?: Logger): Promise<string[]> {
  assertSchemaName(options.schema);
  const lock = new Client({ connectionString: options.url });
  await lock.connect();
  const key = `portico:migrations:${options.schema}`;
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
    await lock.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
    const orm = await openOrm(options);
    try {
      const applied = await orm.migrator.up();
      const names = applied.map((m) => m.name);
      logger?.info({ schema: options.schema, applied: names }, 'migrations applied');
      return names;
    } finally {
      await orm.close();
    }
  } finally {
    await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [key]).catch(() => undefined);
    await lock.end();
  }
}
