import { gql, type TypedDocumentNode } from '@apollo/client';
import type { MemberRole } from './workspace-members';

export type InvitationState = 'PENDING' | 'EXPIRED' | 'ACCEPTED' | 'DECLINED' | 'REVOKED';

export interface WorkspaceInvitation {
  id: string;
  email: string;
  role: MemberRole;
  invitedByEmail: string;
  sentAt: string;
  expiresAt: string;
  state: InvitationState;
}

export interface WorkspaceInvitationsData {
  workspaceInvitations: { items: WorkspaceInvitation[]; totalCount: number };
}

export const WORKSPACE_INVITATIONS: TypedDocumentNode<
  WorkspaceInvitationsData,
  { workspaceId: string; limit: number; offset: number }
> = gql`
  query WorkspaceInvitations($workspaceId: ID!, $limit: Int!, $offset: Int!) {
    workspaceInvitations(workspaceId: $workspaceId, limit: $limit, offset: $offset) {
      items {
        id
        email
        role
        invitedByEmail
        sentAt
        expiresAt
        state
      }
      totalCount
    }
  }
`;
