import { useIntl } from 'react-intl';
import { PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';

export function CheckoutPage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      title={intl.formatMessage(messages.checkoutTitle)}
      lead={intl.formatMessage(messages.checkoutLead)}
    />
  );
}
