import { gql, type TypedDocumentNode } from '@apollo/client';

export interface WorkspaceBranding {
  agencyName: string | null;
  logoUrl: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  contactAddress: string | null;
}

export const WORKSPACE_BRANDING: TypedDocumentNode<
  { workspaceBranding: WorkspaceBranding | null },
  { workspaceId: string }
> = gql`
  query WorkspaceBranding($workspaceId: ID!) {
    workspaceBranding(workspaceId: $workspaceId) {
      agencyName
      logoUrl
      contactEmail
      contactPhone
      contactAddress
    }
  }
`;
