import { gql, type TypedDocumentNode } from '@apollo/client';

export interface CheckoutWorkspace {
  id: string;
  name: string;
  type: 'PERSONAL' | 'BUSINESS';
  isCurrent: boolean;
}

/** The signed-in person's workspaces: the one that receives the credits is picked among them. */
export const CHECKOUT_WORKSPACES: TypedDocumentNode<
  { workspaces: { items: CheckoutWorkspace[]; totalCount: number } },
  { limit: number; offset: number }
> = gql`
  query CheckoutWorkspaces($limit: Int!, $offset: Int!) {
    workspaces(limit: $limit, offset: $offset) {
      items {
        id
        name
        type
        isCurrent
      }
      totalCount
    }
  }
`;
