import { gql, type TypedDocumentNode } from '@apollo/client';
import { CLIENT_LINK_FIELDS, type ClientLink } from '../queries/client-links';

export const REVOKE_CLIENT_LINK: TypedDocumentNode<
  { revokeClientLink: ClientLink },
  { input: { id: string } }
> = gql`
  mutation RevokeClientLink($input: RevokeClientLinkInput!) {
    revokeClientLink(input: $input) {
      ...ClientLinkFields
    }
  }
  ${CLIENT_LINK_FIELDS}
`;
