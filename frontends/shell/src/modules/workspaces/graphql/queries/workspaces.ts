import { gql, type TypedDocumentNode } from '@apollo/client';

export type WorkspaceType = 'PERSONAL' | 'BUSINESS';
export type WorkspaceRole = 'ADMIN' | 'MEMBER';

export interface WorkspaceItem {
  id: string;
  name: string;
  type: WorkspaceType;
  role: WorkspaceRole;
  isCurrent: boolean;
  requiresTotp: boolean;
}

export interface WorkspacesData {
  workspaces: { items: WorkspaceItem[]; totalCount: number };
}

export const WORKSPACES: TypedDocumentNode<WorkspacesData, { limit: number; offset: number }> = gql`
  query Workspaces($limit: Int!, $offset: Int!) {
    workspaces(limit: $limit, offset: $offset) {
      items {
        id
        name
        type
        role
        isCurrent
        requiresTotp
      }
      totalCount
    }
  }
`;
