import { loadConfig, serviceEnv, ConfigError } from './config';
import { runMigrations } from './database';
import { createLogger, type Logger } from './logger';
import { stopTracing } from './telemetry';
import { startSubgraph, type RunningSubgraph, type SubgraphDefinition } from './subgraph';

function failStartup(logger: Logger, error: unknown): never {
  if (error instanceof ConfigError) logger.fatal({ variables: error.variables }, error.message);
  else logger.fatal({ err: error }, 'start-up failed');
  process.exit(1);
}

/** `main.ts` of a service: validated env, serve, drain and close on SIGTERM/SIGINT. */
export async function runSubgraph(definition: SubgraphDefinition): Promise<RunningSubgraph> {
  const logger = createLogger({ name: definition.name, level: process.env.LOG_LEVEL });
  let running: RunningSubgraph;
  try {
    const config = loadConfig(serviceEnv);
    logger.level = config.LOG_LEVEL;
    definition.validateEnv?.();
    running = await startSubgraph(definition, {
      port: config.PORT,
      databaseUrl: config.DATABASE_URL,
      actorPublicKey: config.ACTOR_PUBLIC_KEY,
      introspection: config.NODE_ENV !== 'production',
      drainDelayMs: config.SHUTDOWN_DELAY_MS,
      operationTimeoutMs: config.OPERATION_TIMEOUT_MS,
      leanGraphql: config.GRAPHQL_LEAN_PATH === 'on',
      logger,
    });
  } catch (error) {
    failStartup(logger, error);
  }
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    running
      .stop()
      .then(() => stopTracing().catch(() => undefined))
      .then(
        () => {
          clearTimeout(force);
          process.exit(0);
        },
        (err: unknown) => {
          logger.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  return running;
}

/** `migrate.ts` of a service: apply pending migrations and exit. */
export async function runMigrationsMain(definition: SubgraphDefinition): Promise<void> {
  const logger = createLogger({ name: `${definition.name}-migrate`, level: process.env.LOG_LEVEL });
  try {
    const { DATABASE_URL } = loadConfig({ DATABASE_URL: serviceEnv.DATABASE_URL });
    await runMigrations({ ...definition, url: DATABASE_URL, schema: definition.name }, logger);
    process.exit(0);
  } catch (error) {
    failStartup(logger, error);
  }
}
