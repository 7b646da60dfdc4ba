import { gql, type TypedDocumentNode } from '@apollo/client';

export const UPLOAD_WORKSPACE_LOGO: TypedDocumentNode<
  { uploadWorkspaceLogo: { logoUrl: string | null } },
  { input: { workspaceId: string; dataUrl: string } }
> = gql`
  mutation UploadWorkspaceLogo($input: UploadWorkspaceLogoInput!) {
    uploadWorkspaceLogo(input: $input) {
      logoUrl
    }
  }
`;
