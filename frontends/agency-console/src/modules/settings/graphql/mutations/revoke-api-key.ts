import { gql, type TypedDocumentNode } from '@apollo/client';

export const REVOKE_API_KEY: TypedDocumentNode<
  { revokeApiKey: boolean },
  { input: { workspaceId: string; apiKeyId: string } }
> = gql`
  mutation RevokeApiKey($input: RevokeApiKeyInput!) {
    revokeApiKey(input: $input)
  }
`;
