import 'reflect-metadata';
import { createLogger } from '@portico/service-kit';
import { startRobotWorker } from './robot-worker';
import { submissionSettings, validateSubmissionEnv } from './config';

/**
 * The robot worker process (`node services/submission/dist/robot-worker-main.js`). Environment:
 * DATABASE_URL, ANSWERS_ENCRYPTION_KEY, CEAC_BASE_URL (default http://127.0.0.1:4105), CHROMIUM_PATH
 * (default /usr/bin/chromium), SMTP_URL, ROBOT_CONCURRENCY (default 4), SUBMISSION_LEASE_MS
 * (default 15000), ROBOT_HANDOFF_TIMEOUT_MS (default 18 minutes), LOG_LEVEL. Migrations are the submission service's (run them first).
 */
async function main(): Promise<void> {
  const logger = createLogger({ name: 'robot-worker', level: process.env.LOG_LEVEL });
  const databaseUrl = process.env.DATABASE_URL;
  try {
    if (!databaseUrl) throw new Error('Missing environment variable DATABASE_URL');
    validateSubmissionEnv();
  } catch (error) {
    logger.fatal((error as Error).message);
    process.exit(1);
  }
  const settings = submissionSettings();
  const worker = await startRobotWorker({
    databaseUrl,
    ceacBaseUrl: settings.ceacBaseUrl,
    logger,
    concurrency: settings.concurrency,
    leaseMs: settings.leaseMs,
    handOffTimeoutMs: settings.handOffTimeoutMs,
    mail: Boolean(process.env.SMTP_URL),
  });
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 20_000).unref();
    worker.stop().then(
      () => {
        clearTimeout(force);
        process.exit(0);
      },
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

void main();
