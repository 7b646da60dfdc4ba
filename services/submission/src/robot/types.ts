// The robot's contract with the submission service (issue 7, shared contract "Robot library").
// The robot is a pure library: no database, no queue. The caller persists checkpoints and steps,
// relays human hand-offs (captcha, signature) and retries transient failures with back-off.
import type { Page } from 'playwright-core';
import {
  filingMessage,
  type FilingMessageCode,
  type FilingMessageParams,
  type FormAnswers,
  type SectionKey,
} from '@portico/shared-types';

export interface RobotPreparer {
  surname: string;
  givenName: string;
  organization: string;
  address: {
    line1: string;
    line2?: string;
    city: string;
    state?: string;
    zipCode?: string;
    /** CEAC country code (the `countries` reference list). */
    country: string;
  };
  relationship: string;
}

export interface RobotInput {
  /** CEAC_BASE_URL (default http://127.0.0.1:4105 under npm start). */
  baseUrl: string;
  /** Frozen snapshot of the form's answers (CEAC-ready English values). */
  answers: FormAnswers;
  /** `ddlQuestions` value '1'..'20' and the answer text. */
  security: { question: string; answer: string };
  preparer: null | RobotPreparer;
  /** JPEG; null → Continue Without a Photo. */
  photo: Buffer | null;
  /** The last checkpoint the caller persisted. */
  resume: RobotCheckpoint | null;
}

export type RobotStage = 'start' | 'pages' | 'photo' | 'review' | 'signing' | 'done';

export interface RobotCheckpoint {
  applicationId: string | null;
  stage: RobotStage;
  lastSavedPage: string | null;
  confirmationNumber?: string;
  /**
   * The applicant chose to sign on CEAC themselves (docs/adr/0045): a run of this filing only
   * retrieves the application and reads whether CEAC has it submitted; it never fills or signs.
   */
  selfSign?: boolean;
}

export type RobotStepKind =
  | 'page'
  | 'saved'
  | 'captcha'
  | 'photo'
  | 'review'
  | 'sign'
  | 'confirmation'
  | 'retry'
  | 'info';

export interface RobotStep {
  kind: RobotStepKind;
  page: string | null;
  /** In English; `code` and `params` show it in the reader's language (@portico/shared-types filing). */
  message: string;
  code: FilingMessageCode;
  params: FilingMessageParams;
  progress: { done: number; total: number };
}

export interface RobotHooks {
  /** The robot's page of this run, once it exists (the worker's live view streams it). */
  onPage?(page: Page): void;
  onStep(step: RobotStep): Promise<void>;
  /** Awaited: durable before the robot goes on. */
  onCheckpoint(checkpoint: RobotCheckpoint): Promise<void>;
  /**
   * Human hand-off of a captcha page (docs/adr/0042, addendum). The person answers either through
   * the relay (the hook resolves with the characters; the robot types them and presses CEAC's
   * button) or on CEAC's own page in the live view (they type and press the button themselves:
   * `settled` resolves and the hook resolves with null). Before resolving with characters the hook
   * stops relaying live input to `page`, so the robot never types while a person's click lands.
   */
  solveCaptcha(request: CaptchaHandOff): Promise<string | null>;
  /**
   * The applicant's own act (22 CFR 41.103, docs/adr/0042): the robot has filled CEAC's sign page
   * except the applicant's part (the FGM/C box, the passport number, the captcha) and stops there;
   * it never clicks Sign and Submit. The hook hands `page` to the applicant (the live view relays
   * their pointer and keys to it) and resolves once `settled` does: the page changed (signed,
   * refused, or loaded again), which the robot then reads. It rejects when nobody signed in time.
   */
  awaitSignature(request: SignatureHandOff): Promise<void>;
  /** What CEAC's page said after the hand-off `attempt` settled (the evidence record's outcome). */
  signatureSettled?(result: {
    attempt: number;
    outcome: 'signed' | 'refused' | 'reloaded' | 'left';
    error: string | null;
  }): Promise<void>;
}

export interface CaptchaHandOff {
  purpose: 'start' | 'retrieve';
  /** The captcha image as CEAC shows it (for the relay's prompt). */
  image: Buffer;
  attempt: number;
  /** CEAC's refusal of the previous attempt (its own English words), null on the first. */
  error: string | null;
  /** CEAC's start page in the robot's browser, its captcha waiting to be typed. */
  page: Page;
  /** Resolves when the page changed after the hand-off (rejects if the robot stopped waiting). */
  settled: Promise<void>;
}

export interface SignatureHandOff {
  /** CEAC's sign page in the robot's browser, filled up to the applicant's part. */
  page: Page;
  attempt: number;
  /** CEAC's refusal of the previous attempt (its own English words), null on the first. */
  error: string | null;
  /** Resolves when the page changed after the hand-off (rejects if the filing stopped). */
  settled: Promise<void>;
}

export interface RobotFieldError {
  page: string;
  elementId: string | null;
  message: string;
  section: SectionKey | null;
  field: string | null;
}

export type RobotOutcome =
  | { kind: 'completed'; applicationId: string; confirmationNumber: string }
  | { kind: 'ds160Error'; applicationId: string | null; errors: RobotFieldError[] }
  /** A run of a self-signed filing (RobotCheckpoint.selfSign): CEAC has the application unsigned. */
  | { kind: 'notSigned'; applicationId: string };

/**
 * Thrown by `awaitSignature` when the applicant chose to sign on CEAC themselves (docs/adr/0045):
 * the robot leaves the sign page as it is, without signing, and the run ends.
 */
export class LeftForTheApplicantError extends Error {
  override readonly name = 'LeftForTheApplicantError';
}

/** What CEAC's retrieval asks besides the Application ID and the security answer (ds160-facts §2.10). */
export function retrievalFacts(answers: FormAnswers): { surnameLetters: string; birthYear: string } {
  const personal = answers.personalP1 ?? {};
  const birth = personal.birthDate as { year?: number | string } | undefined;
  return {
    surnameLetters: String(personal.surname ?? '').slice(0, 5),
    birthYear: String(birth?.year ?? ''),
  };
}

/** CEAC was slow, failed or ended the session: the caller retries with back-off. */
export class TransientRobotError extends Error {
  override readonly name = 'TransientRobotError';
}

/**
 * Retrying cannot help (CEAC changed, a value would be altered): the caller ends in ERRORED. The
 * message is English; `code` and `params` say it in the reader's language (by default 'stopped'
 * with the English message as its details).
 */
export class PermanentRobotError extends Error {
  override readonly name = 'PermanentRobotError';
  readonly code: FilingMessageCode;
  readonly params: FilingMessageParams;

  constructor(message: string, code?: FilingMessageCode, params: FilingMessageParams = {}) {
    super(message);
    this.code = code ?? 'stopped';
    this.params = code ? params : { details: message };
  }

  /** The error for a message of the shared catalog, its English text as the message. */
  static of(code: FilingMessageCode, params: FilingMessageParams = {}): PermanentRobotError {
    return new PermanentRobotError(filingMessage(code, params), code, params);
  }
}
