import { gql, type TypedDocumentNode } from '@apollo/client';

export const BEGIN_TOTP_ENROLLMENT: TypedDocumentNode<
  { beginTotpEnrollment: { secret: string; otpauthUri: string } },
  Record<string, never>
> = gql`
  mutation BeginTotpEnrollment {
    beginTotpEnrollment {
      secret
      otpauthUri
    }
  }
`;
