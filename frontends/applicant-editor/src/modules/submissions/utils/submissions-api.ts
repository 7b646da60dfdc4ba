import { gql, type TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { SelfSignFacts } from '@portico/ui';

/** The submission subgraph as issue 7's shared contract defines it (helper C implements it). */
export type SubmissionStatus =
  | 'PENDING_START'
  | 'FILLING_FORM'
  | 'AWAITING_CAPTCHA'
  | 'IN_PROGRESS'
  | 'COMPLETED'
  | 'ERRORED'
  | 'DS160_ERROR';

export const SUBMISSION_STATUSES: readonly SubmissionStatus[] = [
  'PENDING_START',
  'FILLING_FORM',
  'AWAITING_CAPTCHA',
  'IN_PROGRESS',
  'COMPLETED',
  'ERRORED',
  'DS160_ERROR',
];

/** Statuses after which the robot does nothing more with a submission. */
export const FINAL_STATUSES: ReadonlySet<SubmissionStatus> = new Set(['COMPLETED', 'ERRORED', 'DS160_ERROR']);

export type SubmissionActionKind = 'CAPTCHA' | 'SIGNATURE' | 'SELF_SIGNATURE';

export interface SubmissionAction {
  kind: SubmissionActionKind;
  imageDataUrl: string;
  attempt: number;
  error: string | null;
  askedAt: string;
}

export interface SubmissionFieldError {
  section: string | null;
  field: string | null;
  page: string;
  message: string;
}

/** A named value of a message said in the reader's language (MessageParam). */
export interface MessageParam {
  name: string;
  value: string;
}

export interface SubmissionStep {
  id: string;
  at: string;
  kind: string;
  page: string | null;
  /** English; `code` and `params` say it in the reader's language (useFilingText). */
  message: string;
  code: string | null;
  params: MessageParam[];
  status: SubmissionStatus;
}

export interface SubmissionListItem {
  id: string;
  workspaceId: string;
  formId: string;
  formName: string;
  status: SubmissionStatus;
  createdAt: string;
  completedAt: string | null;
  applicationId: string | null;
  confirmationNumber: string | null;
  currentPage: string | null;
  progressDone: number;
  progressTotal: number;
}

export interface SubmissionDetail extends SubmissionListItem {
  securityQuestion: string | null;
  securityAnswer: string | null;
  /** What CEAC's retrieval asks, for the applicant who signs on CEAC themselves (docs/adr/0045). */
  selfSignature: SelfSignFacts | null;
  pendingAction: SubmissionAction | null;
  errors: SubmissionFieldError[];
  errorMessage: string | null;
  errorCode: string | null;
  errorParams: MessageParam[];
}

export interface SubmissionPage {
  items: SubmissionListItem[];
  totalCount: number;
}

export const SUBMISSIONS_PAGE_SIZE = 20;
export const STEPS_PAGE_SIZE = 20;

const LIST_FIELDS = gql`
  fragment SubmissionListFields on Submission {
    id
    workspaceId
    formId
    formName
    status
    createdAt
    completedAt
    applicationId
    confirmationNumber
    currentPage
    progressDone
    progressTotal
  }
`;

const DETAIL_FIELDS = gql`
  fragment SubmissionDetailFields on Submission {
    ...SubmissionListFields
    securityQuestion
    securityAnswer
    selfSignature {
      applicationId
      securityQuestion
      securityQuestionText
      securityAnswer
      surnameLetters
      birthYear
      startPageUrl
    }
    pendingAction {
      kind
      imageDataUrl
      attempt
      error
      askedAt
    }
    errors {
      section
      field
      page
      message
    }
    errorMessage
    errorCode
    errorParams {
      name
      value
    }
  }
  ${LIST_FIELDS}
`;

export const SUBMISSION: TypedDocumentNode<{ submission: SubmissionDetail }, { id: string }> = gql`
  query Submission($id: ID!) {
    submission(id: $id) {
      ...SubmissionDetailFields
    }
  }
  ${DETAIL_FIELDS}
`;

export const SUBMISSION_STEPS: TypedDocumentNode<
  { submission: { id: string; steps: { items: SubmissionStep[]; totalCount: number } } },
  { id: string; limit: number; offset: number }
> = gql`
  query SubmissionSteps($id: ID!, $limit: Int!, $offset: Int!) {
    submission(id: $id) {
      id
      steps(limit: $limit, offset: $offset) {
        items {
          id
          at
          kind
          page
          message
          code
          params {
            name
            value
          }
          status
        }
        totalCount
      }
    }
  }
`;

export const SUBMISSION_CHANGED: TypedDocumentNode<
  { submissionChanged: SubmissionDetail },
  { submissionId: string }
> = gql`
  subscription SubmissionChanged($submissionId: ID!) {
    submissionChanged(submissionId: $submissionId) {
      ...SubmissionDetailFields
    }
  }
  ${DETAIL_FIELDS}
`;

export const WORKSPACE_SUBMISSIONS: TypedDocumentNode<
  { submissions: SubmissionPage },
  { workspaceId: string; status: SubmissionStatus | null; limit: number; offset: number }
> = gql`
  query WorkspaceSubmissions($workspaceId: ID!, $status: SubmissionStatus, $limit: Int!, $offset: Int!) {
    submissions(workspaceId: $workspaceId, status: $status, limit: $limit, offset: $offset) {
      items {
        ...SubmissionListFields
      }
      totalCount
    }
  }
  ${LIST_FIELDS}
`;

export const FORM_SUBMISSIONS: TypedDocumentNode<
  { formSubmissions: SubmissionPage },
  { formId: string; limit: number; offset: number }
> = gql`
  query FormSubmissions($formId: ID!, $limit: Int!, $offset: Int!) {
    formSubmissions(formId: $formId, limit: $limit, offset: $offset) {
      items {
        ...SubmissionListFields
      }
      totalCount
    }
  }
  ${LIST_FIELDS}
`;

export const WORKSPACE_SUBMISSIONS_CHANGED: TypedDocumentNode<
  { workspaceSubmissionsChanged: SubmissionListItem },
  { workspaceId: string }
> = gql`
  subscription WorkspaceSubmissionsChanged($workspaceId: ID!) {
    workspaceSubmissionsChanged(workspaceId: $workspaceId) {
      ...SubmissionListFields
    }
  }
  ${LIST_FIELDS}
`;

export const CREATE_SUBMISSION: TypedDocumentNode<
  { createSubmission: SubmissionListItem },
  { formId: string; fileAgain?: boolean }
> = gql`
  mutation CreateSubmission($formId: ID!, $fileAgain: Boolean) {
    createSubmission(formId: $formId, fileAgain: $fileAgain) {
      ...SubmissionListFields
    }
  }
  ${LIST_FIELDS}
`;

export const ANSWER_CAPTCHA: TypedDocumentNode<
  { answerCaptcha: SubmissionDetail },
  { submissionId: string; answer: string }
> = gql`
  mutation AnswerCaptcha($submissionId: ID!, $answer: String!) {
    answerCaptcha(submissionId: $submissionId, answer: $answer) {
      ...SubmissionDetailFields
    }
  }
  ${DETAIL_FIELDS}
`;

/** "Sign on CEAC yourself" (docs/adr/0045): the robot leaves CEAC's sign page for the applicant. */
export const SIGN_ON_CEAC_YOURSELF: TypedDocumentNode<
  { signOnCeacYourself: SubmissionDetail },
  { submissionId: string }
> = gql`
  mutation SignOnCeacYourself($submissionId: ID!) {
    signOnCeacYourself(submissionId: $submissionId) {
      ...SubmissionDetailFields
    }
  }
  ${DETAIL_FIELDS}
`;

/** "I have signed on CEAC" (docs/adr/0045): Portico retrieves the application to confirm. */
export const CONFIRM_SIGNED_ON_CEAC: TypedDocumentNode<
  { confirmSignedOnCeac: SubmissionDetail },
  { submissionId: string }
> = gql`
  mutation ConfirmSignedOnCeac($submissionId: ID!) {
    confirmSignedOnCeac(submissionId: $submissionId) {
      ...SubmissionDetailFields
    }
  }
  ${DETAIL_FIELDS}
`;

/** A ticket to the live view of the robot's browser (docs/adr/0042). */
export const OPEN_LIVE_VIEW: TypedDocumentNode<
  { openLiveView: { path: string; role: 'WATCH' | 'SIGN'; expiresAt: string } },
  { submissionId: string }
> = gql`
  mutation OpenLiveView($submissionId: ID!) {
    openLiveView(submissionId: $submissionId) {
      path
      role
      expiresAt
    }
  }
`;

/** The form a new submission is made from: its name and whether it is ready for submission. */
export const SUBMISSION_FORM: TypedDocumentNode<
  { form: { id: string; name: string; status: string } },
  { formId: string }
> = gql`
  query SubmissionForm($formId: ID!) {
    form(id: $formId) {
      id
      name
      status
    }
  }
`;

/**
 * The GraphQL error code (extensions.code) of a failed operation, its message for people (English),
 * and the message's code in the shared filing catalog when the server gave one (extensions.messageCode).
 */
export function refusalOf(error: unknown): {
  code: string | undefined;
  message: string | undefined;
  messageCode: string | null;
} {
  if (!CombinedGraphQLErrors.is(error)) return { code: undefined, message: undefined, messageCode: null };
  const first = error.errors[0];
  const code = first?.extensions?.code;
  const messageCode = first?.extensions?.messageCode;
  return {
    code: typeof code === 'string' ? code : undefined,
    message: first?.message,
    messageCode: typeof messageCode === 'string' ? messageCode : null,
  };
}

/** Whole percent of the robot's progress through CEAC's pages (0 when nothing is known). */
export function percentOf(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((done / total) * 100)));
}

/** The form's newest filing and confirmation number (the submission subgraph's Form extension). */
export const FORM_LATEST_FILING: TypedDocumentNode<
  {
    form: {
      id: string;
      confirmationNumber: string | null;
      latestSubmission: { id: string; status: SubmissionStatus } | null;
    };
  },
  { id: string }
> = gql`
  query FormLatestFiling($id: ID!) {
    form(id: $id) {
      id
      confirmationNumber
      latestSubmission {
        id
        status
      }
    }
  }
`;
