import { useIntl } from 'react-intl';
import { PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';

export function DuplicateFormPage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      title={intl.formatMessage(messages.duplicateFormTitle)}
      lead={intl.formatMessage(messages.duplicateFormLead)}
    />
  );
}
