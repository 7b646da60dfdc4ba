import { gql, type TypedDocumentNode } from '@apollo/client';
import type { MemberRole } from '../queries/workspace-members';

export const CHANGE_MEMBER_ROLE: TypedDocumentNode<
  { changeMemberRole: { userId: string; role: MemberRole } },
  { input: { workspaceId: string; userId: string; role: MemberRole } }
> = gql`
  mutation ChangeMemberRole($input: ChangeMemberRoleInput!) {
    changeMemberRole(input: $input) {
      userId
      role
    }
  }
`;
