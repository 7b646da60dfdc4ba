import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';

export function FormsPage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      title={intl.formatMessage(messages.formsTitle)}
      lead={intl.formatMessage(messages.formsLead)}
    >
      <Link className="ui-button" to="new">
        {intl.formatMessage(messages.formsNew)}
      </Link>
    </PlaceholderPage>
  );
}
