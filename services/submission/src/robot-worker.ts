import { hostname } from 'node:os';
import { createHash, randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import type PgBoss from 'pg-boss';
import type { Browser } from 'playwright-core';
import { SpanKind } from '@opentelemetry/api';
import {
  contextFromCarrier,
  createPgPubSub,
  inSpan,
  pageSpans,
  type Logger,
  type PgEventTarget,
  type ServicePubSub,
} from '@portico/service-kit';
import {
  filingRunDuration,
  filingRuns,
  filingsRunning,
  registerFilingGauges,
  type FilingRunOutcome,
} from './worker/filing-metrics';
import {
  fileApplication as robotFileApplication,
  launchRobotBrowser,
  LeftForTheApplicantError,
  PermanentRobotError,
  TransientRobotError,
  type RobotCheckpoint,
  type RobotHooks,
} from './robot';
import { SubmissionStatus } from './modules/submission/submission.entity';
import { publishSubmissionChanged, SUBMISSION_CHANGED } from './modules/submission/submission-events';
import { FILING_QUEUE, startBoss, type FilingJob } from './queue/filing-queue';
import { FilingStore, LeaseLostError, type ClaimedSubmission } from './modules/filing/submission-store';
import { nextStatus, stepEvent, transition } from './modules/filing/state-machine';
import { sendAwaitedMail, sendFiledMail, sendReminderMail, type FilingReader } from './worker/filing-mail';
import { ChromiumReadiness, type ReadinessCheck } from './robot-worker-health';
import { returnCredit } from './modules/submission/billing-credits';
import type { HandOff, LiveViews } from './live-view/live-views';

export interface RobotWorkerOptions {
  databaseUrl: string;
  ceacBaseUrl: string;
  logger: Logger;
  /** Filings at once in this process. */
  concurrency: number;
  /** Lease length; a dead worker's submissions are taken over after it (docs/adr/0020). */
  leaseMs: number;
  /** Back-off before each retry of a transient failure, in ms (its length is the number of retries). */
  retryDelaysMs?: number[];
  /**
   * The safety look for a person's answer while a hand-off waits (default 5 s): the worker wakes on the
   * submission's NOTIFY (LISTEN), and looks anyway this often in case a NOTIFY was lost while its LISTEN
   * connection reconnected (docs/adr/0055).
   */
  answerPollMs?: number;
  /** How long a person may take to answer before the filing is given up (default 18 minutes). */
  handOffTimeoutMs?: number;
  /**
   * How long before the hand-off window ends the person is reminded (default 5 minutes, at most half
   * the window), once per hand-off.
   */
  handOffReminderMs?: number;
  /** Most runs of one submission (crashes included) before it ends in ERRORED. */
  maxRuns?: number;
  fileApplication?: typeof robotFileApplication;
  launchBrowser?: () => Promise<Browser>;
  /**
   * Whether to e-mail the applicant (needs SMTP_URL): a captcha or the signature awaited, the
   * reminder before the hand-off ends, the confirmation number; in their language.
   */
  mail?: boolean;
  /** While Chromium fails to launch, how often a readiness probe may try it again (default 30 s). */
  chromiumRetryMs?: number;
  /** How long after a failed credit return (billing down) it is tried again (default 30 s). */
  creditReturnRetryMs?: number;
  /** The live views of this worker's pages (docs/adr/0042); none: nobody can watch or sign. */
  liveViews?: LiveViews;
  /** Where the gateway reaches `liveViews` (ROBOT_LIVE_VIEW_URL), published on each filing it holds. */
  liveViewUrl?: string;
}

export interface RunningRobotWorker {
  workerId: string;
  /**
   * What the worker needs to file, as readiness checks (its health port's /readyz): its database,
   * the filing queue, and a Chromium that launches (launched once at start, not per probe).
   */
  readiness: Record<string, ReadinessCheck>;
  stop(): Promise<void>;
}

const DEFAULT_RETRY_DELAYS_MS = [2_000, 5_000, 15_000];
const DEFAULT_HANDOFF_TIMEOUT_MS = 18 * 60_000;
const DEFAULT_HANDOFF_REMINDER_MS = 5 * 60_000;
const DEFAULT_ANSWER_POLL_MS = 5_000;

function imageDataUrl(image: Buffer): string {
  const type =
    image[0] === 0xff && image[1] === 0xd8 ? 'image/jpeg' : image[0] === 0x47 ? 'image/gif' : 'image/png';
  return `data:${type};base64,${image.toString('base64')}`;
}

/**
 * Wakes a hand-off's wait on each change of one submission (its NOTIFY, heard on the worker's LISTEN
 * connection), or after `safetyMs` at the latest. A change heard while the waiter was looking at the
 * row is kept, so the next wait returns at once: no NOTIFY falls between a look and a wait.
 */
function changesOf(
  eventTarget: PgEventTarget,
  submissionId: string,
  safetyMs: number,
): { next(signal: AbortSignal, ms?: number): Promise<void>; wake(): void; close(): void } {
  const type = `${SUBMISSION_CHANGED}:${submissionId}`;
  let heard = false;
  let wake: (() => void) | null = null;
  const listener = () => {
    heard = true;
    wake?.();
  };
  eventTarget.addEventListener(type, listener);
  return {
    async next(signal, ms = safetyMs) {
      if (!heard && !signal.aborted)
        await new Promise<void>((resolve) => {
          const done = () => {
            wake = null;
            clearTimeout(timer);
            signal.removeEventListener('abort', done);
            resolve();
          };
          const timer = setTimeout(done, ms);
          wake = done;
          signal.addEventListener('abort', done, { once: true });
        });
      if (signal.aborted) throw new LeaseLostError('stopped');
      heard = false;
    },
    wake: listener,
    close: () => eventTarget.removeEventListener(type, listener),
  };
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new LeaseLostError('stopped'));
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new LeaseLostError('stopped'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The robot worker: takes filing jobs from pg-boss, holds a lease on each submission while its robot
 * files it, persists every step and checkpoint, relays captchas and the signature to people, and
 * publishes every change. Submissions whose worker died are swept up again after their lease ends.
 */
export async function startRobotWorker(options: RobotWorkerOptions): Promise<RunningRobotWorker> {
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const logger = options.logger.child({ workerId });
  const pool = new Pool({ connectionString: options.databaseUrl, max: options.concurrency + 3 });
  pool.on('error', (err) => logger.warn({ err }, 'database pool error'));
  const store = new FilingStore(pool, workerId, options.leaseMs);
  const { pubSub, eventTarget } = await createPgPubSub({
    url: options.databaseUrl,
    channel: 'portico_submission',
    logger,
  });
  const boss: PgBoss = await startBoss(options.databaseUrl, logger, 'worker');
  registerFilingGauges(pool, logger); // after pg-boss made its schema: the gauges read its job table
  const fileApplication = options.fileApplication ?? robotFileApplication;
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const maxRuns = options.maxRuns ?? 10;
  const answerPollMs = options.answerPollMs ?? DEFAULT_ANSWER_POLL_MS;
  const stopping = new AbortController();
  const running = new Set<Promise<void>>();

  const launch = options.launchBrowser ?? (() => launchRobotBrowser());
  let browser: Promise<Browser> | undefined;
  // At start, one launch (closed at once) tells readiness whether Chromium works before any filing.
  const chromium = new ChromiumReadiness(async () => {
    const current = browser ? await browser.catch(() => undefined) : undefined;
    if (current?.isConnected()) return;
    await (await launch()).close();
  }, options.chromiumRetryMs);
  void chromium.verify();
  const getBrowser = async (): Promise<Browser> => {
    const current = browser ? await browser.catch(() => undefined) : undefined;
    if (current?.isConnected()) return current;
    browser = launch();
    browser.then(
      () => chromium.record(true),
      (error: unknown) => chromium.record(false, error),
    );
    return browser;
  };

  const publish = (claimed: { id: string; workspaceId: string; formId: string }) =>
    publishSubmissionChanged(pubSub as ServicePubSub, claimed);

  /**
   * Gives back the credits of filings that ended before CEAC had them signed (docs/adr/0041), through
   * billing's return route with each credit's return token. Billing records a return once however
   * often it is asked; one that fails (billing down) is tried again by a later sweep.
   */
  let returning: Promise<void> = Promise.resolve();
  const returnCredits = (): Promise<void> =>
    (returning = returning
      .then(async () => {
        const due = await store.dueCreditReturns(options.creditReturnRetryMs ?? 30_000);
        for (const filing of due) {
          try {
            const outcome = await returnCredit({
              workspaceId: filing.workspaceId,
              // A retry after a DS-160 error returns the credit of the filing that paid for it.
              submissionId: filing.paidBy,
              returnToken: filing.returnToken,
            });
            await store.creditReturnSettled(filing.id, outcome !== 'unknown');
            if (outcome === 'unknown')
              logger.warn(
                { submissionId: filing.id },
                'billing knows no credit for this filing to give back',
              );
            else await store.note(filing.id, 'info', 'creditReturned');
            publish(filing);
          } catch (err) {
            logger.warn({ err, submissionId: filing.id }, 'credit not given back yet; trying again later');
          }
        }
      })
      .catch((err: unknown) => logger.warn({ err }, 'credit returns failed')));

  async function file(claimed: ClaimedSubmission): Promise<void> {
    const lease = new AbortController();
    const stop = () => lease.abort();
    stopping.signal.addEventListener('abort', stop, { once: true });
    const heartbeat = setInterval(
      () =>
        void store.heartbeat(claimed.id).then(
          (held) => {
            if (!held) {
              logger.warn({ submissionId: claimed.id }, 'lease lost; stopping this filing');
              lease.abort();
            }
          },
          (err: unknown) => logger.warn({ err, submissionId: claimed.id }, 'heartbeat failed'),
        ),
      Math.max(200, Math.floor(options.leaseMs / 3)),
    );
    let status = claimed.status;
    let checkpoint: RobotCheckpoint | null = claimed.checkpoint;
    // Metrics and traces (ADR 0046): how the run ended, and a span per CEAC page the robot is on.
    const startedAt = Date.now();
    let ended: FilingRunOutcome = 'failed';
    filingsRunning.inc();
    const pages = pageSpans();
    const handOffTimeoutMs = options.handOffTimeoutMs ?? DEFAULT_HANDOFF_TIMEOUT_MS;
    const reminderMs = Math.min(
      options.handOffReminderMs ?? DEFAULT_HANDOFF_REMINDER_MS,
      handOffTimeoutMs / 2,
    );
    const reader: FilingReader | null =
      claimed.notifyEmail && options.mail !== false
        ? {
            id: claimed.id,
            workspaceId: claimed.workspaceId,
            formId: claimed.formId,
            formName: claimed.formName,
            notifyEmail: claimed.notifyEmail,
            notifyLanguage: claimed.notifyLanguage,
            client: claimed.preparer !== null,
          }
        : null;
    /** The person who must act is e-mailed once per hand-off (and once more, shortly before it ends). */
    const notice = async (
      action: Awaited<ReturnType<FilingStore['ask']>>,
      what: 'notified' | 'reminded',
      minutesLeft: number,
    ): Promise<void> => {
      if (!reader || !(await store.firstNotice(claimed.id, action.id, what))) return;
      const minutes = Math.max(1, Math.round(minutesLeft));
      await (
        what === 'notified'
          ? sendAwaitedMail(reader, action.kind, minutes)
          : sendReminderMail(reader, minutes)
      ).catch((err: unknown) => logger.warn({ err, submissionId: claimed.id, what }, 'e-mail not sent'));
    };
    type Asked = Awaited<ReturnType<FilingStore['ask']>>;
    const timedOut = (code: 'captchaTimedOut' | 'signatureTimedOut') =>
      PermanentRobotError.of(code, { minutes: String(Math.max(1, Math.round(handOffTimeoutMs / 60_000))) });
    /**
     * A hand-off begins: the person is e-mailed on a first ask (a captcha asked again after a wrong
     * answer finds them there) and reminded once shortly before `giveUpAt`. Returns the reminder's cancel.
     */
    const beginHandOff = async (action: Asked, giveUpAt: number): Promise<() => void> => {
      publish(claimed);
      if (action.attempt <= 1) await notice(action, 'notified', (giveUpAt - Date.now()) / 60_000);
      const reminder = setTimeout(
        () =>
          void notice(action, 'reminded', (giveUpAt - Date.now()) / 60_000).catch((err: unknown) =>
            logger.warn({ err, submissionId: claimed.id }, 'reminder not sent'),
          ),
        Math.max(0, giveUpAt - reminderMs - Date.now()),
      );
      return () => clearTimeout(reminder);
    };
    /**
     * Waits for the captcha typed on Portico's page (woken by its NOTIFY), or for the page having moved on (the
     * person typed it on CEAC's page in the live view and pressed its button: null), as long as a
     * hand-off may last.
     */
    const waitForCaptcha = async (
      action: Asked,
      settled: Promise<void>,
      giveUpAt: number,
    ): Promise<string | null> => {
      const changes = changesOf(eventTarget, claimed.id, answerPollMs);
      let moved = false;
      settled.then(
        () => {
          moved = true;
          changes.wake(); // the page moving on wakes the wait too
        },
        () => undefined, // the robot stopped waiting
      );
      const cancelReminder = await beginHandOff(action, giveUpAt);
      try {
        for (;;) {
          if (moved) return null;
          const answer = await store.takeAnswer(claimed.id, action);
          if (answer !== null) return answer;
          // Nobody answered: CEAC would end its idle session anyway, and this filing's place is freed.
          if (Date.now() >= giveUpAt) throw timedOut('captchaTimedOut');
          await changes.next(lease.signal, Math.max(1, Math.min(answerPollMs, giveUpAt - Date.now())));
        }
      } finally {
        changes.close();
        cancelReminder();
      }
    };
    let handOff: HandOff | null = null;
    let ceacSession: string | null = null;
    /** The evidence of the hand-off now ending (docs/adr/0042), once. */
    const keepEvidence = async (attempt: number, outcome: string, error: string | null) => {
      const ending = handOff;
      handOff = null;
      if (!ending) return;
      await ending.end();
      const { record } = ending;
      await store.signatureEvidence(claimed.id, {
        attempt,
        outcome,
        startedAt: record.startedAt,
        endedAt: new Date().toISOString(),
        signers: record.signers,
        inputs: record.inputs,
        frames: record.frames,
        refusedInputs: record.refused,
        ceacSession,
        error,
      });
    };
    /** Waits for the applicant acting on the robot's page (the live view), as long as a hand-off may last. */
    const waitForPage = async (settled: Promise<void>, action: Asked, giveUpAt: number): Promise<void> => {
      const cancelReminder = await beginHandOff(action, giveUpAt);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(timedOut('signatureTimedOut')), Math.max(0, giveUpAt - Date.now()));
      });
      // The applicant may choose to sign on CEAC themselves instead (docs/adr/0045).
      // Woken by the submission's NOTIFY (signOnCeacYourself publishes), with the slow safety look.
      const waiting = new AbortController();
      const changes = changesOf(eventTarget, claimed.id, answerPollMs);
      const chosen = (async (): Promise<never> => {
        for (;;) {
          await changes.next(waiting.signal);
          if (await store.choseSelfSignature(claimed.id)) throw new LeftForTheApplicantError('sign on CEAC');
        }
      })();
      chosen.catch(() => undefined);
      try {
        await Promise.race([settled, late, chosen]);
      } finally {
        waiting.abort();
        changes.close();
        clearTimeout(timer);
        cancelReminder();
      }
    };
    const hooks: RobotHooks = {
      async onStep(step) {
        pages.step(step.page, { kind: step.kind, code: step.code });
        const event = stepEvent(step);
        status = nextStatus(transition(status, event).to);
        // CEAC's confirmation page: the application is submitted, and its step says so (the
        // submission itself completes right after, with the confirmation number).
        await store.step(
          claimed.id,
          step,
          event,
          status,
          step.kind === 'confirmation' ? SubmissionStatus.COMPLETED : status,
        );
        publish(claimed);
      },
      async onCheckpoint(next) {
        await store.checkpoint(claimed.id, next);
        checkpoint = next;
        publish(claimed);
      },
      async solveCaptcha({ image, attempt, error, settled }) {
        const resumeStatus =
          status === SubmissionStatus.IN_PROGRESS
            ? SubmissionStatus.IN_PROGRESS
            : SubmissionStatus.FILLING_FORM;
        const action = await store.ask(claimed.id, {
          kind: 'CAPTCHA',
          imageDataUrl: imageDataUrl(image),
          attempt,
          error,
          resumeStatus,
        });
        status = SubmissionStatus.AWAITING_CAPTCHA;
        // Whoever may answer captchas may also type it on CEAC's page in the live view (docs/adr/0042,
        // addendum); the relay's prompt stays (accessible, and for API partners).
        const giveUpAt = Date.now() + handOffTimeoutMs;
        const live = options.liveViews?.handOff(claimed.id, {
          kind: 'captcha',
          attempt,
          error,
          deadline: giveUpAt,
        });
        let answer: string | null;
        try {
          answer = await waitForCaptcha(action, settled, giveUpAt);
        } finally {
          // No live input after this (what is on its way lands first): the robot may type.
          await live?.end();
          if (live?.record.refused)
            logger.info(
              { submissionId: claimed.id, attempt, refusedInputs: live.record.refused },
              'live view input refused on a captcha page (viewers without the captcha right)',
            );
        }
        status = resumeStatus;
        if (answer === null) {
          await store.settle(claimed.id, action, status);
          publish(claimed);
          return null;
        }
        return (JSON.parse(answer) as { captcha: string }).captcha;
      },
      onPage(page) {
        // Watchers see the robot's page from now on; the gateway finds this worker on the row.
        options.liveViews?.attach(claimed.id, page);
        if (options.liveViews && options.liveViewUrl)
          void store
            .liveViewAt(claimed.id, options.liveViewUrl)
            .then(() => publish(claimed))
            .catch((err: unknown) =>
              logger.warn({ err, submissionId: claimed.id }, 'live view not published'),
            );
      },
      async awaitSignature({ page, attempt, error, settled }) {
        // The applicant signs on CEAC's own page in the live view (docs/adr/0042); the image is what
        // the page showed when it was handed over, for the status page until the view connects.
        const image = await page.screenshot({ type: 'jpeg', quality: 60 });
        const deadline = Date.now() + handOffTimeoutMs;
        handOff = options.liveViews?.handOff(claimed.id, { attempt, error, deadline }) ?? null;
        handOff?.record.frames.push(createHash('sha256').update(image).digest('hex'));
        ceacSession =
          (await page.context().cookies()).find((c) => c.name === 'ASP.NET_SessionId')?.value ?? null;
        const action = await store.ask(claimed.id, {
          kind: 'SIGNATURE',
          imageDataUrl: imageDataUrl(image),
          attempt,
          error,
          resumeStatus: SubmissionStatus.IN_PROGRESS,
        });
        status = SubmissionStatus.AWAITING_CAPTCHA;
        try {
          await waitForPage(settled, action, deadline);
        } catch (err) {
          await keepEvidence(attempt, err instanceof LeftForTheApplicantError ? 'left' : 'stopped', null);
          throw err;
        }
        status = SubmissionStatus.IN_PROGRESS;
        await store.settle(claimed.id, action, status);
        publish(claimed);
      },
      async signatureSettled({ attempt, outcome, error }) {
        await keepEvidence(attempt, outcome, error);
      },
    };

    try {
      if (claimed.attempts > maxRuns) {
        ended = 'errored';
        await store.errored(claimed.id, 'interrupted', { count: String(maxRuns) });
        await returnCredits();
        return;
      }
      for (let retry = 0; ; retry++) {
        try {
          const outcome = await fileApplication(
            await getBrowser(),
            {
              baseUrl: options.ceacBaseUrl,
              answers: claimed.answers,
              security: claimed.security,
              preparer: claimed.preparer,
              photo: claimed.photo,
              resume: checkpoint,
            },
            hooks,
            lease.signal,
          );
          ended =
            outcome.kind === 'completed' ? 'filed' : outcome.kind === 'notSigned' ? 'notSigned' : 'refused';
          if (outcome.kind === 'notSigned') {
            // The applicant said they signed on CEAC, and CEAC shows it unsigned (docs/adr/0045).
            await store.notSignedYet(claimed.id);
            await store.note(claimed.id, 'info', 'notSignedYet');
          } else if (outcome.kind === 'completed') {
            await store.complete(claimed.id, outcome.applicationId, outcome.confirmationNumber);
            logger.info({ submissionId: claimed.id }, 'filed on CEAC');
            if (reader)
              await sendFiledMail(reader, outcome).catch((err: unknown) =>
                logger.warn({ err, submissionId: claimed.id }, 'confirmation e-mail not sent'),
              );
          } else {
            await store.ds160Error(
              claimed.id,
              outcome.applicationId,
              outcome.errors.map((e) => ({
                section: e.section,
                field: e.field,
                page: e.page,
                elementId: e.elementId,
                message: e.message,
              })),
            );
            await store.note(claimed.id, 'info', 'answersRefused', { count: String(outcome.errors.length) });
          }
          return;
        } catch (error) {
          if (lease.signal.aborted || error instanceof LeaseLostError) throw new LeaseLostError('stopped');
          if (error instanceof LeftForTheApplicantError) {
            // The robot left CEAC's sign page unsigned; the applicant signs there themselves.
            await store.leftForTheApplicant(claimed.id);
            await store.note(claimed.id, 'sign', 'selfSignChosen', {
              applicationId: checkpoint?.applicationId ?? '',
            });
            logger.info({ submissionId: claimed.id }, 'the applicant signs on CEAC themselves');
            return;
          }
          if (error instanceof PermanentRobotError) {
            ended = 'errored';
            await store.errored(claimed.id, error.code, error.params, error.message);
            await returnCredits();
            return;
          }
          const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
          if (!(error instanceof TransientRobotError))
            logger.error({ err: error, submissionId: claimed.id }, 'unexpected robot failure');
          if (retry >= retryDelays.length) {
            ended = 'errored';
            await store.errored(claimed.id, 'gaveUp', { tries: String(retry + 1), reason: message });
            await returnCredits();
            return;
          }
          const wait = retryDelays[retry];
          await store.note(claimed.id, 'retry', 'retrying', {
            reason: message,
            seconds: String(Math.round(wait / 1000)),
          });
          publish(claimed);
          await delay(wait, lease.signal);
        }
      }
    } catch (error) {
      if (error instanceof LeaseLostError) {
        ended = 'released';
        if (stopping.signal.aborted) await store.release(claimed.id).catch(() => undefined);
        return;
      }
      throw error;
    } finally {
      pages.end();
      filingsRunning.dec();
      filingRuns.inc({ outcome: ended });
      filingRunDuration.observe({ outcome: ended }, (Date.now() - startedAt) / 1000);
      clearInterval(heartbeat);
      stopping.signal.removeEventListener('abort', stop);
      await options.liveViews?.detach(claimed.id, 'the robot left the page');
      publish(claimed);
    }
  }

  async function handle(submissionId: string): Promise<void> {
    if (stopping.signal.aborted) return;
    const claimed = await store.claim(submissionId);
    if (!claimed) return;
    logger.info(
      { submissionId, attempt: claimed.attempts, stage: claimed.checkpoint?.stage ?? null },
      'filing',
    );
    publish(claimed);
    await file(claimed);
  }

  for (let i = 0; i < options.concurrency; i++) {
    await boss.work<FilingJob>(FILING_QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
      // One trace from the request that queued the filing to the robot's pages (its traceparent rides on the job).
      const task = inSpan(
        'filing.run',
        { 'portico.submission.id': job.data.submissionId, 'messaging.destination.name': FILING_QUEUE },
        () => handle(job.data.submissionId),
        { kind: SpanKind.CONSUMER, parent: contextFromCarrier(job.data.trace) },
      ).catch((err: unknown) =>
        logger.error({ err, submissionId: job.data.submissionId }, 'filing job failed'),
      );
      running.add(task);
      try {
        await task;
      } finally {
        running.delete(task);
      }
    });
  }

  const sweepEvery = Math.max(250, Math.floor(options.leaseMs / 3));
  const sweeping = setInterval(() => {
    store
      .sweep(Math.max(options.leaseMs * 2, 10_000))
      .then(async (ids) => {
        for (const submissionId of ids) {
          logger.info({ submissionId }, 'nobody holds this submission: queued again');
          await boss.send(FILING_QUEUE, { submissionId });
        }
      })
      .catch((err: unknown) => logger.warn({ err }, 'sweep failed'));
    void returnCredits();
  }, sweepEvery);

  logger.info({ concurrency: options.concurrency, ceac: options.ceacBaseUrl }, 'robot worker started');
  return {
    workerId,
    readiness: {
      database: async () => {
        await pool.query('SELECT 1');
      },
      queue: async () => {
        if (!(await boss.getQueue(FILING_QUEUE))) throw new Error(`queue ${FILING_QUEUE} is missing`);
      },
      chromium: chromium.check,
    },
    async stop() {
      clearInterval(sweeping);
      stopping.abort();
      await returning;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 }).catch(() => undefined);
      await Promise.allSettled([...running]);
      await chromium.settled();
      const current = browser ? await browser.catch(() => undefined) : undefined;
      await current?.close().catch(() => undefined);
      await options.liveViews?.close();
      await eventTarget.close();
      await pool.end();
      logger.info('robot worker stopped');
    },
  };
}
