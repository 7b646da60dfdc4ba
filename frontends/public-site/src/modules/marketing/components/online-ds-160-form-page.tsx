import { useIntl } from 'react-intl';
import { PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';

export function OnlineFormPage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      title={intl.formatMessage(messages.onlineDs160FormTitle)}
      lead={intl.formatMessage(messages.onlineDs160FormLead)}
    />
  );
}
