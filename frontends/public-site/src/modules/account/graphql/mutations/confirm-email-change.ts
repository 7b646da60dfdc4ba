import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AccountUser } from '../queries/account-settings';

export const CONFIRM_EMAIL_CHANGE: TypedDocumentNode<
  { confirmEmailChange: AccountUser },
  { input: { code: string } }
> = gql`
  mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {
    confirmEmailChange(input: $input) {
      id
      email
      activated
      totpEnabled
    }
  }
`;
