import { gql, type TypedDocumentNode } from '@apollo/client';

export const RESEND_INVITATION: TypedDocumentNode<
  { resendInvitation: { id: string; state: string; sentAt: string; expiresAt: string } },
  { input: { id: string } }
> = gql`
  mutation ResendInvitation($input: ResendInvitationInput!) {
    resendInvitation(input: $input) {
      id
      state
      sentAt
      expiresAt
    }
  }
`;
