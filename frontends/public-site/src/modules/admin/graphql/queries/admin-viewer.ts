import { gql, type TypedDocumentNode } from '@apollo/client';

export interface AdminViewer {
  user: { id: string; activated: boolean } | null;
  platformAdmin: boolean;
}

/** Who opens /admin: signed in at all, and a platform administrator (identity's PLATFORM_ADMIN_EMAILS). */
export const ADMIN_VIEWER: TypedDocumentNode<{ viewer: AdminViewer }, Record<string, never>> = gql`
  query AdminViewer {
    viewer {
      user {
        id
        activated
      }
      platformAdmin
    }
  }
`;
