import { gql, type TypedDocumentNode } from '@apollo/client';
import type { MemberRole } from '../queries/workspace-members';

export const INVITE_MEMBER: TypedDocumentNode<
  { inviteMember: { id: string; state: string } },
  { input: { workspaceId: string; email: string; role: MemberRole; language: string } }
> = gql`
  mutation InviteMember($input: InviteMemberInput!) {
    inviteMember(input: $input) {
      id
      state
    }
  }
`;
