import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ApiKey } from '../queries/api-keys';

export const CREATE_API_KEY: TypedDocumentNode<
  { createApiKey: { apiKey: ApiKey; secret: string } },
  { input: { workspaceId: string; name: string } }
> = gql`
  mutation CreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      apiKey {
        id
        name
        createdAt
        lastUsedAt
        revokedAt
      }
      secret
    }
  }
`;
