import { useIntl } from 'react-intl';
import { PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';

export function SettingsPage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      title={intl.formatMessage(messages.settingsTitle)}
      lead={intl.formatMessage(messages.settingsLead)}
    />
  );
}
