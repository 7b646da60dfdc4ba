import { gql, type TypedDocumentNode } from '@apollo/client';

export interface InvitationPreview {
  workspaceName: string;
  invitedByEmail: string;
  role: 'ADMIN' | 'MEMBER';
  email: string;
  language: string;
  expiresAt: string;
}

export const INVITATION: TypedDocumentNode<{ invitation: InvitationPreview }, { token: string }> = gql`
  query Invitation($token: String!) {
    invitation(token: $token) {
      workspaceName
      invitedByEmail
      role
      email
      language
      expiresAt
    }
  }
`;
