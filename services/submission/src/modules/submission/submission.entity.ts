import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { RobotPreparer } from '../../robot/types';

export enum SubmissionStatus {
  PENDING_START = 'PENDING_START',
  FILLING_FORM = 'FILLING_FORM',
  AWAITING_CAPTCHA = 'AWAITING_CAPTCHA',
  IN_PROGRESS = 'IN_PROGRESS',
  COMPLETED = 'COMPLETED',
  ERRORED = 'ERRORED',
  DS160_ERROR = 'DS160_ERROR',
}

/** Statuses a submission never leaves. */
export const FINAL_STATUSES: readonly SubmissionStatus[] = [
  SubmissionStatus.COMPLETED,
  SubmissionStatus.ERRORED,
  SubmissionStatus.DS160_ERROR,
];

/** What the robot waits for from a person (stored as JSON; the image is a data URL). */
export interface PendingAction {
  /** Ties an answer to this very question (a newer question ignores an older answer). */
  id: string;
  /**
   * CAPTCHA and SIGNATURE: a robot waits on CEAC's page. SELF_SIGNATURE: the applicant chose to sign
   * on CEAC in their own browser; no robot runs until they say they have (docs/adr/0045).
   */
  kind: 'CAPTCHA' | 'SIGNATURE' | 'SELF_SIGNATURE';
  imageDataUrl: string;
  attempt: number;
  error: string | null;
  askedAt: string;
  /** The status to go back to once answered (a captcha met while filling pages, or while retrieving later). */
  resumeStatus?: SubmissionStatus;
}

/** A CEAC validation message mapped to our section and field. */
export interface StoredFieldError {
  section: string | null;
  field: string | null;
  page: string;
  elementId: string | null;
  message: string;
}

/**
 * One filing of a form on CEAC. The answers are a frozen, encrypted snapshot taken at creation; the
 * robot worker holds a lease (`leaseOwner`, `leaseUntil`) while it files, and persists its
 * checkpoint so another worker resumes after a crash (docs/adr/0020).
 */
@Entity({ tableName: 'submission' })
@Index({ properties: ['workspaceId', 'createdAt'] })
@Index({ properties: ['workspaceId', 'status', 'createdAt'] })
@Index({ properties: ['formId', 'createdAt'] })
/** At most one filing of a form in flight at a time. */
@Unique({
  name: 'submission_form_id_in_flight_unique',
  expression: `create unique index "submission_form_id_in_flight_unique" on "submission"."submission" ("form_id") where "status" not in ('COMPLETED', 'ERRORED', 'DS160_ERROR')`,
})
export class Submission {
  [OptionalProps]?:
    | 'status'
    | 'createdAt'
    | 'updatedAt'
    | 'completedAt'
    | 'formName'
    | 'progressDone'
    | 'progressTotal'
    | 'errors'
    | 'attempts'
    | 'errorParams'
    | 'creditReturnTokenEncrypted'
    | 'creditReturnDueAt'
    | 'creditReturnedAt'
    | 'liveViewUrl'
    | 'creditPaidBy'
    | 'creditCarriedTo'
    | 'notifyLanguage'
    | 'notifiedAction'
    | 'remindedAction';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  workspaceId!: string;

  @Property({ type: 'uuid' })
  formId!: string;

  @Property({ type: 'string', length: 200, default: '' })
  formName: string = '';

  @Enum({ items: () => SubmissionStatus })
  status: SubmissionStatus = SubmissionStatus.PENDING_START;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  completedAt: Date | null = null;

  /** Who asked for the filing (user id, `apiKey:<id>` or `client:<id>`). */
  @Property({ type: 'string', length: 64, nullable: true })
  createdBy: string | null = null;

  /** The form's creator (forms' `createdByUserId`): in a personal workspace, the applicant who signs. */
  @Property({ type: 'string', length: 64, nullable: true })
  formCreatedBy: string | null = null;

  /** Where the confirmation number is e-mailed (the applicant's own address when known). */
  @Property({ type: 'string', length: 320, nullable: true })
  notifyEmail: string | null = null;

  /** The CEAC-bound answers (JSON FormAnswers), AES-256-GCM; never logged. */
  @Property({ type: 'blob', nullable: true })
  answersEncrypted: Buffer | null = null;

  /** CEAC's ddlQuestions value, '1'..'20'. */
  @Property({ type: 'string', length: 4, nullable: true })
  securityQuestion: string | null = null;

  @Property({ type: 'blob', nullable: true })
  securityAnswerEncrypted: Buffer | null = null;

  /**
   * Who CEAC is told prepared the application (the robot's RobotInput.preparer), frozen at creation:
   * the agency's details from identity in a business workspace, null (CEAC's "No") in a personal one.
   */
  @Property({ type: 'json', nullable: true })
  preparer: RobotPreparer | null = null;

  /**
   * The applicant's photo (forms' compliant JPEG, base64) frozen at creation, AES-256-GCM; null: the
   * robot continues without a photo (docs/adr/0023).
   */
  @Property({ type: 'blob', nullable: true })
  photoEncrypted: Buffer | null = null;

  @Property({ type: 'string', length: 20, nullable: true })
  applicationId: string | null = null;

  @Property({ type: 'string', length: 40, nullable: true })
  confirmationNumber: string | null = null;

  /** The robot's last RobotCheckpoint. */
  @Property({ type: 'json', nullable: true })
  checkpoint: unknown = null;

  @Property({ type: 'string', length: 100, nullable: true })
  currentPage: string | null = null;

  @Property({ type: 'integer', default: 0 })
  progressDone: number = 0;

  @Property({ type: 'integer', default: 0 })
  progressTotal: number = 0;

  @Property({ type: 'json', nullable: true })
  pendingAction: PendingAction | null = null;

  /** The person's answer to a pending action (JSON), encrypted; `actionAnswerFor` is that action's id. */
  @Property({ type: 'blob', nullable: true })
  actionAnswerEncrypted: Buffer | null = null;

  @Property({ type: 'uuid', nullable: true })
  actionAnswerFor: string | null = null;

  @Property({ type: 'json', default: '[]' })
  errors: StoredFieldError[] = [];

  @Property({ type: 'text', nullable: true })
  errorMessage: string | null = null;

  /** errorMessage as a code of the shared filing catalog and its parameters (the reader's language). */
  @Property({ type: 'string', length: 40, nullable: true })
  errorCode: string | null = null;

  @Property({ type: 'json', nullable: true })
  errorParams: Record<string, string> | null = null;

  /** Runs of the robot so far (the first included). */
  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  /** Where the worker holding this filing takes live-view sockets (ROBOT_LIVE_VIEW_URL), while it holds it. */
  @Property({ type: 'string', length: 300, nullable: true })
  liveViewUrl: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  leaseOwner: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  leaseUntil: Date | null = null;

  /**
   * billing's return token of this filing's credit (encrypted): what the robot worker shows billing
   * to give the credit back when the filing ends before CEAC had it signed (docs/adr/0041).
   */
  @Property({ type: 'blob', nullable: true })
  creditReturnTokenEncrypted: Buffer | null = null;

  /** When the worker tries (again) to give the credit back; null when no return is due. */
  @Property({ type: 'datetime', nullable: true })
  creditReturnDueAt: Date | null = null;

  /** When billing confirmed the credit given back. */
  @Property({ type: 'datetime', nullable: true })
  creditReturnedAt: Date | null = null;

  /**
   * The submission whose credit pays this filing, when it is a retry after a DS-160 error (its
   * return token copied here); null: its own credit (docs/adr/0043).
   */
  @Property({ type: 'uuid', nullable: true })
  creditPaidBy: string | null = null;

  /** The retry this DS-160 error's credit moved to (a credit moves once). */
  @Property({ type: 'uuid', nullable: true })
  creditCarriedTo: string | null = null;

  /** The language of the person e-mailed (notifyEmail): en, es, ru, cn or vi. */
  @Property({ type: 'string', length: 2, default: 'en' })
  notifyLanguage: string = 'en';

  /** The pending action (captcha or signature) whose "you are awaited" e-mail was sent. */
  @Property({ type: 'string', length: 64, nullable: true })
  notifiedAction: string | null = null;

  /** The pending action whose reminder was sent (once per hand-off). */
  @Property({ type: 'string', length: 64, nullable: true })
  remindedAction: string | null = null;
}
