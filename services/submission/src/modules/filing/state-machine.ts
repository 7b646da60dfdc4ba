import { GraphQLError } from 'graphql';
import { SubmissionStatus } from '../submission/submission.entity';
import type { RobotStep } from '../../robot/types';

/**
 * The one transition table of a filing (docs/adr/0055): every change of a submission's status, by
 * the service's mutations and the robot worker's steps, is an event here. A status × event pair the
 * table does not hold is refused (IllegalTransitionError) before anything is stored, and the SQL that
 * applies an allowed one is guarded by its `from` statuses (`where status = any($from)`), so a
 * concurrent change that moved the row makes the write a no-op rather than a wrong transition.
 */
export type SubmissionEvent =
  /** createSubmission: a new filing, queued for a worker (the only event without a `from`). */
  | 'create'
  /** A worker takes the filing's lease (a new one starts filling; a resumed one stays where it was). */
  | 'claim'
  /** The robot filled or saved one of CEAC's form pages. */
  | 'fillPage'
  /** The robot reached the photo, review, sign or confirmation page. */
  | 'reachSubmitPages'
  /** Any other step of the robot (a captcha met, a retry, a note). */
  | 'note'
  /** The robot met a captcha: a person is asked to type it. */
  | 'askCaptcha'
  /** The robot is on CEAC's sign page: the applicant is asked to sign in the live view. */
  | 'askSignature'
  /** answerCaptcha: a person typed the captcha on Portico's page (back to where the robot was). */
  | 'answer'
  /** The hand-off ended on CEAC's own page (typed or signed in the live view): back to where the robot was. */
  | 'settle'
  /** signOnCeacYourself: the applicant signs on CEAC in their own browser (docs/adr/0045). */
  | 'chooseSelfSignature'
  /** The robot left the sign page unsigned for the applicant; its lease is given back. */
  | 'leaveForApplicant'
  /** confirmSignedOnCeac: a robot run checks CEAC (queued at once). */
  | 'confirmSigned'
  /** CEAC shows the self-signed application unsigned: the applicant is asked again. */
  | 'notSignedYet'
  /** CEAC's confirmation number: filed. */
  | 'complete'
  /** CEAC refused answers (DS-160 errors): the applicant corrects and files again. */
  | 'refuseAnswers'
  /** The filing stopped for good (permanent robot error, retries spent, too many runs). */
  | 'fail';

/** What a transition sets off besides the status (the caller does them; the table says which). */
export type TransitionEffect =
  /** Tell subscribers (NOTIFY; the worker waiting for an answer listens too). */
  | 'publish'
  /** Take one credit from billing (idempotent: key = submission id), give it back if the filing is not stored. */
  | 'takeCredit'
  /** Put the filing on the robot queue. */
  | 'queue'
  /** E-mail the person who must act (once per hand-off). */
  | 'notifyPerson'
  /** E-mail the applicant CEAC's confirmation number. */
  | 'mailConfirmation'
  /** Give the credit back through billing when the filing never reached Sign and Submit (docs/adr/0041). */
  | 'returnCredit'
  /** The worker's lease ends with the transition. */
  | 'releaseLease';

/** The next status: a status, or `resume`: the one the pending action says (FILLING_FORM or IN_PROGRESS). */
export type NextStatus = SubmissionStatus | 'resume';

export interface Transition {
  to: NextStatus;
  effects: readonly TransitionEffect[];
}

const { PENDING_START, FILLING_FORM, AWAITING_CAPTCHA, IN_PROGRESS, COMPLETED, ERRORED, DS160_ERROR } =
  SubmissionStatus;

/** Statuses of a filing under way (the others are final: no event leaves them). */
export const IN_FLIGHT: readonly SubmissionStatus[] = [
  PENDING_START,
  FILLING_FORM,
  AWAITING_CAPTCHA,
  IN_PROGRESS,
];

const t = (to: NextStatus, ...effects: TransitionEffect[]): Transition => ({ to, effects });
/** The same transition from each of `from`. */
const each = (from: readonly SubmissionStatus[], transition: Transition) =>
  Object.fromEntries(from.map((status) => [status, transition])) as Partial<
    Record<SubmissionStatus, Transition>
  >;

/** The table: event → from status → transition. Whatever is not here is refused. */
export const TRANSITIONS: Readonly<Record<SubmissionEvent, Partial<Record<SubmissionStatus, Transition>>>> = {
  // `create` has no row to come from; its table entry is the status a new filing starts in.
  create: {},
  claim: {
    [PENDING_START]: t(FILLING_FORM, 'publish'),
    [FILLING_FORM]: t(FILLING_FORM, 'publish'),
    [AWAITING_CAPTCHA]: t(AWAITING_CAPTCHA, 'publish'),
    [IN_PROGRESS]: t(IN_PROGRESS, 'publish'),
  },
  fillPage: each(IN_FLIGHT, t(FILLING_FORM, 'publish')),
  reachSubmitPages: each(IN_FLIGHT, t(IN_PROGRESS, 'publish')),
  note: {
    [PENDING_START]: t(FILLING_FORM, 'publish'),
    [FILLING_FORM]: t(FILLING_FORM, 'publish'),
    [AWAITING_CAPTCHA]: t(FILLING_FORM, 'publish'),
    [IN_PROGRESS]: t(IN_PROGRESS, 'publish'),
  },
  // From AWAITING_CAPTCHA too: a resumed run (its worker died during a hand-off) asks anew.
  askCaptcha: each(
    [FILLING_FORM, AWAITING_CAPTCHA, IN_PROGRESS],
    t(AWAITING_CAPTCHA, 'publish', 'notifyPerson'),
  ),
  askSignature: each(
    [FILLING_FORM, AWAITING_CAPTCHA, IN_PROGRESS],
    t(AWAITING_CAPTCHA, 'publish', 'notifyPerson'),
  ),
  answer: { [AWAITING_CAPTCHA]: t('resume', 'publish') },
  settle: { [AWAITING_CAPTCHA]: t('resume', 'publish') },
  chooseSelfSignature: { [AWAITING_CAPTCHA]: t(AWAITING_CAPTCHA, 'publish') },
  leaveForApplicant: { [AWAITING_CAPTCHA]: t(AWAITING_CAPTCHA, 'publish', 'releaseLease') },
  confirmSigned: { [AWAITING_CAPTCHA]: t(IN_PROGRESS, 'publish', 'queue') },
  notSignedYet: each(IN_FLIGHT, t(AWAITING_CAPTCHA, 'publish', 'releaseLease')),
  complete: each(
    [FILLING_FORM, AWAITING_CAPTCHA, IN_PROGRESS],
    t(COMPLETED, 'publish', 'mailConfirmation', 'releaseLease'),
  ),
  refuseAnswers: each(
    [FILLING_FORM, AWAITING_CAPTCHA, IN_PROGRESS],
    t(DS160_ERROR, 'publish', 'releaseLease'),
  ),
  fail: each(IN_FLIGHT, t(ERRORED, 'publish', 'returnCredit', 'releaseLease')),
};

/** Where a new filing starts, and what creating it sets off. */
export const CREATED: Transition = t(PENDING_START, 'takeCredit', 'queue', 'publish');

export const SUBMISSION_EVENTS = Object.keys(TRANSITIONS) as SubmissionEvent[];

/** A status × event the table does not hold: refused, nothing stored. */
export class IllegalTransitionError extends GraphQLError {
  constructor(
    readonly from: SubmissionStatus,
    readonly event: SubmissionEvent,
  ) {
    super(`A filing in ${from} cannot take the event ${event}`, {
      extensions: { code: 'CONFLICT', status: from, event },
    });
    this.name = 'IllegalTransitionError';
  }
}

/** The transition of `event` from `from`; throws IllegalTransitionError when the table has none. */
export function transition(from: SubmissionStatus, event: SubmissionEvent): Transition {
  const found = TRANSITIONS[event][from];
  if (!found) throw new IllegalTransitionError(from, event);
  return found;
}

/** The statuses `event` may leave (the guard of the SQL that applies it). */
export function fromStatuses(event: SubmissionEvent): SubmissionStatus[] {
  return Object.keys(TRANSITIONS[event]) as SubmissionStatus[];
}

/** The status a transition lands in; `resume` reads the pending action's (IN_PROGRESS unless FILLING_FORM). */
export function nextStatus(next: NextStatus, resumeStatus?: SubmissionStatus | null): SubmissionStatus {
  if (next !== 'resume') return next;
  return resumeStatus === FILLING_FORM ? FILLING_FORM : IN_PROGRESS;
}

/** The event of one robot step. */
export function stepEvent(step: Pick<RobotStep, 'kind'>): 'fillPage' | 'reachSubmitPages' | 'note' {
  switch (step.kind) {
    case 'page':
    case 'saved':
      return 'fillPage';
    case 'photo':
    case 'review':
    case 'sign':
    case 'confirmation':
      return 'reachSubmitPages';
    default:
      return 'note';
  }
}
