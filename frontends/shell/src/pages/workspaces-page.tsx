import { lazy } from 'react';
import { GraphqlBoundary } from '../modules/graphql/components/graphql-boundary';

// The list talks to the API: it loads with Apollo Client, never with the shell's first bytes.
const WorkspaceList = lazy(() =>
  import('../modules/workspaces/components/workspace-list').then((module) => ({
    default: module.WorkspaceList,
  })),
);

export function WorkspacesPage() {
  return (
    <GraphqlBoundary>
      <WorkspaceList />
    </GraphqlBoundary>
  );
}
