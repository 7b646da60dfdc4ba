import { gql, type TypedDocumentNode } from '@apollo/client';

export const REVOKE_API_KEY: TypedDocumentNode<
  { revokeApiKey: { id: string; revokedAt: string | null } },
  { input: { id: string } }
> = gql`
  mutation RevokeApiKey($input: RevokeApiKeyInput!) {
    revokeApiKey(input: $input) {
      id
      revokedAt
    }
  }
`;
