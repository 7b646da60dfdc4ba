import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';

export function NotFoundPage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      title={intl.formatMessage(messages.notFoundTitle)}
      lead={intl.formatMessage(messages.notFoundLead)}
    >
      <ul className="ui-link-list">
        <li>
          <Link className="ui-button" to="/">
            {intl.formatMessage(messages.notFoundHome)}
          </Link>
        </li>
        <li>
          <Link className="ui-button ui-button--secondary" to="/login">
            {intl.formatMessage(messages.notFoundLogin)}
          </Link>
        </li>
      </ul>
    </PlaceholderPage>
  );
}
