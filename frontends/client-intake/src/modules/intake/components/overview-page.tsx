import { useIntl } from 'react-intl';
import { PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';

export function IntakeOverviewPage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      title={intl.formatMessage(messages.overviewTitle)}
      lead={intl.formatMessage(messages.overviewLead)}
    />
  );
}
