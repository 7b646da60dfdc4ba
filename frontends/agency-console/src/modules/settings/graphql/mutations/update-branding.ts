import { gql, type TypedDocumentNode } from '@apollo/client';
import { PREPARER_FIELDS, type WorkspaceBranding } from '../queries/workspace-branding';

export interface UpdateBrandingInput {
  workspaceId: string;
  agencyName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  contactAddress: string | null;
  /** The agency as preparer on CEAC (docs/adr/0024); blank fields as null. */
  preparer: Record<string, string | null>;
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
      ${PREPARER_FIELDS}
    }
  }
`;
