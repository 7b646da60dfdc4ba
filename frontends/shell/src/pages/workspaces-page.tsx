import { GraphqlBoundary } from '../modules/graphql/components/graphql-boundary';
import { WorkspaceList } from '../modules/workspaces/components/workspace-list';

export function WorkspacesPage() {
  return (
    <GraphqlBoundary>
      <WorkspaceList />
    </GraphqlBoundary>
  );
}
