import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { useSession } from '@portico/ui';
import { messages } from '../utils/messages';

/**
 * Workspace pages open only in the workspace the session has selected; otherwise the spec's
 * no-workspace-selected message points to the workspaces list (where one switches).
 * Visitors who are not logged in pass through: the page's first API call asks them to log in.
 */
export function WorkspaceGate({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { workspaceId } = useParams();
  const session = useSession();
  if (session.status === 'loading') return <p role="status">{intl.formatMessage(messages.loading)}</p>;
  if (session.status === 'authenticated' && session.currentWorkspaceId !== workspaceId)
    return (
      <article className="ui-page" data-testid="no-workspace-selected">
        <h1 className="ui-page__title" tabIndex={-1}>
          {intl.formatMessage(messages.noneSelectedTitle)}
        </h1>
        <p className="ui-page__lead">{intl.formatMessage(messages.noneSelectedLead)}</p>
        <Link className="ui-button" to="/workspaces">
          {intl.formatMessage(messages.chooseWorkspace)}
        </Link>
      </article>
    );
  return <>{children}</>;
}
