import { gql, type TypedDocumentNode } from '@apollo/client';

export const ADD_WORKSPACE_MEMBER: TypedDocumentNode<
  { addWorkspaceMember: { userId: string; role: string } },
  { input: { workspaceId: string; email: string } }
> = gql`
  mutation AddWorkspaceMember($input: AddWorkspaceMemberInput!) {
    addWorkspaceMember(input: $input) {
      userId
      role
    }
  }
`;
