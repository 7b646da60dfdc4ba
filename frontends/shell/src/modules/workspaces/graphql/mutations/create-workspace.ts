import { gql, type TypedDocumentNode } from '@apollo/client';

export interface CreateWorkspaceData {
  createWorkspace: { id: string; name: string; type: string };
}

export const CREATE_WORKSPACE: TypedDocumentNode<CreateWorkspaceData, { input: { name: string } }> = gql`
  mutation CreateWorkspace($input: CreateWorkspaceInput!) {
    createWorkspace(input: $input) {
      id
      name
      type
    }
  }
`;
