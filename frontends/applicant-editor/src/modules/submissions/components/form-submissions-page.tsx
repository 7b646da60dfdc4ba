import { useIntl } from 'react-intl';
import { PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';

export function FormSubmissionsPage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      title={intl.formatMessage(messages.formSubmissionsTitle)}
      lead={intl.formatMessage(messages.formSubmissionsLead)}
    />
  );
}
