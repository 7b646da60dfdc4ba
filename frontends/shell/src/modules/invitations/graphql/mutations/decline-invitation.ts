import { gql, type TypedDocumentNode } from '@apollo/client';

export const DECLINE_INVITATION: TypedDocumentNode<
  { declineInvitation: boolean },
  { input: { token: string } }
> = gql`
  mutation DeclineInvitation($input: DeclineInvitationInput!) {
    declineInvitation(input: $input)
  }
`;
