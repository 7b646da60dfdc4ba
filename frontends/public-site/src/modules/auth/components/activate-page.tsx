import { useIntl } from 'react-intl';
import { PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';

export function ActivatePage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      title={intl.formatMessage(messages.activateTitle)}
      lead={intl.formatMessage(messages.activateLead)}
    />
  );
}
