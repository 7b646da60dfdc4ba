import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ApiKey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export const API_KEYS: TypedDocumentNode<
  { apiKeys: { items: ApiKey[]; totalCount: number } },
  { workspaceId: string; limit: number; offset: number }
> = gql`
  query ApiKeys($workspaceId: ID!, $limit: Int!, $offset: Int!) {
    apiKeys(workspaceId: $workspaceId, limit: $limit, offset: $offset) {
      items {
        id
        name
        createdAt
        lastUsedAt
        revokedAt
      }
      totalCount
    }
  }
`;
