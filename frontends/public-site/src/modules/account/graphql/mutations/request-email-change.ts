import { gql, type TypedDocumentNode } from '@apollo/client';

export const REQUEST_EMAIL_CHANGE: TypedDocumentNode<
  { requestEmailChange: { pendingEmail: string; expiresAt: string } },
  { input: { currentPassword: string; newEmail: string } }
> = gql`
  mutation RequestEmailChange($input: RequestEmailChangeInput!) {
    requestEmailChange(input: $input) {
      pendingEmail
      expiresAt
    }
  }
`;
