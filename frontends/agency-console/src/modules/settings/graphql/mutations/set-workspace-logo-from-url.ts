import { gql, type TypedDocumentNode } from '@apollo/client';

export const SET_WORKSPACE_LOGO_FROM_URL: TypedDocumentNode<
  { setWorkspaceLogoFromUrl: { logoUrl: string | null } },
  { input: { workspaceId: string; url: string } }
> = gql`
  mutation SetWorkspaceLogoFromUrl($input: SetWorkspaceLogoFromUrlInput!) {
    setWorkspaceLogoFromUrl(input: $input) {
      logoUrl
    }
  }
`;
