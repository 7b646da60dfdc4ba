import { gql, type TypedDocumentNode } from '@apollo/client';

export const ACCEPT_INVITATION: TypedDocumentNode<
  { acceptInvitation: { id: string; name: string; role: 'ADMIN' | 'MEMBER' } },
  { input: { token: string } }
> = gql`
  mutation AcceptInvitation($input: AcceptInvitationInput!) {
    acceptInvitation(input: $input) {
      id
      name
      role
    }
  }
`;
