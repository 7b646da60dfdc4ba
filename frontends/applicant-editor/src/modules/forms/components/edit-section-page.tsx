import { useIntl } from 'react-intl';
import { PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';

export function EditSectionPage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      title={intl.formatMessage(messages.editSectionTitle)}
      lead={intl.formatMessage(messages.editSectionLead)}
    />
  );
}
