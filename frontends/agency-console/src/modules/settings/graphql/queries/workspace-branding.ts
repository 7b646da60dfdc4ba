import { gql, type TypedDocumentNode } from '@apollo/client';

export interface CeacPreparer {
  surname: string | null;
  givenName: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
  relationship: string;
  complete: boolean;
}

export const PREPARER_FIELDS = `
  preparer {
    surname
    givenName
    addressLine1
    addressLine2
    city
    state
    postalCode
    country
    relationship
    complete
  }
`;

export interface WorkspaceBranding {
  agencyName: string | null;
  logoUrl: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  contactAddress: string | null;
  preparer: CeacPreparer;
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
      ${PREPARER_FIELDS}
    }
  }
`;
