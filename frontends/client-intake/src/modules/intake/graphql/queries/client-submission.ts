import type { GraphqlOperation, SelfSignFacts } from '@portico/ui';

export type ClientSubmissionStatus =
  | 'PENDING_START'
  | 'FILLING_FORM'
  | 'AWAITING_CAPTCHA'
  | 'IN_PROGRESS'
  | 'COMPLETED'
  | 'ERRORED'
  | 'DS160_ERROR';

export interface ClientSubmissionAction {
  kind: 'CAPTCHA' | 'SIGNATURE' | 'SELF_SIGNATURE';
  imageDataUrl: string;
  attempt: number;
  error: string | null;
  askedAt: string;
}

/** The latest submission of the link's form, as a client with submit or view_status reads it. */
export interface ClientSubmission {
  id: string;
  status: ClientSubmissionStatus;
  createdAt: string;
  completedAt: string | null;
  applicationId: string | null;
  confirmationNumber: string | null;
  securityQuestion: string | null;
  securityAnswer: string | null;
  progressDone: number;
  progressTotal: number;
  pendingAction: ClientSubmissionAction | null;
  /** What CEAC's retrieval asks, for a link with submit while it signs on CEAC itself (docs/adr/0045). */
  selfSignature: SelfSignFacts | null;
}

export type ClientSubmissionData = { formSubmissions: { items: ClientSubmission[]; totalCount: number } };

/** The newest submission of the form (issue 7's contract: formSubmissions, newest first). */
export function clientSubmission(formId: string): GraphqlOperation {
  return {
    operationName: 'ClientSubmission',
    query: `query ClientSubmission($formId: ID!) {
      formSubmissions(formId: $formId, limit: 1, offset: 0) {
        items {
          id status createdAt completedAt applicationId confirmationNumber securityQuestion securityAnswer
          progressDone progressTotal
          pendingAction { kind imageDataUrl attempt error askedAt }
          selfSignature {
            applicationId securityQuestion securityQuestionText securityAnswer surnameLetters birthYear startPageUrl
          }
        }
        totalCount
      }
    }`,
    variables: { formId },
  };
}

export interface OpenLiveViewData {
  openLiveView: { path: string; role: 'WATCH' | 'SIGN' };
}

/** A ticket to the live view of the robot's browser (docs/adr/0042): view_status watches, submit signs. */
export function openLiveView(submissionId: string): GraphqlOperation {
  return {
    operationName: 'OpenLiveView',
    query: `mutation OpenLiveView($submissionId: ID!) {
      openLiveView(submissionId: $submissionId) { path role }
    }`,
    variables: { submissionId },
  };
}

/**
 * "Sign on CEAC yourself" (`signOnCeacYourself`) and "I have signed on CEAC" (`confirmSignedOnCeac`),
 * docs/adr/0045: a link with submit only.
 */
export function selfSignStep(
  mutation: 'signOnCeacYourself' | 'confirmSignedOnCeac',
  submissionId: string,
): GraphqlOperation {
  const name = mutation === 'signOnCeacYourself' ? 'SignOnCeacYourself' : 'ConfirmSignedOnCeac';
  return {
    operationName: name,
    query: `mutation ${name}($submissionId: ID!) {
      ${mutation}(submissionId: $submissionId) { id status }
    }`,
    variables: { submissionId },
  };
}
