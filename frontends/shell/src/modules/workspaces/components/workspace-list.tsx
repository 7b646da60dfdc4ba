import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';

/** Workspaces list and switcher; the list itself arrives with the identity service's workspace query. */
export function WorkspaceList() {
  const intl = useIntl();
  return (
    <PlaceholderPage title={intl.formatMessage(messages.title)} lead={intl.formatMessage(messages.lead)}>
      <p>{intl.formatMessage(messages.empty)}</p>
      <Link className="ui-button" to="/login">
        {intl.formatMessage(messages.login)}
      </Link>
    </PlaceholderPage>
  );
}
