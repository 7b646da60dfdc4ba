import { gql, type TypedDocumentNode } from '@apollo/client';

export type LinkPermission = 'READ' | 'FILL' | 'SUBMIT' | 'VIEW_STATUS';
export type LinkState = 'ACTIVE' | 'REVOKED' | 'EXPIRED' | 'USED_UP';

export interface ClientLink {
  id: string;
  clientName: string;
  clientEmail: string;
  permissions: LinkPermission[];
  createdAt: string;
  expiresAt: string;
  lastAccessedAt: string | null;
  revokedAt: string | null;
  uses: number;
  maxUses: number | null;
  defaultLanguage: string;
  state: LinkState;
}

export const CLIENT_LINK_FIELDS = gql`
  fragment ClientLinkFields on ClientLink {
    id
    clientName
    clientEmail
    permissions
    createdAt
    expiresAt
    lastAccessedAt
    revokedAt
    uses
    maxUses
    defaultLanguage
    state
  }
`;

export const CLIENT_LINKS: TypedDocumentNode<
  { clientLinks: { items: ClientLink[]; totalCount: number } },
  { workspaceId: string; formId: string; limit: number; offset: number }
> = gql`
  query ClientLinks($workspaceId: ID!, $formId: ID!, $limit: Int!, $offset: Int!) {
    clientLinks(workspaceId: $workspaceId, formId: $formId, limit: $limit, offset: $offset) {
      items {
        ...ClientLinkFields
      }
      totalCount
    }
  }
  ${CLIENT_LINK_FIELDS}
`;
