import { gql, type TypedDocumentNode } from '@apollo/client';

export const LEAVE_WORKSPACE: TypedDocumentNode<
  { leaveWorkspace: { currentWorkspaceId: string | null } },
  { input: { workspaceId: string } }
> = gql`
  mutation LeaveWorkspace($input: LeaveWorkspaceInput!) {
    leaveWorkspace(input: $input) {
      currentWorkspaceId
    }
  }
`;
