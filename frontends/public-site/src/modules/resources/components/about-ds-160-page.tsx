import { useIntl } from 'react-intl';
import { PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';

export function AboutDs160Page() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      title={intl.formatMessage(messages.aboutDs160Title)}
      lead={intl.formatMessage(messages.aboutDs160Lead)}
    />
  );
}
