import { gql, type TypedDocumentNode } from '@apollo/client';
import type { WorkspaceBranding } from '../queries/workspace-branding';

export interface UpdateBrandingInput {
  workspaceId: string;
  agencyName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  contactAddress: string | null;
}

export const UPDATE_BRANDING: TypedDocumentNode<
  { updateBranding: WorkspaceBranding },
  { input: UpdateBrandingInput }
> = gql`
  mutation UpdateBranding($input: UpdateBrandingInput!) {
    updateBranding(input: $input) {
      agencyName
      logoUrl
      contactEmail
      contactPhone
      contactAddress
    }
  }
`;
