import { gql, type TypedDocumentNode } from '@apollo/client';

export const REVOKE_INVITATION: TypedDocumentNode<
  { revokeInvitation: { id: string; state: string } },
  { input: { id: string } }
> = gql`
  mutation RevokeInvitation($input: RevokeInvitationInput!) {
    revokeInvitation(input: $input) {
      id
      state
    }
  }
`;
