import { useIntl } from 'react-intl';
import { PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';

export function PhotoCheckerPage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      title={intl.formatMessage(messages.usVisaPhotoCheckerTitle)}
      lead={intl.formatMessage(messages.usVisaPhotoCheckerLead)}
    />
  );
}
