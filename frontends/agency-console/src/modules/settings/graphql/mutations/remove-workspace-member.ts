import { gql, type TypedDocumentNode } from '@apollo/client';

export const REMOVE_WORKSPACE_MEMBER: TypedDocumentNode<
  { removeWorkspaceMember: boolean },
  { input: { workspaceId: string; userId: string } }
> = gql`
  mutation RemoveWorkspaceMember($input: RemoveWorkspaceMemberInput!) {
    removeWorkspaceMember(input: $input)
  }
`;
