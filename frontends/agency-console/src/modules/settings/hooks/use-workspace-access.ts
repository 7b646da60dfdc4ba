import { useQuery } from '@apollo/client/react';
import { WORKSPACE_ACCESS } from '../graphql/queries/workspace-access';

/** Up to this many workspaces are read to find this one (a person belongs to a handful). */
const WORKSPACES_READ = 100;

/** This workspace's name and type, and whether the viewer administers it. */
export function useWorkspaceAccess(workspaceId: string) {
  const { data, loading, error } = useQuery(WORKSPACE_ACCESS, {
    variables: { limit: WORKSPACES_READ, offset: 0 },
  });
  const workspace = data?.workspaces.items.find((item) => item.id === workspaceId);
  return {
    loading,
    error,
    workspace,
    isAdmin: workspace?.role === 'ADMIN',
    isBusiness: workspace?.type === 'BUSINESS',
  };
}
