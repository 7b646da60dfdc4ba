import { useIntl } from 'react-intl';
import { PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';

export function PricingPage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      title={intl.formatMessage(messages.pricingTitle)}
      lead={intl.formatMessage(messages.pricingLead)}
    />
  );
}
