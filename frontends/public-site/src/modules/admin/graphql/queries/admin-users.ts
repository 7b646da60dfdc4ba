import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AdminPageVariables } from './admin-page-variables';

export interface AdminUser {
  id: string;
  email: string;
  language: string;
  activated: boolean;
  createdAt: string;
  workspaceCount: number;
}

export const ADMIN_USERS: TypedDocumentNode<
  { adminUsers: { items: AdminUser[]; totalCount: number } },
  AdminPageVariables
> = gql`
  query AdminUsers($search: String, $limit: Int, $offset: Int) {
    adminUsers(search: $search, limit: $limit, offset: $offset) {
      items {
        id
        email
        language
        activated
        createdAt
        workspaceCount
      }
      totalCount
    }
  }
`;
