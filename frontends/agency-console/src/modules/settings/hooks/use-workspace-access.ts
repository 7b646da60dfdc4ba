import { useQuery } from '@apollo/client/react';
import { WORKSPACE } from '../graphql/queries/workspace';

/** This workspace's name and type, and whether the viewer administers it. */
export function useWorkspaceAccess(workspaceId: string) {
  const { data, loading, error } = useQuery(WORKSPACE, { variables: { id: workspaceId } });
  const workspace = data?.workspace;
  return {
    loading,
    error,
    workspace,
    isAdmin: workspace?.role === 'ADMIN',
    isBusiness: workspace?.type === 'BUSINESS',
  };
}
