import { gql, type TypedDocumentNode } from '@apollo/client';

export type MemberRole = 'ADMIN' | 'MEMBER';

export interface WorkspaceMember {
  userId: string;
  email: string;
  role: MemberRole;
  addedAt: string;
  isYou: boolean;
}

export interface WorkspaceMembersData {
  workspaceMembers: { items: WorkspaceMember[]; totalCount: number };
}

export const WORKSPACE_MEMBERS: TypedDocumentNode<
  WorkspaceMembersData,
  { workspaceId: string; limit: number; offset: number }
> = gql`
  query WorkspaceMembers($workspaceId: ID!, $limit: Int!, $offset: Int!) {
    workspaceMembers(workspaceId: $workspaceId, limit: $limit, offset: $offset) {
      items {
        userId
        email
        role
        addedAt
        isYou
      }
      totalCount
    }
  }
`;
