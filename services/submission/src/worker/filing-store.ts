import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import {
  filingMessage,
  type FilingMessageCode,
  type FilingMessageParams,
  type FormAnswers,
} from '@portico/shared-types';
import {
  FINAL_STATUSES,
  SubmissionStatus,
  type PendingAction,
  type StoredFieldError,
} from '../modules/submission/submission.entity';
import { secretCipher, secretPlace } from '../modules/submission/secret-cipher';
import type { RobotCheckpoint, RobotPreparer, RobotStep } from '../robot';

/** What a robot asks a person for on CEAC's page (SELF_SIGNATURE is the applicant's, without a robot). */
type RobotAsks = 'CAPTCHA' | 'SIGNATURE';

/** The worker no longer holds the submission's lease (another worker took it over): stop at once. */
export class LeaseLostError extends Error {
  override readonly name = 'LeaseLostError';
}

const FINAL = FINAL_STATUSES.map((s) => `'${s}'`).join(', ');
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

/**
 * The worker's SQL on the submission row, every write guarded by the lease (`lease_owner = worker`):
 * a worker that lost its lease can change nothing (docs/adr/0020).
 */
export class FilingStore {
  constructor(
    private readonly pool: Pool,
    readonly workerId: string,
    private readonly leaseMs: number,
  ) {}

  /** Takes the lease when nobody holds a live one; null when another worker has it or it is finished. */
  async claim(submissionId: string): Promise<ClaimedSubmission | null> {
    const { rows } = await this.pool.query<Row>(
      `update submission.submission
          set lease_owner = $2, lease_until = now() + make_interval(secs => $3::float8 / 1000),
              attempts = attempts + 1, updated_at = now(),
              status = case when status = 'PENDING_START' then 'FILLING_FORM' else status end
        where id = $1 and status not in (${FINAL}) and ${NOT_SELF_SIGNING}
          and (lease_owner is null or lease_owner = 'queued' or lease_until < now())
        returning id, workspace_id, form_id, status, answers_encrypted, security_question,
                  security_answer_encrypted, preparer, photo_encrypted, checkpoint, notify_email, attempts,
                  notify_language, form_name`,
      [submissionId, this.workerId, this.leaseMs],
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
    const { rowCount } = await this.pool.query(
      `update submission.submission set lease_until = now() + make_interval(secs => $3::float8 / 1000)
        where id = $1 and lease_owner = $2`,
      [submissionId, this.workerId, this.leaseMs],
    );
    return rowCount === 1;
  }

  /** Gives the lease back without finishing (shutdown): the sweep queues it again at once. */
  async release(submissionId: string): Promise<void> {
    await this.pool.query(
      `update submission.submission set lease_owner = null, lease_until = null where id = $1 and lease_owner = $2`,
      [submissionId, this.workerId],
    );
  }

  private async guarded(query: string, params: unknown[], client: Pool | PoolClient = this.pool) {
    const result = await client.query(query, params);
    if (result.rowCount === 0) throw new LeaseLostError('lease lost');
    return result;
  }

  /**
   * One step, in order, with the status and progress it leaves the submission in; the step itself
   * reads `stepStatus` (the confirmation step reads COMPLETED: the application is filed by then).
   */
  async step(
    submissionId: string,
    step: RobotStep,
    status: SubmissionStatus,
    stepStatus: SubmissionStatus = status,
  ): Promise<void> {
    await this.guarded(
      `with s as (
         update submission.submission
            set status = $3, current_page = coalesce($4, current_page), progress_done = $5, progress_total = $6,
                updated_at = now()
          where id = $1 and lease_owner = $2
          returning id, status)
       insert into submission.submission_step (submission_id, seq, at, kind, page, message, code, params, status)
       select s.id, coalesce((select max(seq) from submission.submission_step where submission_id = s.id), 0) + 1,
              clock_timestamp(), $7, $4, $8, $9, $10, $11
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
      ],
    );
  }

  /** A note in the timeline that is not the robot's own step (retries, outcomes). */
  async note(
    submissionId: string,
    kind: string,
    code: FilingMessageCode,
    params: FilingMessageParams = {},
  ): Promise<void> {
    await this.pool.query(
      `insert into submission.submission_step (submission_id, seq, at, kind, page, message, code, params, status)
       select s.id, coalesce((select max(seq) from submission.submission_step where submission_id = s.id), 0) + 1,
              clock_timestamp(), $2, s.current_page, $3, $4, $5, s.status
         from submission.submission s where s.id = $1`,
      [submissionId, kind, filingMessage(code, params), code, JSON.stringify(params)],
    );
  }

  async checkpoint(submissionId: string, checkpoint: RobotCheckpoint): Promise<void> {
    await this.guarded(
      `update submission.submission
          set checkpoint = $3, application_id = coalesce($4::text, application_id), updated_at = now()
        where id = $1 and lease_owner = $2`,
      [submissionId, this.workerId, JSON.stringify(checkpoint), checkpoint.applicationId],
    );
  }

  /** Asks a person (captcha or signature): the submission waits in AWAITING_CAPTCHA. */
  async ask(
    submissionId: string,
    request: Omit<PendingAction, 'id' | 'askedAt' | 'kind'> & { kind: RobotAsks },
  ): Promise<PendingAction & { kind: RobotAsks }> {
    const action = { ...request, id: randomUUID(), askedAt: new Date().toISOString() };
    await this.guarded(
      `update submission.submission
          set status = 'AWAITING_CAPTCHA', pending_action = $3, action_answer_encrypted = null,
              action_answer_for = null, updated_at = now()
        where id = $1 and lease_owner = $2`,
      [submissionId, this.workerId, JSON.stringify(action)],
    );
    return action;
  }

  /** Where this worker takes live-view sockets for the filing (docs/adr/0042). */
  async liveViewAt(submissionId: string, url: string | null): Promise<void> {
    await this.pool.query(
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
    await this.pool.query(
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

  /** Whether the applicant chose to sign on CEAC themselves while the sign page waited (docs/adr/0045). */
  async choseSelfSignature(submissionId: string): Promise<boolean> {
    const { rows } = await this.pool.query<{ kind: string | null }>(
      `select pending_action->>'kind' as kind from submission.submission where id = $1`,
      [submissionId],
    );
    return rows[0]?.kind === 'SELF_SIGNATURE';
  }

  /**
   * The robot left the sign page for the applicant to sign on CEAC themselves: the lease is given
   * back and no worker takes the filing until the applicant says they have signed (docs/adr/0045).
   */
  async leftForTheApplicant(submissionId: string): Promise<void> {
    await this.pool.query(
      `update submission.submission set lease_owner = null, lease_until = null, live_view_url = null, updated_at = now()
        where id = $1 and lease_owner = $2 and pending_action->>'kind' = 'SELF_SIGNATURE'`,
      [submissionId, this.workerId],
    );
  }

  /**
   * CEAC shows the self-signed application unsigned: the filing waits for the applicant again, with
   * CEAC's answer on the pending action; nothing else changes (docs/adr/0045).
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
      `update submission.submission
          set status = 'AWAITING_CAPTCHA', updated_at = now(), lease_owner = null, lease_until = null,
              live_view_url = null,
              pending_action = jsonb_set($3::jsonb, '{attempt}', to_jsonb(2 + (select count(*)::int
                from submission.submission_step where submission_id = $1 and code = 'notSignedYet')))
        where id = $1 and lease_owner = $2`,
      [submissionId, this.workerId, JSON.stringify(action)],
    );
  }

  /** The hand-off `action` is over without an answer on the row (the applicant acted on CEAC's page). */
  async settle(submissionId: string, action: PendingAction, status: SubmissionStatus): Promise<void> {
    await this.pool.query(
      `update submission.submission set pending_action = null, status = $4, updated_at = now()
        where id = $1 and lease_owner = $2 and pending_action->>'id' = $3`,
      [submissionId, this.workerId, action.id, status],
    );
  }

  /** The person's answer to `action` once given (and taken off the row), else null. */
  async takeAnswer(submissionId: string, action: PendingAction): Promise<string | null> {
    const { rows } = await this.pool.query<{
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
    const { rowCount } = await this.pool.query(
      `update submission.submission set ${column} = $3
        where id = $1 and lease_owner = $2 and ${column} is distinct from $3`,
      [submissionId, this.workerId, actionId],
    );
    return rowCount === 1;
  }

  private async heartbeatOwner(submissionId: string): Promise<boolean> {
    const { rows } = await this.pool.query<{ lease_owner: string | null }>(
      `select lease_owner from submission.submission where id = $1`,
      [submissionId],
    );
    return rows[0]?.lease_owner === this.workerId;
  }

  async complete(submissionId: string, applicationId: string, confirmationNumber: string): Promise<void> {
    await this.guarded(
      `update submission.submission
          set status = 'COMPLETED', application_id = $3::text, confirmation_number = $4::text, completed_at = now(),
              pending_action = null, lease_owner = null, lease_until = null, updated_at = now(),
              checkpoint = jsonb_build_object('applicationId', $3::text, 'stage', 'done',
                'lastSavedPage', checkpoint->'lastSavedPage', 'confirmationNumber', $4::text)
        where id = $1 and lease_owner = $2`,
      [submissionId, this.workerId, applicationId, confirmationNumber],
    );
  }

  async ds160Error(
    submissionId: string,
    applicationId: string | null,
    errors: StoredFieldError[],
  ): Promise<void> {
    await this.guarded(
      `update submission.submission
          set status = 'DS160_ERROR', errors = $3, application_id = coalesce($4::text, application_id),
              pending_action = null, lease_owner = null, lease_until = null, updated_at = now()
        where id = $1 and lease_owner = $2`,
      [submissionId, this.workerId, JSON.stringify(errors), applicationId],
    );
  }

  /**
   * Ends the filing in ERRORED with why: in English, and as a code of the shared filing catalog. A
   * filing that never reached Sign and Submit (its checkpoint before `signing`) gives its credit back:
   * the return is due now (docs/adr/0041).
   */
  async errored(
    submissionId: string,
    code: FilingMessageCode,
    params: FilingMessageParams = {},
    message = filingMessage(code, params),
  ): Promise<void> {
    await this.guarded(
      `update submission.submission
          set status = 'ERRORED', error_message = $3, error_code = $4, error_params = $5, pending_action = null,
              lease_owner = null, lease_until = null, updated_at = now(),
              credit_return_due_at = case
                when credit_return_token_encrypted is not null and credit_returned_at is null
                 and coalesce(checkpoint->>'stage', 'start') not in ('signing', 'done') then now() end
        where id = $1 and lease_owner = $2`,
      [submissionId, this.workerId, message.slice(0, 2000), code, JSON.stringify(params)],
    );
  }

  /**
   * Credit returns that are due, each claimed for `retryMs` (a failed return is tried again after
   * it; two workers never take the same one at once), with the return token decrypted.
   */
  async dueCreditReturns(
    retryMs: number,
    limit = 10,
  ): Promise<{ id: string; workspaceId: string; formId: string; paidBy: string; returnToken: string }[]> {
    const { rows } = await this.pool.query<{
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
    await this.pool.query(
      `update submission.submission
          set credit_return_due_at = null, credit_returned_at = case when $2 then now() end
        where id = $1 and credit_returned_at is null`,
      [submissionId, returned],
    );
  }

  /**
   * Submissions nobody works on (new ones whose job was lost, or whose worker died: the lease ran
   * out): marks them queued for a while and returns them, so exactly one sweeper queues each.
   */
  async sweep(queuedForMs: number): Promise<string[]> {
    const { rows } = await this.pool.query<{ id: string }>(
      `update submission.submission
          set lease_owner = 'queued', lease_until = now() + make_interval(secs => $1::float8 / 1000)
        where status not in (${FINAL}) and ${NOT_SELF_SIGNING} and (lease_until is null or lease_until < now())
        returning id`,
      [queuedForMs],
    );
    return rows.map((r) => r.id);
  }

  async ids(submissionId: string): Promise<{ workspaceId: string; formId: string } | null> {
    const { rows } = await this.pool.query<{ workspace_id: string; form_id: string }>(
      `select workspace_id, form_id from submission.submission where id = $1`,
      [submissionId],
    );
    return rows[0] ? { workspaceId: rows[0].workspace_id, formId: rows[0].form_id } : null;
  }
}
