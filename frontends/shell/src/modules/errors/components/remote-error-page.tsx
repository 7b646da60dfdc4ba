import { useIntl } from 'react-intl';
import { PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';
import { ReloadButton } from './reload-button';

/** Shown when a remote's code cannot be fetched or started: a full reload picks up a fresh deployment. */
export function RemoteErrorPage() {
  const intl = useIntl();
  return (
    <div role="alert" className="app-remote-error">
      <PlaceholderPage
        title={intl.formatMessage(messages.remoteErrorTitle)}
        lead={intl.formatMessage(messages.remoteErrorLead)}
      >
        <ReloadButton />
      </PlaceholderPage>
    </div>
  );
}
