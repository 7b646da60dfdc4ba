import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CreatorsQuery } from '@portico/ui';

/** The `forms` subgraph's dashboard part, as /work/forms-contract.md (issue 5) defines it. */
export type FormStatus = 'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED' | 'ARCHIVED';

export interface DashboardCard {
  id: string;
  name: string;
  createdBy: string;
  updatedAt: string;
  status: FormStatus;
  progress: { completed: number; applicable: number; percent: number };
}

export interface DashboardColumn {
  status: FormStatus;
  totalCount: number;
  items: DashboardCard[];
}

const CARD_FIELDS = gql`
  fragment DashboardCardFields on Form {
    id
    name
    createdBy
    updatedAt
    status
    progress {
      completed
      applicable
      percent
    }
  }
`;

export const DASHBOARD: TypedDocumentNode<
  { dashboard: DashboardColumn[] },
  { workspaceId: string; perColumn: number }
> = gql`
  query Dashboard($workspaceId: ID!, $perColumn: Int!) {
    dashboard(workspaceId: $workspaceId, perColumn: $perColumn) {
      status
      totalCount
      items {
        ...DashboardCardFields
      }
    }
  }
  ${CARD_FIELDS}
`;

/** The next cards of one column (the dashboard orders a column like this: newest created first). */
export const COLUMN_CARDS: TypedDocumentNode<
  { forms: { items: DashboardCard[]; totalCount: number } },
  { workspaceId: string; status: FormStatus; limit: number; offset: number }
> = gql`
  query DashboardColumnCards($workspaceId: ID!, $status: FormStatus!, $limit: Int!, $offset: Int!) {
    forms(
      workspaceId: $workspaceId
      status: $status
      sort: CREATED_AT
      direction: DESC
      limit: $limit
      offset: $offset
    ) {
      items {
        ...DashboardCardFields
      }
      totalCount
    }
  }
  ${CARD_FIELDS}
`;

export interface LatestTransition {
  from: FormStatus | null;
  to: FormStatus;
}

/** Where each archived form returns when unarchived: its latest transition (into ARCHIVED). */
export const ARCHIVED_ORIGINS: TypedDocumentNode<
  { forms: { items: { id: string; transitions: { items: LatestTransition[] } }[] } },
  { workspaceId: string; limit: number }
> = gql`
  query DashboardArchivedOrigins($workspaceId: ID!, $limit: Int!) {
    forms(
      workspaceId: $workspaceId
      status: ARCHIVED
      sort: CREATED_AT
      direction: DESC
      limit: $limit
      offset: 0
    ) {
      items {
        id
        transitions(limit: 1, offset: 0) {
          items {
            from
            to
          }
        }
      }
    }
  }
`;

export const DASHBOARD_MEMBERS: TypedDocumentNode<
  { workspaceMembers: { items: { userId: string; email: string }[]; totalCount: number } },
  { workspaceId: string; limit: number; offset: number }
> = gql`
  query DashboardMembers($workspaceId: ID!, $limit: Int!, $offset: Int!) {
    workspaceMembers(workspaceId: $workspaceId, limit: $limit, offset: $offset) {
      items {
        userId
        email
      }
      totalCount
    }
  }
`;

/** Who the creators that are not listed members are: API keys, people who left. */
export const DASHBOARD_CREATORS: CreatorsQuery = gql`
  query DashboardCreators($workspaceId: ID!, $ids: [String!]!) {
    creators(workspaceId: $workspaceId, ids: $ids) {
      id
      kind
      name
      keyCreatedBy
    }
  }
`;

export const ARCHIVE_CARD: TypedDocumentNode<
  { archiveForm: { id: string; status: FormStatus; version: number } },
  { input: { id: string } }
> = gql`
  mutation DashboardArchiveForm($input: FormIdInput!) {
    archiveForm(input: $input) {
      id
      status
      version
    }
  }
`;

export const UNARCHIVE_CARD: TypedDocumentNode<
  { unarchiveForm: { id: string; status: FormStatus; version: number } },
  { input: { id: string } }
> = gql`
  mutation DashboardUnarchiveForm($input: FormIdInput!) {
    unarchiveForm(input: $input) {
      id
      status
      version
    }
  }
`;

export const FORM_CHANGED: TypedDocumentNode<
  { formChanged: { change: string; formId: string; status: FormStatus; version: number } },
  { workspaceId: string }
> = gql`
  subscription DashboardFormChanged($workspaceId: ID!) {
    formChanged(workspaceId: $workspaceId) {
      change
      formId
      status
      version
    }
  }
`;
