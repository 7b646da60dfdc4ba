import { gql, type TypedDocumentNode } from '@apollo/client';

export interface AccountUser {
  id: string;
  email: string;
  activated: boolean;
  totpEnabled: boolean;
}

export const ACCOUNT_SETTINGS: TypedDocumentNode<
  { viewer: { user: AccountUser | null } },
  Record<string, never>
> = gql`
  query AccountSettings {
    viewer {
      user {
        id
        email
        activated
        totpEnabled
      }
    }
  }
`;
