import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { useAlerts, useSession } from '@portico/ui';
import type { WorkspaceItem } from '../graphql/queries/workspaces';
import { SWITCH_WORKSPACE } from '../graphql/mutations/switch-workspace';
import { WORKSPACES } from '../graphql/queries/workspaces';
import { errorCode } from '../utils/error-code';
import { switchAndGoNamed, messages } from '../utils/messages';
import { LeaveWorkspaceButton } from './leave-workspace-button';

export function WorkspaceRow({ workspace }: { workspace: WorkspaceItem }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const session = useSession();
  const [switchWorkspace] = useMutation(SWITCH_WORKSPACE, { refetchQueries: [WORKSPACES] });
  const [busy, setBusy] = useState(false);
  const formsPath = `/workspaces/${encodeURIComponent(workspace.id)}/forms`;
  // The personal workspace is stored as "Personal": it is named in the reader's language.
  const name = workspace.type === 'PERSONAL' ? intl.formatMessage(messages.personalName) : workspace.name;

  const switchAndGo = async () => {
    setBusy(true);
    try {
      await switchWorkspace({ variables: { input: { workspaceId: workspace.id } } });
      await session.refresh();
      navigate(formsPath);
    } catch (error) {
      setBusy(false);
      alerts.push({
        type: 'error',
        title: intl.formatMessage(messages.switchFailedTitle),
        message: intl.formatMessage(
          errorCode(error) === 'FORBIDDEN' && workspace.requiresTotp && !session.user?.totpEnabled
            ? messages.switchNeedsTotp
            : messages.switchFailed,
        ),
        timeout: 6000,
      });
    }
  };

  return (
    <tr data-testid={`workspace-${workspace.id}`}>
      <th scope="row" data-label={intl.formatMessage(messages.name)}>
        {name}
        {workspace.requiresTotp && (
          <>
            {' '}
            <span className="ui-badge">{intl.formatMessage(messages.requiresTotp)}</span>
          </>
        )}
      </th>
      <td data-label={intl.formatMessage(messages.type)}>
        {intl.formatMessage(workspace.type === 'BUSINESS' ? messages.business : messages.personal)}
      </td>
      <td data-label={intl.formatMessage(messages.status)}>
        <span className="ui-badge">
          {intl.formatMessage(workspace.isCurrent ? messages.current : messages.available)}
        </span>
      </td>
      <td data-label={intl.formatMessage(messages.actions)}>
        <span className="ui-actions">
          {workspace.isCurrent ? (
            <>
              <Link to={formsPath}>{intl.formatMessage(messages.goToForms)}</Link>
              <Link to={`/workspaces/${encodeURIComponent(workspace.id)}/settings`}>
                {intl.formatMessage(messages.settings)}
              </Link>
            </>
          ) : (
            <button
              type="button"
              className="ui-button ui-button--secondary"
              onClick={switchAndGo}
              disabled={busy}
              aria-label={intl.formatMessage(switchAndGoNamed, { name })}
            >
              {intl.formatMessage(messages.switchAndGo)}
            </button>
          )}
          {/* A personal workspace is its owner's own: it cannot be left. */}
          {workspace.type === 'BUSINESS' && <LeaveWorkspaceButton workspaceId={workspace.id} name={name} />}
        </span>
      </td>
    </tr>
  );
}
