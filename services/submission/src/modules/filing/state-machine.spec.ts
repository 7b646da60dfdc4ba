import { SubmissionStatus } from '../submission/submission.entity';
import {
  CREATED,
  fromStatuses,
  IllegalTransitionError,
  nextStatus,
  stepEvent,
  SUBMISSION_EVENTS,
  transition,
  type NextStatus,
  type SubmissionEvent,
} from './state-machine';

const { PENDING_START, FILLING_FORM, AWAITING_CAPTCHA, IN_PROGRESS, COMPLETED, ERRORED, DS160_ERROR } =
  SubmissionStatus;
const ALL = Object.values(SubmissionStatus);

/** Every allowed transition, written out: from, event, to. Whatever is not here must be refused. */
const ALLOWED: [SubmissionStatus, SubmissionEvent, NextStatus][] = [
  [PENDING_START, 'claim', FILLING_FORM],
  [FILLING_FORM, 'claim', FILLING_FORM],
  [AWAITING_CAPTCHA, 'claim', AWAITING_CAPTCHA],
  [IN_PROGRESS, 'claim', IN_PROGRESS],

  [PENDING_START, 'fillPage', FILLING_FORM],
  [FILLING_FORM, 'fillPage', FILLING_FORM],
  [AWAITING_CAPTCHA, 'fillPage', FILLING_FORM],
  [IN_PROGRESS, 'fillPage', FILLING_FORM],

  [PENDING_START, 'reachSubmitPages', IN_PROGRESS],
  [FILLING_FORM, 'reachSubmitPages', IN_PROGRESS],
  [AWAITING_CAPTCHA, 'reachSubmitPages', IN_PROGRESS],
  [IN_PROGRESS, 'reachSubmitPages', IN_PROGRESS],

  [PENDING_START, 'note', FILLING_FORM],
  [FILLING_FORM, 'note', FILLING_FORM],
  [AWAITING_CAPTCHA, 'note', FILLING_FORM],
  [IN_PROGRESS, 'note', IN_PROGRESS],

  [FILLING_FORM, 'askCaptcha', AWAITING_CAPTCHA],
  [AWAITING_CAPTCHA, 'askCaptcha', AWAITING_CAPTCHA],
  [IN_PROGRESS, 'askCaptcha', AWAITING_CAPTCHA],
  [FILLING_FORM, 'askSignature', AWAITING_CAPTCHA],
  [AWAITING_CAPTCHA, 'askSignature', AWAITING_CAPTCHA],
  [IN_PROGRESS, 'askSignature', AWAITING_CAPTCHA],

  [AWAITING_CAPTCHA, 'answer', 'resume'],
  [AWAITING_CAPTCHA, 'settle', 'resume'],
  [AWAITING_CAPTCHA, 'chooseSelfSignature', AWAITING_CAPTCHA],
  [AWAITING_CAPTCHA, 'leaveForApplicant', AWAITING_CAPTCHA],
  [AWAITING_CAPTCHA, 'confirmSigned', IN_PROGRESS],

  [PENDING_START, 'notSignedYet', AWAITING_CAPTCHA],
  [FILLING_FORM, 'notSignedYet', AWAITING_CAPTCHA],
  [AWAITING_CAPTCHA, 'notSignedYet', AWAITING_CAPTCHA],
  [IN_PROGRESS, 'notSignedYet', AWAITING_CAPTCHA],

  [FILLING_FORM, 'complete', COMPLETED],
  [AWAITING_CAPTCHA, 'complete', COMPLETED],
  [IN_PROGRESS, 'complete', COMPLETED],

  [FILLING_FORM, 'refuseAnswers', DS160_ERROR],
  [AWAITING_CAPTCHA, 'refuseAnswers', DS160_ERROR],
  [IN_PROGRESS, 'refuseAnswers', DS160_ERROR],

  [PENDING_START, 'fail', ERRORED],
  [FILLING_FORM, 'fail', ERRORED],
  [AWAITING_CAPTCHA, 'fail', ERRORED],
  [IN_PROGRESS, 'fail', ERRORED],
];

const allowed = new Map(ALLOWED.map(([from, event, to]) => [`${from} ${event}`, to]));
const REFUSED = ALL.flatMap((from) => SUBMISSION_EVENTS.map((event) => [from, event] as const)).filter(
  ([from, event]) => !allowed.has(`${from} ${event}`),
);

describe('the filing state machine', () => {
  it.each(ALLOWED)('%s --%s--> %s', (from, event, to) => {
    expect(transition(from, event).to).toBe(to);
  });

  it.each(REFUSED)('refuses %s --%s--> with a clear error', (from, event) => {
    let error: unknown;
    try {
      transition(from, event);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(IllegalTransitionError);
    expect((error as IllegalTransitionError).message).toBe(
      `A filing in ${from} cannot take the event ${event}`,
    );
    expect((error as IllegalTransitionError).extensions).toMatchObject({
      code: 'CONFLICT',
      status: from,
      event,
    });
  });

  it('leaves no final status, and starts a filing in PENDING_START, taking a credit and queueing it', () => {
    for (const final of [COMPLETED, ERRORED, DS160_ERROR])
      for (const event of SUBMISSION_EVENTS)
        expect(() => transition(final, event)).toThrow(IllegalTransitionError);
    expect(CREATED).toEqual({ to: PENDING_START, effects: ['takeCredit', 'queue', 'publish'] });
  });

  it('names the statuses each event may leave (the guard of its SQL)', () => {
    for (const event of SUBMISSION_EVENTS)
      expect(fromStatuses(event).sort()).toEqual(
        ALLOWED.filter(([, e]) => e === event)
          .map(([from]) => from)
          .sort(),
      );
  });

  it('says which effects a transition sets off', () => {
    expect(transition(IN_PROGRESS, 'fail').effects).toEqual(['publish', 'returnCredit', 'releaseLease']);
    expect(transition(IN_PROGRESS, 'complete').effects).toEqual([
      'publish',
      'mailConfirmation',
      'releaseLease',
    ]);
    expect(transition(FILLING_FORM, 'askCaptcha').effects).toEqual(['publish', 'notifyPerson']);
    expect(transition(AWAITING_CAPTCHA, 'confirmSigned').effects).toEqual(['publish', 'queue']);
    expect(transition(AWAITING_CAPTCHA, 'answer').effects).toEqual(['publish']);
  });

  it('resumes where the robot was when a person answered', () => {
    expect(nextStatus('resume', FILLING_FORM)).toBe(FILLING_FORM);
    expect(nextStatus('resume', IN_PROGRESS)).toBe(IN_PROGRESS);
    expect(nextStatus('resume', undefined)).toBe(IN_PROGRESS);
    expect(nextStatus(COMPLETED, FILLING_FORM)).toBe(COMPLETED);
  });

  it.each([
    ['page', 'fillPage'],
    ['saved', 'fillPage'],
    ['photo', 'reachSubmitPages'],
    ['review', 'reachSubmitPages'],
    ['sign', 'reachSubmitPages'],
    ['confirmation', 'reachSubmitPages'],
    ['captcha', 'note'],
    ['retry', 'note'],
    ['info', 'note'],
  ] as const)('reads a robot %s step as %s', (kind, event) => {
    expect(stepEvent({ kind })).toBe(event);
  });
});
