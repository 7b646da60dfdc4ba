import PgBoss from 'pg-boss';
import { traceCarrier, type Logger } from '@portico/service-kit';

/** pg-boss's own schema in the service's database, and the queue of filings. */
export const JOB_SCHEMA = 'submission_jobs';
export const FILING_QUEUE = 'submission-filing';

export interface FilingJob {
  submissionId: string;
  /** The W3C trace context of the request that queued it (traceparent), when tracing is on (ADR 0046). */
  trace?: Record<string, string>;
}

/**
 * The job wakes a worker; the submission row's lease (docs/adr/0020) is what guarantees one worker per
 * submission and resumption after a crash, so pg-boss itself neither expires nor retries jobs.
 */
const QUEUE_OPTIONS = { retryLimit: 0, expireInHours: 23, retentionDays: 7 } as const;

const senders = new Map<string, Promise<PgBoss>>();

/** Starts pg-boss on this database (creating its schema and the queue when missing). */
export async function startBoss(
  databaseUrl: string,
  logger: Logger,
  role: 'sender' | 'worker',
): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: JOB_SCHEMA,
    max: role === 'sender' ? 2 : 4,
    // Senders only insert jobs; workers also run pg-boss's maintenance.
    supervise: role === 'worker',
    schedule: false,
    application_name: `portico-submission-${role}`,
  });
  boss.on('error', (err) => logger.warn({ err }, 'pg-boss error'));
  await boss.start();
  await boss.createQueue(FILING_QUEUE, { name: FILING_QUEUE, ...QUEUE_OPTIONS });
  return boss;
}

/** Queues a filing (the service's side). A lost send is repaired by the workers' lease sweep. */
export async function enqueueFiling(databaseUrl: string, job: FilingJob, logger: Logger): Promise<void> {
  let sender = senders.get(databaseUrl);
  if (!sender) {
    sender = startBoss(databaseUrl, logger, 'sender');
    senders.set(databaseUrl, sender);
    sender.catch(() => senders.delete(databaseUrl));
  }
  const trace = traceCarrier();
  await (await sender).send(FILING_QUEUE, Object.keys(trace).length ? { ...job, trace } : job);
}

/** Stops the senders this process started (tests and shutdown). */
export async function closeFilingSenders(): Promise<void> {
  const all = [...senders.values()];
  senders.clear();
  await Promise.all(
    all.map((s) => s.then((b) => b.stop({ graceful: false, wait: true })).catch(() => undefined)),
  );
}
