import { useIntl } from 'react-intl';
import { NotFoundLinks, PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';

export function NotFound() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      title={intl.formatMessage(messages.notFoundTitle)}
      lead={intl.formatMessage(messages.notFoundLead)}
    >
      <NotFoundLinks
        homeLabel={intl.formatMessage(messages.notFoundHome)}
        loginLabel={intl.formatMessage(messages.notFoundLogin)}
      />
    </PlaceholderPage>
  );
}
