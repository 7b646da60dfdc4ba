import { gql, type TypedDocumentNode } from '@apollo/client';

export const CHANGE_PASSWORD: TypedDocumentNode<
  { changePassword: boolean },
  { input: { currentPassword: string; newPassword: string } }
> = gql`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`;
