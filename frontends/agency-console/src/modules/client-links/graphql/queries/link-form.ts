import { gql, type TypedDocumentNode } from '@apollo/client';

/** The form the links open, for the page's heading (its name only). */
export const LINK_FORM: TypedDocumentNode<{ form: { id: string; name: string } }, { id: string }> = gql`
  query ClientLinksForm($id: ID!) {
    form(id: $id) {
      id
      name
    }
  }
`;
