import type { ServicePubSub } from '@portico/service-kit';

/** Topics (with the submission id, and the workspace id) carried over NOTIFY to every replica. */
export const SUBMISSION_CHANGED = 'SUBMISSION_CHANGED';
export const WORKSPACE_SUBMISSIONS_CHANGED = 'WORKSPACE_SUBMISSIONS_CHANGED';

/** Only ids travel; subscribers read the submission fresh (so no answer or image goes through NOTIFY). */
export interface SubmissionChangedPayload {
  submissionId: string;
  workspaceId: string;
  formId: string;
}

export function publishSubmissionChanged(
  pubSub: ServicePubSub,
  submission: { id: string; workspaceId: string; formId: string },
): void {
  const payload: SubmissionChangedPayload = {
    submissionId: submission.id,
    workspaceId: submission.workspaceId,
    formId: submission.formId,
  };
  pubSub.publish(SUBMISSION_CHANGED, payload.submissionId, payload);
  pubSub.publish(WORKSPACE_SUBMISSIONS_CHANGED, payload.workspaceId, payload);
}
