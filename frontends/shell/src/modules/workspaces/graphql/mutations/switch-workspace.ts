import { gql, type TypedDocumentNode } from '@apollo/client';

export interface SwitchWorkspaceData {
  switchWorkspace: { id: string; isCurrent: boolean };
}

export const SWITCH_WORKSPACE: TypedDocumentNode<SwitchWorkspaceData, { input: { workspaceId: string } }> =
  gql`
    mutation SwitchWorkspace($input: SwitchWorkspaceInput!) {
      switchWorkspace(input: $input) {
        id
        isCurrent
      }
    }
  `;
