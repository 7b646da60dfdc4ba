import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { SubmissionStatus } from '../graphql/dashboard-submissions';

const labels = defineMessages({
  PENDING_START: { id: 'agency-console.dashboard.filing.pending-start', defaultMessage: 'Waiting to start' },
  FILLING_FORM: { id: 'agency-console.dashboard.filing.filling-form', defaultMessage: 'Filling in the form' },
  AWAITING_CAPTCHA: {
    id: 'agency-console.dashboard.filing.awaiting-captcha',
    defaultMessage: 'Waiting for a person',
  },
  IN_PROGRESS: { id: 'agency-console.dashboard.filing.in-progress', defaultMessage: 'In progress' },
  COMPLETED: { id: 'agency-console.dashboard.filing.completed', defaultMessage: 'Completed' },
  ERRORED: { id: 'agency-console.dashboard.filing.errored', defaultMessage: 'Failed' },
  DS160_ERROR: {
    id: 'agency-console.dashboard.filing.ds160-error',
    defaultMessage: 'Answers rejected by CEAC',
  },
});

export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, MessageDescriptor> = labels;

export const filingStatus = defineMessage<{ status: string }>({
  id: 'agency-console.dashboard.filing.status',
  defaultMessage: 'CEAC filing: {status}',
});

export const filedAs = defineMessage<{ number: string }>({
  id: 'agency-console.dashboard.filing.filed',
  defaultMessage: 'Filed on CEAC: {number}',
});

/** The dashboard's signal: filings waiting for a captcha or the applicant's signature. */
export const waitingForPerson = defineMessage<{ count: number }>({
  id: 'agency-console.dashboard.waiting.title',
  defaultMessage:
    "{count, plural, one {# filing waits} other {# filings wait}} for a captcha or the applicant's own signature on CEAC; the applicant was e-mailed.",
});

export const waitingFormFallback = defineMessage({
  id: 'agency-console.dashboard.waiting.form',
  defaultMessage: 'Open the filing',
});
