import { Navigate, Route, Routes } from 'react-router-dom';
import { RemotePage } from './modules/federation/components/remote-page';
import { GraphqlBoundary } from './modules/graphql/components/graphql-boundary';
import { REMOTE_ROUTES, type LayoutKind } from './modules/federation/utils/remote-routes';
import { IntakeLayout, PublicLayout, WorkspaceLayout } from './modules/layout/components/layouts';
import { AcceptInvitationRoute } from './pages/accept-invitation-page';
import { BuildInfoPage } from './pages/build-info-page';
import { NotFoundPage } from './pages/not-found-page';
import { WorkspacesPage } from './pages/workspaces-page';

function remoteRoutes(layout: LayoutKind) {
  return REMOTE_ROUTES.filter((route) => route.layout === layout).map((route) => (
    <Route
      key={route.path}
      path={route.path}
      element={
        route.static ? (
          <RemotePage remote={route.remote} page={route.page} />
        ) : (
          <GraphqlBoundary>
            <RemotePage remote={route.remote} page={route.page} />
          </GraphqlBoundary>
        )
      }
    />
  ));
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {remoteRoutes('public')}
        <Route path="/workspaces" element={<WorkspacesPage />} />
        <Route path="/invitations/accept" element={<AcceptInvitationRoute />} />
        <Route path="/build-info" element={<BuildInfoPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<WorkspaceLayout />}>
        <Route path="/workspaces/:workspaceId" element={<Navigate to="dashboard" replace />} />
        {remoteRoutes('workspace')}
      </Route>
      <Route element={<IntakeLayout />}>{remoteRoutes('intake')}</Route>
    </Routes>
  );
}
