import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AccountUser } from '../queries/account-settings';

export const DISABLE_TOTP: TypedDocumentNode<{ disableTotp: AccountUser }, { input: { password: string } }> =
  gql`
    mutation DisableTotp($input: DisableTotpInput!) {
      disableTotp(input: $input) {
        id
        email
        activated
        totpEnabled
      }
    }
  `;
