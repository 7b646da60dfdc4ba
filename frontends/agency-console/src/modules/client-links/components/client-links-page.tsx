import { useIntl } from 'react-intl';
import { PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';

export function ClientLinksPage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      title={intl.formatMessage(messages.clientLinksTitle)}
      lead={intl.formatMessage(messages.clientLinksLead)}
    />
  );
}
