import { gql, type TypedDocumentNode } from '@apollo/client';

export interface WorkspaceData {
  workspace: { id: string; name: string; type: 'PERSONAL' | 'BUSINESS'; role: 'ADMIN' | 'MEMBER' };
}

/** This workspace's name and type, and the viewer's role in it. */
export const WORKSPACE: TypedDocumentNode<WorkspaceData, { id: string }> = gql`
  query Workspace($id: ID!) {
    workspace(id: $id) {
      id
      name
      type
      role
    }
  }
`;
