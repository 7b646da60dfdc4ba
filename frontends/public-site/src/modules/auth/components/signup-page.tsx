import { useIntl } from 'react-intl';
import { PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';

export function SignupPage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      title={intl.formatMessage(messages.signupTitle)}
      lead={intl.formatMessage(messages.signupLead)}
    />
  );
}
