import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AccountUser } from '../queries/account-settings';

export const CONFIRM_TOTP_ENROLLMENT: TypedDocumentNode<
  { confirmTotpEnrollment: AccountUser },
  { input: { code: string } }
> = gql`
  mutation ConfirmTotpEnrollment($input: ConfirmTotpEnrollmentInput!) {
    confirmTotpEnrollment(input: $input) {
      id
      email
      activated
      totpEnabled
    }
  }
`;
