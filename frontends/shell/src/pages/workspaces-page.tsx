import { WorkspaceList } from '../modules/workspaces/components/workspace-list';

export function WorkspacesPage() {
  return <WorkspaceList />;
}
