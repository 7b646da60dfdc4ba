/**
 * The robot worker's Prometheus metrics (ADR 0046): filings it ran by outcome and how long each run
 * took, and, read from the database at each scrape, the filing queue's depth and the age of its
 * oldest waiting job, and submissions by status. Served on the health port's /metrics.
 */
import type { Pool } from 'pg';
import { Counter, Gauge, Histogram, metricsRegistry, type Logger } from '@portico/service-kit';
import { FILING_QUEUE, JOB_SCHEMA } from '../queue/filing-queue';

/** How a run of the robot ended. */
export type FilingRunOutcome = 'filed' | 'refused' | 'notSigned' | 'errored' | 'released' | 'failed';

export const filingRuns = new Counter({
  name: 'portico_filing_runs_total',
  help: 'Robot runs by outcome: filed, refused (CEAC listed answer errors), notSigned (CEAC shows unsigned an application the applicant said they signed there), errored (stopped with an error), released (lease lost or shutdown), failed (unexpected)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

export const filingRunDuration = new Histogram({
  name: 'portico_filing_run_duration_seconds',
  help: 'Time of one robot run, claim to end, by outcome (hand-offs to people included)',
  labelNames: ['outcome'] as const,
  buckets: [1, 5, 15, 30, 60, 120, 300, 600, 1200, 1800, 3600],
  registers: [metricsRegistry],
});

/** Filings this worker holds now (claimed, not ended): what a worker's autoscaler and a test read. */
export const filingsRunning = new Gauge({
  name: 'portico_filings_running',
  help: 'Filings this robot worker is running now, waits for people included',
  registers: [metricsRegistry],
});

/**
 * Registers the gauges read at scrape time from this worker's database pool (the latest call's pool
 * wins). A query that fails keeps the gauge's previous value: the rest of the scrape still answers.
 */
export function registerFilingGauges(pool: Pool, logger: Logger): void {
  const tolerant = async (read: () => Promise<void>) => {
    try {
      await read();
    } catch (err) {
      logger.warn({ err }, 'a filing gauge could not be read');
    }
  };
  metricsRegistry.removeSingleMetric('portico_filing_queue_depth');
  metricsRegistry.removeSingleMetric('portico_filing_queue_oldest_age_seconds');
  metricsRegistry.removeSingleMetric('portico_submissions');
  let queued: Promise<{ depth: number; age: number }> | undefined;
  // One query serves both queue gauges of a scrape.
  const readQueue = () =>
    (queued ??= pool
      .query<{ depth: string; age: string | null }>(
        `select count(*) as depth, extract(epoch from now() - min(created_on)) as age
           from ${JOB_SCHEMA}.job where name = $1 and state in ('created', 'retry')`,
        [FILING_QUEUE],
      )
      .then((r) => ({ depth: Number(r.rows[0]?.depth ?? 0), age: Number(r.rows[0]?.age ?? 0) }))
      .finally(() => setTimeout(() => (queued = undefined), 250).unref()));
  new Gauge({
    name: 'portico_filing_queue_depth',
    help: 'Filing jobs waiting for a worker',
    registers: [metricsRegistry],
    async collect() {
      await tolerant(async () => this.set((await readQueue()).depth));
    },
  });
  new Gauge({
    name: 'portico_filing_queue_oldest_age_seconds',
    help: 'Age of the oldest filing job waiting for a worker (0 when none waits)',
    registers: [metricsRegistry],
    async collect() {
      await tolerant(async () => this.set((await readQueue()).age));
    },
  });
  new Gauge({
    name: 'portico_submissions',
    help: 'Submissions by status',
    labelNames: ['status'] as const,
    registers: [metricsRegistry],
    async collect() {
      await tolerant(async () => {
        const { rows } = await pool.query<{ status: string; count: string }>(
          'select status, count(*) as count from submission.submission group by status',
        );
        this.reset();
        for (const row of rows) this.set({ status: row.status }, Number(row.count));
      });
    },
  });
}
