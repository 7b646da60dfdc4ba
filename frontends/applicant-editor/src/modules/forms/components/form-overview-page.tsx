import { useIntl } from 'react-intl';
import { PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';

export function FormOverviewPage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      title={intl.formatMessage(messages.formOverviewTitle)}
      lead={intl.formatMessage(messages.formOverviewLead)}
    />
  );
}
