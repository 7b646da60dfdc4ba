import { useIntl } from 'react-intl';
import { PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';

export function DashboardPage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      title={intl.formatMessage(messages.dashboardTitle)}
      lead={intl.formatMessage(messages.dashboardLead)}
    />
  );
}
