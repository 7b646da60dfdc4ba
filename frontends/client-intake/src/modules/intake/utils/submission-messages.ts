import { defineMessage, defineMessages } from 'react-intl';

export const submissionMessages = defineMessages({
  loadFailed: {
    id: 'client-intake.submission.load-failed',
    defaultMessage: 'Error loading submissions. Please try again.',
  },
  statusLabel: { id: 'client-intake.submission.status', defaultMessage: 'Status' },
  live: { id: 'client-intake.submission.live', defaultMessage: 'This status updates by itself.' },
  PENDING_START: { id: 'client-intake.submission.status.pending-start', defaultMessage: 'Waiting to start' },
  FILLING_FORM: { id: 'client-intake.submission.status.filling-form', defaultMessage: 'Filling in the form' },
  AWAITING_CAPTCHA: {
    id: 'client-intake.submission.status.awaiting-captcha',
    defaultMessage: 'Waiting for a person',
  },
  IN_PROGRESS: { id: 'client-intake.submission.status.in-progress', defaultMessage: 'In progress' },
  COMPLETED: { id: 'client-intake.submission.status.completed', defaultMessage: 'Filed on CEAC' },
  ERRORED: { id: 'client-intake.submission.status.errored', defaultMessage: 'Failed' },
  DS160_ERROR: {
    id: 'client-intake.submission.status.ds160-error',
    defaultMessage: 'Answers rejected by CEAC',
  },
  ds160Note: {
    id: 'client-intake.submission.ds160-note',
    defaultMessage: 'CEAC did not accept some answers. Your agency corrects them and files again.',
  },
  erroredNote: {
    id: 'client-intake.submission.errored-note',
    defaultMessage: 'The filing stopped. Your agency will try again.',
  },
  waitingSign: {
    id: 'client-intake.submission.waiting-sign',
    defaultMessage: 'Waiting for the applicant to sign',
  },
  confirmationNumber: {
    id: 'client-intake.submission.confirmation-number',
    defaultMessage: 'Confirmation number',
  },
  applicationId: { id: 'client-intake.submission.application-id', defaultMessage: 'Application ID' },
  securityQuestion: { id: 'client-intake.submission.security-question', defaultMessage: 'Security question' },
  securityAnswer: { id: 'client-intake.submission.security-answer', defaultMessage: 'Security answer' },
  retrieveHow: {
    id: 'client-intake.submission.retrieve',
    defaultMessage:
      'Keep these: with them you can open your application on ceac.state.gov (“Retrieve an Application”).',
  },
});

export const submissionProgress = defineMessage<{ done: number; total: number; percent: number }>({
  id: 'client-intake.submission.progress',
  defaultMessage: '{done} of {total} CEAC pages done ({percent}%)',
});

/** CEAC's security question 3 (the one filings choose) in the client's language. */
export const securityQuestion3 = defineMessage({
  id: 'client-intake.submission.security-question.3',
  defaultMessage: 'What is your maternal grandmother’s maiden name?',
});
export const questionOnCeac = defineMessage<{ question: string; ceac: string }>({
  id: 'client-intake.submission.security-question.on-ceac',
  defaultMessage: '{question} (on CEAC: “{ceac}”)',
});
export const questionNumber = defineMessage<{ number: string }>({
  id: 'client-intake.submission.question-number',
  defaultMessage: 'Question {number} of CEAC’s list',
});
