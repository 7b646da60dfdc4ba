import { useIntl } from 'react-intl';
import { PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';

export function ResourcesPage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      title={intl.formatMessage(messages.resourcesTitle)}
      lead={intl.formatMessage(messages.resourcesLead)}
    />
  );
}
