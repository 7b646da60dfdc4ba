import { useIntl } from 'react-intl';
import { PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';
import { ReloadButton } from './reload-button';

export function CrashPage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      title={intl.formatMessage(messages.crashTitle)}
      lead={intl.formatMessage(messages.crashLead)}
    >
      <ReloadButton />
    </PlaceholderPage>
  );
}
