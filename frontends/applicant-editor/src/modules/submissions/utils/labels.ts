import type { MessageDescriptor } from 'react-intl';
import type { SubmissionStatus } from './submissions-api';
import { messages } from './messages';

export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, MessageDescriptor> = {
  PENDING_START: messages.statusPendingStart,
  FILLING_FORM: messages.statusFillingForm,
  AWAITING_CAPTCHA: messages.statusAwaitingCaptcha,
  IN_PROGRESS: messages.statusInProgress,
  COMPLETED: messages.statusCompleted,
  ERRORED: messages.statusErrored,
  DS160_ERROR: messages.statusDs160Error,
};

/** The URL spelling of each status filter (?status=ds160-error). */
export const STATUS_PARAMS: Record<string, SubmissionStatus> = {
  'pending-start': 'PENDING_START',
  'filling-form': 'FILLING_FORM',
  'awaiting-captcha': 'AWAITING_CAPTCHA',
  'in-progress': 'IN_PROGRESS',
  completed: 'COMPLETED',
  errored: 'ERRORED',
  'ds160-error': 'DS160_ERROR',
};

export function statusParam(status: SubmissionStatus): string {
  return Object.keys(STATUS_PARAMS).find((key) => STATUS_PARAMS[key] === status) as string;
}
