import { useIntl } from 'react-intl';
import { PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';

export function NewSubmissionPage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      title={intl.formatMessage(messages.newSubmissionTitle)}
      lead={intl.formatMessage(messages.newSubmissionLead)}
    />
  );
}
