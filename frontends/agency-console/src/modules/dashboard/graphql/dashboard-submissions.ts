import { gql, type TypedDocumentNode } from '@apollo/client';

export type SubmissionStatus =
  | 'PENDING_START'
  | 'FILLING_FORM'
  | 'AWAITING_CAPTCHA'
  | 'IN_PROGRESS'
  | 'COMPLETED'
  | 'ERRORED'
  | 'DS160_ERROR';

/** What a card shows of its form's newest filing on CEAC. */
export interface CardSubmission {
  id: string;
  formId: string;
  status: SubmissionStatus;
  createdAt: string;
  confirmationNumber: string | null;
}

/** The workspace's newest filings (the submission subgraph, issue 7): one query beside the board. */
export const DASHBOARD_SUBMISSIONS: TypedDocumentNode<
  { submissions: { items: CardSubmission[] } },
  { workspaceId: string; limit: number }
> = gql`
  query DashboardSubmissions($workspaceId: ID!, $limit: Int!) {
    submissions(workspaceId: $workspaceId, limit: $limit, offset: 0) {
      items {
        id
        formId
        status
        createdAt
        confirmationNumber
      }
    }
  }
`;

export const DASHBOARD_SUBMISSION_CHANGED: TypedDocumentNode<
  { workspaceSubmissionsChanged: CardSubmission },
  { workspaceId: string }
> = gql`
  subscription DashboardSubmissionChanged($workspaceId: ID!) {
    workspaceSubmissionsChanged(workspaceId: $workspaceId) {
      id
      formId
      status
      createdAt
      confirmationNumber
    }
  }
`;
