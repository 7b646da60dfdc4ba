import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CreatorInfo } from '@portico/ui';
import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The `forms` subgraph as /work/forms-contract.md (issue 5) defines it. */
export type FormStatus = 'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED' | 'ARCHIVED';
export type SectionStatus = 'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED';
export type FormSource = 'BLANK' | 'RENEWAL' | 'FAMILY_MEMBER';
export type FormSort = 'NAME' | 'CREATED_AT' | 'STATUS' | 'PROGRESS';
export type SortDirection = 'ASC' | 'DESC';

export const FORM_STATUSES: readonly FormStatus[] = ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED', 'ARCHIVED'];

/** The server trims the name and accepts 1 to 200 characters (services/forms). */
export const FORM_NAME_MAX = 200;

export interface FormProgress {
  completed: number;
  applicable: number;
  percent: number;
}

export interface FormListItem {
  id: string;
  name: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  status: FormStatus;
  progress: FormProgress;
}

export interface FormsVariables {
  workspaceId: string;
  search: string | null;
  createdBy: string | null;
  status: FormStatus | null;
  sort: FormSort;
  direction: SortDirection;
  limit: number;
  offset: number;
}

export interface FormsData {
  forms: { items: FormListItem[]; totalCount: number; workspaceTotal: number };
}

const LIST_FIELDS = gql`
  fragment FormListFields on Form {
    id
    name
    createdBy
    createdAt
    updatedAt
    version
    status
    progress {
      completed
      applicable
      percent
    }
  }
`;

/** The list's variables and its `forms` call, shared by the list and its filed-form numbers. */
const FORMS_VARIABLES = `
    $workspaceId: ID!
    $search: String
    $createdBy: ID
    $status: FormStatus
    $sort: FormSort!
    $direction: SortDirection!
    $limit: Int!
    $offset: Int!
`;
const FORMS_CALL = `
    forms(
      workspaceId: $workspaceId
      search: $search
      createdBy: $createdBy
      status: $status
      sort: $sort
      direction: $direction
      limit: $limit
      offset: $offset
    )
`;

export const FORMS: TypedDocumentNode<FormsData, FormsVariables> = gql`
  query Forms(${FORMS_VARIABLES}) {
    ${FORMS_CALL} {
      items {
        ...FormListFields
      }
      totalCount
      workspaceTotal
    }
  }
  ${LIST_FIELDS}
`;

/** The confirmation numbers of a page of forms (submission's Form fields): a filed form says so. */
export const FORMS_FILED: TypedDocumentNode<
  { forms: { items: { id: string; confirmationNumber: string | null }[] } },
  FormsVariables
> = gql`
  query FormsFiled(${FORMS_VARIABLES}) {
    ${FORMS_CALL} {
      items {
        id
        confirmationNumber
      }
    }
  }
`;

export interface FormPickerData {
  forms: { items: Pick<FormListItem, 'id' | 'name' | 'createdAt' | 'status'>[]; totalCount: number };
}

export const FORM_PICKER: TypedDocumentNode<
  FormPickerData,
  { workspaceId: string; search: string | null; status: FormStatus | null; limit: number; offset: number }
> = gql`
  query FormPicker($workspaceId: ID!, $search: String, $status: FormStatus, $limit: Int!, $offset: Int!) {
    forms(
      workspaceId: $workspaceId
      search: $search
      status: $status
      sort: NAME
      direction: ASC
      limit: $limit
      offset: $offset
    ) {
      items {
        id
        name
        createdAt
        status
      }
      totalCount
    }
  }
`;

export interface FormSectionSummary {
  key: string;
  applies: boolean;
  status: SectionStatus;
  answered: number;
  total: number;
}

/** A warning on an answer (never a block): the passport valid less than six months after arrival. */
export interface FormWarning {
  code: string;
  section: string;
  path: string;
  messageId: string;
}

export interface FormDetail extends FormListItem {
  workspaceId: string;
  sections: FormSectionSummary[];
  warnings: FormWarning[];
}

export const FORM_OVERVIEW: TypedDocumentNode<{ form: FormDetail }, { id: string }> = gql`
  query FormOverview($id: ID!) {
    form(id: $id) {
      ...FormListFields
      workspaceId
      sections {
        key
        applies
        status
        answered
        total
      }
      warnings {
        code
        section
        path
        messageId
      }
    }
  }
  ${LIST_FIELDS}
`;

export interface MemberOption {
  userId: string;
  email: string;
}

/** The identity subgraph's members; the list pages show the creator by e-mail (first 100 members). */
export const FORM_MEMBERS: TypedDocumentNode<
  { workspaceMembers: { items: MemberOption[]; totalCount: number } },
  { workspaceId: string; limit: number; offset: number }
> = gql`
  query FormMembers($workspaceId: ID!, $limit: Int!, $offset: Int!) {
    workspaceMembers(workspaceId: $workspaceId, limit: $limit, offset: $offset) {
      items {
        userId
        email
      }
      totalCount
    }
  }
`;
export const MEMBERS_LIMIT = 100;

/** Who the creators that are not (or no longer) listed members are: API keys, people who left. */
export const FORM_CREATORS: TypedDocumentNode<
  { creators: CreatorInfo[] },
  { workspaceId: string; ids: string[] }
> = gql`
  query FormCreators($workspaceId: ID!, $ids: [String!]!) {
    creators(workspaceId: $workspaceId, ids: $ids) {
      id
      kind
      name
      keyCreatedBy
    }
  }
`;

export const CREATE_FORM: TypedDocumentNode<
  { createForm: FormListItem },
  { input: { workspaceId: string; name: string; source: FormSource; fromFormId?: string } }
> = gql`
  mutation CreateForm($input: CreateFormInput!) {
    createForm(input: $input) {
      ...FormListFields
    }
  }
  ${LIST_FIELDS}
`;

export const RENAME_FORM: TypedDocumentNode<
  { renameForm: FormListItem },
  { input: { id: string; name: string; expectedVersion?: number } }
> = gql`
  mutation RenameForm($input: RenameFormInput!) {
    renameForm(input: $input) {
      ...FormListFields
    }
  }
  ${LIST_FIELDS}
`;

export const DUPLICATE_FORM: TypedDocumentNode<
  { duplicateForm: FormListItem },
  { input: { formId: string; name: string; sections: string[] } }
> = gql`
  mutation DuplicateForm($input: DuplicateFormInput!) {
    duplicateForm(input: $input) {
      ...FormListFields
    }
  }
  ${LIST_FIELDS}
`;

export const ARCHIVE_FORM: TypedDocumentNode<{ archiveForm: FormListItem }, { input: { id: string } }> = gql`
  mutation ArchiveForm($input: FormIdInput!) {
    archiveForm(input: $input) {
      ...FormListFields
    }
  }
  ${LIST_FIELDS}
`;

export const UNARCHIVE_FORM: TypedDocumentNode<{ unarchiveForm: FormListItem }, { input: { id: string } }> =
  gql`
    mutation UnarchiveForm($input: FormIdInput!) {
      unarchiveForm(input: $input) {
        ...FormListFields
      }
    }
    ${LIST_FIELDS}
  `;

/** The GraphQL error code (extensions.code) of a failed operation: NOT_FOUND, CONFLICT, BAD_USER_INPUT, … */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
