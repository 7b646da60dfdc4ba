import { useIntl } from 'react-intl';
import { PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';

export function ChecklistPage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      title={intl.formatMessage(messages.ds160ChecklistTitle)}
      lead={intl.formatMessage(messages.ds160ChecklistLead)}
    />
  );
}
