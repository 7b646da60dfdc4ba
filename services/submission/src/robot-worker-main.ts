import './robot-worker-tracing';
import 'reflect-metadata';
import { answerMetrics, createLogger, flushTracing } from '@portico/service-kit';
import { startRobotWorker, type RunningRobotWorker } from './robot-worker';
import { startRobotHealthServer } from './robot-worker-health';
import { LiveViews } from './live-view/live-views';
import { submissionSettings, validateSubmissionEnv } from './config';

/**
 * The robot worker process (`node services/submission/dist/robot-worker-main.js`). Environment:
 * DATABASE_URL, ANSWERS_ENCRYPTION_KEY, BILLING_URL (a stopped filing's credit goes back there),
 * CEAC_BASE_URL (default http://127.0.0.1:4105), CHROMIUM_PATH
 * (default /usr/bin/chromium), SMTP_URL, ROBOT_CONCURRENCY (default 4), SUBMISSION_LEASE_MS
 * (default 15000), ROBOT_HANDOFF_TIMEOUT_MS (default 18 minutes), ROBOT_HEALTH_PORT (else PORT, else
 * 4107: /livez and /readyz, and the live view's WebSockets), ROBOT_LIVE_VIEW_URL (where the gateway
 * reaches that port; default http://127.0.0.1:<health port>), LOG_LEVEL. Migrations are the submission service's (run them first).
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
  // The health port first: /livez answers while the worker connects, /readyz says "starting".
  const started: { worker?: RunningRobotWorker } = {};
  // The live views of this worker's pages take their WebSockets on the health port (docs/adr/0042).
  const liveViews = new LiveViews({ logger });
  const health = await startRobotHealthServer({
    port: settings.robotHealthPort,
    logger,
    checks: () => started.worker?.readiness,
    upgrade: (req, socket, head) => liveViews.handleUpgrade(req, socket, head),
    routes: { '/metrics': (req, res) => answerMetrics(req, res) },
  });
  logger.info({ port: health.port }, 'health port listening (/livez, /readyz)');
  const worker = await startRobotWorker({
    databaseUrl,
    ceacBaseUrl: settings.ceacBaseUrl,
    logger,
    concurrency: settings.concurrency,
    leaseMs: settings.leaseMs,
    handOffTimeoutMs: settings.handOffTimeoutMs,
    mail: Boolean(process.env.SMTP_URL),
    liveViews,
    // Unset: this host at the port the health server got (ROBOT_HEALTH_PORT=0 takes any free one).
    liveViewUrl: process.env.ROBOT_LIVE_VIEW_URL
      ? settings.robotLiveViewUrl
      : `http://127.0.0.1:${health.port}`,
  });
  started.worker = worker;
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    health.markStopping();
    const force = setTimeout(() => process.exit(1), 20_000).unref();
    worker
      .stop()
      .then(() => health.close())
      .then(() => flushTracing().catch(() => undefined))
      .then(
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

main().catch((error: unknown) => {
  // A database that cannot be reached, a port in use: the supervisor (npm start, Kubernetes) restarts it.
  createLogger({ name: 'robot-worker' }).fatal({ err: error }, 'robot worker could not start');
  process.exit(1);
});
