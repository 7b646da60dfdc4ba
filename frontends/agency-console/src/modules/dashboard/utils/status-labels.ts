import type { MessageDescriptor } from 'react-intl';
import type { FormStatus } from '../graphql/dashboard-api';
import { messages } from './messages';

/** Column titles; COMPLETED reads 'Ready for Submission' (spec §3). */
export const STATUS_LABELS: Record<FormStatus, MessageDescriptor> = {
  NOT_STARTED: messages.statusNotStarted,
  IN_PROGRESS: messages.statusInProgress,
  COMPLETED: messages.statusCompleted,
  ARCHIVED: messages.statusArchived,
};
