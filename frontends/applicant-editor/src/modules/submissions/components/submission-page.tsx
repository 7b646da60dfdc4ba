import { useIntl } from 'react-intl';
import { PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';

export function SubmissionPage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      title={intl.formatMessage(messages.submissionTitle)}
      lead={intl.formatMessage(messages.submissionLead)}
    />
  );
}
