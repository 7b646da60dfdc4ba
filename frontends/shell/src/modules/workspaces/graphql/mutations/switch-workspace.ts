import { gql, type TypedDocumentNode } from '@apollo/client';

export interface SwitchWorkspaceData {
  switchWorkspace: { currentWorkspaceId: string | null };
}

export const SWITCH_WORKSPACE: TypedDocumentNode<SwitchWorkspaceData, { input: { workspaceId: string } }> =
  gql`
    mutation SwitchWorkspace($input: SwitchWorkspaceInput!) {
      switchWorkspace(input: $input) {
        currentWorkspaceId
      }
    }
  `;
