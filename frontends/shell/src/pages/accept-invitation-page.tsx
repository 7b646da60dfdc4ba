import { lazy, useState } from 'react';
import { GraphqlBoundary } from '../modules/graphql/components/graphql-boundary';
import { takeInvitationToken } from '../modules/invitations/utils/invitation-token';

// Like the workspaces list: the page talks to the API, so it loads with Apollo Client, never with
// the shell's first bytes.
const AcceptInvitation = lazy(() =>
  import('../modules/invitations/components/accept-invitation-page').then((module) => ({
    default: module.AcceptInvitationPage,
  })),
);

export function AcceptInvitationRoute() {
  // The token leaves the address bar at once, before Apollo Client has loaded (ADR 0013's rule).
  useState(takeInvitationToken);
  return (
    <GraphqlBoundary>
      <AcceptInvitation />
    </GraphqlBoundary>
  );
}
