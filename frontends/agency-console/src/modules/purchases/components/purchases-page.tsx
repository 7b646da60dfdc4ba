import { useIntl } from 'react-intl';
import { PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';

export function PurchasesPage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      title={intl.formatMessage(messages.purchasesTitle)}
      lead={intl.formatMessage(messages.purchasesLead)}
    />
  );
}
