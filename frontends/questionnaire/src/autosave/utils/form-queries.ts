import { gql, type TypedDocumentNode } from '@apollo/client';
import { EDITOR_FORM_QUERY_TEXT } from './form-query-text';
import type { SavedForm } from './save-types';

export interface EditorSection {
  key: string;
  applies: boolean;
  status: 'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED';
  answered: number;
  total: number;
  answers: Record<string, unknown>;
  versions: Record<string, number>;
}

/** A warning on an answer that never blocks (the passport valid less than six months after arrival). */
export interface FormWarning {
  code: string;
  section: string;
  path: string;
  messageId: string;
}

export interface EditorForm extends Omit<SavedForm, 'sections'> {
  workspaceId: string;
  name: string;
  sections: EditorSection[];
  warnings: FormWarning[];
}

/** The whole form: the open section needs the others' answers for its conditions. */
export const EDITOR_FORM_QUERY: TypedDocumentNode<{ form: EditorForm }, { id: string }> =
  gql(EDITOR_FORM_QUERY_TEXT);

/** A cheap authenticated read: through the shell's Apollo link it renews the session or asks for the password. */
export const EDITOR_SESSION_QUERY: TypedDocumentNode<
  { form: { id: string; version: number } },
  { id: string }
> = gql`
  query EditSectionSession($id: ID!) {
    form(id: $id) {
      id
      version
    }
  }
`;

export interface FormChangedEvent {
  change: 'CREATED' | 'RENAMED' | 'ANSWERS_SAVED' | 'STATUS_CHANGED' | 'ARCHIVED' | 'UNARCHIVED';
  formId: string;
  version: number;
  status: string;
  clientId: string | null;
  paths: string[];
}

export const EDITOR_FORM_CHANGED: TypedDocumentNode<
  { formChanged: FormChangedEvent },
  { workspaceId: string }
> = gql`
  subscription EditSectionFormChanged($workspaceId: ID!) {
    formChanged(workspaceId: $workspaceId) {
      change
      formId
      version
      status
      clientId
      paths
    }
  }
`;
