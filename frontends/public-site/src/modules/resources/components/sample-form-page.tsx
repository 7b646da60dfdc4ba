import { useIntl } from 'react-intl';
import { PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';

export function SampleFormPage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      title={intl.formatMessage(messages.sampleFormTitle)}
      lead={intl.formatMessage(messages.sampleFormLead)}
    />
  );
}
