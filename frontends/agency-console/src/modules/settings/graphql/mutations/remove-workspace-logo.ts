import { gql, type TypedDocumentNode } from '@apollo/client';

export const REMOVE_WORKSPACE_LOGO: TypedDocumentNode<
  { removeWorkspaceLogo: { logoUrl: string | null } },
  { input: { workspaceId: string } }
> = gql`
  mutation RemoveWorkspaceLogo($input: RemoveWorkspaceLogoInput!) {
    removeWorkspaceLogo(input: $input) {
      logoUrl
    }
  }
`;
