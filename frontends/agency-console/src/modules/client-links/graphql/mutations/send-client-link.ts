import { gql, type TypedDocumentNode } from '@apollo/client';

/** E-mails the link again; the token comes from the URL answered at creation (identity keeps a hash). */
export const SEND_CLIENT_LINK: TypedDocumentNode<
  { sendClientLink: { id: string } },
  { input: { id: string; token: string } }
> = gql`
  mutation SendClientLink($input: SendClientLinkInput!) {
    sendClientLink(input: $input) {
      id
    }
  }
`;
