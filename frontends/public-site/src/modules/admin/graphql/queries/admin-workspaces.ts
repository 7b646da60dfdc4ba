import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AdminPageVariables } from './admin-page-variables';

export interface AdminWorkspace {
  id: string;
  name: string;
  type: 'PERSONAL' | 'BUSINESS';
  memberCount: number;
  createdAt: string;
}

export const ADMIN_WORKSPACES: TypedDocumentNode<
  { adminWorkspaces: { items: AdminWorkspace[]; totalCount: number } },
  AdminPageVariables
> = gql`
  query AdminWorkspaces($search: String, $limit: Int, $offset: Int) {
    adminWorkspaces(search: $search, limit: $limit, offset: $offset) {
      items {
        id
        name
        type
        memberCount
        createdAt
      }
      totalCount
    }
  }
`;
