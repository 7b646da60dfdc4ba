import { gql, type TypedDocumentNode } from '@apollo/client';

export interface WorkspaceAccessData {
  workspaces: {
    items: { id: string; name: string; type: 'PERSONAL' | 'BUSINESS'; role: 'ADMIN' | 'MEMBER' }[];
    totalCount: number;
  };
}

/** The viewer's workspaces: the settings page reads this workspace's type and the viewer's role. */
export const WORKSPACE_ACCESS: TypedDocumentNode<WorkspaceAccessData, { limit: number; offset: number }> =
  gql`
    query WorkspaceAccess($limit: Int!, $offset: Int!) {
      workspaces(limit: $limit, offset: $offset) {
        items {
          id
          name
          type
          role
        }
        totalCount
      }
    }
  `;
