import { useIntl } from 'react-intl';
import { PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';

export function SubmissionsPage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      title={intl.formatMessage(messages.submissionsTitle)}
      lead={intl.formatMessage(messages.submissionsLead)}
    />
  );
}
