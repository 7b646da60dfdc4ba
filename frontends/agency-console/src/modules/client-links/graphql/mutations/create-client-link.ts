import { gql, type TypedDocumentNode } from '@apollo/client';
import { CLIENT_LINK_FIELDS, type ClientLink, type LinkPermission } from '../queries/client-links';

export interface CreateClientLinkInput {
  workspaceId: string;
  formId: string;
  clientName: string;
  clientEmail: string;
  permissions: LinkPermission[];
  expiresInDays: number;
  maxUses: number | null;
  defaultLanguage: string;
  sendEmail: boolean;
}

export const CREATE_CLIENT_LINK: TypedDocumentNode<
  { createClientLink: { clientLink: ClientLink; url: string; emailed: boolean } },
  { input: CreateClientLinkInput }
> = gql`
  mutation CreateClientLink($input: CreateClientLinkInput!) {
    createClientLink(input: $input) {
      clientLink {
        ...ClientLinkFields
      }
      url
      emailed
    }
  }
  ${CLIENT_LINK_FIELDS}
`;
