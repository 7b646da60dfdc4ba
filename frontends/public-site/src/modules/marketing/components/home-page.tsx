import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';

export function HomePage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      title={intl.formatMessage(messages.homeTitle)}
      lead={intl.formatMessage(messages.homeLead)}
    >
      <ul className="ui-link-list">
        <li>
          <Link className="ui-button" to="/signup">
            {intl.formatMessage(messages.homeCtaStart)}
          </Link>
        </li>
        <li>
          <Link className="ui-button ui-button--secondary" to="/pricing">
            {intl.formatMessage(messages.homeCtaPricing)}
          </Link>
        </li>
      </ul>
    </PlaceholderPage>
  );
}
