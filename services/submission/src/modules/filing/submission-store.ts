import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import {
  filingMessage,
  type FilingMessageCode,
  type FilingMessageParams,
  type FormAnswers,
} from '@portico/shared-types';
import { SubmissionStatus, type PendingAction, type StoredFieldError } from '../submission/submission.entity';
import { secretCipher, secretPlace } from '../submission/secret-cipher';
import type { RobotCheckpoint, RobotPreparer, RobotStep } from '../../robot/types';
import {
  fromStatuses,
  IllegalTransitionError,
  IN_FLIGHT,
  nextStatus,
  transition,
  type SubmissionEvent,
} from './state-machine';
import { poolSql, type Sql } from './sql';

/** What a robot asks a person for on CEAC's page (SELF_SIGNATURE is the applicant's, without a robot). */
type RobotAsks = 'CAPTCHA' | 'SIGNATURE';

/** The worker no longer holds the submission's lease (another worker took it over): stop at once. */
export class LeaseLostError extends Error {
  override readonly name = 'LeaseLostError';
}

/** A filing the applicant signs on CEAC themselves waits for them, not for a worker (docs/adr/0045). */
const NOT_SELF_SIGNING = `coalesce(pending_action->>'kind', '') <> 'SELF_SIGNATURE'`;

/** What a worker needs of a claimed submission (secrets decrypted). */
export interface ClaimedSubmission {
  id: string;
  workspaceId: string;
  formId: string;
  status: SubmissionStatus;
  answers: FormAnswers;
  security: { question: string; answer: string };
  /** The preparer frozen at creation (docs/adr/0024); null: the applicant alone. */
  preparer: RobotPreparer | null;
  /** The applicant's photo frozen at creation (docs/adr/0023); null: continue without a photo. */
  photo: Buffer | null;
  checkpoint: RobotCheckpoint | null;
  notifyEmail: string | null;
  /** The language notifyEmail reads (docs/adr/0043). */
  notifyLanguage: string;
  formName: string;
  attempts: number;
}

interface Row {
  id: string;
  workspace_id: string;
  form_id: string;
  status: SubmissionStatus;
  answers_encrypted: Buffer;
  security_question: string;
  security_answer_encrypted: Buffer;
  preparer: RobotPreparer | null;
  photo_encrypted: Buffer | null;
  checkpoint: RobotCheckpoint | null;
  notify_email: string | null;
  notify_language: string;
  form_name: string;
  attempts: number;
}

/** A new filing as createSubmission stores it (secrets already encrypted with the row's id). */
export interface NewFiling {
  id: string;
  workspaceId: string;
  formId: string;
  formName: string;
  createdBy: string | null;
  formCreatedBy: string | null;
  notifyEmail: string | null;
  notifyLanguage: string;
  securityQuestion: string;
  securityAnswerEncrypted: Buffer;
  answersEncrypted: Buffer;
  photoEncrypted: Buffer | null;
  preparer: RobotPreparer | null;
  /** How long the filing waits for its job before the workers' sweep queues it again. */
  firstPickupSeconds: number;
  creditReturnTokenEncrypted: Buffer | null;
  /** The DS-160 error whose credit pays this retry (docs/adr/0043); null: its own credit. */
  creditPaidBy: string | null;
}

/** A form's earlier filing, as createSubmission weighs it. */
export interface EarlierFiling {
  id: string;
  status: SubmissionStatus;
  creditReturnTokenEncrypted: Buffer | null;
  creditPaidBy: string | null;
  creditCarriedTo: string | null;
  creditReturnedAt: Date | null;
}

const STEP_INSERT = `insert into submission.submission_step (submission_id, seq, at, kind, page, message, code, params, status)`;
const NEXT_SEQ = `coalesce((select max(seq) from submission.submission_step where submission_id = s.id), 0) + 1`;

/**
 * Every write to the submission tables (docs/adr/0055), by the service (ormSql: its requests'
 * connection and transaction) and the robot worker (FilingStore: its pg pool, guarded by its lease).
 * Each status change is an event of the transition table (state-machine.ts), applied by one
 * statement guarded by the statuses the event may leave (`status = any($from)`): two writers never
 * both move a filing, and a refused transition changes nothing.
 */
export class SubmissionStore {
  protected readonly sql: Sql;

  constructor(sql: Sql) {
    this.sql = sql;
  }

  /** A form's filings, newest first; `lock`: locked for the rest of the transaction (createSubmission). */
  async filingsOfForm(formId: string, lock = false): Promise<EarlierFiling[]> {
    const { rows } = await this.sql.query<{
      id: string;
      status: SubmissionStatus;
      credit_return_token_encrypted: Buffer | null;
      credit_paid_by: string | null;
      credit_carried_to: string | null;
      credit_returned_at: Date | null;
    }>(
      `select id, status, credit_return_token_encrypted, credit_paid_by, credit_carried_to, credit_returned_at
         from submission.submission where form_id = $1 order by created_at desc, id asc${lock ? ' for update' : ''}`,
      [formId],
    );
    return rows.map((row) => ({
      id: row.id,
      status: row.status,
      creditReturnTokenEncrypted: row.credit_return_token_encrypted,
      creditPaidBy: row.credit_paid_by,
      creditCarriedTo: row.credit_carried_to,
      creditReturnedAt: row.credit_returned_at,
    }));
  }

  /** The `create` event: a new filing in PENDING_START, queued (`lease_owner = 'queued'`) for its first pickup. */
  async insertFiling(filing: NewFiling): Promise<void> {
    await this.sql.query(
      `insert into submission.submission
         (id, workspace_id, form_id, form_name, status, created_at, updated_at, created_by, form_created_by,
          notify_email, notify_language, security_question, security_answer_encrypted, answers_encrypted,
          photo_encrypted, preparer, lease_owner, lease_until, credit_return_token_encrypted, credit_paid_by)
       values ($1, $2, $3, $4, $5, now(), now(), $6, $7, $8, $9, $10, $11, $12, $13, $14, 'queued',
               now() + make_interval(secs => $15::float8), $16, $17)`,
      [
        filing.id,
        filing.workspaceId,
        filing.formId,
        filing.formName,
        SubmissionStatus.PENDING_START,
        filing.createdBy,
        filing.formCreatedBy,
        filing.notifyEmail,
        filing.notifyLanguage,
        filing.securityQuestion,
        filing.securityAnswerEncrypted,
        filing.answersEncrypted,
        filing.photoEncrypted,
        filing.preparer ? JSON.stringify(filing.preparer) : null,
        filing.firstPickupSeconds,
        filing.creditReturnTokenEncrypted,
        filing.creditPaidBy,
      ],
    );
  }

  /** A DS-160 error's credit moved to its retry (once: false when it had moved already). */
  async carryCredit(fromId: string, toId: string): Promise<boolean> {
    const { rowCount } = await this.sql.query(
      `update submission.submission set credit_carried_to = $2 where id = $1 and credit_carried_to is null`,
      [fromId, toId],
    );
    return rowCount === 1;
  }

  /** A note in the timeline that is not the robot's own step (retries, outcomes). */
  async note(
    submissionId: string,
    kind: string,
    code: FilingMessageCode,
    params: FilingMessageParams = {},
  ): Promise<void> {
    await this.sql.query(
      `${STEP_INSERT}
       select s.id, ${NEXT_SEQ}, clock_timestamp(), $2, s.current_page, $3, $4, $5, s.status
         from submission.submission s where s.id = $1`,
      [submissionId, kind, filingMessage(code, params), code, JSON.stringify(params)],
    );
  }

  /**
   * The `answer` event: a person's answer to the pending action `action` (only that one), encrypted;
   * the filing resumes where the robot was. False when that action is not pending any more.
   */
  async answer(submissionId: string, action: PendingAction, encrypted: Buffer): Promise<boolean> {
    const to = nextStatus(transition(SubmissionStatus.AWAITING_CAPTCHA, 'answer').to, action.resumeStatus);
    const { rowCount } = await this.sql.query(
      `update submission.submission
          set action_answer_encrypted = $3, action_answer_for = $2::uuid, pending_action = null, status = $4, updated_at = now()
        where id = $1 and pending_action->>'id' = $2 and status = any($5::text[])`,
      [submissionId, action.id, encrypted, to, fromStatuses('answer')],
    );
    return rowCount === 1;
  }

  /**
   * The `chooseSelfSignature` event (docs/adr/0045): the pending SIGNATURE `waitingId` becomes
   * `action` (SELF_SIGNATURE); the checkpoint says `signing`, so the credit stays used. False when
   * that signature is not waiting any more.
   */
  async chooseSelfSignature(
    submissionId: string,
    waitingId: string,
    action: PendingAction,
  ): Promise<boolean> {
    const { rowCount } = await this.sql.query(
      `update submission.submission
          set pending_action = $3, status = $4, updated_at = now(),
              checkpoint = coalesce(checkpoint, '{}'::jsonb) || '{"stage": "signing", "selfSign": true}'::jsonb
        where id = $1 and pending_action->>'id' = $2 and pending_action->>'kind' = 'SIGNATURE'
          and status = any($5::text[])`,
      [
        submissionId,
        waitingId,
        JSON.stringify(action),
        nextStatus(transition(SubmissionStatus.AWAITING_CAPTCHA, 'chooseSelfSignature').to),
        fromStatuses('chooseSelfSignature'),
      ],
    );
    return rowCount === 1;
  }

  /**
   * The `confirmSigned` event (docs/adr/0045): the self-signature `waitingId` ends, the filing is
   * queued for a robot run that checks CEAC (its runs counted afresh), with a step saying so.
   */
  async confirmSigned(
    submissionId: string,
    waitingId: string,
    pickupSeconds: number,
    params: FilingMessageParams,
  ): Promise<boolean> {
    const to = nextStatus(transition(SubmissionStatus.AWAITING_CAPTCHA, 'confirmSigned').to);
    const { rowCount } = await this.sql.query(
      `update submission.submission
          set pending_action = null, status = $3, attempts = 0, updated_at = now(),
              lease_owner = 'queued', lease_until = now() + make_interval(secs => $4::float8)
        where id = $1 and pending_action->>'id' = $2 and pending_action->>'kind' = 'SELF_SIGNATURE'
          and status = any($5::text[])`,
      [submissionId, waitingId, to, pickupSeconds, fromStatuses('confirmSigned')],
    );
    if (rowCount !== 1) return false;
    await this.sql.query(
      `${STEP_INSERT}
       select s.id, ${NEXT_SEQ}, clock_timestamp(), 'info', null, $2, 'checkingSignature', $3, s.status
         from submission.submission s where s.id = $1`,
      [submissionId, filingMessage('checkingSignature', params), JSON.stringify(params)],
    );
    return true;
  }

  /** Whether the applicant chose to sign on CEAC themselves while the sign page waited (docs/adr/0045). */
  async choseSelfSignature(submissionId: string): Promise<boolean> {
    const { rows } = await this.sql.query<{ kind: string | null }>(
      `select pending_action->>'kind' as kind from submission.submission where id = $1`,
      [submissionId],
    );
    return rows[0]?.kind === 'SELF_SIGNATURE';
  }

  /**
   * Credit returns that are due, each claimed for `retryMs` (a failed return is tried again after
   * it; two workers never take the same one at once), with the return token decrypted.
   */
  async dueCreditReturns(
    retryMs: number,
    limit = 10,
  ): Promise<{ id: string; workspaceId: string; formId: string; paidBy: string; returnToken: string }[]> {
    const { rows } = await this.sql.query<{
      id: string;
      workspace_id: string;
      form_id: string;
      paid_by: string;
      credit_return_token_encrypted: Buffer;
    }>(
      `update submission.submission
          set credit_return_due_at = now() + make_interval(secs => $1::float8 / 1000)
        where id in (select id from submission.submission
                      where credit_return_due_at <= now() and credit_returned_at is null
                      order by credit_return_due_at limit $2 for update skip locked)
        returning id, workspace_id, form_id, coalesce(credit_paid_by, id) as paid_by,
                  credit_return_token_encrypted`,
      [retryMs, limit],
    );
    const cipher = secretCipher();
    return rows.map((row) => ({
      id: row.id,
      workspaceId: row.workspace_id,
      formId: row.form_id,
      paidBy: row.paid_by,
      returnToken: cipher.decrypt(row.credit_return_token_encrypted, secretPlace.creditReturnToken(row.id)),
    }));
  }

  /** Billing gave the credit back (or knows no credit to give back): no return is due any more. */
  async creditReturnSettled(submissionId: string, returned: boolean): Promise<void> {
    await this.sql.query(
      `update submission.submission
          set credit_return_due_at = null, credit_returned_at = case when $2::boolean then now() end
        where id = $1 and credit_returned_at is null`,
      [submissionId, returned],
    );
  }

  /**
   * Submissions nobody works on (new ones whose job was lost, or whose worker died: the lease ran
   * out): marks them queued for a while and returns them, so exactly one sweeper queues each.
   */
  async sweep(queuedForMs: number): Promise<string[]> {
    const { rows } = await this.sql.query<{ id: string }>(
      `update submission.submission
          set lease_owner = 'queued', lease_until = now() + make_interval(secs => $1::float8 / 1000)
        where status = any($2::text[]) and ${NOT_SELF_SIGNING} and (lease_until is null or lease_until < now())
        returning id`,
      [queuedForMs, IN_FLIGHT],
    );
    return rows.map((r) => r.id);
  }

  async ids(submissionId: string): Promise<{ workspaceId: string; formId: string } | null> {
    const { rows } = await this.sql.query<{ workspace_id: string; form_id: string }>(
      `select workspace_id, form_id from submission.submission where id = $1`,
      [submissionId],
    );
    return rows[0] ? { workspaceId: rows[0].workspace_id, formId: rows[0].form_id } : null;
  }
}

/**
 * The robot worker's writes, every one guarded by the lease (`lease_owner = worker`): a worker that
 * lost its lease can change nothing (docs/adr/0020); and every status change by the statuses its
 * event may leave.
 */
export class FilingStore extends SubmissionStore {
  constructor(
    pool: Pool,
    readonly workerId: string,
    private readonly leaseMs: number,
  ) {
    super(poolSql(pool));
  }

  /** Takes the lease when nobody holds a live one; null when another worker has it or it is finished. */
  async claim(submissionId: string): Promise<ClaimedSubmission | null> {
    const { rows } = await this.sql.query<Row>(
      `update submission.submission
          set lease_owner = $2, lease_until = now() + make_interval(secs => $3::float8 / 1000),
              attempts = attempts + 1, updated_at = now(),
              status = case when status = $4 then $5 else status end
        where id = $1 and status = any($6::text[]) and ${NOT_SELF_SIGNING}
          and (lease_owner is null or lease_owner = 'queued' or lease_until < now())
        returning id, workspace_id, form_id, status, answers_encrypted, security_question,
                  security_answer_encrypted, preparer, photo_encrypted, checkpoint, notify_email, attempts,
                  notify_language, form_name`,
      [
        submissionId,
        this.workerId,
        this.leaseMs,
        SubmissionStatus.PENDING_START,
        transition(SubmissionStatus.PENDING_START, 'claim').to,
        fromStatuses('claim'),
      ],
    );
    const row = rows[0];
    if (!row) return null;
    const cipher = secretCipher();
    return {
      id: row.id,
      workspaceId: row.workspace_id,
      formId: row.form_id,
      status: row.status,
      answers: JSON.parse(cipher.decrypt(row.answers_encrypted, secretPlace.answers(row.id))) as FormAnswers,
      security: {
        question: row.security_question,
        answer: cipher.decrypt(row.security_answer_encrypted, secretPlace.securityAnswer(row.id)),
      },
      preparer: row.preparer,
      photo: row.photo_encrypted
        ? Buffer.from(cipher.decrypt(row.photo_encrypted, secretPlace.photo(row.id)), 'base64')
        : null,
      checkpoint: row.checkpoint,
      notifyEmail: row.notify_email,
      notifyLanguage: row.notify_language,
      formName: row.form_name,
      attempts: row.attempts,
    };
  }

  /** Extends the lease; false when it was lost. */
  async heartbeat(submissionId: string): Promise<boolean> {
    const { rowCount } = await this.sql.query(
      `update submission.submission set lease_until = now() + make_interval(secs => $3::float8 / 1000)
        where id = $1 and lease_owner = $2`,
      [submissionId, this.workerId, this.leaseMs],
    );
    return rowCount === 1;
  }

  /** Gives the lease back without finishing (shutdown): the sweep queues it again at once. */
  async release(submissionId: string): Promise<void> {
    await this.sql.query(
      `update submission.submission set lease_owner = null, lease_until = null where id = $1 and lease_owner = $2`,
      [submissionId, this.workerId],
    );
  }

  /**
   * Applies a lease-guarded statement; when it touched nothing, tells why: the lease is gone
   * (LeaseLostError), or the row is in a status `event` may not leave (IllegalTransitionError).
   */
  private async guarded(event: SubmissionEvent | null, query: string, params: unknown[]) {
    const result = await this.sql.query(query, params);
    if (result.rowCount > 0) return result;
    const { rows } = await this.sql.query<{ lease_owner: string | null; status: SubmissionStatus }>(
      `select lease_owner, status from submission.submission where id = $1`,
      [params[0]],
    );
    if (event && rows[0]?.lease_owner === this.workerId)
      throw new IllegalTransitionError(rows[0].status, event);
    throw new LeaseLostError('lease lost');
  }

  /**
   * One step of the robot (its event: stepEvent), in order, with the status `status` it leaves the
   * submission in; the step itself reads `stepStatus` (the confirmation step reads COMPLETED: the
   * application is filed by then).
   */
  async step(
    submissionId: string,
    step: RobotStep,
    event: 'fillPage' | 'reachSubmitPages' | 'note',
    status: SubmissionStatus,
    stepStatus: SubmissionStatus = status,
  ): Promise<void> {
    await this.guarded(
      event,
      `with s as (
         update submission.submission
            set status = $3, current_page = coalesce($4, current_page), progress_done = $5, progress_total = $6,
                updated_at = now()
          where id = $1 and lease_owner = $2 and status = any($12::text[])
          returning id, status)
       ${STEP_INSERT}
       select s.id, ${NEXT_SEQ}, clock_timestamp(), $7, $4, $8, $9, $10, $11
         from s`,
      [
        submissionId,
        this.workerId,
        status,
        step.page,
        step.progress.done,
        step.progress.total,
        step.kind.slice(0, 20),
        step.message,
        step.code,
        JSON.stringify(step.params),
        stepStatus,
        fromStatuses(event),
      ],
    );
  }

  async checkpoint(submissionId: string, checkpoint: RobotCheckpoint): Promise<void> {
    await this.guarded(
      null,
      `update submission.submission
          set checkpoint = $3, application_id = coalesce($4::text, application_id), updated_at = now()
        where id = $1 and lease_owner = $2`,
      [submissionId, this.workerId, JSON.stringify(checkpoint), checkpoint.applicationId],
    );
  }

  /** The `askCaptcha` or `askSignature` event: a person is asked; the submission waits in AWAITING_CAPTCHA. */
  async ask(
    submissionId: string,
    request: Omit<PendingAction, 'id' | 'askedAt' | 'kind'> & { kind: RobotAsks },
  ): Promise<PendingAction & { kind: RobotAsks }> {
    const action = { ...request, id: randomUUID(), askedAt: new Date().toISOString() };
    const event = request.kind === 'CAPTCHA' ? 'askCaptcha' : 'askSignature';
    await this.guarded(
      event,
      `update submission.submission
          set status = $4, pending_action = $3, action_answer_encrypted = null,
              action_answer_for = null, updated_at = now()
        where id = $1 and lease_owner = $2 and status = any($5::text[])`,
      [
        submissionId,
        this.workerId,
        JSON.stringify(action),
        SubmissionStatus.AWAITING_CAPTCHA,
        fromStatuses(event),
      ],
    );
    return action;
  }

  /** Where this worker takes live-view sockets for the filing (docs/adr/0042). */
  async liveViewAt(submissionId: string, url: string | null): Promise<void> {
    await this.sql.query(
      `update submission.submission set live_view_url = $3 where id = $1 and lease_owner = $2`,
      [submissionId, this.workerId, url],
    );
  }

  /** One hand-off of the sign page, kept with the submission (no keystroke values in it). */
  async signatureEvidence(
    submissionId: string,
    evidence: {
      attempt: number;
      outcome: string;
      startedAt: string;
      endedAt: string;
      signers: unknown[];
      inputs: unknown[];
      frames: string[];
      refusedInputs: number;
      ceacSession: string | null;
      error: string | null;
    },
  ): Promise<void> {
    await this.sql.query(
      `insert into submission.signature_evidence
         (id, submission_id, attempt, outcome, started_at, ended_at, signers, inputs, frames, refused_inputs, ceac_session, error)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        randomUUID(),
        submissionId,
        evidence.attempt,
        evidence.outcome.slice(0, 20),
        evidence.startedAt,
        evidence.endedAt,
        JSON.stringify(evidence.signers),
        JSON.stringify(evidence.inputs),
        JSON.stringify(evidence.frames),
        evidence.refusedInputs,
        evidence.ceacSession?.slice(0, 100) ?? null,
        evidence.error,
      ],
    );
  }

  /**
   * The `leaveForApplicant` event: the robot left the sign page for the applicant to sign on CEAC
   * themselves; the lease is given back and no worker takes the filing until the applicant says they
   * have signed (docs/adr/0045).
   */
  async leftForTheApplicant(submissionId: string): Promise<void> {
    await this.sql.query(
      `update submission.submission set lease_owner = null, lease_until = null, live_view_url = null, updated_at = now()
        where id = $1 and lease_owner = $2 and pending_action->>'kind' = 'SELF_SIGNATURE' and status = any($3::text[])`,
      [submissionId, this.workerId, fromStatuses('leaveForApplicant')],
    );
  }

  /**
   * The `notSignedYet` event: CEAC shows the self-signed application unsigned; the filing waits for
   * the applicant again, with CEAC's answer on the pending action; nothing else changes (docs/adr/0045).
   */
  async notSignedYet(submissionId: string): Promise<void> {
    const action: PendingAction = {
      id: randomUUID(),
      kind: 'SELF_SIGNATURE',
      imageDataUrl: '',
      attempt: 1,
      error: filingMessage('notSignedYet'),
      askedAt: new Date().toISOString(),
    };
    await this.guarded(
      'notSignedYet',
      `update submission.submission
          set status = $4, updated_at = now(), lease_owner = null, lease_until = null,
              live_view_url = null,
              pending_action = jsonb_set($3::jsonb, '{attempt}', to_jsonb(2 + (select count(*)::int
                from submission.submission_step where submission_id = $1 and code = 'notSignedYet')))
        where id = $1 and lease_owner = $2 and status = any($5::text[])`,
      [
        submissionId,
        this.workerId,
        JSON.stringify(action),
        SubmissionStatus.AWAITING_CAPTCHA,
        fromStatuses('notSignedYet'),
      ],
    );
  }

  /** The `settle` event: the hand-off `action` is over without an answer on the row (the person acted on CEAC's page). */
  async settle(submissionId: string, action: PendingAction, status: SubmissionStatus): Promise<void> {
    await this.sql.query(
      `update submission.submission set pending_action = null, status = $4, updated_at = now()
        where id = $1 and lease_owner = $2 and pending_action->>'id' = $3 and status = any($5::text[])`,
      [submissionId, this.workerId, action.id, status, fromStatuses('settle')],
    );
  }

  /** The person's answer to `action` once given (and taken off the row), else null. */
  async takeAnswer(submissionId: string, action: PendingAction): Promise<string | null> {
    const { rows } = await this.sql.query<{
      action_answer_encrypted: Buffer | null;
      lease_owner: string | null;
    }>(
      `select action_answer_encrypted, lease_owner from submission.submission where id = $1 and action_answer_for = $2`,
      [submissionId, action.id],
    );
    if (!rows[0]?.action_answer_encrypted) {
      const lease = await this.heartbeatOwner(submissionId);
      if (!lease) throw new LeaseLostError('lease lost');
      return null;
    }
    await this.guarded(
      null,
      `update submission.submission set action_answer_encrypted = null, action_answer_for = null
        where id = $1 and lease_owner = $2`,
      [submissionId, this.workerId],
    );
    return secretCipher().decrypt(
      rows[0].action_answer_encrypted,
      secretPlace.actionAnswer(submissionId, action.id),
    );
  }

  /**
   * Marks the "you are awaited" e-mail (`what` = 'notified') or the reminder ('reminded') of this
   * hand-off as sent; true only the first time (a second worker, or a resumed run, sends none).
   */
  async firstNotice(submissionId: string, actionId: string, what: 'notified' | 'reminded'): Promise<boolean> {
    const column = what === 'notified' ? 'notified_action' : 'reminded_action';
    const { rowCount } = await this.sql.query(
      `update submission.submission set ${column} = $3
        where id = $1 and lease_owner = $2 and ${column} is distinct from $3`,
      [submissionId, this.workerId, actionId],
    );
    return rowCount === 1;
  }

  private async heartbeatOwner(submissionId: string): Promise<boolean> {
    const { rows } = await this.sql.query<{ lease_owner: string | null }>(
      `select lease_owner from submission.submission where id = $1`,
      [submissionId],
    );
    return rows[0]?.lease_owner === this.workerId;
  }

  /** The `complete` event: CEAC's confirmation number; the lease ends. */
  async complete(submissionId: string, applicationId: string, confirmationNumber: string): Promise<void> {
    await this.guarded(
      'complete',
      `update submission.submission
          set status = $5, application_id = $3::text, confirmation_number = $4::text, completed_at = now(),
              pending_action = null, lease_owner = null, lease_until = null, updated_at = now(),
              checkpoint = jsonb_build_object('applicationId', $3::text, 'stage', 'done',
                'lastSavedPage', checkpoint->'lastSavedPage', 'confirmationNumber', $4::text)
        where id = $1 and lease_owner = $2 and status = any($6::text[])`,
      [
        submissionId,
        this.workerId,
        applicationId,
        confirmationNumber,
        SubmissionStatus.COMPLETED,
        fromStatuses('complete'),
      ],
    );
  }

  /** The `refuseAnswers` event: CEAC's DS-160 errors; the lease ends. */
  async ds160Error(
    submissionId: string,
    applicationId: string | null,
    errors: StoredFieldError[],
  ): Promise<void> {
    await this.guarded(
      'refuseAnswers',
      `update submission.submission
          set status = $5, errors = $3, application_id = coalesce($4::text, application_id),
              pending_action = null, lease_owner = null, lease_until = null, updated_at = now()
        where id = $1 and lease_owner = $2 and status = any($6::text[])`,
      [
        submissionId,
        this.workerId,
        JSON.stringify(errors),
        applicationId,
        SubmissionStatus.DS160_ERROR,
        fromStatuses('refuseAnswers'),
      ],
    );
  }

  /**
   * The `fail` event: ends the filing in ERRORED with why, in English and as a code of the shared
   * filing catalog. A filing that never reached Sign and Submit (its checkpoint before `signing`)
   * gives its credit back: the return is due now (docs/adr/0041).
   */
  async errored(
    submissionId: string,
    code: FilingMessageCode,
    params: FilingMessageParams = {},
    message = filingMessage(code, params),
  ): Promise<void> {
    await this.guarded(
      'fail',
      `update submission.submission
          set status = $6, error_message = $3, error_code = $4, error_params = $5, pending_action = null,
              lease_owner = null, lease_until = null, updated_at = now(),
              credit_return_due_at = case
                when credit_return_token_encrypted is not null and credit_returned_at is null
                 and coalesce(checkpoint->>'stage', 'start') not in ('signing', 'done') then now() end
        where id = $1 and lease_owner = $2 and status = any($7::text[])`,
      [
        submissionId,
        this.workerId,
        message.slice(0, 2000),
        code,
        JSON.stringify(params),
        SubmissionStatus.ERRORED,
        fromStatuses('fail'),
      ],
    );
  }
}
