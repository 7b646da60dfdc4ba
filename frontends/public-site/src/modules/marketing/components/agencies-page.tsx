import { useIntl } from 'react-intl';
import { PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';

export function AgenciesPage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      title={intl.formatMessage(messages.agenciesTitle)}
      lead={intl.formatMessage(messages.agenciesLead)}
    />
  );
}
