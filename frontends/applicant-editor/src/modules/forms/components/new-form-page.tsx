import { useIntl } from 'react-intl';
import { PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';

export function NewFormPage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      title={intl.formatMessage(messages.newFormTitle)}
      lead={intl.formatMessage(messages.newFormLead)}
    />
  );
}
